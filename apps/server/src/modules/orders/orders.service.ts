import type { Order, OrderBoard, orderBoardQuerySchema, OrderPage, listOrdersQuerySchema } from '@wb/contract/orders';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { countCap } from '@/platform/lists/id-page';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { findOrderLineLots } from './order-line-lots.service';
import { selectOrderLines, selectStatusHistory } from './order-lines.queries';
import { toOrder, toOrderSummary } from './order-record';
import { findStatusRules } from './order-statuses.service';
import {
  countOrders,
  deleteOrderRow,
  type OrderFilter,
  type OrderHeaderRow,
  type OrderSortColumn,
  selectBoard,
  selectOrder,
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

/** A page of orders, newest order date first unless sorted otherwise. */
export async function findOrders(ctx: TenantCtx, query: ListQuery): Promise<OrderPage> {
  const { tenantId } = ctx;
  const filter = filterOf(query);
  const sort = parseSort(query.sort, sortColumns, { column: 'o.order_date', direction: 'desc' });
  const offset = pageOffset(query.page, query.pageSize);
  // Counted exactly up to 1,000 orders or hits, or 20 pages past this one, as the other lists: a
  // million orders count no slower than a thousand (docs/benchmarks.md); beyond, "more than".
  const cap = countCap(offset, query.pageSize);
  const { rows, total: counted } = await selectOrderPage(ctx.tx, tenantId, filter, sort, {
    limit: query.pageSize,
    offset,
    countTo: cap,
  });
  const items = rows.map(toOrderSummary);
  if (rows.length < query.pageSize && (query.page === 1 || rows.length > 0)) {
    return { items, total: offset + rows.length, totalExact: true, page: query.page, pageSize: query.pageSize };
  }
  const total = counted ?? (await countOrders(ctx.tx, tenantId, filter, cap, offset === 0));
  return { items, total, totalExact: total <= cap, page: query.page, pageSize: query.pageSize };
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
export async function orderWithHeader(ctx: TenantCtx, header: OrderHeaderRow, warnings: Order['warnings'] = []): Promise<Order> {
  const { tenantId } = ctx;
  const [lines, history] = await Promise.all([
    selectOrderLines(ctx.tx, tenantId, header.id),
    selectStatusHistory(ctx.tx, tenantId, header.id),
  ]);
  return toOrder(header, lines, history, warnings, await findOrderLineLots(ctx, header, lines));
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
