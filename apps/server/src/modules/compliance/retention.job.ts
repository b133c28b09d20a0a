import { type Db, inTransaction } from '@/db/transaction';
import { selectTenantIds } from '@/modules/notifications/notifications.queries';
import type { JobHandler } from '@/platform/jobs/job-runner';
import type { RecurringJob } from '@/platform/jobs/recurring-jobs';
import { enforceRetention } from './retention.service';

export const retentionJobKind = 'compliance.retention';

/**
 * Daily; the first run a minute after the first start, so that the compliance check "retention
 * settings set" has a run to show on a new installation.
 */
export const retentionJob: RecurringJob = {
  kind: retentionJobKind,
  everySeconds: 86_400,
  firstRunAt: (now) => new Date(now.getTime() + 60_000),
};

type Log = { info: (obj: object, msg: string) => void };

/** One tenant per transaction (row-level security holds). */
export function retentionHandler(db: Db, log: Log): JobHandler {
  return async () => {
    const tenantIds = await inTransaction(db, { tenantId: null }, selectTenantIds);
    let invoices = 0;
    let accounts = 0;
    for (const tenantId of tenantIds) {
      const run = await inTransaction(db, { tenantId }, (tx) => enforceRetention(tx, tenantId));
      invoices += run.invoicesAnonymised;
      accounts += run.accountsAnonymised;
    }
    log.info({ tenants: tenantIds.length, invoices, accounts }, 'fiscal retention enforced');
  };
}
