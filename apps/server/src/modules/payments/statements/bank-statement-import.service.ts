import type { FieldIssue } from '@wb/contract/errors';
import type { BankStatement } from '@wb/contract/payments';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { enqueueJob } from '@/platform/jobs/job-queue';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { insertStatementLines, selectKnownLineKeys, selectOpenInvoices, selectStatementByHash } from './bank-statements.queries';
import { getStatement } from './bank-statements.service';
import { parseStatement, precheckStatement } from './parse-statement';
import { pendingStatementFiles, statementImportJobKind } from './statement-import-kind';
import { type BalanceMismatch, balanceMismatches } from './statement-balance';
import { contentHashOf, lineKeysOf, lineRowsOf } from './statement-rows';
import { type ParsedStatement, StatementFormatError } from './statement-types';

/** A file bigger than this (about 2,000 MT940 entries) is imported by a job, so that no request waits on it. */
export const backgroundImportChars = 500_000;

export type StatementImportInput = { fileName?: string; content: string; acceptBalanceMismatch?: boolean };

const amountText = (value: string) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));

/** The file read, or a 400 with the line and reason. */
export function readStatementFile(content: string): ParsedStatement {
  return asBadRequest(() => parseStatement(content));
}

/** A file format error as the 400 that names its line and reason. */
function asBadRequest<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof StatementFormatError)) throw err;
    throw fieldError('VALIDATION_FAILED', 'content', 'payments.statementInvalidAt', { line: err.line, reason: err.reason });
  }
}

export function mismatchError(parsed: ParsedStatement, mismatches: BalanceMismatch[]): AppError {
  const details: FieldIssue[] = mismatches.map((m) => ({
    path: 'acceptBalanceMismatch',
    key: 'payments.balanceMismatch',
    params: {
      statement: m.number || String(m.section + 1),
      opening: amountText(parsed.sections[m.section]?.openingBalance ?? '0'),
      expected: amountText(m.expected),
      closing: amountText(m.closing),
      difference: amountText(m.difference),
    },
  }));
  const first = details[0];
  return first
    ? new AppError('VALIDATION_FAILED', first.key, first.params, { details })
    : new AppError('VALIDATION_FAILED', 'payments.balanceDifference');
}

/** The company's own accounts (company details' IBANs), compact and upper case. */
export async function ownAccounts(ctx: TenantCtx): Promise<Set<string>> {
  const company = await getSettingsSection(ctx, 'companyDetails');
  return new Set([company.iban1, company.iban2, company.bankAccount].filter(Boolean).map((iban) => iban.replace(/\s+/g, '').toUpperCase()));
}

/**
 * Reads a camt.053 or MT940 file and checks it before anything is stored: well-formed, a
 * statement, balances that add up (or the person's word that they checked it), not the same file
 * again and not only entries stored before. Then stores its new lines with proposed matches for
 * new credits; a statement for an account that is not the company's own is stored but flagged.
 * Nothing is registered until the review is confirmed.
 */
export async function importStatement(ctx: TenantCtx, input: StatementImportInput): Promise<BankStatement> {
  const { tenantId } = ctx;
  if (input.content.length > backgroundImportChars) return queueStatementImport(ctx, input);
  const parsed = readStatementFile(input.content);
  const mismatches = balanceMismatches(parsed);
  if (mismatches.length > 0 && !input.acceptBalanceMismatch) throw mismatchError(parsed, mismatches);
  const contentHash = contentHashOf(input.content);
  if (await selectStatementByHash(ctx.tx, tenantId, contentHash))
    throw fieldError('CONFLICT', 'content', 'payments.statementImportedBefore');
  const keys = lineKeysOf(parsed);
  const known = await selectKnownLineKeys(ctx.tx, tenantId, keys);
  if (keys.length > 0 && keys.every((key) => known.has(key))) throw fieldError('CONFLICT', 'content', 'payments.statementLinesKnown');
  const own = await ownAccounts(ctx);
  const id = newId();
  await ctx.tx
    .insertInto('bankStatement')
    .values({
      tenantId,
      id,
      format: parsed.format,
      fileName: input.fileName ?? '',
      accountIban: parsed.accountIban,
      statementRef: parsed.statementRef,
      currency: parsed.currency,
      sections: JSON.stringify(parsed.sections),
      ownAccount: parsed.sections.every((s) => own.has(s.account.toUpperCase())),
      balanceMismatch: mismatches.length > 0,
      contentHash,
      lineCount: parsed.lines.length,
      processedCount: parsed.lines.length,
      createdBy: ctx.principal?.userId ?? null,
    })
    .execute();
  const open = await selectOpenInvoices(ctx.tx, tenantId);
  const added = await insertStatementLines(ctx.tx, tenantId, id, lineRowsOf(parsed, keys, known, open));
  await ctx.tx.updateTable('bankStatement').set({ newLineCount: added }).where('tenantId', '=', tenantId).where('id', '=', id).execute();
  return getStatement(ctx, id);
}

/**
 * A big file: refused at once when it was imported before; otherwise stored as `importing` with
 * its text, and a job reads, checks and stores it in steps (statement-import.job.ts), telling the
 * person's open pages its progress. The statement answers at once (202).
 */
async function queueStatementImport(ctx: TenantCtx, input: StatementImportInput): Promise<BankStatement> {
  const { tenantId } = ctx;
  asBadRequest(() => precheckStatement(input.content));
  const contentHash = contentHashOf(input.content);
  if (await selectStatementByHash(ctx.tx, tenantId, contentHash))
    throw fieldError('CONFLICT', 'content', 'payments.statementImportedBefore');
  const id = newId();
  await ctx.tx
    .insertInto('bankStatement')
    .values({
      tenantId,
      id,
      format: input.content
        .trimStart()
        .replace(/^\uFEFF/, '')
        .startsWith('<')
        ? 'camt053'
        : 'mt940',
      fileName: input.fileName ?? '',
      contentHash,
      status: 'importing',
      createdBy: ctx.principal?.userId ?? null,
    })
    .execute();
  pendingStatementFiles.set(id, input.content);
  await enqueueJob(ctx.tx, {
    tenantId,
    kind: statementImportJobKind,
    payload: { statementId: id, acceptBalanceMismatch: input.acceptBalanceMismatch === true },
    maxAttempts: 1,
  });
  return getStatement(ctx, id);
}
