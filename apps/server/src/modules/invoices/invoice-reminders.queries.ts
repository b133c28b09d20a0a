import { type Selectable, sql } from 'kysely';
import type { Invoice, InvoiceReminder } from '@/db/schema';
import type { Tx } from '@/db/transaction';

/** Open final invoices (sent or partly paid) due on or before `until`, for the reminders job; locked, skipping ones in use. */
export async function selectOpenInvoicesDueBy(tx: Tx, tenantId: string, until: string, options: { onlyUnmarked: boolean }) {
  const unmarked = options.onlyUnmarked ? sql`and i.overdue_since is null` : sql``;
  const result = await sql<Pick<Selectable<Invoice>, 'id' | 'dueDate' | 'overdueSince' | 'createdBy'>>`
    select i.id, i.due_date::text as "dueDate", i.overdue_since::text as "overdueSince", i.created_by as "createdBy"
    from invoice i
    where i.tenant_id = ${tenantId} and i.kind = 'invoice' and i.status in ('sent', 'partially_paid')
      and i.due_date <= ${until}::date ${unmarked}
    order by i.due_date, i.id
    for update of i skip locked`.execute(tx);
  return result.rows;
}

/** Marks the invoice noticed as overdue (once); its version is not touched, it is no change by a person. */
export async function markInvoiceOverdue(tx: Tx, tenantId: string, id: string, today: string): Promise<boolean> {
  const result = await tx
    .updateTable('invoice')
    .set({ overdueSince: today })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('overdueSince', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type ReminderValues = Pick<
  Selectable<InvoiceReminder>,
  'id' | 'invoiceId' | 'stage' | 'sentTo' | 'lateFee' | 'lateFeePercentage' | 'createdBy'
>;

/**
 * Records a reminder; answers false when the invoice already had one of this stage (the unique
 * index decides, so two runs at once still send one).
 */
export async function insertReminder(tx: Tx, tenantId: string, values: ReminderValues): Promise<boolean> {
  const result = await sql`
    insert into invoice_reminder (tenant_id, id, invoice_id, stage, sent_to, late_fee, late_fee_percentage, created_by)
    values (${tenantId}, ${values.id}, ${values.invoiceId}, ${values.stage}, ${values.sentTo}, ${values.lateFee},
      ${values.lateFeePercentage}, ${values.createdBy})
    on conflict (tenant_id, invoice_id, stage) where stage <> 'manual' do nothing`.execute(tx);
  return (result.numAffectedRows ?? 0n) > 0n;
}

export async function setReminderMail(tx: Tx, tenantId: string, id: string, mailOutboxId: string): Promise<void> {
  await tx.updateTable('invoiceReminder').set({ mailOutboxId }).where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/** The active admins of the tenant: they hear of overdue invoices. */
export async function selectAdminIds(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('tenantUser')
    .select('userId')
    .where('tenantId', '=', tenantId)
    .where('isActive', '=', true)
    .where('role', 'in', ['TENANT_ADMIN', 'admin'])
    .orderBy('userId')
    .execute();
  return rows.map((row) => row.userId);
}

/** Whether the user is an active member of the tenant (an invoice's creator may have left). */
export async function isActiveMember(tx: Tx, tenantId: string, userId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('tenantUser')
    .select('userId')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('isActive', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
