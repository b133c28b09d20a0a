import { type Db, inTransaction } from '@/db/transaction';
import { claimDueJobs, enqueueNextRun, isFinalAttempt, markJobDone, markJobFailed, type QueuedJob } from './job-queue';

/** A handler does the work of one job; it opens its own transactions (never across network calls). */
export type JobHandler = (job: QueuedJob) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
/** Told of each job run (the Prometheus counter). */
export type JobObserver = (kind: string, result: 'done' | 'failed') => void;

/** Runs every due job once; answers how many ran. Tests call this directly. */
export async function runDueJobs(db: Db, handlers: JobHandlers, log?: Log, batch = 20, observe?: JobObserver): Promise<number> {
  const jobs = await claimDueJobs(db, batch);
  for (const job of jobs) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job);
      await inTransaction(db, { tenantId: job.tenantId }, async (tx) => {
        await markJobDone(tx, job);
        await enqueueNextRun(tx, job);
      });
      observe?.(job.kind, 'done');
    } catch (err) {
      observe?.(job.kind, 'failed');
      const message = err instanceof Error ? err.message : String(err);
      log?.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job failed');
      await inTransaction(db, { tenantId: job.tenantId }, async (tx) => {
        await markJobFailed(tx, job, message);
        // A recurring job that failed for good still runs again at its next time.
        if (isFinalAttempt(job)) await enqueueNextRun(tx, job);
      }).catch((e) => log?.error({ jobId: job.id, err: e }, 'could not record job failure'));
    }
  }
  return jobs.length;
}

/** Polls for due jobs until stopped; `stop` waits for the batch in hand to finish. */
export function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  log: Log,
  intervalMs = 500,
  observe?: JobObserver,
): { stop: () => Promise<void> } {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    if (stopped) return;
    current = runDueJobs(db, handlers, log, 20, observe).catch((err) => log.error({ err }, 'job runner tick failed'));
    const ran = await current;
    if (!stopped) timer = setTimeout(tick, ran ? 0 : intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
