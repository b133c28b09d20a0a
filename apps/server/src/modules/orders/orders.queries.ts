import { type RawBuilder, type Selectable, sql } from 'kysely';
import { parseSearchQuery } from '@wb/domain/search-query';
import type { Account, AppUser, OrderStatus, SalesOrder } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { estimateRows, idIn, inIdOrder, rowCount } from '@/platform/lists/id-page';
import { type KeyPart, keyColumns, keysetAfter, keysetOrder, type ListCursor, withCursorKeys } from '@/platform/lists/keyset';
import { searchCondition } from '@/platform/lists/search-sql';
import type { SortSpec } from '@/platform/lists/list-sort';

export type OrderFilter = {
  q?: string;
  statusId?: string;
  accountId?: string;
  route?: string;
  assignedTo?: string;
  from?: string;
  to?: string;
  /** Only orders whose status is not terminal. */
  open?: boolean;
};

export type OrderSortColumn =
  | 'o.order_number'
  | 'o.order_date'
  | 'o.delivery_date'
  | 'a.company_name'
  | 'o.route'
  | 'o.gross_total'
  | 's.sort_order'
  | 'o.updated_at';

type OrderColumns = Selectable<SalesOrder>;

/** What a save writes of an order's own columns; the database gives the rest (version, times, search text). */
export type OrderValues = Pick<
  OrderColumns,
  | 'orderNumber'
  | 'orderDate'
  | 'deliveryDate'
  | 'accountId'
  | 'route'
  | 'assignedTo'
  | 'notes'
  | 'statusId'
  | 'cratesGiven'
  | 'cratesReturned'
  | 'netTotal'
  | 'vatTotal'
  | 'grossTotal'
  | 'packages'
  | 'weight'
  | 'costTotal'
  | 'profit'
  | 'uncostedLines'
  | 'lineCount'
>;

/** A person joined to an order under a prefix (`assignedFirstName`, …): nulls when there is none. */
type JoinedPerson<Prefix extends string> = {
  [Column in 'firstName' | 'lastName' | 'email' as `${Prefix}${Capitalize<Column>}`]: Selectable<AppUser>[Column] | null;
};

/**
 * An order as the server holds it: its own columns (dates as text), its account's number and name,
 * whether its status is terminal, and who it is assigned to and who made it. selectOrder reads it,
 * a new order is answered from what was written of it, a list row is a part of it (OrderSummaryRow).
 */
export type OrderHeaderRow = OrderValues &
  Pick<OrderColumns, 'id' | 'version' | 'stockBookedAt' | 'createdBy' | 'createdAt' | 'updatedAt'> &
  Pick<Selectable<Account>, 'accountNumber' | 'companyName'> & {
    statusIsTerminal: Selectable<OrderStatus>['isTerminal'];
  } & JoinedPerson<'assigned'> &
  JoinedPerson<'creator'>;

/** An order in a list (summaryColumns). */
export type OrderSummaryRow = Pick<
  OrderHeaderRow,
  | 'id'
  | 'orderNumber'
  | 'orderDate'
  | 'deliveryDate'
  | 'accountId'
  | 'accountNumber'
  | 'companyName'
  | 'route'
  | 'assignedTo'
  | 'assignedFirstName'
  | 'assignedLastName'
  | 'assignedEmail'
  | 'statusId'
  | 'netTotal'
  | 'grossTotal'
  | 'lineCount'
  | 'version'
  | 'updatedAt'
>;

/**
 * The search matches the order's number, route and notes and its account's number and name (words
 * ANDed, or, -exclude, "exact"). The order keeps its account's text (migration 0126), so the order
 * table alone is searched, through the order search view (the planner may weigh the words there).
 */
function filterCondition(filter: OrderFilter): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
  const search = searchCondition('o.search_text', parseSearchQuery(filter.q));
  if (search) parts.push(search);
  if (filter.statusId) parts.push(sql<boolean>`o.status_id = ${filter.statusId}`);
  if (filter.accountId) parts.push(sql<boolean>`o.account_id = ${filter.accountId}`);
  if (filter.route) parts.push(sql<boolean>`o.route = ${filter.route}`);
  if (filter.assignedTo) parts.push(sql<boolean>`o.assigned_to = ${filter.assignedTo}`);
  if (filter.from) parts.push(sql<boolean>`o.order_date >= ${filter.from}::date`);
  if (filter.to) parts.push(sql<boolean>`o.order_date <= ${filter.to}::date`);
  if (filter.open !== undefined) parts.push(sql<boolean>`s.is_terminal = ${!filter.open}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

const summaryColumns = sql`
  o.id, o.order_number as "orderNumber", o.order_date::text as "orderDate", o.delivery_date::text as "deliveryDate",
  o.account_id as "accountId", a.account_number as "accountNumber", a.company_name as "companyName", o.route,
  o.assigned_to as "assignedTo", u.first_name as "assignedFirstName", u.last_name as "assignedLastName",
  u.email as "assignedEmail", o.status_id as "statusId", o.net_total as "netTotal", o.gross_total as "grossTotal",
  o.line_count as "lineCount", o.version, o.updated_at as "updatedAt"`;

const summaryFrom = (tenantId: string) => sql`
  from sales_order o
  join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
  join order_status s on s.tenant_id = o.tenant_id and s.id = o.status_id
  left join app_user u on u.id = o.assigned_to
  where o.tenant_id = ${tenantId}`;

/** The sort columns of the order itself (not of its account or status). */
const ownColumns: ReadonlySet<OrderSortColumn> = new Set([
  'o.order_number',
  'o.order_date',
  'o.delivery_date',
  'o.route',
  'o.gross_total',
  'o.updated_at',
]);

/** Whether the filter reads only the order's own columns: no open/closed (the status). */
function ownFilter(filter: OrderFilter): boolean {
  return filter.open === undefined;
}

/**
 * Which page, and how far to count the matches in the same statement (see selectOrderPage);
 * `count` false: not counted (a search whose total is the planner's estimate, issue 35).
 */
type PageRequest = { limit: number; offset: number; countTo: number; count?: boolean };

/** The list's order as keyset parts: the sort column (nulls last), then the order number. */
export function orderKeyParts(sort: SortSpec<OrderSortColumn>): KeyPart[] {
  return [
    { expr: sql.raw(sort.column), direction: sort.direction, nulls: 'last', nullable: sort.column === 'o.delivery_date' },
    { expr: sql.raw('o.order_number'), direction: sort.direction, nulls: 'last', nullable: false },
  ];
}

/**
 * A keyset page (issue 35): the orders after (or before) the cursor's keys in the list's order,
 * `limit + 1` of them, with their keys (k0, k1), in the walk's order. With a filter and sort on the
 * order's own columns the ids come from the order search view, walking the sort's index from the
 * key, and the rows are read by id, as a numbered page's.
 */
export async function selectOrderKeysetRows(
  tx: Tx,
  tenantId: string,
  filter: OrderFilter,
  sort: SortSpec<OrderSortColumn>,
  cursor: ListCursor,
  limit: number,
): Promise<Array<OrderSummaryRow & Record<string, unknown>>> {
  const parts = orderKeyParts(sort);
  const after = keysetAfter(parts, cursor.keys, cursor.before);
  const order = keysetOrder(parts, cursor.before);
  if (ownFilter(filter) && ownColumns.has(sort.column)) {
    const walked = await withCursorKeys(() =>
      sql<{ id: string; k0: string | null; k1: string | null }>`
        select o.id, ${keyColumns(parts)} from order_search o
        where o.tenant_id = ${tenantId} and ${filterCondition(filter)} and ${after}
        order by ${order} limit ${limit + 1}`.execute(tx),
    );
    const ids = walked.rows.map((row) => row.id);
    if (!ids.length) return [];
    const result = await sql<OrderSummaryRow>`select ${summaryColumns} ${summaryFrom(tenantId)} and ${idIn('o.id', ids)}`.execute(tx);
    const keys = new Map(walked.rows.map((row) => [row.id, row]));
    return inIdOrder(ids, result.rows).map((row) => ({ ...row, k0: keys.get(row.id)?.k0 ?? null, k1: keys.get(row.id)?.k1 ?? null }));
  }
  const result = await withCursorKeys(() =>
    sql<OrderSummaryRow & Record<string, unknown>>`
      select ${summaryColumns}, ${keyColumns(parts)} ${summaryFrom(tenantId)} and ${filterCondition(filter)} and ${after}
      order by ${order} limit ${limit + 1}`.execute(tx),
  );
  return result.rows;
}

/** The keys (k0, k1) of some orders in the list's order, by id: the cursors of a numbered page. */
export async function selectOrderKeys(
  tx: Tx,
  tenantId: string,
  sort: SortSpec<OrderSortColumn>,
  ids: string[],
): Promise<Array<{ id: string } & Record<string, unknown>>> {
  const result = await sql<{ id: string } & Record<string, unknown>>`
    select o.id, ${keyColumns(orderKeyParts(sort))} ${summaryFrom(tenantId)} and ${idIn('o.id', ids)}`.execute(tx);
  return inIdOrder(ids, result.rows);
}

/** The planner's estimate of the orders a filter matches (EXPLAIN, nothing read; issue 35). */
export function estimateOrders(tx: Tx, tenantId: string, filter: OrderFilter): Promise<number> {
  return ownFilter(filter)
    ? estimateRows(tx, sql`order_search o`, sql<boolean>`o.tenant_id = ${tenantId} and ${filterCondition(filter)}`)
    : estimateRows(
        tx,
        sql`sales_order o join order_status s on s.tenant_id = o.tenant_id and s.id = o.status_id`,
        sql<boolean>`o.tenant_id = ${tenantId} and ${filterCondition(filter)}`,
      );
}

/**
 * A page of orders. With a filter and sort on the order's own columns, the matching orders are also
 * counted (to `countTo + 1`) in the statement that finds the page's ids, one round trip for both:
 * `total` answers that count, else null (count with countOrders).
 */
export async function selectOrderPage(
  tx: Tx,
  tenantId: string,
  filter: OrderFilter,
  sort: SortSpec<OrderSortColumn>,
  page: PageRequest,
): Promise<{ rows: OrderSummaryRow[]; total: number | null }> {
  const direction = sql.raw(sort.direction);
  const order = sql`order by ${sql.raw(sort.column)} ${direction} nulls last, o.order_number ${direction}`;
  if (ownFilter(filter) && ownColumns.has(sort.column)) {
    // The page's ids first, from the order search view alone (walking the index of the sort; the
    // view lets the planner weigh a search, see migration 0126), then the joins for those rows
    // only, by primary key: a deep page no longer joins every row it skips. Two statements: the
    // read by ids is prepared once, where one statement holding LIMIT would plan its five-table
    // join at every request (1.5 ms); and never `o.id in (…)`, which once let the planner start
    // the joins from the accounts (120,000 comparisons, 100 ms where the page took 4).
    const { ids, total } = await selectPageIds(tx, tenantId, filter, order, page);
    if (!ids.length) return { rows: [], total };
    const result = await sql<OrderSummaryRow>`
      select ${summaryColumns} ${summaryFrom(tenantId)} and ${idIn('o.id', ids)}`.execute(tx);
    return { rows: inIdOrder(ids, result.rows), total };
  }
  const result = await sql<OrderSummaryRow>`
    select ${summaryColumns} ${summaryFrom(tenantId)} and ${filterCondition(filter)}
    ${order}
    limit ${page.limit} offset ${page.offset}`.execute(tx);
  return { rows: result.rows, total: null };
}

async function selectPageIds(
  tx: Tx,
  tenantId: string,
  filter: OrderFilter,
  order: RawBuilder<unknown>,
  page: PageRequest,
): Promise<{ ids: string[]; total: number | null }> {
  const where = sql`o.tenant_id = ${tenantId} and ${filterCondition(filter)}`;
  if (page.offset > 0 && !filter.q?.trim() && page.count !== false) {
    // A later page: one walk of the list's order past the offset to the count's end gives both the
    // page (its first rows) and the count, where two walks read the offset's index entries twice
    // (the 500th page of a million orders: 6.5 ms → 4.2). Not for a search, whose page walks the
    // list's order while its count takes the hits from the trigram index in any order, nor for
    // the first page, whose count reads the smallest index (0.4 ms, 0.6 in one walk). The
    // aggregate reads the walk's rows in its order (a plain aggregate over one ordered subquery);
    // orders-list.test.ts holds a later page to the same order numbers as the search's.
    const result = await sql<{ ids: string[] | null; rest: string }>`
      select (array_agg(walked.id))[1:${page.limit}] as ids, count(*) as rest from (
        select o.id from order_search o where ${where} ${order} limit ${page.countTo + 1 - page.offset} offset ${page.offset}
      ) as walked`.execute(tx);
    const rest = Number(result.rows[0]?.rest ?? 0);
    // Past the last page: how many there are is not known from the walk.
    return { ids: result.rows[0]?.ids ?? [], total: rest > 0 ? page.offset + rest : null };
  }
  const firstPage = page.offset === 0;
  const [limit, offset] = [rowCount(page.limit, { firstPage }), rowCount(page.offset, { firstPage })];
  if (page.count === false) {
    const result = await sql<{ id: string }>`
      select o.id from order_search o where ${where} ${order} limit ${limit} offset ${offset}`.execute(tx);
    return { ids: result.rows.map((row) => row.id), total: null };
  }
  const result = await sql<{ ids: string[]; total: string }>`
    select array(select o.id from order_search o where ${where} ${order} limit ${limit} offset ${offset}) as ids,
      (select count(*) from (select 1 from order_search o where ${where} limit ${rowCount(page.countTo + 1, { firstPage })}) as matching) as total`.execute(
    tx,
  );
  const row = result.rows[0];
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0) };
}

/**
 * The number of matching orders, counting at most `cap + 1` when a cap is given (then there are
 * more than `cap`); `firstPage`: for a list's first page (see rowCount).
 */
export async function countOrders(
  tx: Tx,
  tenantId: string,
  filter: OrderFilter,
  cap: number | null = null,
  firstPage = false,
): Promise<number> {
  // Every order has its account and status (foreign keys): without a filter on them, the order table alone counts.
  const matching = ownFilter(filter)
    ? sql`select 1 from order_search o where o.tenant_id = ${tenantId} and ${filterCondition(filter)}`
    : sql`select 1 ${summaryFrom(tenantId)} and ${filterCondition(filter)}`;
  const limited = cap === null ? matching : sql`${matching} limit ${rowCount(cap + 1, { firstPage })}`;
  const result = await sql<{ count: string }>`select count(*) as count from (${limited}) as matching`.execute(tx);
  return Number(result.rows[0]?.count ?? 0);
}

/** Per status its newest `perStatus` orders (by last change) and how many match in all. */
export async function selectBoard(
  tx: Tx,
  tenantId: string,
  filter: OrderFilter,
  perStatus: number,
): Promise<{ rows: Array<OrderSummaryRow & { total: string }> }> {
  const result = await sql<OrderSummaryRow & { total: string }>`
    select * from (
      select ${summaryColumns},
        row_number() over (partition by o.status_id order by o.updated_at desc, o.id) as rank,
        count(*) over (partition by o.status_id) as total
      ${summaryFrom(tenantId)} and ${filterCondition(filter)}
    ) ranked
    where rank <= ${perStatus}
    order by "updatedAt" desc`.execute(tx);
  return { rows: result.rows };
}

/** One order (OrderHeaderRow) with its account, people and status flag; locked for a change when asked. */
export async function selectOrder(tx: Tx, tenantId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const result = await sql<OrderHeaderRow>`
    select o.id, o.order_number as "orderNumber", o.order_date::text as "orderDate", o.delivery_date::text as "deliveryDate",
      o.account_id as "accountId", a.account_number as "accountNumber", a.company_name as "companyName", o.route,
      o.assigned_to as "assignedTo", u.first_name as "assignedFirstName", u.last_name as "assignedLastName", u.email as "assignedEmail",
      o.notes, o.status_id as "statusId", s.is_terminal as "statusIsTerminal", o.crates_given as "cratesGiven",
      o.crates_returned as "cratesReturned", o.net_total as "netTotal", o.vat_total as "vatTotal", o.gross_total as "grossTotal",
      o.packages, o.weight, o.cost_total as "costTotal", o.profit, o.uncosted_lines as "uncostedLines", o.line_count as "lineCount",
      o.version, o.stock_booked_at as "stockBookedAt", o.created_at as "createdAt",
      o.updated_at as "updatedAt", c.first_name as "creatorFirstName", c.last_name as "creatorLastName", c.email as "creatorEmail",
      o.created_by as "createdBy"
    from sales_order o
    join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
    join order_status s on s.tenant_id = o.tenant_id and s.id = o.status_id
    left join app_user u on u.id = o.assigned_to
    left join app_user c on c.id = o.created_by
    where o.tenant_id = ${tenantId} and o.id = ${id}
    ${options.forUpdate ? sql`for update of o` : sql``}`.execute(tx);
  return result.rows[0];
}

/**
 * Saves an order's header if it still has `version`, raising the version; answers the time it
 * wrote as `updatedAt`, or null when someone else saved in between (the caller answers 409).
 */
export async function updateOrderRow(
  tx: Tx,
  tenantId: string,
  id: string,
  version: number,
  values: Partial<OrderValues> & Pick<OrderColumns, 'updatedBy'> & Partial<Pick<OrderColumns, 'stockBookedAt'>>,
): Promise<{ updatedAt: Date } | null> {
  const updatedAt = new Date();
  const result = await tx
    .updateTable('salesOrder')
    .set({ ...values, version: version + 1, updatedAt })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? { updatedAt } : null;
}

/**
 * Moves an order to a status if it still has `version` (raising it), and keeps the move in the
 * order's history, in one statement (issue 11). Answers the time written, or null when someone
 * else saved in between: then nothing is written.
 */
export async function moveOrderRow(
  tx: Tx,
  tenantId: string,
  move: {
    id: string;
    version: number;
    fromStatusId: string;
    toStatusId: string;
    changedBy: string | null;
    stockBookedAt: Date | null;
    historyId: string;
  },
): Promise<{ updatedAt: Date } | null> {
  const updatedAt = new Date();
  const result = await sql<{ id: string }>`
    with moved as (
      update sales_order
      set status_id = ${move.toStatusId}, updated_by = ${move.changedBy}, version = ${move.version + 1}, updated_at = ${updatedAt}
        ${move.stockBookedAt ? sql`, stock_booked_at = ${move.stockBookedAt}` : sql``}
      where tenant_id = ${tenantId} and id = ${move.id} and version = ${move.version}
      returning tenant_id, id
    )
    insert into order_status_history (id, tenant_id, order_id, from_status_id, to_status_id, changed_by, changed_at)
    select ${move.historyId}, tenant_id, id, ${move.fromStatusId}, ${move.toStatusId}, ${move.changedBy}, ${updatedAt} from moved
    returning id`.execute(tx);
  return result.rows.length === 1 ? { updatedAt } : null;
}

export async function deleteOrderRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('salesOrder').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/** Gross of an account's orders whose status is not terminal, except one order. */
export async function selectOpenOrdersGross(tx: Tx, tenantId: string, accountId: string, exceptOrderId?: string): Promise<string> {
  const result = await sql<{ gross: string }>`
    select coalesce(sum(o.gross_total), 0)::text as gross
    from sales_order o join order_status s on s.tenant_id = o.tenant_id and s.id = o.status_id
    where o.tenant_id = ${tenantId} and o.account_id = ${accountId} and not s.is_terminal
      ${exceptOrderId ? sql`and o.id <> ${exceptOrderId}` : sql``}`.execute(tx);
  return result.rows[0]?.gross ?? '0';
}

/** The company's active people, who orders can be assigned to. */
export async function selectEmployees(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenantUser as tu')
    .innerJoin('appUser as u', 'u.id', 'tu.userId')
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.email'])
    .where('tu.tenantId', '=', tenantId)
    .where('tu.isActive', '=', true)
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .execute();
}
