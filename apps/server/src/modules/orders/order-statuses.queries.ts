import { type Selectable, sql } from 'kysely';
import type { OrderStatus, OrderStatusTransition } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { configWritten } from '@/platform/tenant-config';

const statusColumns = [
  's.id',
  's.code',
  's.name',
  's.names',
  's.colour',
  's.sortOrder',
  's.isDefault',
  's.isTerminal',
  's.isDelivering',
] as const;

/** The tenant's statuses in their order, each with how many orders have it (when asked: it costs a count). */
export async function selectOrderStatuses(tx: Tx, tenantId: string, options: { counts?: boolean } = {}) {
  const rows = await tx
    .selectFrom('orderStatus as s')
    .select([
      ...statusColumns,
      (eb) =>
        options.counts
          ? eb
              .selectFrom('salesOrder as o')
              .where('o.tenantId', '=', tenantId)
              .whereRef('o.statusId', '=', 's.id')
              .select((c) => c.fn.countAll<string>().as('n'))
              .as('orderCount')
          : sql<string>`0`.as('orderCount'),
    ])
    .where('s.tenantId', '=', tenantId)
    .orderBy('s.sortOrder')
    .orderBy('s.createdAt')
    .execute();
  return rows.map((row) => ({ ...row, orderCount: Number(row.orderCount ?? 0) }));
}

export type OrderStatusRow = Awaited<ReturnType<typeof selectOrderStatuses>>[number];

type TransitionRow = Pick<Selectable<OrderStatusTransition>, 'id' | 'fromStatusId' | 'toStatusId'>;

/**
 * The statuses in their order and the transitions, in one statement: every status change and new
 * order reads both (issue 11: a round trip less on each).
 */
export async function selectStatusRules(tx: Tx, tenantId: string): Promise<{ statuses: OrderStatusRow[]; transitions: TransitionRow[] }> {
  const rows = await tx
    .with('t', (db) =>
      db
        .selectFrom('orderStatusTransition')
        .select(
          sql<
            TransitionRow[]
          >`coalesce(json_agg(json_build_object('id', id, 'fromStatusId', from_status_id, 'toStatusId', to_status_id) order by created_at, id), '[]')`.as(
            'transitions',
          ),
        )
        .where('tenantId', '=', tenantId),
    )
    .selectFrom(['orderStatus as s', 't'])
    .select([...statusColumns, 't.transitions'])
    .where('s.tenantId', '=', tenantId)
    .orderBy('s.sortOrder')
    .orderBy('s.createdAt')
    .execute();
  return {
    statuses: rows.map(({ transitions: _, ...status }) => ({ ...status, orderCount: 0 })),
    transitions: rows[0]?.transitions ?? [],
  };
}

export type StatusValues = Pick<
  Selectable<OrderStatus>,
  'id' | 'code' | 'name' | 'colour' | 'sortOrder' | 'isDefault' | 'isTerminal' | 'isDelivering'
>;

export async function insertOrderStatuses(tx: Tx, tenantId: string, rows: StatusValues[]): Promise<void> {
  configWritten(tx);
  if (rows.length)
    await tx
      .insertInto('orderStatus')
      .values(rows.map((row) => ({ ...row, tenantId })))
      .execute();
}

/** `names`: the names per language as JSON text. */
export async function updateOrderStatusRow(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<Omit<StatusValues, 'id'>> & { names?: string },
): Promise<void> {
  configWritten(tx);
  await tx
    .updateTable('orderStatus')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Takes the default flag from every status but `exceptId`. */
export async function updateClearDefault(tx: Tx, tenantId: string, exceptId: string): Promise<void> {
  configWritten(tx);
  await tx
    .updateTable('orderStatus')
    .set({ isDefault: false, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('isDefault', '=', true)
    .where('id', '<>', exceptId)
    .execute();
}

export async function updateStatusSortOrders(tx: Tx, tenantId: string, ids: readonly string[]): Promise<void> {
  configWritten(tx);
  const rows = ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`);
  await sql`
    update order_status s set sort_order = v.sort_order, updated_at = now()
    from (values ${sql.join(rows)}) as v(id, sort_order)
    where s.tenant_id = ${tenantId} and s.id = v.id`.execute(tx);
}

/** Whether any order has, or ever had, this status. */
export async function selectStatusInUse(tx: Tx, tenantId: string, statusId: string): Promise<boolean> {
  const result = await sql<{ used: boolean }>`
    select exists (select 1 from sales_order where tenant_id = ${tenantId} and status_id = ${statusId})
        or exists (
          select 1 from order_status_history
          where tenant_id = ${tenantId} and (to_status_id = ${statusId} or from_status_id = ${statusId})
        ) as used`.execute(tx);
  return result.rows[0]?.used === true;
}

/**
 * Moves the orders of one status to another (merge on delete), and their history with them: the
 * history's rows refer to the status, which is about to go.
 */
export async function updateOrdersStatus(tx: Tx, tenantId: string, fromId: string, toId: string): Promise<number> {
  const moved = await tx
    .updateTable('salesOrder')
    .set({ statusId: toId })
    .where('tenantId', '=', tenantId)
    .where('statusId', '=', fromId)
    .executeTakeFirst();
  await tx
    .updateTable('orderStatusHistory')
    .set({ toStatusId: toId })
    .where('tenantId', '=', tenantId)
    .where('toStatusId', '=', fromId)
    .execute();
  await tx
    .updateTable('orderStatusHistory')
    .set({ fromStatusId: toId })
    .where('tenantId', '=', tenantId)
    .where('fromStatusId', '=', fromId)
    .execute();
  return Number(moved.numUpdatedRows);
}

export async function deleteOrderStatusRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  configWritten(tx);
  await tx.deleteFrom('orderStatus').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

export async function insertTransitions(
  tx: Tx,
  tenantId: string,
  rows: Array<{ id: string; fromStatusId: string; toStatusId: string }>,
): Promise<void> {
  configWritten(tx);
  if (rows.length)
    await tx
      .insertInto('orderStatusTransition')
      .values(rows.map((row) => ({ ...row, tenantId })))
      .execute();
}

/** Deletes the tenant's transitions of these ids; answers how many there were. */
export async function deleteTransitionRows(tx: Tx, tenantId: string, ids: readonly string[]): Promise<number> {
  configWritten(tx);
  if (ids.length === 0) return 0;
  const result = await tx.deleteFrom('orderStatusTransition').where('tenantId', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteTransitionsFrom(tx: Tx, tenantId: string, fromStatusId: string): Promise<void> {
  configWritten(tx);
  await tx.deleteFrom('orderStatusTransition').where('tenantId', '=', tenantId).where('fromStatusId', '=', fromStatusId).execute();
}
