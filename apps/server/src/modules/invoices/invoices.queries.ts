import { type KeyPart, keyColumns, keysetAfter, keysetOrder, type ListCursor, withCursorKeys } from '@/platform/lists/keyset';
import { type RawBuilder, sql } from 'kysely';
import { isEmptySearch, parseSearchQuery } from '@wb/domain/search-query';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Account, InvoiceReminder, Invoice as InvoiceTable } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { estimateRows } from '@/platform/lists/id-page';
import { escapeLike } from '@/platform/lists/search-sql';
import type { SortSpec } from '@/platform/lists/list-sort';

export type InvoiceFilter = {
  q?: string;
  /** Shown status: 'overdue' means sent or partly paid and past due. */
  status?: string;
  paymentStatus?: string;
  kind?: string;
  accountId?: string;
  from?: string;
  to?: string;
  overdue?: boolean;
  /** Final and not settled: sent or partly paid (overdue included). */
  open?: boolean;
  today: string;
};

export type InvoiceSortColumn =
  | 'i.invoice_number'
  | 'i.invoice_date'
  | 'i.due_date'
  | 'a.company_name'
  | 'i.gross_total'
  | 'outstanding'
  | 'i.updated_at';

/**
 * Due less credited: what the account owes on the invoice before payments. Its subquery names the
 * tenant by the parameter, as every query does (Citus then runs the whole query on one shard).
 */
const dueOf = (tenantId: string) => sql`(i.gross_total + coalesce((
  select sum(c.gross_total) from invoice c
  where c.tenant_id = ${tenantId} and c.credited_invoice_id = i.id and c.status <> 'draft'), 0))`;

const isOverdue = (today: string) => sql<boolean>`(i.status in ('sent', 'partially_paid') and i.due_date < ${today}::date)`;

function paymentStatusCondition(status: string, tenantId: string): RawBuilder<boolean> {
  const owed = sql`abs(${dueOf(tenantId)})`;
  const paid = sql`abs(i.paid_amount)`;
  switch (status) {
    case 'unpaid':
      return sql<boolean>`(${paid} = 0 and ${owed} <> 0)`;
    case 'partial':
      return sql<boolean>`(${paid} > 0 and ${paid} < ${owed})`;
    case 'paid':
      return sql<boolean>`(${paid} = ${owed})`;
    default:
      return sql<boolean>`(${paid} > ${owed})`;
  }
}

function filterCondition(filter: InvoiceFilter, tenantId: string): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
  const query = parseSearchQuery(filter.q);
  if (!isEmptySearch(query)) {
    const text = sql`(i.search_text || ' ' || a.search_text)`;
    const term = (t: { text: string }) => sql<boolean>`${text} like ${`%${escapeLike(t.text.toLowerCase())}%`}`;
    for (const group of query.groups) parts.push(sql<boolean>`(${sql.join(group.map(term), sql` or `)})`);
    for (const t of query.excluded) parts.push(sql<boolean>`not ${term(t)}`);
  }
  if (filter.status === 'overdue') parts.push(isOverdue(filter.today));
  else if (filter.status === 'sent' || filter.status === 'partially_paid')
    parts.push(sql<boolean>`(i.status = ${filter.status} and not ${isOverdue(filter.today)})`);
  else if (filter.status) parts.push(sql<boolean>`i.status = ${filter.status}`);
  if (filter.paymentStatus) parts.push(sql<boolean>`(i.status <> 'draft' and ${paymentStatusCondition(filter.paymentStatus, tenantId)})`);
  if (filter.kind) parts.push(sql<boolean>`i.kind = ${filter.kind}`);
  if (filter.accountId) parts.push(sql<boolean>`i.account_id = ${filter.accountId}`);
  if (filter.from) parts.push(sql<boolean>`i.invoice_date >= ${filter.from}::date`);
  if (filter.to) parts.push(sql<boolean>`i.invoice_date <= ${filter.to}::date`);
  if (filter.overdue !== undefined) parts.push(filter.overdue ? isOverdue(filter.today) : sql<boolean>`not ${isOverdue(filter.today)}`);
  if (filter.open !== undefined) parts.push(sql<boolean>`(i.status in ('sent', 'partially_paid')) = ${filter.open}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

const fromInvoices = (tenantId: string) => sql`
  from invoice i
  join account a on a.tenant_id = ${tenantId} and a.id = i.account_id
  where i.tenant_id = ${tenantId}`;

type InvoiceColumns = Selectable<InvoiceTable>;

/** An invoice in a list (summaryColumns): dates as text, totals under short names, with its account's number and name. */
export type InvoiceSummaryRow = Pick<
  InvoiceColumns,
  'id' | 'kind' | 'invoiceNumber' | 'accountId' | 'invoiceDate' | 'dueDate' | 'status' | 'paidAmount' | 'version' | 'updatedAt'
> &
  Pick<Selectable<Account>, 'accountNumber'> & {
    accountName: Selectable<Account>['companyName'];
    net: InvoiceColumns['netTotal'];
    gross: InvoiceColumns['grossTotal'];
    /** The gross with the late fees of its reminders (dueExpr). */
    due: string;
  };

const summaryColumns = (tenantId: string) => sql`
  i.id, i.kind, i.invoice_number as "invoiceNumber", i.account_id as "accountId", a.account_number as "accountNumber",
  a.company_name as "accountName", i.invoice_date::text as "invoiceDate", i.due_date::text as "dueDate", i.status,
  i.net_total as net, i.gross_total as gross, ${dueOf(tenantId)}::numeric(20, 2)::text as due, i.paid_amount as "paidAmount",
  i.version, i.updated_at as "updatedAt"`;

/** The list's order as keyset parts: the sort column (nulls first), when it was made, its id (issue 35). */
export function invoiceKeyParts(tenantId: string, sort: SortSpec<InvoiceSortColumn>): KeyPart[] {
  const column = sort.column === 'outstanding' ? sql`(${dueOf(tenantId)} - i.paid_amount)` : sql.raw(sort.column);
  return [
    { expr: column, direction: sort.direction, nulls: 'first', nullable: sort.column === 'i.invoice_number' },
    { expr: sql.raw('i.created_at'), direction: sort.direction, nullable: false },
    { expr: sql.raw('i.id'), direction: 'asc', nullable: false },
  ];
}

/**
 * A page of invoices with their keys (k0, k1, k2): by offset, or with `cursor` the `limit + 1`
 * invoices after (or before) its keys in the walk's order (keysetPage makes the page of them).
 */
export async function selectInvoicePage(
  tx: Tx,
  tenantId: string,
  filter: InvoiceFilter,
  sort: SortSpec<InvoiceSortColumn>,
  page: { limit: number; offset: number; cursor?: ListCursor | null },
): Promise<Array<InvoiceSummaryRow & Record<string, unknown>>> {
  const parts = invoiceKeyParts(tenantId, sort);
  const cursor = page.cursor;
  const where = cursor
    ? sql`${filterCondition(filter, tenantId)} and ${keysetAfter(parts, cursor.keys, cursor.before)}`
    : filterCondition(filter, tenantId);
  const result = await withCursorKeys(() =>
    sql<InvoiceSummaryRow & Record<string, unknown>>`
      select ${summaryColumns(tenantId)}, ${keyColumns(parts)} ${fromInvoices(tenantId)} and ${where}
      order by ${keysetOrder(parts, cursor?.before ?? false)}
      ${cursor ? sql`limit ${page.limit + 1}` : sql`limit ${page.limit} offset ${page.offset}`}`.execute(tx),
  );
  return result.rows;
}

/**
 * How many invoices match, counting at most `cap + 1` (then the list says "more than cap"): a
 * count of the invoices' rows in the list's index, without the sums' amounts due (issue 35).
 */
export async function countInvoices(tx: Tx, tenantId: string, filter: InvoiceFilter, cap: number): Promise<number> {
  const result = await sql<{ count: string }>`
    select count(*) as count from (select 1 ${fromInvoices(tenantId)} and ${filterCondition(filter, tenantId)} limit ${cap + 1}) as capped`.execute(
    tx,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** The planner's estimate of the invoices a search matches (EXPLAIN, nothing read; issue 35). */
export function estimateInvoices(tx: Tx, tenantId: string, filter: InvoiceFilter): Promise<number> {
  return estimateRows(
    tx,
    sql`invoice i join account a on a.tenant_id = ${tenantId} and a.id = i.account_id`,
    sql<boolean>`i.tenant_id = ${tenantId} and ${filterCondition(filter, tenantId)}`,
  );
}

/** How many invoices match, and their net, gross and outstanding sums (drafts owe nothing yet). */
export async function selectInvoiceSums(
  tx: Tx,
  tenantId: string,
  filter: InvoiceFilter,
): Promise<{ count: string; net: string; gross: string; outstanding: string }> {
  const result = await sql<{ count: string; net: string; gross: string; outstanding: string }>`
    select count(*) as count, coalesce(sum(i.net_total), 0)::numeric(20, 2)::text as net,
      coalesce(sum(i.gross_total), 0)::numeric(20, 2)::text as gross,
      coalesce(sum(case when i.status in ('sent', 'partially_paid') then ${dueOf(tenantId)} - i.paid_amount else 0 end), 0)::numeric(20, 2)::text
        as outstanding
    ${fromInvoices(tenantId)} and ${filterCondition(filter, tenantId)}`.execute(tx);
  return result.rows[0] ?? { count: '0', net: '0.00', gross: '0.00', outstanding: '0.00' };
}

/** One invoice (headerColumns): the list's columns and the rest of its own, with the number of the invoice it credits. */
export type InvoiceHeaderRow = InvoiceSummaryRow &
  Pick<
    InvoiceColumns,
    | 'creditedInvoiceId'
    | 'paymentTerms'
    | 'reference'
    | 'notes'
    | 'route'
    | 'assignedTo'
    | 'currency'
    | 'packages'
    | 'weight'
    | 'profit'
    | 'finalisedAt'
    | 'sentAt'
    | 'sentTo'
    | 'deliveryDate'
    | 'deliveryCountry'
    | 'overdueSince'
    | 'createdAt'
  > & {
    creditedInvoiceNumber: InvoiceColumns['invoiceNumber'];
    vat: InvoiceColumns['vatTotal'];
    cost: InvoiceColumns['costTotal'];
  };

const headerColumns = (tenantId: string) => sql`${summaryColumns(tenantId)}, i.credited_invoice_id as "creditedInvoiceId",
      (select c.invoice_number from invoice c where c.tenant_id = ${tenantId} and c.id = i.credited_invoice_id)
        as "creditedInvoiceNumber",
      i.payment_terms as "paymentTerms", i.reference, i.notes, i.route, i.assigned_to as "assignedTo", i.currency,
      i.vat_total as vat, i.packages, i.weight, i.cost_total as cost, i.profit, i.finalised_at as "finalisedAt",
      i.sent_at as "sentAt", i.sent_to as "sentTo", i.delivery_date::text as "deliveryDate",
      i.delivery_country as "deliveryCountry", i.overdue_since::text as "overdueSince", i.created_at as "createdAt"`;

export async function selectInvoice(tx: Tx, tenantId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const lock = options.forUpdate ? sql`for update of i` : sql``;
  const result = await sql<InvoiceHeaderRow>`
    select ${headerColumns(tenantId)}
    ${fromInvoices(tenantId)} and i.id = ${id} ${lock}`.execute(tx);
  return result.rows[0];
}

export type InvoiceLinks = {
  /** The orders it invoices, its credit notes, and its reminders, each oldest first. */
  orderIds: string[];
  creditNoteIds: string[];
  /** As JSON: the late fee as text, the time as an ISO string. */
  reminders: Array<Pick<Selectable<InvoiceReminder>, 'id' | 'stage' | 'sentTo' | 'lateFee'> & { createdAt: string }>;
};

/** The header with its orders, credit notes and reminders in one statement (what showing an invoice needs). */
export async function selectInvoiceWithLinks(tx: Tx, tenantId: string, id: string) {
  const result = await sql<InvoiceHeaderRow & InvoiceLinks>`
    select ${headerColumns(tenantId)},
      coalesce((select json_agg(io.order_id order by io.created_at, io.order_id) from invoice_order io
        where io.tenant_id = ${tenantId} and io.invoice_id = i.id), '[]'::json) as "orderIds",
      coalesce((select json_agg(c.id order by c.created_at, c.id) from invoice c
        where c.tenant_id = ${tenantId} and c.credited_invoice_id = i.id), '[]'::json) as "creditNoteIds",
      coalesce((select json_agg(json_build_object('id', r.id, 'stage', r.stage, 'sentTo', r.sent_to, 'lateFee', r.late_fee::text,
          'createdAt', r.created_at) order by r.created_at, r.id) from invoice_reminder r
        where r.tenant_id = ${tenantId} and r.invoice_id = i.id), '[]'::json) as reminders
    ${fromInvoices(tenantId)} and i.id = ${id}`.execute(tx);
  return result.rows[0];
}

export type InvoiceValues = Omit<Insertable<InvoiceTable>, 'tenantId' | 'createdAt' | 'updatedAt'>;

export async function insertInvoice(tx: Tx, tenantId: string, values: InvoiceValues): Promise<void> {
  await tx
    .insertInto('invoice')
    .values({ ...values, tenantId })
    .execute();
}

/** Writes the changes if the invoice is still at `version`; answers whether it was. */
export async function updateInvoiceRow(
  tx: Tx,
  tenantId: string,
  id: string,
  version: number,
  values: Omit<Updateable<InvoiceTable>, 'tenantId' | 'id' | 'version'>,
): Promise<boolean> {
  const result = await tx
    .updateTable('invoice')
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteInvoiceRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('invoice').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/**
 * The kanban: per shown status (sent and partly paid past their due date show as overdue) its
 * `perStatus` latest changed invoices, with how many match in all.
 */
export async function selectInvoiceBoard(
  tx: Tx,
  tenantId: string,
  filter: InvoiceFilter,
  perStatus: number,
): Promise<Array<InvoiceSummaryRow & { total: string }>> {
  const shown = sql`(case when ${isOverdue(filter.today)} then 'overdue' else i.status end)`;
  const result = await sql<InvoiceSummaryRow & { total: string }>`
    select * from (
      select ${summaryColumns(tenantId)},
        row_number() over (partition by ${shown} order by i.updated_at desc, i.id) as rank,
        count(*) over (partition by ${shown}) as total
      ${fromInvoices(tenantId)} and ${filterCondition(filter, tenantId)}
    ) ranked
    where rank <= ${perStatus}
    order by "updatedAt" desc, id`.execute(tx);
  return result.rows;
}
