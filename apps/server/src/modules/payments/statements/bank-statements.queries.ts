import type { OpenInvoice } from '@wb/domain/statement-matching';
import { type Insertable, sql } from 'kysely';
import type { BankStatementLine } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { type ArrayColumn, insertParts, pickColumns } from '@/db/unnest-rows';

export type StatementLineValues = Omit<Insertable<BankStatementLine>, 'tenantId' | 'statementId' | 'proposed'> & {
  id: string;
  proposed: string;
};

/** Open final invoices with what is left to pay, and their account's IBAN. */
export async function selectOpenInvoices(tx: Tx, tenantId: string): Promise<OpenInvoice[]> {
  const result = await sql<OpenInvoice>`
    select i.id, i.invoice_number as "invoiceNumber", i.account_id as "accountId", a.company_name as "accountName",
      a.iban as "accountIban", i.due_date::text as "dueDate",
      ((i.gross_total + coalesce((select sum(c.gross_total) from invoice c
        where c.tenant_id = ${tenantId} and c.credited_invoice_id = i.id and c.status <> 'draft'), 0)) - i.paid_amount)::numeric(20, 2)::text
        as outstanding
    from invoice i join account a on a.tenant_id = i.tenant_id and a.id = i.account_id
    where i.tenant_id = ${tenantId} and i.kind = 'invoice' and i.status in ('sent', 'partially_paid')
    order by i.due_date, i.invoice_number`.execute(tx);
  return result.rows.filter((row) => Number(row.outstanding) > 0);
}

/** Which of these line keys the tenant has stored already. */
export async function selectKnownLineKeys(tx: Tx, tenantId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .selectFrom('bankStatementLine')
    .select('lineKey')
    .where('tenantId', '=', tenantId)
    .where(sql<boolean>`line_key = any(${keys}::text[])`)
    .execute();
  return new Set(rows.map((r) => r.lineKey));
}

export async function selectStatementByHash(tx: Tx, tenantId: string, contentHash: string) {
  return tx
    .selectFrom('bankStatement')
    .select(['id', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .where('contentHash', '=', contentHash)
    .executeTakeFirst();
}

const lineColumns: ReadonlyArray<ArrayColumn<StatementLineValues>> = [
  ['id', 'uuid'],
  ['lineKey', 'text'],
  ['position', 'int'],
  ['bookingDate', 'date'],
  ['amount', 'numeric'],
  ['credit', 'boolean'],
  ['counterpartyName', 'text'],
  ['counterpartyIban', 'text'],
  ['remittance', 'text'],
  ['reference', 'text'],
  ['status', 'text'],
  ['matchReason', 'text'],
  ['proposed', 'jsonb'],
];

/** Lines as plain multi-row inserts; a key stored before is skipped. Answers how many were added. */
export async function insertStatementLines(tx: Tx, tenantId: string, statementId: string, rows: StatementLineValues[]): Promise<number> {
  let added = 0;
  for (const part of insertParts(rows, lineColumns.length + 2)) {
    const result = await tx
      .insertInto('bankStatementLine')
      .values(part.map((row) => ({ ...pickColumns(row, lineColumns), tenantId, statementId })))
      .onConflict((oc) => oc.columns(['tenantId', 'lineKey']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
