import type { SendOrderConfirmationInput, SendOrderConfirmationResult } from '@wb/contract/orders';
import { renderTemplate } from '@wb/domain/email-template';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney } from '@wb/domain/format/numbers';
import type { TenantCtx } from '@/platform/context';
import { fieldError } from '@/platform/errors';
import { queueMail } from '@/platform/mail/mail-outbox';
import { threadFunction } from '@/platform/worker-thread';
import { getAccount } from '@/modules/accounts/accounts.service';
import { findPdfParties } from '@/modules/invoices/invoice-pdf.service';
import type { PdfLanguage } from '@/modules/invoices/invoice-pdf-labels';
import { auditOrder, getOrder } from '@/modules/orders/orders.service';
import { getDocumentPackageBalance } from '@/modules/packages/package-balance.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import type { OrderConfirmationPdfData } from './order-confirmation-pdf';

/** `renderOrderConfirmationPdf` on a worker thread, as the invoice PDF (PDFKit works synchronously). */
const renderOffThread = threadFunction<OrderConfirmationPdfData, Buffer>(
  new URL('./order-confirmation-pdf.ts', import.meta.url),
  'renderOrderConfirmationPdf',
);

/**
 * Everything the order confirmation shows, gathered in the request's transaction: the order with
 * its lots, the company and customer as on an invoice, the customer's returnable packages at the
 * delivery date; the language is the customer's unless chosen. Another tenant's order is not found.
 */
export async function findOrderConfirmationData(ctx: TenantCtx, id: string, language?: PdfLanguage): Promise<OrderConfirmationPdfData> {
  const order = await getOrder(ctx, id);
  const parties = await findPdfParties(ctx, order.account.id);
  const packageBalance = await getDocumentPackageBalance(ctx, order.account.id, order.deliveryDate ?? order.orderDate);
  return { order, ...parties, packageBalance, language: language ?? parties.language };
}

/** The order confirmation as a PDF file (rendered off the request's transaction). */
export async function renderOrderConfirmationFile(data: OrderConfirmationPdfData): Promise<{ filename: string; content: Buffer }> {
  const content = await renderOffThread(data);
  return { filename: `${data.order.orderNumber.replace(/[^\w.-]+/g, '_')}.pdf`, content };
}

/**
 * Sends the order confirmation to the customer: the order template of the e-mail settings with
 * the PDF attached, through the outbox in this transaction (nothing goes out if it fails), to the
 * address given, else the customer's own. Kept in the order's audit trail.
 */
export async function sendOrderConfirmation(
  ctx: TenantCtx,
  id: string,
  input: SendOrderConfirmationInput,
): Promise<SendOrderConfirmationResult> {
  const data = await findOrderConfirmationData(ctx, id);
  const account = await getAccount(ctx, data.order.account.id);
  const to = input.to || account.email;
  if (!to) throw fieldError('VALIDATION_FAILED', 'to', 'orders.noEmailAddress');
  const companyDetails = await getSettingsSection(ctx, 'companyDetails');
  const template = (await getSettingsSection(ctx, 'emailTemplates')).order;
  const { order, language } = data;
  const date = (iso: string | null) => (iso ? formatDate(iso, language, language === 'nl' ? 'short' : 'long') : '');
  const values = {
    companyName: companyDetails.name,
    accountName: account.companyName,
    contactName: account.contactPerson || [account.firstName, account.lastName].filter(Boolean).join(' ') || account.companyName,
    orderNumber: order.orderNumber,
    orderDate: date(order.orderDate),
    deliveryDate: date(order.deliveryDate ?? order.orderDate),
    totalAmount: formatMoney(order.totals.gross, language).replace(/[\u00a0\u202f]/g, ' '),
  };
  // Rendered on a worker thread while the transaction waits: the mail is queued with it or not at all.
  const pdf = await renderOrderConfirmationFile(data);
  await queueMail(ctx.tx, ctx.tenantId, {
    purpose: 'order_confirmation',
    to,
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.text, values),
    html: renderTemplate(template.html, values, 'html'),
    attachments: [{ filename: pdf.filename, contentType: 'application/pdf', contentBase64: pdf.content.toString('base64') }],
  });
  await auditOrder(ctx, 'order.confirmation_sent', id, { orderNumber: order.orderNumber, to });
  return { sentTo: to };
}
