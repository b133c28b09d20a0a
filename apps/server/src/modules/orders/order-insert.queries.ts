import type { Tx } from '@/db/transaction';
import { insertOrderLines, type LineValues, type StatusHistoryRow } from './order-lines.queries';
import type { OrderHeaderRow, OrderValues } from './orders.queries';

/**
 * Stores a new order, its lines and its first history entry, each a plain insert of values (Citus
 * routes each to the tenant's shard; it refuses subqueries in an insert). Answers what the
 * database gave the order (its version and times) and the history entry as selectStatusHistory
 * reads it.
 */
export async function insertNewOrder(
  tx: Tx,
  tenantId: string,
  order: OrderValues & Pick<OrderHeaderRow, 'id' | 'createdBy'>,
  lines: readonly LineValues[],
  historyId: string,
) {
  const changedAt = new Date();
  const stored = await tx
    .insertInto('salesOrder')
    .values({ ...order, tenantId, updatedBy: order.createdBy })
    .returning(['version', 'createdAt', 'updatedAt'])
    .executeTakeFirstOrThrow();
  await insertOrderLines(tx, tenantId, order.id, lines);
  await tx
    .insertInto('orderStatusHistory')
    .values({
      id: historyId,
      tenantId,
      orderId: order.id,
      fromStatusId: null,
      toStatusId: order.statusId,
      changedBy: order.createdBy,
      changedAt,
    })
    .execute();
  const names = order.createdBy
    ? await tx.selectFrom('appUser').select(['firstName', 'lastName', 'email']).where('id', '=', order.createdBy).executeTakeFirst()
    : undefined;
  const entry: StatusHistoryRow = {
    id: historyId,
    fromStatusId: null,
    toStatusId: order.statusId,
    changedAt,
    firstName: names?.firstName ?? null,
    lastName: names?.lastName ?? null,
    email: names?.email ?? null,
  };
  return { stored: { version: Number(stored.version), createdAt: stored.createdAt as Date, updatedAt: stored.updatedAt as Date }, entry };
}
