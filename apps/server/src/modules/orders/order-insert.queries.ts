import type { ExpressionBuilder } from 'kysely';
import type { Database } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { insertLinesQuery, type LineValues, type StatusHistoryRow } from './order-lines.queries';
import type { OrderHeaderRow, OrderValues } from './orders.queries';

type History = 'orderStatusHistory';

const changer = (column: 'firstName' | 'lastName' | 'email') => (eb: ExpressionBuilder<Database, History>) =>
  eb.selectFrom('appUser as u').select(`u.${column}`).whereRef('u.id', '=', 'orderStatusHistory.changedBy').as(column);

/**
 * Stores a new order, its lines and its first history entry in one statement (issue 11: two round
 * trips less per order), of the same text for any number of lines. Answers what the
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
  const row = await tx
    .with('o', (db) =>
      db
        .insertInto('salesOrder')
        .values({ ...order, tenantId, updatedBy: order.createdBy })
        .returning(['version', 'createdAt', 'updatedAt']),
    )
    .with('l', (db) => insertLinesQuery(db, tenantId, order.id, lines))
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
    .returning((eb) => [
      eb.selectFrom('o').select('o.version').as('version'),
      eb.selectFrom('o').select('o.createdAt').as('createdAt'),
      eb.selectFrom('o').select('o.updatedAt').as('updatedAt'),
      changer('firstName'),
      changer('lastName'),
      changer('email'),
    ])
    .executeTakeFirstOrThrow();
  const { version, createdAt, updatedAt, ...names } = row;
  const entry: StatusHistoryRow = { id: historyId, fromStatusId: null, toStatusId: order.statusId, changedAt, ...names };
  return { stored: { version: Number(version), createdAt: createdAt as Date, updatedAt: updatedAt as Date }, entry };
}
