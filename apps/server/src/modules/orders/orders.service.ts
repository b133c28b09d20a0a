import type { PageCursors } from '@wb/contract/common';
import type { Order, OrderBoard, orderBoardQuerySchema, OrderPage, listOrdersQuerySchema } from '@wb/contract/orders';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { aboutTotal, countCap, countedTotal, countLimit } from '@/platform/lists/id-page';
import { cursorsAround, keysetPage, type ListCursor, needsCursors, pagePosition, pastCap } from '@/platform/lists/keyset';
import { pageOffset, parseSort, type SortSpec } from '@/platform/lists/list-sort';
import { findOrderLineLots } from './order-line-lots.service';
import { type OrderLineRow, selectOrderLines, selectStatusHistory } from './order-lines.queries';
import { toOrder, toOrderSummary } from './order-record';
import { findStatusRules } from './order-statuses.service';
import {
  countOrders,
  deleteOrderRow,
  estimateOrders,
  type OrderFilter,
  type OrderHeaderRow,
  type OrderSortColumn,
  selectBoard,
  selectOrder,
  selectOrderKeys,
  selectOrderKeysetRows,
  selectOrderPage,
} from './orders.queries';

type ListQuery = z.output<typeof listOrdersQuerySchema>;
type BoardQuery = z.output<typeof orderBoardQuerySchema>;

const sortColumns: Record<string, OrderSortColumn> = {
  orderNumber: 'o.order_number',
  orderDate: 'o.order_date',
  deliveryDate: 'o.delivery_date',
  accountName: 'a.company_name',
  route: 'o.route',
  gross: 'o.gross_total',
  status: 's.sort_order',
  updatedAt: 'o.updated_at',
};

export const orderNotFound = () => new AppError('NOT_FOUND', 'orders.notFound');

function filterOf(query: Omit<ListQuery, 'page' | 'pageSize' | 'sort'>): OrderFilter {
  return {
    q: query.q,
    statusId: query.statusId,
    accountId: query.accountId,
    route: query.route,
    assignedTo: query.assignedTo,
    from: query.from,
    to: query.to,
    open: query.open,
  };
}

/**
 * A page of orders, newest order date first unless sorted otherwise: by number up to the numbered
 * pages, past them by keyset (the query's cursor). Totals are exact up to 1,000, else "at least"; a
 * search the planner expects to match more than that is not counted but said "about" (issue 35).
 */
export async function findOrders(ctx: TenantCtx, query: ListQuery): Promise<OrderPage> {
  const { tenantId } = ctx;
  const filter = filterOf(query);
  const sort = parseSort(query.sort, sortColumns, { column: 'o.order_date', direction: 'desc' });
  const at = pagePosition('orders', query, 2);
  if (at.cursor) return findOrdersByKeyset(ctx, filter, sort, at.cursor, query.pageSize);
  const offset = pageOffset(at.page, query.pageSize);
  // Counted exactly up to 1,000 orders or hits, or 20 pages past this one, as the other lists: a
  // million orders count no slower than a thousand (docs/benchmarks.md); beyond, "more than".
  const cap = countCap(offset, query.pageSize);
  const estimate = filter.q?.trim() ? await estimateOrders(ctx.tx, tenantId, filter) : null;
  const about = estimate !== null && estimate > cap;
  const { rows, total: counted } = await selectOrderPage(ctx.tx, tenantId, filter, sort, {
    limit: query.pageSize,
    offset,
    countTo: cap,
    count: !about,
  });
  const items = rows.map(toOrderSummary);
  const base = { items, page: at.page, pageSize: query.pageSize };
  const withCursors = async (hasNext: boolean) =>
    needsCursors(at.page) && rows.length ? { cursors: await numberedPageCursors(ctx, sort, at, rows, hasNext) } : {};
  if (rows.length < query.pageSize && (at.page === 1 || rows.length > 0)) {
    const total = offset + rows.length;
    return { ...base, total, totalExact: true, count: { value: total, kind: 'exact' }, ...(await withCursors(false)) };
  }
  if (about) return { ...base, total: cap + 1, totalExact: false, count: aboutTotal(estimate, cap), ...(await withCursors(true)) };
  const total = counted ?? (await countOrders(ctx.tx, tenantId, filter, cap, offset === 0));
  const more = total > offset + rows.length;
  return { ...base, total, totalExact: total <= cap, count: countedTotal(total, cap), ...(await withCursors(more)) };
}

/** The cursors of a numbered page at the end of the numbered ones, from its first and last orders' keys. */
async function numberedPageCursors(
  ctx: TenantCtx,
  sort: SortSpec<OrderSortColumn>,
  at: { list: string; sort: string; page: number },
  rows: Array<{ id: string }>,
  hasNext: boolean,
): Promise<PageCursors> {
  const ends = [...new Set([rows[0]?.id, rows.at(-1)?.id].filter((id): id is string => !!id))];
  const keyed = await selectOrderKeys(ctx.tx, ctx.tenantId, sort, ends);
  return cursorsAround(keyed, at, 2, { hasNext, hasPrevious: at.page > 1 });
}

/** A page past the numbered ones, by keyset; its total counted (or estimated) as a first page's. */
async function findOrdersByKeyset(
  ctx: TenantCtx,
  filter: OrderFilter,
  sort: SortSpec<OrderSortColumn>,
  cursor: ListCursor,
  pageSize: number,
): Promise<OrderPage> {
  const { tenantId } = ctx;
  const walked = await selectOrderKeysetRows(ctx.tx, tenantId, filter, sort, cursor, pageSize);
  const page = keysetPage(walked, cursor, pageSize, 2);
  const cap = countLimit;
  const estimate = filter.q?.trim() ? await estimateOrders(ctx.tx, tenantId, filter) : null;
  // A search the planner expects past the cap is not counted ("about"), nor is a list whose pages
  // before this one already pass it ("at least").
  const counted =
    estimate !== null && estimate > cap
      ? null
      : pastCap(cursor, pageSize, page.rows.length, cap)
        ? cap + 1
        : await countOrders(ctx.tx, tenantId, filter, cap, true);
  const count = counted === null ? aboutTotal(estimate ?? 0, cap) : countedTotal(counted, cap);
  return {
    items: page.rows.map(toOrderSummary),
    total: counted === null ? cap + 1 : Math.min(counted, cap + 1),
    totalExact: count.kind === 'exact',
    count,
    cursors: page.cursors,
    page: cursor.page,
    pageSize,
  };
}

/** The kanban: a column per status in the statuses' order, each with its latest orders. */
export async function findOrderBoard(ctx: TenantCtx, query: BoardQuery): Promise<OrderBoard> {
  const { tenantId } = ctx;
  const { statuses } = await findStatusRules(ctx);
  const { rows } = await selectBoard(ctx.tx, tenantId, filterOf(query), query.perStatus);
  const columns = new Map(statuses.map((s) => [s.id, { statusId: s.id, total: 0, items: [] as ReturnType<typeof toOrderSummary>[] }]));
  for (const row of rows) {
    const column = columns.get(row.statusId);
    if (!column) continue;
    column.total = Number(row.total);
    column.items.push(toOrderSummary(row));
  }
  return { columns: [...columns.values()] };
}

export async function getOrder(ctx: TenantCtx, id: string, warnings: Order['warnings'] = []): Promise<Order> {
  const header = await selectOrder(ctx.tx, ctx.tenantId, id);
  if (!header) throw orderNotFound();
  return orderWithHeader(ctx, header, warnings);
}

/** The whole order around a header already in hand (read, or just written): its lines and history are read. */
export async function orderWithHeader(
  ctx: TenantCtx,
  header: OrderHeaderRow,
  warnings: Order['warnings'] = [],
  /** The order's lines when this transaction has read them already and left them as they were. */
  linesRead?: OrderLineRow[],
): Promise<Order> {
  const { tenantId } = ctx;
  const [lines, history] = await Promise.all([
    linesRead ?? selectOrderLines(ctx.tx, tenantId, header.id),
    selectStatusHistory(ctx.tx, tenantId, header.id),
  ]);
  const items = new Map(lines.map((line) => [line.itemId, { lotTracked: line.lotTracked }]));
  return toOrder(header, lines, history, warnings, await findOrderLineLots(ctx, header, lines, items));
}

/** Deletes an order whose goods have not left stock (one that has is cancelled, not deleted). */
export async function deleteOrder(ctx: TenantCtx, id: string): Promise<{ deleted: true }> {
  const { tenantId } = ctx;
  const header = await selectOrder(ctx.tx, tenantId, id, { forUpdate: true });
  if (!header) throw orderNotFound();
  if (header.stockBookedAt) throw new AppError('CONFLICT', 'orders.deleteDelivered');
  await deleteOrderRow(ctx.tx, tenantId, id);
  await auditOrder(ctx, 'order.deleted', id, { orderNumber: header.orderNumber, accountId: header.accountId });
  return { deleted: true };
}

/**
 * Appended as the transaction's last work: the tenant's audit lock is held only until the commit
 * (issue 11).
 */
export function auditOrder(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(
    ctx.tx,
    {
      tenantId: ctx.tenantId,
      actorUserId: ctx.principal?.userId ?? null,
      action,
      target: `order:${id}`,
      ip: ctx.ip,
      details,
    },
    { atEnd: true },
  );
}
