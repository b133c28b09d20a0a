import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

export type LineValues = {
  id: string;
  position: number;
  itemId: string;
  lotId: string | null;
  itemNumber: string;
  name: string;
  unit: string;
  vatRate: number;
  amount: string;
  price: string;
  discount: string;
  packageAmount: string | null;
  unitWeight: string | null;
  costPrice: string | null;
  lineNet: string;
};

/** Lines per statement when many are written. */
export const lineBatch = 500;
const batch = lineBatch;

/** An order's lines in their order, with the lot number of each line's lot. */
export async function selectOrderLines(tx: Tx, tenantId: string, orderId: string) {
  return tx
    .selectFrom('salesOrderLine as l')
    .leftJoin('itemLot as lot', (join) => join.onRef('lot.tenantId', '=', 'l.tenantId').onRef('lot.id', '=', 'l.lotId'))
    .select([
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

export async function insertOrderLines(tx: Tx, tenantId: string, orderId: string, rows: readonly LineValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await tx
      .insertInto('salesOrderLine')
      .values(rows.slice(i, i + batch).map((row) => ({ ...row, tenantId, orderId })))
      .execute();
  }
}

/** Rewrites changed lines, many per statement (a 1,000-line order saves in a few statements). */
export async function updateOrderLines(tx: Tx, tenantId: string, orderId: string, rows: readonly LineValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    const values = rows.slice(i, i + batch).map(
      (r) =>
        sql`(${r.id}::uuid, ${r.position}::int, ${r.itemId}::uuid, ${r.lotId}::uuid, ${r.itemNumber}::text, ${r.name}::text,
            ${r.unit}::text, ${r.vatRate}::smallint, ${r.amount}::numeric, ${r.price}::numeric, ${r.discount}::numeric,
            ${r.packageAmount}::numeric, ${r.unitWeight}::numeric, ${r.costPrice}::numeric, ${r.lineNet}::numeric)`,
    );
    await sql`
      update sales_order_line l set
        position = v.position, item_id = v.item_id, lot_id = v.lot_id, item_number = v.item_number, name = v.name,
        unit = v.unit, vat_rate = v.vat_rate, amount = v.amount, price = v.price, discount = v.discount,
        package_amount = v.package_amount, unit_weight = v.unit_weight, cost_price = v.cost_price, line_net = v.line_net
      from (values ${sql.join(values)}) as v(id, position, item_id, lot_id, item_number, name, unit, vat_rate, amount, price,
        discount, package_amount, unit_weight, cost_price, line_net)
      where l.tenant_id = ${tenantId} and l.order_id = ${orderId} and l.id = v.id`.execute(tx);
  }
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
