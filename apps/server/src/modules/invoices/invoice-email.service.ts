import type { Invoice, InvoiceEmailDraft, sendInvoiceInputSchema } from '@wb/contract/invoices';
import { defaultEmailTemplates, englishInvoiceTemplate } from '@wb/contract/settings-templates';
import { renderTemplate, withoutPaymentLink } from '@wb/domain/email-template';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney } from '@wb/domain/format/numbers';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { queueMail } from '@/platform/mail/mail-outbox';
import { getAccount } from '@/modules/accounts/accounts.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { renderInvoicePdfOffThread } from './invoice-pdf-thread';
import { findInvoicePdfData } from './invoice-pdf.service';
import { getInvoiceUbl } from './invoice-ubl.service';
import { updateInvoiceRow } from './invoices.queries';
import { auditInvoice, getInvoice, invoiceConflict } from './invoices.service';

type SendInput = z.output<typeof sendInvoiceInputSchema>;

/** The language of the tenant's own e-mail templates (Dutch, as the default templates are). */
export const templateLanguage = 'nl';

/** The customer's language, the same as the PDF's: Dutch for a customer in the Netherlands, else English. */
const languageOf = (country: string): 'nl' | 'en' => (country && country !== 'NL' ? 'en' : 'nl');

/** The values of the invoice template's variables for this invoice, in the customer's language ("€ 43,16", "01-05-2026"). */
async function templateValues(ctx: TenantCtx, invoice: Invoice, language: 'nl' | 'en'): Promise<Record<string, string>> {
  const account = await getAccount(ctx, invoice.account.id);
  const company = await getSettingsSection(ctx, 'companyDetails');
  // Dutch dates as a Dutch letter writes them ("01-05-2026"), English ones spelled out ("1 May 2026").
  const date = (iso: string) => formatDate(iso, language, language === 'nl' ? 'short' : 'long');
  // What is asked is what is still open (a draft's, or a paid invoice's, whole amount is shown as the total).
  const open = invoice.status === 'draft' || invoice.outstandingAmount === '0.00' ? invoice.totals.gross : invoice.outstandingAmount;
  return {
    companyName: company.name,
    accountName: account.companyName,
    contactName: account.contactPerson || [account.firstName, account.lastName].filter(Boolean).join(' ') || account.companyName,
    invoiceNumber: invoice.invoiceNumber ?? '',
    invoiceDate: date(invoice.invoiceDate),
    dueDate: date(invoice.dueDate),
    totalAmount: formatMoney(invoice.totals.gross, language),
    outstandingAmount: formatMoney(open, language),
    paymentLink: '',
  };
}

/**
 * The tenant's invoice template, in English for a customer abroad while the tenant keeps the Dutch
 * default; without its payment-link sentence and link when there is no link.
 */
function templateFor(stored: { subject: string; text: string; html: string }, language: 'nl' | 'en', paymentLink: string) {
  const dutchDefault = defaultEmailTemplates.invoice;
  const isDefault = stored.subject === dutchDefault.subject && stored.text === dutchDefault.text && stored.html === dutchDefault.html;
  const template = language === 'en' && isDefault ? englishInvoiceTemplate : stored;
  if (paymentLink) return template;
  return { subject: template.subject, text: withoutPaymentLink(template.text), html: withoutPaymentLink(template.html, 'html') };
}

async function ublAttachment(ctx: TenantCtx, id: string) {
  const ubl = await getInvoiceUbl(ctx, id);
  return { filename: ubl.filename, contentType: 'application/xml', contentBase64: Buffer.from(ubl.content, 'utf8').toString('base64') };
}

/** What the e-mail dialog starts with: the account's address and the tenant's invoice template filled in. */
export async function getInvoiceEmailDraft(ctx: TenantCtx, id: string): Promise<InvoiceEmailDraft> {
  const invoice = await getInvoice(ctx, id);
  const account = await getAccount(ctx, invoice.account.id);
  const { invoice: stored } = await getSettingsSection(ctx, 'emailTemplates');
  const language = languageOf(account.country);
  const values = await templateValues(ctx, invoice, language);
  const template = templateFor(stored, language, values.paymentLink ?? '');
  return {
    to: account.email,
    cc: '',
    subject: renderTemplate(template.subject, values),
    body: renderTemplate(template.text, values),
    html: renderTemplate(template.html, values, 'html'),
  };
}

/**
 * Sends a final invoice with its PDF attached, through the outbox in this transaction (nothing
 * goes out if it fails), and records when and to whom it was sent. A draft is not sent (409).
 */
export async function sendInvoiceEmail(ctx: TenantCtx, id: string, input: SendInput): Promise<Invoice> {
  const { tenantId } = ctx;
  const data = await findInvoicePdfData(ctx, id);
  const { invoice } = data;
  if (invoice.status === 'draft') throw invoiceConflict('status', 'invoices.sendDraft');
  const pdf = await renderInvoicePdfOffThread(data);
  const filename = `${(invoice.invoiceNumber ?? 'factuur').replace(/[^\w.-]+/g, '_')}.pdf`;
  await queueMail(ctx.tx, tenantId, {
    purpose: 'invoice',
    to: input.to,
    ...(input.cc ? { cc: input.cc } : {}),
    subject: input.subject,
    text: input.body,
    attachments: [
      { filename, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ...(input.attachUbl ? [await ublAttachment(ctx, id)] : []),
    ],
  });
  const sentTo = input.cc ? `${input.to}, ${input.cc}` : input.to;
  await updateInvoiceRow(ctx.tx, tenantId, id, invoice.version, { sentAt: new Date(), sentTo, updatedBy: ctx.principal?.userId ?? null });
  await auditInvoice(ctx, 'invoice.emailed', id, { to: input.to, cc: input.cc ?? null, invoiceNumber: invoice.invoiceNumber });
  return getInvoice(ctx, id);
}
