import type { Quote, QuoteEmailDraft, sendQuoteInputSchema } from '@wb/contract/quotes';
import { renderTemplate } from '@wb/domain/email-template';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney } from '@wb/domain/format/numbers';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { queueMail } from '@/platform/mail/mail-outbox';
import { getAccount } from '@/modules/accounts/accounts.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { quoteConflict, quoteInvalid } from './quote-errors';
import { findQuotePdfData, renderQuotePdfFile } from './quote-pdf.service';
import { updateQuoteRow } from './quotes.queries';
import { auditQuote, getQuote, lockQuote } from './quotes.service';

type SendInput = z.output<typeof sendQuoteInputSchema>;

/** The quote template's variables for this quote, in the customer's language ("€ 43,16", "01-05-2026"). */
async function templateValues(ctx: TenantCtx, quote: Quote, language: 'nl' | 'en') {
  const account = await getAccount(ctx, quote.account.id);
  const company = await getSettingsSection(ctx, 'companyDetails');
  const date = (iso: string) => formatDate(iso, language, language === 'nl' ? 'short' : 'long');
  return {
    to: account.email,
    values: {
      companyName: company.name,
      accountName: account.companyName,
      contactName: account.contactPerson || [account.firstName, account.lastName].filter(Boolean).join(' ') || account.companyName,
      quoteNumber: quote.quoteNumber,
      quoteDate: date(quote.quoteDate),
      validUntil: date(quote.validUntil),
      totalAmount: formatMoney(quote.totals.gross, language).replace(/[\u00a0\u202f]/g, ' '),
    },
  };
}

/** What the e-mail dialog starts with: the customer's address and the tenant's quote template filled in. */
export async function getQuoteEmailDraft(ctx: TenantCtx, id: string): Promise<QuoteEmailDraft> {
  const data = await findQuotePdfData(ctx, id);
  const { to, values } = await templateValues(ctx, data.quote, data.language);
  const { quote: template } = await getSettingsSection(ctx, 'emailTemplates');
  return {
    to,
    subject: renderTemplate(template.subject, values),
    body: renderTemplate(template.text, values),
    html: renderTemplate(template.html, values, 'html'),
  };
}

/**
 * Sends a draft (or a sent quote again) with its PDF, through the outbox in this transaction
 * (nothing goes out if it fails): the quote template (text and HTML) unless a subject and body were
 * edited. A draft becomes `sent`; `skipEmail` marks it sent without a mail.
 */
export async function sendQuote(ctx: TenantCtx, id: string, input: SendInput): Promise<Quote> {
  const row = await lockQuote(ctx, id);
  if (row.status !== 'draft' && row.status !== 'sent') throw quoteConflict('status', 'notSendable');
  let sentTo: string | null = row.sentTo;
  if (!input.skipEmail) {
    const data = await findQuotePdfData(ctx, id);
    const { to, values } = await templateValues(ctx, data.quote, data.language);
    sentTo = input.to || to || null;
    if (!sentTo) throw quoteInvalid('to', 'noEmailAddress');
    const { quote: template } = await getSettingsSection(ctx, 'emailTemplates');
    const pdf = await renderQuotePdfFile(data);
    const edited = Boolean(input.subject || input.body);
    await queueMail(ctx.tx, ctx.tenantId, {
      purpose: 'quote',
      to: sentTo,
      subject: input.subject || renderTemplate(template.subject, values),
      text: input.body || renderTemplate(template.text, values),
      ...(edited ? {} : { html: renderTemplate(template.html, values, 'html') }),
      attachments: [{ filename: pdf.filename, contentType: 'application/pdf', contentBase64: pdf.content.toString('base64') }],
    });
  }
  await updateQuoteRow(ctx.tx, ctx.tenantId, id, row.version, {
    status: 'sent',
    sentAt: new Date(),
    sentTo,
    updatedBy: ctx.principal?.userId ?? null,
  });
  await auditQuote(ctx, 'quote.sent', id, { quoteNumber: row.quoteNumber, to: input.skipEmail ? null : sentTo });
  return getQuote(ctx, id);
}
