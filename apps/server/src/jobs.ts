import type { Deps } from '@/platform/deps';
import type { JobHandlers } from '@/platform/jobs/job-runner';
import type { RecurringJob } from '@/platform/jobs/recurring-jobs';
import { mailJobHandler, mailJobKind } from '@/platform/mail/mail-outbox';
import {
  notificationCleanupHandler,
  notificationCleanupJob,
  notificationCleanupJobKind,
} from '@/modules/notifications/notification-cleanup';
import { invoiceRemindersHandler, invoiceRemindersJob, invoiceRemindersJobKind } from '@/modules/invoices/invoice-reminders.job';
import { quoteExpiryHandler, quoteExpiryJob, quoteExpiryJobKind } from '@/modules/quotes/quote-expiry.job';
import { tableStatisticsHandler, tableStatisticsJob, tableStatisticsJobKind } from '@/db/table-statistics.job';
import { threatAnalysisHandler, threatAnalysisJob, threatAnalysisJobKind } from '@/modules/security/threats.job';
import { retentionHandler, retentionJob, retentionJobKind } from '@/modules/compliance/retention.job';
import { statementImportHandler, statementImportJobKind } from '@/modules/payments/statements/statement-import.job';

type Log = { info: (obj: object, msg: string) => void };

/** Every kind of background job and its handler, in one explicit list (like the routes in app.ts). */
export function buildJobHandlers(deps: Deps, log: Log): JobHandlers {
  return {
    [mailJobKind]: mailJobHandler(deps.db, deps.mailer, log, new URL(deps.config.appUrl).hostname),
    [notificationCleanupJobKind]: notificationCleanupHandler(deps.db, log),
    [invoiceRemindersJobKind]: invoiceRemindersHandler(deps.db, log),
    [tableStatisticsJobKind]: tableStatisticsHandler(deps.db, deps.engine, log),
    [statementImportJobKind]: statementImportHandler(deps.db, log),
    [quoteExpiryJobKind]: quoteExpiryHandler(deps.db, log),
    [threatAnalysisJobKind]: threatAnalysisHandler(deps.db, log),
    [retentionJobKind]: retentionHandler(deps.db, log),
  };
}

/** Jobs that run on a schedule; main.ts makes sure each has its next run queued. */
export const recurringJobs: RecurringJob[] = [
  notificationCleanupJob,
  invoiceRemindersJob,
  tableStatisticsJob,
  quoteExpiryJob,
  threatAnalysisJob,
  retentionJob,
];
