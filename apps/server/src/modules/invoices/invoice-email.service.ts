import { type Invoice, type InvoiceEmailDraft, invoiceMessages, type sendInvoiceInputSchema } from '@wb/contract/invoices';
import { renderTemplate } from '@wb/domain/email-template';
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

/** The language of the tenant's e-mail templates (Dutch, as the default templates are): their values are written in it. */
export const templateLanguage = 'nl';

/** The values of the invoice template's variables for this invoice, written as its text is ("€ 43,16", "01-05-2026"). */
async function templateValues(ctx: TenantCtx, invoice: Invoice): Promise<Record<string, string>> {
  const account = await getAccount(ctx, invoice.account.id);
  const company = await getSettingsSection(ctx, 'companyDetails');
  return {
    companyName: company.name,
    accountName: account.companyName,
    contactName: account.contactPerson || [account.firstName, account.lastName].filter(Boolean).join(' ') || account.companyName,
    invoiceNumber: invoice.invoiceNumber ?? '',
    invoiceDate: formatDate(invoice.invoiceDate, templateLanguage, 'short'),
    dueDate: formatDate(invoice.dueDate, templateLanguage, 'short'),
    totalAmount: formatMoney(invoice.totals.gross, templateLanguage),
    paymentLink: '',
  };
}

async function ublAttachment(ctx: TenantCtx, id: string) {
  const ubl = await getInvoiceUbl(ctx, id);
  return { filename: ubl.filename, contentType: 'application/xml', contentBase64: Buffer.from(ubl.content, 'utf8').toString('base64') };
}

/** What the e-mail dialog starts with: the account's address and the tenant's invoice template filled in. */
export async function getInvoiceEmailDraft(ctx: TenantCtx, id: string): Promise<InvoiceEmailDraft> {
  const invoice = await getInvoice(ctx, id);
  const account = await getAccount(ctx, invoice.account.id);
  const { invoice: template } = await getSettingsSection(ctx, 'emailTemplates');
  const values = await templateValues(ctx, invoice);
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
  if (invoice.status === 'draft') throw invoiceConflict('status', invoiceMessages.sendDraft);
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
