import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

export type PurchaseOrderLineValues = {
  id: string;
  position: number;
  itemId: string;
  description: string;
  unit: string;
  packageAmount: string;
  quantity: string;
  price: string;
  vatRate: 21 | 9 | 0;
};

/** The lines of a purchase order in their order, with the item's number and lot tracking. */
export function selectLines(tx: Tx, tenantId: string, purchaseOrderId: string) {
  return tx
    .selectFrom('purchaseOrderLine as l')
    .innerJoin('item as i', (join) => join.onRef('i.tenantId', '=', 'l.tenantId').onRef('i.id', '=', 'l.itemId'))
    .select([
      'l.id',
      'l.itemId',
      'i.sku',
      'i.lotTracked',
      'l.description',
      'l.unit',
      'l.packageAmount',
      'l.quantity',
      'l.receivedQuantity',
      'l.price',
      'l.vatRate',
    ])
    .where('l.tenantId', '=', tenantId)
    .where('l.purchaseOrderId', '=', purchaseOrderId)
    .orderBy('l.position')
    .execute();
}

export type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

export async function insertLines(tx: Tx, tenantId: string, purchaseOrderId: string, rows: PurchaseOrderLineValues[]): Promise<void> {
  if (!rows.length) return;
  await tx
    .insertInto('purchaseOrderLine')
    .values(rows.map((row) => ({ ...row, tenantId, purchaseOrderId })))
    .execute();
}

export async function updateLine(tx: Tx, tenantId: string, row: PurchaseOrderLineValues): Promise<void> {
  const { id, ...values } = row;
  await tx.updateTable('purchaseOrderLine').set(values).where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteLines(tx: Tx, tenantId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx.deleteFrom('purchaseOrderLine').where('tenantId', '=', tenantId).where('id', 'in', ids).execute();
}

/** Adds (or, negative, takes off) packages received on a line. */
export async function updateLineReceived(tx: Tx, tenantId: string, lineId: string, delta: string): Promise<void> {
  await tx
    .updateTable('purchaseOrderLine')
    .set({ receivedQuantity: sql`received_quantity + ${delta}::numeric` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', lineId)
    .execute();
}

/** Items on a purchase order that is still open (draft, sent or partly received): already on order. */
export async function selectItemsOnOpenOrders(tx: Tx, tenantId: string): Promise<Set<string>> {
  const rows = await tx
    .selectFrom('purchaseOrderLine as l')
    .innerJoin('purchaseOrder as p', (join) => join.onRef('p.tenantId', '=', 'l.tenantId').onRef('p.id', '=', 'l.purchaseOrderId'))
    .select('l.itemId')
    .distinct()
    .where('l.tenantId', '=', tenantId)
    .where('p.status', 'in', ['draft', 'sent', 'partially_received'])
    .execute();
  return new Set(rows.map((row) => row.itemId));
}
