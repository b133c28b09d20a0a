import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

/** Keeps the lots a delivery took per line (one row per line and lot). */
export async function insertOrderLineLots(
  tx: Tx,
  tenantId: string,
  orderId: string,
  rows: ReadonlyArray<{ id: string; lineId: string; lotId: string; quantity: string }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insertInto('salesOrderLineLot')
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, tenantId, orderId })))
      .execute();
  }
}

/** The lots an order's lines took at delivery, first expiring first within a line. */
export function selectOrderLineLots(tx: Tx, tenantId: string, orderId: string) {
  return tx
    .selectFrom('salesOrderLineLot as p')
    .innerJoin('itemLot as lot', (join) => join.onRef('lot.tenantId', '=', 'p.tenantId').onRef('lot.id', '=', 'p.lotId'))
    .select(['p.lineId', 'p.lotId', 'lot.lotNumber', sql<string | null>`lot.expiry_date::text`.as('expiryDate'), 'p.quantity'])
    .where('p.tenantId', '=', tenantId)
    .where('lot.tenantId', '=', tenantId)
    .where('p.orderId', '=', orderId)
    .orderBy('lot.expiryDate', (ob) => ob.asc().nullsLast())
    .orderBy('lot.lotNumber')
    .execute();
}
