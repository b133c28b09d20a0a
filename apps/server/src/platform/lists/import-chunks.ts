import type { TenantCtx } from '@/platform/context';
import { nextTurn } from './csv-import';

/** Runs `fn` in a transaction of its own, with the request's principal and tenant (the route's withTenantCtx). */
export type InTransaction = <T>(fn: (ctx: TenantCtx) => Promise<T>) => Promise<T>;

/** Rows written per transaction: PGlite runs each statement on the event loop, so a part is kept to some 10–30 ms. */
export const importChunkRows = 100;

/**
 * Writes an import's checked records in transactions of `importChunkRows`, giving the event loop
 * and the database connection to other requests between them: one transaction of 10,000 rows held
 * PGlite's only connection (and, PGlite running in this thread, the event loop) for half a minute, and every other tenant waited (issue 25). When a
 * chunk fails (a number taken meanwhile by someone else), the chunks already written are removed
 * again with `undo` and the error is passed on: the import is still all or nothing, though others
 * may see its first rows for the seconds it runs.
 */
export async function writeInChunks<R>(
  inTransaction: InTransaction,
  records: R[],
  write: (ctx: TenantCtx, chunk: R[]) => Promise<void>,
  undo: (ctx: TenantCtx, chunk: R[]) => Promise<void>,
): Promise<void> {
  const written: R[][] = [];
  try {
    for (let i = 0; i < records.length; i += importChunkRows) {
      const chunk = records.slice(i, i + importChunkRows);
      await inTransaction((ctx) => write(ctx, chunk));
      written.push(chunk);
      await nextTurn();
    }
  } catch (err) {
    for (const chunk of written.reverse()) await inTransaction((ctx) => undo(ctx, chunk));
    throw err;
  }
}
