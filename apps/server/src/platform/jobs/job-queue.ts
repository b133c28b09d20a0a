import { sql } from 'kysely';
import { type Db, type Tx, workerRole } from '@/db/transaction';
import { newId } from '@/platform/ids';

export type QueuedJob = {
  tenantId: string;
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
};

/** Adds a job in the caller's transaction, so it exists only if the change that caused it commits. */
export async function enqueueJob(
  tx: Tx,
  job: { tenantId: string; kind: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number },
): Promise<string> {
  const id = newId();
  await tx
    .insertInto('job')
    .values({
      tenantId: job.tenantId,
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      runAt: job.runAt ?? new Date(),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .execute();
  return id;
}

/**
 * Claims up to `limit` due jobs of any tenant (as the worker role, the only one that sees across
 * tenants), marking them running for `leaseSeconds`. A job whose lease ran out is due again.
 */
export async function claimDueJobs(db: Db, limit: number, leaseSeconds = 300): Promise<QueuedJob[]> {
  return db.transaction().execute(async (tx) => {
    await sql.raw(`set local role ${workerRole}`).execute(tx);
    const rows = await sql<QueuedJob>`
      update job set status = 'running', attempts = attempts + 1, updated_at = now(),
             locked_until = now() + make_interval(secs => ${leaseSeconds})
      where (tenant_id, id) in (
        select tenant_id, id from job
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning tenant_id as "tenantId", id, kind, payload, attempts, max_attempts as "maxAttempts"`.execute(tx);
    return rows.rows;
  });
}

export function markJobDone(tx: Tx, job: QueuedJob) {
  return tx
    .updateTable('job')
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: new Date() })
    .where('tenantId', '=', job.tenantId)
    .where('id', '=', job.id)
    .execute();
}

/** Schedules another attempt with exponential back-off (5 s, 10 s, 20 s … capped at 1 hour), or gives up. */
export function markJobFailed(tx: Tx, job: QueuedJob, error: string) {
  const giveUp = job.attempts >= job.maxAttempts;
  const delaySeconds = Math.min(3600, 5 * 2 ** (job.attempts - 1));
  return tx
    .updateTable('job')
    .set({
      status: giveUp ? 'failed' : 'queued',
      runAt: new Date(Date.now() + delaySeconds * 1000),
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      updatedAt: new Date(),
    })
    .where('tenantId', '=', job.tenantId)
    .where('id', '=', job.id)
    .execute();
}
