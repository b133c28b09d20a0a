import type { PurchaseOrder, sendPurchaseOrderInputSchema } from '@wb/contract/purchase-orders';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney, formatNumber } from '@wb/domain/format/numbers';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { queueMail } from '@/platform/mail/mail-outbox';
import { findContacts } from '@/modules/suppliers/supplier-contacts.service';
import { getSupplier } from '@/modules/suppliers/suppliers.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { findPurchaseOrderPdfData, renderPurchaseOrderPdfFile, supplierLanguage } from './purchase-order-pdf.service';
import { purchaseOrderConflict, purchaseOrderInvalid } from './purchase-order-errors';
import { updatePurchaseOrderRow } from './purchase-orders.queries';
import { auditPurchaseOrder, getPurchaseOrder, lockPurchaseOrder } from './purchase-orders.service';

type SendInput = z.output<typeof sendPurchaseOrderInputSchema>;
type Language = 'nl' | 'en';

const words = {
  nl: {
    subject: 'Inkooporder {number} van {company}',
    greeting: 'Beste {name},',
    intro: 'Hierbij bestellen wij het volgende:',
    expected: 'Gewenste leverdatum: {date}',
    total: 'Totaal excl. btw: {net}',
    reference: 'Vermeld bij levering en factuur ons ordernummer {number}.',
    closing: 'Met vriendelijke groet,',
    packages: 'colli',
  },
  en: {
    subject: 'Purchase order {number} from {company}',
    greeting: 'Dear {name},',
    intro: 'Please supply the following:',
    expected: 'Requested delivery date: {date}',
    total: 'Total excl. VAT: {net}',
    reference: 'Please quote our order number {number} on the delivery and the invoice.',
    closing: 'Kind regards,',
    packages: 'packages',
  },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The e-mail text of a purchase order, in the supplier's language. */
export function purchaseOrderMailText(order: PurchaseOrder, company: string, contactName: string, language: Language) {
  const w = words[language];
  const values = { number: order.poNumber, company, name: contactName };
  const lines = order.lines.map(
    (line) =>
      `- ${formatNumber(line.quantity, language)} ${w.packages} × ${line.sku} ${line.description} à ${formatMoney(line.price, language, 4)}`,
  );
  const text = [
    fill(w.greeting, values),
    '',
    w.intro,
    ...lines,
    '',
    ...(order.expectedDate ? [fill(w.expected, { date: formatDate(order.expectedDate, language, 'short') })] : []),
    fill(w.total, { net: formatMoney(order.net, language) }),
    fill(w.reference, values),
    '',
    w.closing,
    company,
  ].join('\n');
  return { subject: fill(w.subject, values), text: text.replace(/[\u00a0\u202f]/g, ' ') };
}

/**
 * Sends a draft to the supplier: an e-mail with the purchase order's PDF through the outbox (in this transaction, so nothing
 * goes out if it fails) to the address given, else the primary contact's, else the supplier's;
 * then the order is `sent`. `skipEmail` marks it sent without a mail (ordered by phone).
 */
export async function sendPurchaseOrder(ctx: TenantCtx, id: string, input: SendInput): Promise<PurchaseOrder> {
  const row = await lockPurchaseOrder(ctx, id);
  if (row.status !== 'draft') throw purchaseOrderConflict('status', 'notSendable');
  let sentTo: string | null = null;
  if (!input.skipEmail) {
    const supplier = await getSupplier(ctx, row.supplierId);
    const primary = (await findContacts(ctx, row.supplierId)).find((c) => c.isPrimary);
    sentTo = input.to ?? (primary?.email || supplier.email || null);
    if (!sentTo) throw purchaseOrderInvalid('to', 'noEmailAddress');
    const company = (await getSettingsSection(ctx, 'companyDetails')).name;
    const language = supplierLanguage(supplier.country);
    const data = await findPurchaseOrderPdfData(ctx, id, language);
    const mail = purchaseOrderMailText(data.order, company, primary?.name || supplier.name, language);
    // Rendered on a worker thread while the transaction waits: the mail and the status change go together or not at all.
    const pdf = await renderPurchaseOrderPdfFile(data);
    await queueMail(ctx.tx, ctx.tenantId, {
      purpose: 'purchase_order',
      to: sentTo,
      subject: mail.subject,
      text: mail.text,
      attachments: [{ filename: pdf.filename, contentType: 'application/pdf', contentBase64: pdf.content.toString('base64') }],
    });
  }
  await updatePurchaseOrderRow(ctx.tx, ctx.tenantId, id, row.version, { status: 'sent', sentAt: new Date(), sentTo });
  await auditPurchaseOrder(ctx, 'purchase_order.sent', id, { poNumber: row.poNumber, to: sentTo });
  return getPurchaseOrder(ctx, id);
}
