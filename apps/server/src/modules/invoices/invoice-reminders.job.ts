import { type Db, inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import type { JobHandler } from '@/platform/jobs/job-runner';
import { nextUtcHour, type RecurringJob } from '@/platform/jobs/recurring-jobs';
import { selectTenantIds } from '@/modules/notifications/notifications.queries';
import { todayInCompanyZone } from '@wb/domain/today';
import { runInvoiceReminders } from './invoice-reminders.service';

export const invoiceRemindersJobKind = 'invoices.reminders';

/** Daily, at 05:00 UTC (six or seven in the morning in Amsterdam), before the working day starts. */
export const invoiceRemindersJob: RecurringJob = { kind: invoiceRemindersJobKind, everySeconds: 86_400, firstRunAt: nextUtcHour(5) };

type Log = { info: (obj: object, msg: string) => void };

/**
 * Marks open invoices past due as overdue and sends the payment reminders the invoice settings ask
 * for, one tenant per transaction (scoped to it, so row-level security holds; the mails, records and
 * notifications of a tenant commit together or not at all).
 */
export function invoiceRemindersHandler(db: Db, log: Log, today: () => string = todayInCompanyZone): JobHandler {
  return async () => {
    const day = today();
    const tenantIds = await inTransaction(db, { tenantId: null }, selectTenantIds);
    const total = { overdue: 0, reminders: 0, skippedNoAddress: 0 };
    for (const tenantId of tenantIds) {
      const run = await systemCtx(db, tenantId, (ctx) => runInvoiceReminders(ctx, day));
      total.overdue += run.overdue;
      total.reminders += run.reminders;
      total.skippedNoAddress += run.skippedNoAddress;
    }
    log.info({ tenants: tenantIds.length, ...total }, 'invoice reminders run');
  };
}
