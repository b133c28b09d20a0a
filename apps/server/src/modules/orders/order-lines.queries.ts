import { type Selectable, sql } from 'kysely';
import type { SalesOrderLine } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { type ArrayColumn, insertParts, pickColumns, unnestRows } from '@/db/unnest-rows';

/** An order's line as written and stored, without the keys it is found by. */
export type LineValues = Omit<Selectable<SalesOrderLine>, 'tenantId' | 'orderId'>;

/** The columns an order line and an invoice line share, with their types: what a line is priced by. */
export const pricedLineColumns: ReadonlyArray<
  ArrayColumn<
    Pick<LineValues, 'unit' | 'vatRate' | 'amount' | 'price' | 'discount' | 'packageAmount' | 'unitWeight' | 'costPrice' | 'lineNet'>
  >
> = [
  ['unit', 'text'],
  ['vatRate', 'smallint'],
  ['amount', 'numeric'],
  ['price', 'numeric'],
  ['discount', 'numeric'],
  ['packageAmount', 'numeric'],
  ['unitWeight', 'numeric'],
  ['costPrice', 'numeric'],
  ['lineNet', 'numeric'],
];

const lineColumns: ReadonlyArray<ArrayColumn<LineValues>> = [
  ['id', 'uuid'],
  ['position', 'int'],
  ['itemId', 'uuid'],
  ['lotId', 'uuid'],
  ['itemNumber', 'text'],
  ['name', 'text'],
  ...pricedLineColumns,
];

/** Inserts an order's new lines, as plain multi-row inserts (insertParts). */
export async function insertOrderLines(tx: Tx, tenantId: string, orderId: string, rows: readonly LineValues[]): Promise<void> {
  for (const part of orderLineParts(tenantId, orderId, rows)) await tx.insertInto('salesOrderLine').values(part).execute();
}

/** An order's lines as the rows of multi-row inserts, in parts small enough for one statement each (insertParts). */
export function orderLineParts(tenantId: string, orderId: string, rows: readonly LineValues[]) {
  return insertParts(rows, lineColumns.length + 2).map((part) =>
    part.map((row) => ({ ...pickColumns(row, lineColumns), tenantId, orderId })),
  );
}

/**
 * An order's lines in their order, with the lot number of each line's lot and whether its item is
 * kept in lots (for the lots a delivery would take, without reading the items again).
 */
export async function selectOrderLines(tx: Tx, tenantId: string, orderId: string) {
  return tx
    .selectFrom('salesOrderLine as l')
    .leftJoin('itemLot as lot', (join) => join.onRef('lot.tenantId', '=', 'l.tenantId').onRef('lot.id', '=', 'l.lotId'))
    .leftJoin('item as i', (join) => join.onRef('i.tenantId', '=', 'l.tenantId').onRef('i.id', '=', 'l.itemId'))
    .select([
      sql<boolean>`coalesce(i.lot_tracked, false)`.as('lotTracked'),
      'l.id',
      'l.position',
      'l.itemId',
      'l.lotId',
      'lot.lotNumber',
      'l.itemNumber',
      'l.name',
      'l.unit',
      'l.vatRate',
      'l.amount',
      'l.price',
      'l.discount',
      'l.packageAmount',
      'l.unitWeight',
      'l.costPrice',
      'l.lineNet',
    ])
    .where('l.tenantId', '=', tenantId)
    .where('l.orderId', '=', orderId)
    .orderBy('l.position')
    .execute();
}

export type OrderLineRow = Awaited<ReturnType<typeof selectOrderLines>>[number];

/** Rewrites changed lines, all in one statement. */
export async function updateOrderLines(tx: Tx, tenantId: string, orderId: string, rows: readonly LineValues[]): Promise<void> {
  if (!rows.length) return;
  await sql`
    update sales_order_line l set
      position = v.position, item_id = v.item_id, lot_id = v.lot_id, item_number = v.item_number, name = v.name,
      unit = v.unit, vat_rate = v.vat_rate, amount = v.amount, price = v.price, discount = v.discount,
      package_amount = v.package_amount, unit_weight = v.unit_weight, cost_price = v.cost_price, line_net = v.line_net
    from ${unnestRows(rows, lineColumns)}
    where l.tenant_id = ${tenantId} and l.order_id = ${orderId} and l.id = v.id`.execute(tx);
}

export async function deleteOrderLines(tx: Tx, tenantId: string, orderId: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await tx
      .deleteFrom('salesOrderLine')
      .where('tenantId', '=', tenantId)
      .where('orderId', '=', orderId)
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
  }
}

export type StatusHistoryRow = Awaited<ReturnType<typeof selectStatusHistory>>[number];

export function selectStatusHistory(tx: Tx, tenantId: string, orderId: string) {
  return tx
    .selectFrom('orderStatusHistory as h')
    .leftJoin('appUser as u', 'u.id', 'h.changedBy')
    .select(['h.id', 'h.fromStatusId', 'h.toStatusId', 'h.changedAt', 'u.firstName', 'u.lastName', 'u.email'])
    .where('h.tenantId', '=', tenantId)
    .where('h.orderId', '=', orderId)
    .orderBy('h.changedAt')
    .orderBy('h.id')
    .execute();
}
