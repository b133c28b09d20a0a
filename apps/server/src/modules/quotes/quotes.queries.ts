import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { QuoteStatus } from '@wb/contract/quotes';
import type { Quote as QuoteTable } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import type { SortSpec } from '@/platform/lists/list-sort';
import { escapeLike } from '@/platform/lists/search-sql';
import type { LineValues } from '@/modules/orders/order-lines.queries';

export type QuoteFilter = { q?: string; status?: QuoteStatus; accountId?: string; from?: string; to?: string };

export type QuoteSortColumn = 'q.quote_number' | 'q.quote_date' | 'q.valid_until' | 'a.company_name' | 'q.gross_total' | 'q.status';

/** The filter on a quote `q` joined with its account `a` (raw SQL): number, customer or an item of a line. */
function filterCondition(tenantId: string, filter: QuoteFilter): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    parts.push(sql<boolean>`(lower(q.quote_number) like ${like} or lower(a.company_name) like ${like}
      or lower(a.account_number) like ${like} or exists (
      select 1 from quote_line l where l.tenant_id = ${tenantId} and l.quote_id = q.id
        and (lower(l.name) like ${like} or lower(l.item_number) like ${like})))`);
  }
  if (filter.status) parts.push(sql<boolean>`q.status = ${filter.status}`);
  if (filter.accountId) parts.push(sql<boolean>`q.account_id = ${filter.accountId}`);
  if (filter.from) parts.push(sql<boolean>`q.quote_date >= ${filter.from}::date`);
  if (filter.to) parts.push(sql<boolean>`q.quote_date <= ${filter.to}::date`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

const fromQuotes = (tenantId: string) => sql`
  from quote q
  join account a on a.tenant_id = q.tenant_id and a.id = q.account_id
  where q.tenant_id = ${tenantId}`;

export type QuoteSummaryRow = {
  id: string;
  quoteNumber: string;
  quoteDate: string;
  validUntil: string;
  accountId: string;
  accountName: string;
  status: QuoteStatus;
  net: string;
  gross: string;
  lineCount: number;
  orderId: string | null;
};

const summaryColumns = sql`
  q.id, q.quote_number as "quoteNumber", q.quote_date::text as "quoteDate", q.valid_until::text as "validUntil",
  q.account_id as "accountId", a.company_name as "accountName", q.status, q.net_total as net, q.gross_total as gross,
  q.line_count as "lineCount", q.order_id as "orderId"`;

export async function selectQuotePage(
  tx: Tx,
  tenantId: string,
  filter: QuoteFilter,
  sort: SortSpec<QuoteSortColumn>,
  page: { limit: number; offset: number } | null,
): Promise<QuoteSummaryRow[]> {
  const direction = sql.raw(sort.direction);
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await sql<QuoteSummaryRow>`
    select ${summaryColumns} ${fromQuotes(tenantId)} and ${filterCondition(tenantId, filter)}
    order by ${sql.raw(sort.column)} ${direction} nulls last, q.quote_number ${direction}, q.id
    ${limit}`.execute(tx);
  return result.rows;
}

export async function selectQuoteCount(tx: Tx, tenantId: string, filter: QuoteFilter): Promise<number> {
  const result = await sql<{ count: string }>`
    select count(*) as count ${fromQuotes(tenantId)} and ${filterCondition(tenantId, filter)}`.execute(tx);
  return Number(result.rows[0]?.count ?? 0);
}

export type QuoteRow = Omit<Selectable<QuoteTable>, 'tenantId'> & {
  accountNumber: string;
  companyName: string;
  orderNumber: string | null;
};

export async function selectQuote(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteRow | undefined> {
  let query = tx
    .selectFrom('quote as q')
    .innerJoin('account as a', (join) => join.onRef('a.tenantId', '=', 'q.tenantId').onRef('a.id', '=', 'q.accountId'))
    .leftJoin('salesOrder as o', (join) => join.onRef('o.tenantId', '=', 'q.tenantId').onRef('o.id', '=', 'q.orderId'))
    .select([
      'q.id',
      'q.quoteNumber',
      sql<string>`q.quote_date::text`.as('quoteDate'),
      sql<string>`q.valid_until::text`.as('validUntil'),
      'q.accountId',
      'a.accountNumber',
      'a.companyName',
      'q.status',
      'q.notes',
      'q.netTotal',
      'q.vatTotal',
      'q.grossTotal',
      'q.lineCount',
      'q.sentAt',
      'q.sentTo',
      'q.decidedAt',
      'q.orderId',
      'o.orderNumber',
      'q.version',
      'q.createdBy',
      'q.updatedBy',
      'q.createdAt',
      'q.updatedAt',
    ])
    .where('q.tenantId', '=', tenantId)
    .where('q.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('q');
  return (await query.executeTakeFirst()) as QuoteRow | undefined;
}

export type QuoteValues = {
  quoteDate: string;
  validUntil: string;
  accountId: string;
  notes: string;
  netTotal: string;
  vatTotal: string;
  grossTotal: string;
  lineCount: number;
};

export async function insertQuote(
  tx: Tx,
  tenantId: string,
  row: QuoteValues & { id: string; quoteNumber: string; createdBy: string | null },
): Promise<void> {
  await tx
    .insertInto('quote')
    .values({ ...row, tenantId, updatedBy: row.createdBy })
    .execute();
}

/** Changes a quote if it is still at `version`, and moves the version on; false when it was not. */
export async function updateQuoteRow(
  tx: Tx,
  tenantId: string,
  id: string,
  version: number,
  values: Partial<QuoteValues> & {
    status?: QuoteStatus;
    sentAt?: Date;
    sentTo?: string | null;
    decidedAt?: Date;
    orderId?: string;
    updatedBy: string | null;
  },
): Promise<boolean> {
  const result = await tx
    .updateTable('quote')
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteQuoteRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('quote').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/** A quote's lines in their order, as an order's lines are read (with the lot number of a line's lot). */
export function selectQuoteLines(tx: Tx, tenantId: string, quoteId: string) {
  return tx
    .selectFrom('quoteLine as l')
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
    .where('l.quoteId', '=', quoteId)
    .orderBy('l.position')
    .execute();
}

export type QuoteLineRow = Awaited<ReturnType<typeof selectQuoteLines>>[number];

/** Replaces a quote's lines with `rows` (a quote is short: its lines are written again as a whole). */
export async function replaceQuoteLines(tx: Tx, tenantId: string, quoteId: string, rows: readonly LineValues[]): Promise<void> {
  await tx.deleteFrom('quoteLine').where('tenantId', '=', tenantId).where('quoteId', '=', quoteId).execute();
  if (!rows.length) return;
  await tx
    .insertInto('quoteLine')
    .values(rows.map((row) => ({ ...row, tenantId, quoteId })))
    .execute();
}

/** Sent quotes whose valid-until date is before `today`: expired (answers how many). */
export async function expireQuotesBefore(tx: Tx, tenantId: string, today: string): Promise<Array<{ id: string; quoteNumber: string }>> {
  return tx
    .updateTable('quote')
    .set({ status: 'expired', decidedAt: new Date(), updatedAt: new Date(), version: sql`version + 1` })
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'sent')
    .where('validUntil', '<', today)
    .returning(['id', 'quoteNumber'])
    .execute();
}

/** Links an order to the quote it came from. */
export async function linkOrderToQuote(tx: Tx, tenantId: string, orderId: string, quoteId: string): Promise<void> {
  await tx.updateTable('salesOrder').set({ quoteId }).where('tenantId', '=', tenantId).where('id', '=', orderId).execute();
}
