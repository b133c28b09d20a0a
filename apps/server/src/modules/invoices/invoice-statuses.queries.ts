import { type Selectable, sql } from 'kysely';
import type { InvoiceStatus } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { configWritten } from '@/platform/tenant-config';

/** Invoice statuses and their transitions (issue 30); every query is filtered by the tenant parameter. */

const statusColumns = [
  's.id',
  's.code',
  's.name',
  's.names',
  's.colour',
  's.sortOrder',
  's.isDefault',
  's.isTerminal',
  's.isSystem',
] as const;

/** The tenant's statuses in their order, each with how many invoices have it. */
export async function selectInvoiceStatuses(tx: Tx, tenantId: string) {
  const rows = await tx
    .selectFrom('invoiceStatus as s')
    .select([
      ...statusColumns,
      (eb) =>
        eb
          .selectFrom('invoice as i')
          .where('i.tenantId', '=', tenantId)
          .whereRef('i.status', '=', 's.code')
          .select((c) => c.fn.countAll<string>().as('n'))
          .as('invoiceCount'),
    ])
    .where('s.tenantId', '=', tenantId)
    .orderBy('s.sortOrder')
    .orderBy('s.createdAt')
    .execute();
  return rows.map((row) => ({ ...row, invoiceCount: Number(row.invoiceCount ?? 0) }));
}

export async function selectInvoiceTransitions(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('invoiceStatusTransition')
    .select(['id', 'fromStatusId', 'toStatusId'])
    .where('tenantId', '=', tenantId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export type InvoiceStatusValues = Pick<
  Selectable<InvoiceStatus>,
  'id' | 'code' | 'name' | 'colour' | 'sortOrder' | 'isDefault' | 'isTerminal' | 'isSystem'
>;

export async function insertInvoiceStatuses(tx: Tx, tenantId: string, rows: InvoiceStatusValues[]): Promise<void> {
  configWritten(tx);
  if (rows.length)
    await tx
      .insertInto('invoiceStatus')
      .values(rows.map((row) => ({ ...row, tenantId })))
      .execute();
}

export async function updateInvoiceStatusRow(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<Omit<InvoiceStatusValues, 'id' | 'code' | 'isSystem'>> & { names?: string },
): Promise<void> {
  configWritten(tx);
  await tx
    .updateTable('invoiceStatus')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Takes the default flag from every status but `exceptId`. */
export async function updateClearInvoiceDefault(tx: Tx, tenantId: string, exceptId: string): Promise<void> {
  configWritten(tx);
  await tx
    .updateTable('invoiceStatus')
    .set({ isDefault: false, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('isDefault', '=', true)
    .where('id', '<>', exceptId)
    .execute();
}

export async function updateInvoiceStatusSortOrders(tx: Tx, tenantId: string, ids: readonly string[]): Promise<void> {
  configWritten(tx);
  const rows = ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`);
  await sql`
    update invoice_status s set sort_order = v.sort_order, updated_at = now()
    from (values ${sql.join(rows)}) as v(id, sort_order)
    where s.tenant_id = ${tenantId} and s.id = v.id`.execute(tx);
}

/** Moves every invoice of one status code to another (merge on delete). */
export async function updateInvoicesStatus(tx: Tx, tenantId: string, fromCode: string, toCode: string): Promise<number> {
  const result = await tx
    .updateTable('invoice')
    .set({ status: toCode })
    .where('tenantId', '=', tenantId)
    .where('status', '=', fromCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteInvoiceStatusRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  configWritten(tx);
  await tx.deleteFrom('invoiceStatus').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

export async function insertInvoiceTransitions(
  tx: Tx,
  tenantId: string,
  rows: Array<{ id: string; fromStatusId: string; toStatusId: string }>,
): Promise<void> {
  configWritten(tx);
  if (rows.length)
    await tx
      .insertInto('invoiceStatusTransition')
      .values(rows.map((row) => ({ ...row, tenantId })))
      .execute();
}

export async function deleteInvoiceTransitionRows(tx: Tx, tenantId: string, ids: readonly string[]): Promise<number> {
  configWritten(tx);
  if (!ids.length) return 0;
  const result = await tx.deleteFrom('invoiceStatusTransition').where('tenantId', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteInvoiceTransitionsFrom(tx: Tx, tenantId: string, fromStatusId: string): Promise<void> {
  configWritten(tx);
  await tx.deleteFrom('invoiceStatusTransition').where('tenantId', '=', tenantId).where('fromStatusId', '=', fromStatusId).execute();
}

/** Whether the tenant has a status with this code (the invoice list's status filter). */
export async function selectInvoiceStatusExists(tx: Tx, tenantId: string, code: string): Promise<boolean> {
  const row = await tx
    .selectFrom('invoiceStatus')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}
