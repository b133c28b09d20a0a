import { renderMessage } from '@wb/contract/messages';
import { type StatementProgress, statementProgressEvent } from '@wb/contract/payments';
import { type Db, inTransaction, type Tx } from '@/db/transaction';
import { ctxOf } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { publishAfterCommit } from '@/platform/events/publish-after-commit';
import type { JobHandler } from '@/platform/jobs/job-runner';
import { mismatchError, ownAccounts } from './bank-statement-import.service';
import { insertStatementLines, selectKnownLineKeys, selectOpenInvoices } from './bank-statements.queries';
import { parseStatementYielding } from './parse-statement';
import { balanceMismatches } from './statement-balance';
import { lineKeyOf, lineRowsOf } from './statement-rows';
import { type ParsedSection, type ParsedStatement, StatementFormatError } from './statement-types';

import { pendingStatementFiles } from './statement-import-kind';

export { statementImportJobKind } from './statement-import-kind';

/**
 * Lines stored per transaction: each step is short (PGlite runs in this process, so a long insert
 * would hold every request), and other requests get the database in between.
 */
const linesPerStep = 250;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
type Log = { info: (obj: object, msg: string) => void };
type Head = { createdBy: string | null; lineCount: number };

function progress(tx: Tx, tenantId: string, head: Head, data: StatementProgress): void {
  if (head.createdBy) publishAfterCommit(tx, { tenantId, userId: head.createdBy }, { event: statementProgressEvent, data });
}

/** A failed import leaves nothing behind but the statement marked failed with its reason. */
async function fail(db: Db, tenantId: string, id: string, head: Head, reason: string): Promise<void> {
  await inTransaction(db, { tenantId }, async (tx) => {
    await tx.deleteFrom('bankStatementLine').where('tenantId', '=', tenantId).where('statementId', '=', id).execute();
    await tx
      .updateTable('bankStatement')
      .set({ status: 'failed', error: reason.slice(0, 2000), contentHash: null, newLineCount: 0, processedCount: 0 })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
    progress(tx, tenantId, head, { statementId: id, status: 'failed', processedCount: 0, lineCount: head.lineCount });
  });
}

/** Keys of every line, a step at a time (hashing 20,000 lines is felt otherwise). */
async function keysOf(parsed: ParsedStatement): Promise<string[]> {
  const keys: string[] = [];
  for (const [index, line] of parsed.lines.entries()) {
    keys.push(lineKeyOf(parsed.sections[line.section] as ParsedSection, line));
    if (index % linesPerStep === linesPerStep - 1) await pause();
  }
  return keys;
}

/**
 * Reads, checks and stores a big statement queued by the import (status `importing`): the same
 * checks as a small file, then the lines a thousand per transaction, the progress published to
 * the person who uploaded it after each. Until it is `done` its matches cannot be confirmed; a
 * file that fails a check ends `failed` with the reason and without lines.
 */
export function statementImportHandler(db: Db, log: Log): JobHandler {
  return async (job) => {
    const tenantId = job.tenantId;
    const id = String(job.payload.statementId ?? '');
    const row = await inTransaction(db, { tenantId }, (tx) =>
      tx
        .selectFrom('bankStatement')
        .select(['status', 'createdBy'])
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),
    );
    if (row?.status !== 'importing') return;
    const head: Head = { createdBy: row.createdBy, lineCount: 0 };
    const content = pendingStatementFiles.get(id);
    pendingStatementFiles.delete(id);
    try {
      if (content === undefined) throw new AppError('CONFLICT', 'payments.statementLost');
      const parsed = await parseStatementYielding(content);
      head.lineCount = parsed.lines.length;
      const mismatches = balanceMismatches(parsed);
      if (mismatches.length > 0 && job.payload.acceptBalanceMismatch !== true) throw mismatchError(parsed, mismatches);
      const keys = await keysOf(parsed);
      const known = new Set<string>();
      for (let from = 0; from < keys.length; from += linesPerStep) {
        const chunk = keys.slice(from, from + linesPerStep);
        for (const key of await inTransaction(db, { tenantId }, (tx) => selectKnownLineKeys(tx, tenantId, chunk))) known.add(key);
      }
      if (keys.length > 0 && keys.every((key) => known.has(key))) throw new AppError('CONFLICT', 'payments.statementLinesKnown');
      const open = await inTransaction(db, { tenantId }, async (tx) => {
        const own = await ownAccounts(ctxOf(tx, { principal: null, tenantId }));
        await tx
          .updateTable('bankStatement')
          .set({
            format: parsed.format,
            accountIban: parsed.accountIban,
            statementRef: parsed.statementRef,
            currency: parsed.currency,
            sections: JSON.stringify(parsed.sections),
            ownAccount: parsed.sections.every((s) => own.has(s.account.toUpperCase())),
            balanceMismatch: mismatches.length > 0,
            lineCount: parsed.lines.length,
          })
          .where('tenantId', '=', tenantId)
          .where('id', '=', id)
          .execute();
        return selectOpenInvoices(tx, tenantId);
      });
      let added = 0;
      for (let from = 0; from < parsed.lines.length; from += linesPerStep) {
        const to = Math.min(parsed.lines.length, from + linesPerStep);
        const rows = lineRowsOf(parsed, keys, known, open, from, to);
        const last = to === parsed.lines.length;
        await inTransaction(db, { tenantId }, async (tx) => {
          added += await insertStatementLines(tx, tenantId, id, rows);
          await tx
            .updateTable('bankStatement')
            .set({ processedCount: to, newLineCount: added, ...(last ? { status: 'done' as const } : {}) })
            .where('tenantId', '=', tenantId)
            .where('id', '=', id)
            .execute();
          progress(tx, tenantId, head, {
            statementId: id,
            status: last ? 'done' : 'importing',
            processedCount: to,
            lineCount: head.lineCount,
          });
        });
        await pause();
      }
      if (parsed.lines.length === 0)
        await inTransaction(db, { tenantId }, (tx) =>
          tx.updateTable('bankStatement').set({ status: 'done' }).where('tenantId', '=', tenantId).where('id', '=', id).execute(),
        );
      log.info({ statementId: id, lines: parsed.lines.length, added }, 'bank statement imported');
    } catch (err) {
      // Every failure ends the import (a retry would read the same file again): the reason is kept for the page.
      const reason =
        err instanceof StatementFormatError
          ? renderMessage('payments.statementInvalidAt', { line: err.line, reason: err.reason })
          : err instanceof Error
            ? err.message
            : String(err);
      await fail(db, tenantId, id, head, reason);
    }
  };
}
