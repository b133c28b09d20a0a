import { createHash } from 'node:crypto';
import { type BankStatement, paymentMessages, type StatementConfirmInput, type StatementLine } from '@wb/contract/payments';
import { matchStatementLine, type OpenInvoice } from '@wb/domain/statement-matching';
import { sql } from 'kysely';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { todayInCompanyZone } from '@wb/domain/today';
import { paymentConflict, registerPayment } from '../payments.service';
import { parseStatement } from './parse-statement';
import { type ParsedLine, StatementFormatError } from './statement-types';

const statementNotFound = () => new AppError('NOT_FOUND', 'Bank statement not found');

/** Open final invoices with what is left to pay, and their account's IBAN. */
async function selectOpenInvoices(ctx: TenantCtx): Promise<OpenInvoice[]> {
  const { tenantId } = ctx;
  const result = await sql<OpenInvoice>`
    select i.id, i.invoice_number as "invoiceNumber", i.account_id as "accountId", a.company_name as "accountName",
      a.iban as "accountIban", i.due_date::text as "dueDate",
      ((i.gross_total + coalesce((select sum(c.gross_total) from invoice c
        where c.tenant_id = i.tenant_id and c.credited_invoice_id = i.id and c.status <> 'draft'), 0)) - i.paid_amount)::numeric(20, 2)::text
        as outstanding
    from invoice i join account a on a.tenant_id = i.tenant_id and a.id = i.account_id
    where i.tenant_id = ${tenantId} and i.kind = 'invoice' and i.status in ('sent', 'partially_paid')
    order by i.due_date, i.invoice_number`.execute(ctx.tx);
  return result.rows.filter((row) => Number(row.outstanding) > 0);
}

/**
 * The key a line is stored under once per tenant: the account and the bank's reference, else a
 * hash of what the line says (with its occurrence, for two equal lines in one file).
 */
function lineKeys(accountIban: string, lines: ParsedLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.bankReference) return `${accountIban}:ref:${line.bankReference}`;
    const content = [
      accountIban,
      line.bookingDate,
      line.amount,
      line.credit,
      line.counterpartyIban,
      line.counterpartyName,
      line.remittance,
      line.reference,
    ].join('|');
    const n = (seen.get(content) ?? 0) + 1;
    seen.set(content, n);
    return `${accountIban}:hash:${createHash('sha256').update(`${content}|${n}`).digest('hex')}`;
  });
}

/**
 * Reads a camt.053 or MT940 file, stores each line once (a line seen before, in this file or an
 * earlier one, is skipped) and proposes matches for the new credit lines. Nothing is registered
 * until the review is confirmed. A malformed file is refused with its line and reason.
 */
export async function importStatement(ctx: TenantCtx, input: { fileName?: string; content: string }): Promise<BankStatement> {
  const { tenantId } = ctx;
  let parsed: ReturnType<typeof parseStatement>;
  try {
    parsed = parseStatement(input.content);
  } catch (err) {
    if (!(err instanceof StatementFormatError)) throw err;
    const message = `${paymentMessages.statementInvalid}: line ${err.line}: ${err.reason}`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'content', message }]);
  }
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
      lineCount: parsed.lines.length,
      createdBy: ctx.principal?.userId ?? null,
    })
    .execute();
  const open = await selectOpenInvoices(ctx);
  const keys = lineKeys(parsed.accountIban, parsed.lines);
  let added = 0;
  for (const [index, line] of parsed.lines.entries()) {
    const match = line.credit ? matchStatementLine(line, open) : null;
    const inserted = await ctx.tx
      .insertInto('bankStatementLine')
      .values({
        tenantId,
        id: newId(),
        statementId: id,
        lineKey: keys[index] ?? '',
        position: index + 1,
        bookingDate: line.bookingDate,
        amount: line.amount,
        credit: line.credit,
        counterpartyName: line.counterpartyName.slice(0, 200),
        counterpartyIban: line.counterpartyIban.slice(0, 40),
        remittance: line.remittance.slice(0, 500),
        reference: line.reference.slice(0, 100),
        status: !line.credit ? 'debit' : match ? 'proposed' : 'unmatched',
        matchReason: match?.reason ?? null,
        proposed: JSON.stringify(match?.allocations ?? []),
      })
      .onConflict((oc) => oc.columns(['tenantId', 'lineKey']).doNothing())
      .executeTakeFirst();
    added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  await ctx.tx.updateTable('bankStatement').set({ newLineCount: added }).where('tenantId', '=', tenantId).where('id', '=', id).execute();
  return getStatement(ctx, id);
}

export async function getStatement(ctx: TenantCtx, id: string): Promise<BankStatement> {
  const { tenantId } = ctx;
  const head = await ctx.tx
    .selectFrom('bankStatement')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!head) throw statementNotFound();
  const lines = await ctx.tx
    .selectFrom('bankStatementLine')
    .selectAll()
    .select(sql<string>`booking_date::text`.as('bookingDate'))
    .where('tenantId', '=', tenantId)
    .where('statementId', '=', id)
    .orderBy('position')
    .execute();
  return {
    id: head.id,
    format: head.format,
    fileName: head.fileName,
    accountIban: head.accountIban,
    statementRef: head.statementRef,
    lineCount: head.lineCount,
    newLineCount: head.newLineCount,
    createdAt: head.createdAt.toISOString(),
    lines: lines.map(
      (line): StatementLine => ({
        id: line.id,
        position: line.position,
        bookingDate: line.bookingDate,
        amount: line.amount,
        credit: line.credit,
        counterpartyName: line.counterpartyName,
        counterpartyIban: line.counterpartyIban,
        remittance: line.remittance,
        reference: line.reference,
        status: line.status as StatementLine['status'],
        matchReason: line.matchReason as StatementLine['matchReason'],
        proposed: line.proposed as StatementLine['proposed'],
        paymentId: line.paymentId,
      }),
    ),
  };
}

export async function listStatements(ctx: TenantCtx) {
  const { tenantId } = ctx;
  const rows = await sql<{
    id: string;
    format: 'camt053' | 'mt940';
    fileName: string;
    accountIban: string;
    statementRef: string;
    lineCount: number;
    newLineCount: number;
    createdAt: Date;
    proposedCount: string;
    confirmedCount: string;
  }>`
    select s.id, s.format, s.file_name as "fileName", s.account_iban as "accountIban", s.statement_ref as "statementRef",
      s.line_count as "lineCount", s.new_line_count as "newLineCount", s.created_at as "createdAt",
      count(l.id) filter (where l.status = 'proposed') as "proposedCount",
      count(l.id) filter (where l.status = 'confirmed') as "confirmedCount"
    from bank_statement s left join bank_statement_line l on l.tenant_id = s.tenant_id and l.statement_id = s.id
    where s.tenant_id = ${tenantId}
    group by s.tenant_id, s.id order by s.created_at desc limit 200`.execute(ctx.tx);
  return rows.rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    proposedCount: Number(r.proposedCount),
    confirmedCount: Number(r.confirmedCount),
  }));
}

/**
 * Confirms lines of the review: each becomes a completed bank-transfer payment allocated as
 * proposed (or as the reviewer changed it), all in this one transaction; a line already handled
 * is refused and nothing is registered.
 */
export async function confirmStatementLines(ctx: TenantCtx, statementId: string, input: StatementConfirmInput) {
  const { tenantId } = ctx;
  const paymentIds: string[] = [];
  for (const [index, wanted] of input.lines.entries()) {
    const line = await ctx.tx
      .selectFrom('bankStatementLine')
      .selectAll()
      .select(sql<string>`booking_date::text`.as('bookingDate'))
      .where('tenantId', '=', tenantId)
      .where('statementId', '=', statementId)
      .where('id', '=', wanted.lineId)
      .forUpdate()
      .executeTakeFirst();
    if (!line) throw new AppError('NOT_FOUND', 'Statement line not found');
    if (!line.credit || (line.status !== 'proposed' && line.status !== 'unmatched'))
      throw paymentConflict(`lines.${index}.lineId`, paymentMessages.lineNotOpen);
    const proposed = (line.proposed as Array<{ invoiceId: string; amount: string }>).map((p) => ({
      invoiceId: p.invoiceId,
      amount: p.amount,
    }));
    const allocations = wanted.allocations ?? proposed;
    if (allocations.length === 0)
      throw new AppError('VALIDATION_FAILED', paymentMessages.allocationsRequired, [
        { path: `lines.${index}.allocations`, message: paymentMessages.allocationsRequired },
      ]);
    const today = todayInCompanyZone();
    const row = await registerPayment(ctx, {
      amount: line.amount,
      paymentDate: line.bookingDate > today ? today : line.bookingDate,
      method: 'bank_transfer',
      reference: (line.reference || line.remittance).slice(0, 200),
      notes: [line.counterpartyName, line.counterpartyIban].filter(Boolean).join(' · ').slice(0, 2000),
      status: 'completed',
      allocations,
      extra: { bankLineId: line.id },
    });
    await ctx.tx
      .updateTable('bankStatementLine')
      .set({ status: 'confirmed', paymentId: row.id })
      .where('tenantId', '=', tenantId)
      .where('id', '=', line.id)
      .execute();
    paymentIds.push(row.id);
  }
  return { confirmed: paymentIds.length, paymentIds };
}
