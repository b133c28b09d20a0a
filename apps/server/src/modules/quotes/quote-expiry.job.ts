import { todayInCompanyZone } from '@wb/domain/today';
import { type Db, inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import type { JobHandler } from '@/platform/jobs/job-runner';
import { nextUtcHour, type RecurringJob } from '@/platform/jobs/recurring-jobs';
import { selectTenantIds } from '@/modules/notifications/notifications.queries';
import { expireQuotes } from './quotes.service';

export const quoteExpiryJobKind = 'quotes.expire';

/** Daily at 04:00 UTC: before the working day, a quote valid until yesterday is expired. */
export const quoteExpiryJob: RecurringJob = { kind: quoteExpiryJobKind, everySeconds: 86_400, firstRunAt: nextUtcHour(4) };

type Log = { info: (obj: object, msg: string) => void };

/** Expires the sent quotes past their valid-until date, one tenant per transaction (row-level security holds). */
export function quoteExpiryHandler(db: Db, log: Log, today: () => string = todayInCompanyZone): JobHandler {
  return async () => {
    const day = today();
    const tenantIds = await inTransaction(db, { tenantId: null }, selectTenantIds);
    let expired = 0;
    for (const tenantId of tenantIds) expired += (await systemCtx(db, tenantId, (ctx) => expireQuotes(ctx, day))).expired;
    log.info({ tenants: tenantIds.length, expired }, 'quote expiry run');
  };
}
