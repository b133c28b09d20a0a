import { sql } from 'kysely';
import type { CashBookDayClose, CashBookKind } from '@wb/contract/cash-book';
import type { Tx } from '@/db/transaction';

export type CashBookRow = {
  id: string;
  ledgerId: string;
  entryDate: string;
  description: string;
  amount: string;
  vatRate: number | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  paymentId: string | null;
  source: 'manual' | 'payment';
  kind: CashBookKind;
  hasReceipt: boolean;
};

type Period = { from: string; to: string };

/**
 * A ledger's entries in a period, in date order: those entered by hand and, for the ledger cash
 * payments go to, the booked cash payments (read, not copied: a payment changed or refunded on
 * its invoice shows as it is now), each with the first invoice it pays.
 */
export async function selectCashBookRows(
  tx: Tx,
  tenantId: string,
  ledgerId: string,
  period: Period,
  withPayments: boolean,
): Promise<CashBookRow[]> {
  const payments = withPayments
    ? sql`
    union all
    select p.id, ${ledgerId}::uuid, p.payment_date, coalesce(nullif(p.reference, ''), p.notes), p.amount - p.refunded_amount, null::smallint,
      a.invoice_id, i.invoice_number, p.id, 'payment', 'income', false, p.created_at
    from payment p
    left join lateral (
      select pa.invoice_id from payment_allocation pa
      where pa.tenant_id = ${tenantId} and pa.payment_id = p.id order by pa.position limit 1) a on true
    left join invoice i on i.tenant_id = ${tenantId} and i.id = a.invoice_id
    where p.tenant_id = ${tenantId} and p.method = 'cash' and p.booked
      and p.payment_date between ${period.from}::date and ${period.to}::date`
    : sql``;
  const result = await sql<CashBookRow & { createdAt: Date }>`
    select id, ledger_id as "ledgerId", entry_date::text as "entryDate", description, amount::text as amount,
      vat_rate as "vatRate", invoice_id as "invoiceId", invoice_number as "invoiceNumber", payment_id as "paymentId",
      source, kind, has_receipt as "hasReceipt", created_at as "createdAt"
    from (
      select e.id, e.ledger_id, e.entry_date, e.description, e.amount, e.vat_rate, e.invoice_id, i.invoice_number,
        e.payment_id, 'manual' as source, e.kind, e.receipt_type is not null as has_receipt, e.created_at
      from cash_book_entry e
      left join invoice i on i.tenant_id = ${tenantId} and i.id = e.invoice_id
      where e.tenant_id = ${tenantId} and e.ledger_id = ${ledgerId}
        and e.entry_date between ${period.from}::date and ${period.to}::date
      ${payments}
    ) rows
    order by entry_date, created_at, id`.execute(tx);
  return result.rows.map(({ createdAt: _, ...row }) => ({ ...row, vatRate: row.vatRate === null ? null : Number(row.vatRate) }));
}

/** The sum of a ledger's entries (and cash payments, when it takes them) from `from` up to, not including, `before`. */
export async function sumCashBook(tx: Tx, tenantId: string, ledgerId: string, from: string, before: string, withPayments: boolean) {
  const payments = withPayments
    ? sql` + coalesce((select sum(p.amount - p.refunded_amount) from payment p
        where p.tenant_id = ${tenantId} and p.method = 'cash' and p.booked
          and p.payment_date >= ${from}::date and p.payment_date < ${before}::date), 0)`
    : sql``;
  const result = await sql<{ total: string }>`
    select (coalesce((select sum(e.amount) from cash_book_entry e
      where e.tenant_id = ${tenantId} and e.ledger_id = ${ledgerId}
        and e.entry_date >= ${from}::date and e.entry_date < ${before}::date), 0) ${payments})::text as total`.execute(tx);
  return result.rows[0]?.total ?? '0';
}

export async function selectClosedMonths(tx: Tx, tenantId: string, ledgerId: string, year: number): Promise<string[]> {
  const rows = await tx
    .selectFrom('cashBookClose')
    .select(sql<string>`to_char(month, 'YYYY-MM')`.as('month'))
    .where('tenantId', '=', tenantId)
    .where('ledgerId', '=', ledgerId)
    .where(sql<boolean>`extract(year from month) = ${year}`)
    .orderBy('month')
    .execute();
  return rows.map((row) => row.month);
}

export async function isMonthClosed(tx: Tx, tenantId: string, ledgerId: string, day: string): Promise<boolean> {
  const row = await tx
    .selectFrom('cashBookClose')
    .select('month')
    .where('tenantId', '=', tenantId)
    .where('ledgerId', '=', ledgerId)
    .where('month', '=', `${day.slice(0, 7)}-01`)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertMonthClose(
  tx: Tx,
  tenantId: string,
  row: { ledgerId: string; month: string; closingBalance: string; closedBy: string | null },
): Promise<void> {
  await tx
    .insertInto('cashBookClose')
    .values({ ...row, tenantId })
    .execute();
}

/** The ledger's last closed day ("2026-03-14"), or null. */
export async function selectLastClosedDay(tx: Tx, tenantId: string, ledgerId: string): Promise<string | null> {
  const row = await tx
    .selectFrom('cashBookDayClose')
    .select(sql<string | null>`max(day)::text`.as('day'))
    .where('tenantId', '=', tenantId)
    .where('ledgerId', '=', ledgerId)
    .executeTakeFirst();
  return row?.day ?? null;
}

export async function selectDayCloses(tx: Tx, tenantId: string, ledgerId: string, period: Period): Promise<CashBookDayClose[]> {
  const rows = await tx
    .selectFrom('cashBookDayClose')
    .select([
      'ledgerId',
      sql<string>`day::text`.as('day'),
      sql<string>`book_balance::text`.as('bookBalance'),
      sql<string>`counted::text`.as('counted'),
      sql<string>`difference::text`.as('difference'),
      'reason',
      'denominations',
    ])
    .where('tenantId', '=', tenantId)
    .where('ledgerId', '=', ledgerId)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .orderBy('day', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, denominations: (row.denominations as Record<string, number> | null) ?? null }));
}

export async function insertDayClose(
  tx: Tx,
  tenantId: string,
  row: Omit<CashBookDayClose, 'denominations'> & { denominations: Record<string, number> | null; closedBy: string | null },
): Promise<void> {
  await tx
    .insertInto('cashBookDayClose')
    .values({ ...row, denominations: row.denominations === null ? null : JSON.stringify(row.denominations), tenantId })
    .execute();
}

export async function updateReceipt(
  tx: Tx,
  tenantId: string,
  id: string,
  receipt: { content: Buffer; contentType: string; filename: string } | null,
): Promise<void> {
  await tx
    .updateTable('cashBookEntry')
    .set({ receipt: receipt?.content ?? null, receiptType: receipt?.contentType ?? null, receiptName: receipt?.filename ?? null })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export function selectReceipt(tx: Tx, tenantId: string, id: string) {
  return tx
    .selectFrom('cashBookEntry')
    .select(['receipt', 'receiptType', 'receiptName'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type EntryValues = {
  kind: CashBookKind;
  ledgerId: string;
  entryDate: string;
  description: string;
  amount: string;
  vatRate: 21 | 9 | 0 | null;
  invoiceId: string | null;
};

export async function insertEntry(tx: Tx, tenantId: string, row: EntryValues & { id: string; createdBy: string | null }): Promise<void> {
  await tx
    .insertInto('cashBookEntry')
    .values({ ...row, tenantId })
    .execute();
}

export function selectEntry(tx: Tx, tenantId: string, id: string) {
  return tx
    .selectFrom('cashBookEntry')
    .select([
      'id',
      'ledgerId',
      sql<string>`entry_date::text`.as('entryDate'),
      'description',
      'amount',
      'vatRate',
      'invoiceId',
      'paymentId',
      'kind',
    ])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateEntry(tx: Tx, tenantId: string, id: string, values: EntryValues): Promise<void> {
  await tx
    .updateTable('cashBookEntry')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteEntry(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('cashBookEntry').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

export async function invoiceExists(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const row = await tx.selectFrom('invoice').select('id').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}
