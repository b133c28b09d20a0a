import type { LabelData } from '@wb/contract/labels';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { gs1CheckDigit, toGtin14 } from './gs1';
import { selectCompanyName, selectItemForLabel, selectLotForLabel, selectOrderForLabel } from './labels.queries';

/** `2025-06-30` → `250630` (GS1 YYMMDD). */
export const gs1Date = (isoDate: string): string => `${isoDate.slice(2, 4)}${isoDate.slice(5, 7)}${isoDate.slice(8, 10)}`;
const dutchDate = (isoDate: string): string => `${isoDate.slice(8, 10)}-${isoDate.slice(5, 7)}-${isoDate.slice(0, 4)}`;

/**
 * The label data of an item and/or a lot of it (business: fields bind to item number, name, SKU,
 * EAN/GTIN, price, unit, VAT; lot number and expiry; company name). A lot names its item.
 */
/**
 * The GS1 company prefix for SSCCs on pallet labels when the company set none (Settings →
 * Traceability): the server's GS1_COMPANY_PREFIX, else a demo prefix (Dutch prefixes start with 87).
 */
export const defaultGs1CompanyPrefix = process.env.GS1_COMPANY_PREFIX ?? '8712345';

/** SSCC (AI 00): extension digit 0, company prefix, a serial from the order number, check digit. */
export function ssccFor(orderNumber: string, companyPrefix = defaultGs1CompanyPrefix): string {
  const serialLength = 16 - companyPrefix.length;
  const serial = orderNumber.replace(/\D/g, '').slice(-serialLength).padStart(serialLength, '0');
  const body = `0${companyPrefix}${serial}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export async function labelDataFor(
  ctx: TenantCtx,
  target: { itemId?: string; lotId?: string; orderId?: string; data?: LabelData },
): Promise<LabelData> {
  const data: LabelData = { company: { name: await selectCompanyName(ctx.tx, ctx.tenantId) } };
  let itemId = target.itemId;
  if (target.lotId) {
    const lot = await selectLotForLabel(ctx.tx, ctx.tenantId, target.lotId);
    if (!lot || (itemId && lot.itemId !== itemId)) throw new AppError('NOT_FOUND', 'labels.lotNotFound');
    itemId = lot.itemId;
    const expiry = lot.expiryDate ? String(lot.expiryDate).slice(0, 10) : '';
    data.lot = {
      number: lot.lotNumber,
      expiry: expiry ? dutchDate(expiry) : '',
      expiryGs1: expiry ? gs1Date(expiry) : '',
      quantity: String(lot.quantity),
    };
  }
  if (itemId) {
    const item = await selectItemForLabel(ctx.tx, ctx.tenantId, itemId);
    if (!item) throw new AppError('NOT_FOUND', 'labels.itemNotFound');
    data.item = {
      number: item.sku,
      sku: item.sku,
      name: item.name,
      description: item.description,
      ean: item.barcode,
      gtin: toGtin14(item.barcode),
      price: `€ ${String(item.price).replace('.', ',')}`,
      unit: item.unit,
      vat: `${item.vatRate}%`,
    };
  }
  if (target.orderId) {
    const order = await selectOrderForLabel(ctx.tx, ctx.tenantId, target.orderId);
    if (!order) throw new AppError('NOT_FOUND', 'orders.notFound');
    const date = order.deliveryDate ?? String(order.orderDate).slice(0, 10);
    data.order = {
      number: order.orderNumber,
      account: order.companyName,
      address: `${order.street} ${order.houseNumber}`.trim() + `\n${order.postalCode} ${order.city}`.trimEnd(),
      route: order.route,
      date: dutchDate(date),
      crates: String(order.cratesGiven),
      sscc: ssccFor(order.orderNumber, (await getSettingsSection(ctx, 'traceability')).gs1CompanyPrefix || defaultGs1CompanyPrefix),
    };
  }
  for (const group of ['item', 'lot', 'order', 'company'] as const) {
    const given = target.data?.[group];
    if (given) data[group] = { ...data[group], ...given };
  }
  return data;
}
