import { type RawBuilder, sql } from 'kysely';
import type { SupplierCategory, SupplierPriority } from '@wb/contract/suppliers';
import type { Tx } from '@/db/transaction';
import { idIn, inIdOrder } from '@/platform/lists/id-page';
import { supplierColumns, type SupplierRow, type SupplierValues } from './supplier-record';

export type SupplierFilter = {
  active?: boolean;
  category?: SupplierCategory;
  priority?: SupplierPriority;
  preferred?: boolean;
};

/** The filter as conditions on the search view (alias v; raw SQL, so snake_case). */
export function supplierFilterConditions(filter: SupplierFilter): RawBuilder<boolean>[] {
  const parts: RawBuilder<boolean>[] = [];
  if (filter.active !== undefined) parts.push(sql<boolean>`v.is_active = ${filter.active}`);
  if (filter.category) parts.push(sql<boolean>`v.category = ${filter.category}`);
  if (filter.priority) parts.push(sql<boolean>`v.priority = ${filter.priority}`);
  if (filter.preferred !== undefined) parts.push(sql<boolean>`v.is_preferred = ${filter.preferred}`);
  return parts;
}

function baseQuery(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('supplier as s')
    .leftJoin('supplierContact as c', (join) =>
      join.onRef('c.tenantId', '=', 's.tenantId').onRef('c.supplierId', '=', 's.id').on('c.isPrimary', '=', true),
    )
    .where('s.tenantId', '=', tenantId)
    .select([...supplierColumns, 'c.name as primaryContactName']);
}

/** The suppliers of a page, read under row-level security, in the order of `ids`. */
export async function selectSuppliersByIds(tx: Tx, tenantId: string, ids: string[]): Promise<SupplierRow[]> {
  const rows = (await baseQuery(tx, tenantId).where(idIn('s.id', ids)).execute()) as SupplierRow[];
  return inIdOrder(ids, rows);
}

export async function selectSupplier(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SupplierRow | undefined> {
  let query = baseQuery(tx, tenantId).where('s.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('s');
  return (await query.executeTakeFirst()) as SupplierRow | undefined;
}

/** Whether the supplier exists; with `forUpdate` its row stays locked (contact changes one at a time). */
export async function selectSupplierId(tx: Tx, tenantId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<boolean> {
  let query = tx.selectFrom('supplier').select('id').where('tenantId', '=', tenantId).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

export async function selectSupplierNumberTaken(tx: Tx, tenantId: string, supplierNumber: string, exceptId?: string): Promise<boolean> {
  let query = tx.selectFrom('supplier').select('id').where('tenantId', '=', tenantId).where('supplierNumber', '=', supplierNumber);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSupplier(
  tx: Tx,
  tenantId: string,
  row: SupplierValues & { id: string; supplierNumber: string },
): Promise<void> {
  await tx
    .insertInto('supplier')
    .values({ ...row, tenantId })
    .execute();
}

export async function updateSupplierRow(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<SupplierValues> & { supplierNumber?: string },
): Promise<void> {
  await tx
    .updateTable('supplier')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteSupplierRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('supplier').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/** Number and name of every supplier (an item import matches its supplier column on them). */
export function selectSupplierRefs(tx: Tx, tenantId: string) {
  return tx.selectFrom('supplier').select(['id', 'supplierNumber', 'name']).where('tenantId', '=', tenantId).execute();
}

/**
 * How many items name this supplier (its delete rule and performance tab). Items refer to
 * suppliers, so the count is taken here, where the reference is looked up from: suppliers do not
 * depend on the items module.
 */
export async function selectLinkedItemCount(tx: Tx, tenantId: string, supplierId: string): Promise<number> {
  const row = await tx
    .selectFrom('item')
    .where('tenantId', '=', tenantId)
    .where('supplierId', '=', supplierId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A supplier's purchase figures (its performance tab), read here where purchase orders refer to
 * it, so suppliers do not depend on the purchase-orders module: orders sent (not drafts, not
 * cancelled), the net value received, days from order date to full receipt, and how many of the
 * received orders with an expected date came on time.
 */
export async function selectPurchaseFigures(tx: Tx, tenantId: string, supplierId: string) {
  const result = await sql<{ orders: string; spent: string; days: string | null; onTime: string; timed: string }>`
    select
      count(*) filter (where p.status in ('sent', 'partially_received', 'received')) as orders,
      coalesce((select sum(l.received_quantity * l.price) from purchase_order_line l
        join purchase_order o on o.tenant_id = l.tenant_id and o.id = l.purchase_order_id
        where l.tenant_id = ${tenantId} and o.supplier_id = ${supplierId}), 0)::numeric(20, 2)::text as spent,
      avg((p.received_at at time zone 'Europe/Amsterdam')::date - p.order_date)
        filter (where p.status = 'received')::numeric(10, 1)::text as days,
      count(*) filter (where p.status = 'received' and p.expected_date is not null
        and (p.received_at at time zone 'Europe/Amsterdam')::date <= p.expected_date) as "onTime",
      count(*) filter (where p.status = 'received' and p.expected_date is not null) as timed
    from purchase_order p
    where p.tenant_id = ${tenantId} and p.supplier_id = ${supplierId}`.execute(tx);
  const row = result.rows[0];
  const timed = Number(row?.timed ?? 0);
  return {
    totalOrders: Number(row?.orders ?? 0),
    totalSpent: row?.spent ?? '0.00',
    averageDeliveryDays: row?.days === null || row?.days === undefined ? null : Number(row.days),
    onTimeRate: timed ? Math.round((Number(row?.onTime ?? 0) * 100) / timed) : null,
  };
}
