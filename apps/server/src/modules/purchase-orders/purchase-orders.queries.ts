import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { PurchaseOrderStatus } from '@wb/contract/purchase-orders';
import type { PurchaseOrder as PurchaseOrderTable } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import type { SortSpec } from '@/platform/lists/list-sort';
import { escapeLike } from '@/platform/lists/search-sql';

export type PurchaseOrderFilter = {
  q?: string;
  status?: PurchaseOrderStatus;
  supplierId?: string;
  expectedFrom?: string;
  expectedTo?: string;
  open?: boolean;
};

export type PurchaseOrderSortColumn = 'p.po_number' | 'p.order_date' | 'p.expected_date' | 's.name' | 'p.gross_total' | 'p.status';

/**
 * The filter on a purchase order `p` joined with its supplier `s` (raw SQL, snake_case). The line
 * search compares tenant_id with the tenant parameter, not with `p`, so it stays on one Citus shard.
 */
function filterCondition(tenantId: string, filter: PurchaseOrderFilter): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    // Number, supplier (number and name) or an item on one of its lines (number or name).
    parts.push(sql<boolean>`(lower(p.po_number) like ${like} or s.search_text like ${like} or exists (
      select 1 from purchase_order_line l join item i on i.tenant_id = ${tenantId} and i.id = l.item_id
      where l.tenant_id = ${tenantId} and l.purchase_order_id = p.id and (i.search_text like ${like} or lower(l.description) like ${like})))`);
  }
  if (filter.status) parts.push(sql<boolean>`p.status = ${filter.status}`);
  if (filter.supplierId) parts.push(sql<boolean>`p.supplier_id = ${filter.supplierId}`);
  if (filter.expectedFrom) parts.push(sql<boolean>`p.expected_date >= ${filter.expectedFrom}::date`);
  if (filter.expectedTo) parts.push(sql<boolean>`p.expected_date <= ${filter.expectedTo}::date`);
  if (filter.open !== undefined) parts.push(sql<boolean>`(p.status in ('draft', 'sent', 'partially_received')) = ${filter.open}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

const fromPurchaseOrders = (tenantId: string) => sql`
  from purchase_order p
  join supplier s on s.tenant_id = p.tenant_id and s.id = p.supplier_id
  where p.tenant_id = ${tenantId}`;

export type PurchaseOrderSummaryRow = {
  id: string;
  poNumber: string;
  supplierId: string;
  supplierName: string;
  status: PurchaseOrderStatus;
  orderDate: string;
  expectedDate: string | null;
  net: string;
  gross: string;
  receivedAt: Date | null;
  lineCount: number;
};

const summaryColumns = sql`
  p.id, p.po_number as "poNumber", p.supplier_id as "supplierId", s.name as "supplierName", p.status,
  p.order_date::text as "orderDate", p.expected_date::text as "expectedDate", p.net_total as net, p.gross_total as gross,
  p.received_at as "receivedAt", p.line_count as "lineCount"`;

export async function selectPurchaseOrderPage(
  tx: Tx,
  tenantId: string,
  filter: PurchaseOrderFilter,
  sort: SortSpec<PurchaseOrderSortColumn>,
  page: { limit: number; offset: number } | null,
): Promise<PurchaseOrderSummaryRow[]> {
  const direction = sql.raw(sort.direction);
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await sql<PurchaseOrderSummaryRow>`
    select ${summaryColumns} ${fromPurchaseOrders(tenantId)} and ${filterCondition(tenantId, filter)}
    order by ${sql.raw(sort.column)} ${direction} nulls last, p.po_number ${direction}, p.id
    ${limit}`.execute(tx);
  return result.rows;
}

export async function selectPurchaseOrderCount(tx: Tx, tenantId: string, filter: PurchaseOrderFilter): Promise<number> {
  const result = await sql<{ count: string }>`
    select count(*) as count ${fromPurchaseOrders(tenantId)} and ${filterCondition(tenantId, filter)}`.execute(tx);
  return Number(result.rows[0]?.count ?? 0);
}

export type PurchaseOrderRow = Omit<Selectable<PurchaseOrderTable>, 'tenantId'> & { supplierNumber: string; supplierName: string };

export async function selectPurchaseOrder(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PurchaseOrderRow | undefined> {
  let query = tx
    .selectFrom('purchaseOrder as p')
    .innerJoin('supplier as s', (join) => join.onRef('s.tenantId', '=', 'p.tenantId').onRef('s.id', '=', 'p.supplierId'))
    .select([
      'p.id',
      'p.poNumber',
      'p.supplierId',
      's.supplierNumber',
      's.name as supplierName',
      'p.status',
      sql<string>`p.order_date::text`.as('orderDate'),
      sql<string | null>`p.expected_date::text`.as('expectedDate'),
      'p.paymentTerms',
      'p.notes',
      'p.netTotal',
      'p.vatTotal',
      'p.grossTotal',
      'p.lineCount',
      'p.sentAt',
      'p.sentTo',
      'p.receivedAt',
      'p.cancelledAt',
      'p.version',
      'p.createdBy',
      'p.createdAt',
      'p.updatedAt',
    ])
    .where('p.tenantId', '=', tenantId)
    .where('p.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('p');
  return (await query.executeTakeFirst()) as PurchaseOrderRow | undefined;
}

export type PurchaseOrderValues = {
  orderDate: string;
  expectedDate: string | null;
  paymentTerms: number;
  notes: string;
  netTotal: string;
  vatTotal: string;
  grossTotal: string;
  lineCount: number;
};

export async function insertPurchaseOrder(
  tx: Tx,
  tenantId: string,
  row: PurchaseOrderValues & { id: string; poNumber: string; supplierId: string; createdBy: string | null },
): Promise<void> {
  await tx
    .insertInto('purchaseOrder')
    .values({ ...row, tenantId })
    .execute();
}

/** Changes a purchase order if it is still at `version`, and moves the version on; false when it was not. */
export async function updatePurchaseOrderRow(
  tx: Tx,
  tenantId: string,
  id: string,
  version: number,
  values: Partial<PurchaseOrderValues> & {
    status?: PurchaseOrderStatus;
    sentAt?: Date;
    sentTo?: string | null;
    receivedAt?: Date | null;
    cancelledAt?: Date;
  },
): Promise<boolean> {
  const result = await tx
    .updateTable('purchaseOrder')
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deletePurchaseOrderRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('purchaseOrder').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}
