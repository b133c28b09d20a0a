import { type Db, inTransaction, platformTenantId } from '@/db/transaction';
import { enqueueRecurringJob } from './job-queue';

/** A job of the whole platform that runs every `everySeconds`, first at `firstRunAt(now)`. */
export type RecurringJob = { kind: string; everySeconds: number; firstRunAt: (now: Date) => Date };

/**
 * Makes sure each recurring job has its next run queued (under the platform's nil tenant). Safe to
 * call at every start and from several servers at once: a kind already waiting is left as it is.
 */
export async function scheduleRecurringJobs(db: Db, jobs: RecurringJob[], now = new Date()): Promise<void> {
  await inTransaction(db, { tenantId: platformTenantId }, async (tx) => {
    for (const job of jobs) {
      await enqueueRecurringJob(tx, {
        tenantId: platformTenantId,
        kind: job.kind,
        repeatSeconds: job.everySeconds,
        runAt: job.firstRunAt(now),
      });
    }
  });
}

/** The next moment it is `hour`:00 UTC: a quiet time for daily housekeeping. */
export function nextUtcHour(hour: number): (now: Date) => Date {
  return (now) => {
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
    if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
    return next;
  };
}
