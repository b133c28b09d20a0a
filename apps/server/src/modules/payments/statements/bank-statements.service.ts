import { renderMessage } from '@wb/contract/messages';
import type { BankStatement, StatementConfirmInput, StatementLine, StatementSection } from '@wb/contract/payments';
import { sql } from 'kysely';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError } from '@/platform/errors';
import { todayInCompanyZone } from '@wb/domain/today';
import { paymentConflict, registerPayment } from '../payments.service';

const statementNotFound = () => new AppError('NOT_FOUND', 'payments.statementNotFound');

export async function getStatement(ctx: TenantCtx, id: string): Promise<BankStatement> {
  const { tenantId } = ctx;
  const head = await ctx.tx
    .selectFrom('bankStatement')
    .select([
      'id',
      'format',
      'fileName',
      'accountIban',
      'statementRef',
      'currency',
      'lineCount',
      'newLineCount',
      'ownAccount',
      'balanceMismatch',
      'status',
      'processedCount',
      'error',
      'sections',
      'createdAt',
    ])
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
    currency: head.currency,
    lineCount: head.lineCount,
    newLineCount: head.newLineCount,
    ownAccount: head.ownAccount,
    balanceMismatch: head.balanceMismatch,
    status: head.status,
    processedCount: head.processedCount,
    error: head.error,
    sections: head.sections as StatementSection[],
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
    currency: string;
    lineCount: number;
    newLineCount: number;
    ownAccount: boolean;
    balanceMismatch: boolean;
    status: 'importing' | 'done' | 'failed';
    processedCount: number;
    error: string | null;
    sections: StatementSection[];
    createdAt: Date;
    proposedCount: string;
    confirmedCount: string;
  }>`
    select s.id, s.format, s.file_name as "fileName", s.account_iban as "accountIban", s.statement_ref as "statementRef",
      s.currency, s.own_account as "ownAccount", s.balance_mismatch as "balanceMismatch", s.status,
      s.processed_count as "processedCount", s.error, s.sections, s.line_count as "lineCount", s.new_line_count as "newLineCount", s.created_at as "createdAt",
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
  const head = await ctx.tx
    .selectFrom('bankStatement')
    .select(['accountIban', 'ownAccount', 'balanceMismatch', 'status'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', statementId)
    .executeTakeFirst();
  if (!head) throw statementNotFound();
  if (head.status === 'importing') throw paymentConflict('statementId', 'payments.statementImporting');
  if ((!head.ownAccount || head.balanceMismatch) && !input.confirmFlagged) {
    const reasons = [
      head.ownAccount ? '' : renderMessage('payments.foreignAccount', { account: head.accountIban }),
      head.balanceMismatch ? renderMessage('payments.balanceDifference') : '',
    ].filter(Boolean);
    throw paymentConflict('confirmFlagged', 'payments.flaggedStatement', { reasons: reasons.join('; ') });
  }
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
    if (!line) throw new AppError('NOT_FOUND', 'payments.statementLineNotFound');
    if (!line.credit || (line.status !== 'proposed' && line.status !== 'unmatched'))
      throw paymentConflict(`lines.${index}.lineId`, 'payments.lineNotOpen');
    const proposed = (line.proposed as Array<{ invoiceId: string; amount: string }>).map((p) => ({
      invoiceId: p.invoiceId,
      amount: p.amount,
    }));
    const allocations = wanted.allocations ?? proposed;
    if (allocations.length === 0) throw fieldError('VALIDATION_FAILED', `lines.${index}.allocations`, 'payments.allocationsRequired');
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
