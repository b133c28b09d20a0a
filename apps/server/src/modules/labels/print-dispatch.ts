import type { Db } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { type JobDetailRow, type PrinterRow, selectJob, selectPrinter, updateJobRow } from './labels.queries';
import { PrinterError, problemOf, queryStatus, sendRaw, type TransportError } from './zebra-transport';

/**
 * Sends a queued print job to its printer over TCP 9100: queued → printing → completed, or back
 * to queued with the cause while attempts remain (a cancel in between stops it), failed after the
 * last. The printer's ~HS status is asked first, so paper out or an open head is a cause too.
 * Runs after the commit that queued the job, outside any request.
 */
export const dispatchSettings = { retryDelayMs: 3000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { job: JobDetailRow; printer: PrinterRow; attempt: number };

async function claim(db: Db, tenantId: string, jobId: string): Promise<Claim | null> {
  return systemCtx(db, tenantId, async (ctx) => {
    const job = await selectJob(ctx.tx, tenantId, jobId, true);
    if (job?.status !== 'queued') return null;
    const printer = job.printerId ? await selectPrinter(ctx.tx, tenantId, job.printerId) : undefined;
    if (!printer) {
      await updateJobRow(ctx.tx, tenantId, jobId, { status: 'failed', errorKey: 'labels.printerNotFound', errorParams: {} });
      return null;
    }
    const attempt = job.attempts + 1;
    await updateJobRow(ctx.tx, tenantId, jobId, { status: 'printing', attempts: attempt, startedAt: new Date() });
    return { job, printer, attempt };
  });
}

async function send(printer: PrinterRow, zpl: string): Promise<TransportError | null> {
  const address = { host: printer.host, port: printer.port };
  const status = await queryStatus(address);
  if (!status.reachable && status.error)
    return { key: status.error.key as TransportError['key'], params: status.error.params as TransportError['params'] };
  const problem = problemOf(status);
  if (problem) return { key: problem.key as TransportError['key'], params: problem.params };
  try {
    await sendRaw(address, zpl);
    return null;
  } catch (err) {
    if (err instanceof PrinterError) return err.failure;
    return { key: 'labels.printerUnreachable', params: address };
  }
}

export async function runPrintJob(db: Db, tenantId: string, jobId: string): Promise<void> {
  for (;;) {
    const claimed = await claim(db, tenantId, jobId);
    if (!claimed) return;
    const { job, printer, attempt } = claimed;
    const failure = await send(printer, job.zpl);
    const last = attempt >= job.maxAttempts;
    await systemCtx(db, tenantId, (ctx) =>
      updateJobRow(
        ctx.tx,
        tenantId,
        jobId,
        failure
          ? {
              status: last ? 'failed' : 'queued',
              errorKey: failure.key,
              errorParams: failure.params,
              ...(last ? { completedAt: new Date() } : {}),
            }
          : { status: 'completed', errorKey: null, errorParams: null, completedAt: new Date() },
      ),
    );
    if (!failure || last) return;
    await sleep(dispatchSettings.retryDelayMs);
  }
}

/**
 * At start-up: jobs left queued or printing by a stopped server are sent again (a job that was
 * printing may have reached the printer: it is queued, so it shows in the history and can be
 * cancelled before its retry). Per tenant, as the job table is a tenant's.
 */
export async function resumePrintJobs(db: Db): Promise<number> {
  const tenants = await db.selectFrom('tenant').select('id').execute();
  let resumed = 0;
  for (const { id: tenantId } of tenants) {
    const ids = await systemCtx(db, tenantId, async (ctx) => {
      const rows = await ctx.tx
        .selectFrom('labelPrintJob')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('status', 'in', ['queued', 'printing'])
        .execute();
      for (const row of rows) await updateJobRow(ctx.tx, tenantId, row.id, { status: 'queued' });
      return rows.map((r) => r.id);
    });
    for (const id of ids) void runPrintJob(db, tenantId, id).catch((err: unknown) => console.error('print job failed', err));
    resumed += ids.length;
  }
  return resumed;
}
