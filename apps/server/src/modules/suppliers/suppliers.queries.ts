import { type RawBuilder, sql } from 'kysely';
import type { SupplierCategory, SupplierPriority } from '@wb/contract/suppliers';
import type { Tx } from '@/db/transaction';
import type { SortSpec } from '@/platform/lists/list-sort';
import { supplierColumns, type SupplierRow, type SupplierValues } from './supplier-record';

export type SupplierFilter = {
  search: RawBuilder<boolean> | null;
  active?: boolean;
  category?: SupplierCategory;
  priority?: SupplierPriority;
  preferred?: boolean;
};

export type SupplierSortColumn = 's.supplierNumber' | 's.name' | 's.city' | 's.priority' | 's.createdAt';

function filterCondition(filter: SupplierFilter): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filter.search) parts.push(filter.search);
  if (filter.active !== undefined) parts.push(sql<boolean>`s.is_active = ${filter.active}`);
  if (filter.category) parts.push(sql<boolean>`s.category = ${filter.category}`);
  if (filter.priority) parts.push(sql<boolean>`s.priority = ${filter.priority}`);
  if (filter.preferred !== undefined) parts.push(sql<boolean>`s.is_preferred = ${filter.preferred}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
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

export async function selectSupplierPage(
  tx: Tx,
  tenantId: string,
  filter: SupplierFilter,
  sort: SortSpec<SupplierSortColumn>,
  page: { limit: number; offset: number },
): Promise<SupplierRow[]> {
  const rows = await baseQuery(tx, tenantId)
    .where(filterCondition(filter))
    .orderBy(sort.column, sort.direction)
    .orderBy('s.id', sort.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows as SupplierRow[];
}

export async function countSuppliers(tx: Tx, tenantId: string, filter: SupplierFilter): Promise<number> {
  const row = await tx
    .selectFrom('supplier as s')
    .where('s.tenantId', '=', tenantId)
    .where(filterCondition(filter))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
