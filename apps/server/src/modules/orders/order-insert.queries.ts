import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';
import { type LineValues, orderLineParts, type StatusHistoryRow } from './order-lines.queries';
import type { OrderHeaderRow, OrderValues } from './orders.queries';

/**
 * Stores a new order, its lines and its first history entry in one statement: three plain
 * inserts of values in a WITH (no subquery in any insert, no INSERT … SELECT: Citus routes each to
 * the tenant's shard), whose answer is what the database gave the order (its version and times)
 * and the creator's name, for the history entry as selectStatusHistory reads it. Lines past the
 * first part (over 1,700 of them) follow in statements of their own.
 */
export async function insertNewOrder(
  tx: Tx,
  tenantId: string,
  order: OrderValues & Pick<OrderHeaderRow, 'id' | 'createdBy'>,
  lines: readonly LineValues[],
  historyId: string,
) {
  const changedAt = new Date();
  const [firstLines, ...moreLines] = orderLineParts(tenantId, order.id, lines);
  if (!firstLines) throw new Error('A new order has lines (the contract asks for one at least)');
  const stored = await tx
    .with('o', (db) =>
      db
        .insertInto('salesOrder')
        .values({ ...order, tenantId, updatedBy: order.createdBy })
        .returning(['version', 'createdAt', 'updatedAt']),
    )
    .with('h', (db) =>
      db.insertInto('orderStatusHistory').values({
        id: historyId,
        tenantId,
        orderId: order.id,
        fromStatusId: null,
        toStatusId: order.statusId,
        changedBy: order.createdBy,
        changedAt,
      }),
    )
    .with('l', (db) => db.insertInto('salesOrderLine').values(firstLines))
    .selectFrom('o')
    // app_user is a global table (a reference table on Citus), read by its key.
    // No creator (a system write): no name, and nothing to join.
    .leftJoin('appUser as u', (join) => (order.createdBy ? join.on('u.id', '=', order.createdBy) : join.on(sql<boolean>`false`)))
    .select(['o.version', 'o.createdAt', 'o.updatedAt', 'u.firstName', 'u.lastName', 'u.email'])
    .executeTakeFirstOrThrow();
  for (const part of moreLines) await tx.insertInto('salesOrderLine').values(part).execute();
  const entry: StatusHistoryRow = {
    id: historyId,
    fromStatusId: null,
    toStatusId: order.statusId,
    changedAt,
    firstName: stored.firstName ?? null,
    lastName: stored.lastName ?? null,
    email: stored.email ?? null,
  };
  return { stored: { version: Number(stored.version), createdAt: stored.createdAt as Date, updatedAt: stored.updatedAt as Date }, entry };
}
