import { type Db, inTransaction, platformTenantId } from '@/db/transaction';
import type { JobHandler } from '@/platform/jobs/job-runner';
import type { RecurringJob } from '@/platform/jobs/recurring-jobs';
import { selectTenantIds } from '@/modules/notifications/notifications.queries';
import { analyzeTenantThreats } from './threats.service';

export const threatAnalysisJobKind = 'security.analyze_threats';

/** Every five minutes: the detectors over each tenant's trail, and the platform's own. */
export const threatAnalysisJob: RecurringJob = {
  kind: threatAnalysisJobKind,
  everySeconds: 300,
  firstRunAt: (now) => new Date(now.getTime() + 60_000),
};

type Log = { info: (obj: object, msg: string) => void };

/** One tenant per transaction (row-level security holds); a tenant's failure does not stop the others'. */
export function threatAnalysisHandler(db: Db, log: Log): JobHandler {
  return async () => {
    const tenantIds = [platformTenantId, ...(await inTransaction(db, { tenantId: null }, selectTenantIds))];
    let raised = 0;
    let updated = 0;
    for (const tenantId of tenantIds) {
      const run = await inTransaction(db, { tenantId }, (tx) => analyzeTenantThreats(tx, tenantId));
      raised += run.raised;
      updated += run.updated;
    }
    log.info({ tenants: tenantIds.length, raised, updated }, 'threat analysis run');
  };
}
