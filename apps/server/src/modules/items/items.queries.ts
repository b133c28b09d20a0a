import { type RawBuilder, sql } from 'kysely';
import type { Tx } from '@/db/transaction';
import { idIn, inIdOrder } from '@/platform/lists/id-page';
import { itemColumns, type ItemRow, type ItemValues } from './item-record';

export type ItemFilter = {
  category?: string;
  active?: boolean;
  /** Active items at or below this quantity on hand. */
  lowStockAtOrBelow?: number;
  supplierId?: string;
  /** No rows at all (a low-stock filter while stock tracking is off). */
  none?: boolean;
};

/** The filter as conditions on the search view (alias v; raw SQL, so snake_case). */
export function itemFilterConditions(filter: ItemFilter): RawBuilder<boolean>[] {
  const parts: RawBuilder<boolean>[] = [];
  if (filter.none) parts.push(sql<boolean>`false`);
  if (filter.category !== undefined) parts.push(sql<boolean>`lower(v.category) = lower(${filter.category})`);
  if (filter.active !== undefined) parts.push(sql<boolean>`v.is_active = ${filter.active}`);
  if (filter.lowStockAtOrBelow !== undefined) parts.push(sql<boolean>`(v.is_active and v.quantity_on_hand <= ${filter.lowStockAtOrBelow})`);
  if (filter.supplierId) parts.push(sql<boolean>`v.supplier_id = ${filter.supplierId}`);
  return parts;
}

function baseQuery(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('item as i')
    .leftJoin('supplier as s', (join) => join.onRef('s.tenantId', '=', 'i.tenantId').onRef('s.id', '=', 'i.supplierId'))
    .where('i.tenantId', '=', tenantId)
    .select([...itemColumns, 's.name as supplierName']);
}

/** The items of a page, read under row-level security, in the order of `ids`. */
export async function selectItemsByIds(tx: Tx, tenantId: string, ids: string[]): Promise<ItemRow[]> {
  const rows = (await baseQuery(tx, tenantId).where(idIn('i.id', ids)).execute()) as ItemRow[];
  return inIdOrder(ids, rows);
}

export async function selectItem(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ItemRow | undefined> {
  let query = baseQuery(tx, tenantId).where('i.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('i');
  return (await query.executeTakeFirst()) as ItemRow | undefined;
}

export async function selectSkuTaken(tx: Tx, tenantId: string, sku: string, exceptId?: string): Promise<boolean> {
  let query = tx.selectFrom('item').select('id').where('tenantId', '=', tenantId).where('sku', '=', sku);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Which of these SKUs exist already (lower case), for an import's check. */
export async function selectTakenSkus(tx: Tx, tenantId: string, skus: string[]): Promise<Set<string>> {
  if (!skus.length) return new Set();
  const rows = await tx.selectFrom('item').select('sku').where('tenantId', '=', tenantId).where('sku', 'in', skus).execute();
  return new Set(rows.map((row) => row.sku.toLowerCase()));
}

/** Removes items just imported, when a later part of their import failed (their movements first). */
export async function deleteImportedItems(tx: Tx, tenantId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx.deleteFrom('stockMovement').where('tenantId', '=', tenantId).where('itemId', 'in', ids).execute();
  await tx.deleteFrom('item').where('tenantId', '=', tenantId).where('id', 'in', ids).execute();
}

export async function insertItems(
  tx: Tx,
  tenantId: string,
  rows: Array<ItemValues & { id: string; sku: string; quantityOnHand?: string }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insertInto('item')
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, tenantId })))
      .execute();
  }
}

export async function updateItemRow(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<ItemValues> & { sku?: string; averageCost?: string | null },
): Promise<void> {
  await tx
    .updateTable('item')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteItemRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('item').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/**
 * Adds `delta` (signed) to the item's quantity on hand unless that would go below zero; answers
 * false then. One statement, so two deliveries at once cannot both take the last units.
 */
/** Moves an item's quantity on hand by `delta`; answers the new quantity, or null when it would fall below zero. */
export async function updateItemStock(tx: Tx, tenantId: string, id: string, delta: string): Promise<string | null> {
  const row = await tx
    .updateTable('item')
    .set({ quantityOnHand: sql`quantity_on_hand + ${delta}::numeric`, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where(sql<boolean>`quantity_on_hand + ${delta}::numeric >= 0`)
    .returning('quantityOnHand')
    .executeTakeFirst();
  return row ? String(row.quantityOnHand) : null;
}
