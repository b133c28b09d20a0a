import { sql } from 'kysely';
import { type Db, fanOutSequentially, type Tx, workerRole } from '@/db/transaction';
import { newId } from '@/platform/ids';

export type QueuedJob = {
  tenantId: string;
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  repeatSeconds: number | null;
};

export type NewJob = {
  tenantId: string;
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** Makes the job recurring: when a run finishes (done, or failed for good), the next is queued this much later. */
  repeatSeconds?: number;
};

/** Adds a job in the caller's transaction, so it exists only if the change that caused it commits. */
export async function enqueueJob(tx: Tx, job: NewJob): Promise<string> {
  const id = newId();
  await tx.insertInto('job').values(jobRow(id, job)).execute();
  return id;
}

/**
 * Adds a recurring job unless a run of its kind already waits for the tenant (servers starting
 * at once, or a restart): answers whether it was added.
 */
export async function enqueueRecurringJob(tx: Tx, job: NewJob & { repeatSeconds: number }): Promise<boolean> {
  const added = await tx
    .insertInto('job')
    .values(jobRow(newId(), job))
    // The arbiter's predicate is the partial index's own text, in literals: with bind parameters a
    // prepared statement's generic plan (PostgreSQL's choice after five runs on a connection) cannot
    // prove `status in ($1, $2)` implies the index's predicate, and answers "no unique or exclusion
    // constraint matching the ON CONFLICT specification".
    .onConflict((oc) =>
      oc.columns(['tenantId', 'kind']).where(sql<boolean>`repeat_seconds is not null and status in ('queued', 'running')`).doNothing(),
    )
    .executeTakeFirst();
  return added.numInsertedOrUpdatedRows === 1n;
}

function jobRow(id: string, job: NewJob) {
  return {
    tenantId: job.tenantId,
    id,
    kind: job.kind,
    payload: JSON.stringify(job.payload ?? {}),
    runAt: job.runAt ?? new Date(),
    ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    ...(job.repeatSeconds ? { repeatSeconds: job.repeatSeconds } : {}),
  };
}

/** Queues a recurring job's next run, `repeatSeconds` from now; other jobs have none. */
export async function enqueueNextRun(tx: Tx, job: QueuedJob, now = new Date()): Promise<void> {
  if (!job.repeatSeconds) return;
  await enqueueRecurringJob(tx, {
    tenantId: job.tenantId,
    kind: job.kind,
    payload: job.payload,
    maxAttempts: job.maxAttempts,
    repeatSeconds: job.repeatSeconds,
    runAt: new Date(now.getTime() + job.repeatSeconds * 1000),
  });
}

export function isFinalAttempt(job: QueuedJob): boolean {
  return job.attempts >= job.maxAttempts;
}

/**
 * Claims up to `limit` due jobs of any tenant, marking them running for `leaseSeconds`. A job whose
 * lease ran out is due again. The tenants come first: those of the earliest due jobs, read across
 * tenants as the worker role (the only one that sees them all). Then each tenant's jobs are claimed
 * in a transaction of their own, locked by tenant: on Citus `FOR UPDATE SKIP LOCKED` works only
 * within one shard, and a tenant's jobs are on one (issue 23).
 */
export async function claimDueJobs(db: Db, limit: number, leaseSeconds = 300): Promise<QueuedJob[]> {
  const claimed: QueuedJob[] = [];
  for (const tenantId of await selectTenantsWithDueJobs(db, limit)) {
    if (claimed.length >= limit) break;
    claimed.push(...(await claimTenantJobs(db, tenantId, limit - claimed.length, leaseSeconds)));
  }
  return claimed;
}

const due = sql`(status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())`;

/** How many jobs each state holds, across tenants (the metrics' queue depth). */
export async function countJobsByState(db: Db): Promise<Array<{ state: string; count: number }>> {
  return db.transaction().execute(async (tx) => {
    await sql.raw(`set local role ${workerRole}`).execute(tx);
    await fanOutSequentially(tx); // every shard on Citus: as the due jobs' read below
    const rows = await sql<{ state: string; count: string }>`select status as state, count(*) as count from job group by status`.execute(
      tx,
    );
    return rows.rows.map((row) => ({ state: row.state, count: Number(row.count) }));
  });
}

/** The tenants of the first `limit` due jobs, the earliest first. Not locked: claimTenantJobs skips what another runner took. */
async function selectTenantsWithDueJobs(db: Db, limit: number): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    await sql.raw(`set local role ${workerRole}`).execute(tx);
    // Read every tick, on every shard on Citus. In parallel Citus opened several connections per
    // worker for it and closed all but one afterwards: new backends on the workers every tick.
    // Over one connection per worker it reuses the one Citus keeps.
    await fanOutSequentially(tx);
    const rows = await sql<{ tenantId: string }>`
      select tenant_id from (select tenant_id, run_at from job where ${due} order by run_at limit ${limit}) first_due
      group by tenant_id order by min(run_at)`.execute(tx);
    return rows.rows.map((row) => row.tenantId);
  });
}

async function claimTenantJobs(db: Db, tenantId: string, limit: number, leaseSeconds: number): Promise<QueuedJob[]> {
  return db.transaction().execute(async (tx) => {
    await sql.raw(`set local role ${workerRole}`).execute(tx);
    const rows = await sql<QueuedJob>`
      update job set status = 'running', attempts = attempts + 1, updated_at = now(),
             locked_until = now() + make_interval(secs => ${leaseSeconds})
      where tenant_id = ${tenantId} and (tenant_id, id) in (
        select tenant_id, id from job
        where tenant_id = ${tenantId} and (${due})
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning tenant_id as "tenantId", id, kind, payload, attempts, max_attempts as "maxAttempts",
                repeat_seconds as "repeatSeconds"`.execute(tx);
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
  const giveUp = isFinalAttempt(job);
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
