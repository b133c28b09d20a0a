import type {
  CashBook,
  CashBookEntry,
  CashBookMonthClose,
  cashBookQuerySchema,
  closeCashBookMonthInputSchema,
  createCashBookEntryInputSchema,
  updateCashBookEntryInputSchema,
} from '@wb/contract/cash-book';
import { money } from '@wb/domain/money';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { getSettingsSection } from '@/modules/settings/settings.service';
import {
  deleteEntry,
  type EntryValues,
  insertEntry,
  insertMonthClose,
  invoiceExists,
  isMonthClosed,
  selectCashBookRows,
  selectClosedMonths,
  selectDayCloses,
  selectEntry,
  selectLastClosedDay,
  sumCashBook,
  updateEntry,
} from './cash-book.queries';

type Query = z.output<typeof cashBookQuerySchema>;
type Ledger = { id: string; name: string; code: string; balances: Array<{ year: number; openingBalance: string }> };

const entryNotFound = () => new AppError('NOT_FOUND', 'cashBook.entryNotFound');
const monthClosed = (day: string) => fieldError('CONFLICT', 'entryDate', 'cashBook.monthClosed', { month: day.slice(0, 7) });

/** Refuses a change on a day of a closed month, or on or before the ledger's last closed day. */
export async function assertDayOpen(ctx: TenantCtx, ledgerId: string, day: string): Promise<void> {
  if (await isMonthClosed(ctx.tx, ctx.tenantId, ledgerId, day)) throw monthClosed(day);
  const lastClosedDay = await selectLastClosedDay(ctx.tx, ctx.tenantId, ledgerId);
  if (lastClosedDay && day <= lastClosedDay) throw fieldError('CONFLICT', 'entryDate', 'cashBook.dayClosed', { day: lastClosedDay });
}

/** The settings' ledgers (each has an id once saved); the first takes the cash payments. */
async function ledgersOf(ctx: TenantCtx): Promise<Ledger[]> {
  const { ledgers } = await getSettingsSection(ctx, 'cashBook');
  return ledgers.flatMap((l) => (l.id ? [{ id: l.id, name: l.name, code: l.code, balances: l.balances }] : []));
}

export async function ledgerOf(
  ctx: TenantCtx,
  ledgerId: string | undefined,
): Promise<{ ledger: Ledger; takesPayments: boolean; all: Ledger[] }> {
  const all = await ledgersOf(ctx);
  if (!all.length) throw new AppError('CONFLICT', 'cashBook.noLedgers');
  const ledger = ledgerId ? all.find((l) => l.id === ledgerId) : all[0];
  if (!ledger) throw invalidField('ledgerId', 'cashBook.unknownLedger');
  return { ledger, takesPayments: ledger.id === all[0]?.id, all };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const monthStart = (year: number, month: number) => `${year}-${pad(month)}-01`;
export const monthEnd = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** A ledger's period (months of one year) with the running balance from the year's opening balance. */
export async function getCashBook(ctx: TenantCtx, query: Query): Promise<CashBook> {
  const { ledger, takesPayments, all } = await ledgerOf(ctx, query.ledgerId);
  const year = query.year ?? Number(todayInCompanyZone().slice(0, 4));
  const fromMonth = query.fromMonth ?? 1;
  const toMonth = Math.max(query.toMonth ?? 12, fromMonth);
  const openingBalance = money(ledger.balances.find((b) => b.year === year)?.openingBalance ?? '0').toFixed(2);
  const from = monthStart(year, fromMonth);
  const before = await sumCashBook(ctx.tx, ctx.tenantId, ledger.id, monthStart(year, 1), from, takesPayments);
  const periodOpening = money(openingBalance).plus(before).toFixed(2);
  const rows = await selectCashBookRows(ctx.tx, ctx.tenantId, ledger.id, { from, to: monthEnd(year, toMonth) }, takesPayments);
  const closedMonths = await selectClosedMonths(ctx.tx, ctx.tenantId, ledger.id, year);
  const lastClosedDay = await selectLastClosedDay(ctx.tx, ctx.tenantId, ledger.id);
  const dayCloses = await selectDayCloses(ctx.tx, ctx.tenantId, ledger.id, { from, to: monthEnd(year, toMonth) });
  let balance = money(periodOpening);
  let totalIn = money(0);
  let totalOut = money(0);
  const entries: CashBookEntry[] = rows.map((row) => {
    balance = balance.plus(row.amount);
    if (money(row.amount).gt(0)) totalIn = totalIn.plus(row.amount);
    else totalOut = totalOut.minus(row.amount);
    return {
      ...row,
      amount: money(row.amount).toFixed(2),
      balance: balance.toFixed(2),
      closed:
        row.source === 'payment' ||
        closedMonths.includes(row.entryDate.slice(0, 7)) ||
        (lastClosedDay !== null && row.entryDate <= lastClosedDay),
    };
  });
  return {
    ledgers: all.map(({ id, name, code }) => ({ id, name, code })),
    ledgerId: ledger.id,
    year,
    openingBalance,
    periodOpening,
    totalIn: totalIn.toFixed(2),
    totalOut: totalOut.toFixed(2),
    closingBalance: balance.toFixed(2),
    entries,
    closedMonths,
    lastClosedDay,
    dayCloses,
  };
}

export function auditCashBook(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(
    ctx.tx,
    { tenantId: ctx.tenantId, actorUserId: ctx.principal?.userId ?? null, action, target: `cash_book:${id}`, ip: ctx.ip, details },
    { atEnd: true },
  );
}

type EntryInput = z.output<typeof createCashBookEntryInputSchema>;

/** The values to store, checked: a ledger of the settings, an open month, the tenant's invoice. */
async function entryValues(ctx: TenantCtx, input: EntryInput): Promise<EntryValues> {
  await ledgerOf(ctx, input.ledgerId);
  await assertDayOpen(ctx, input.ledgerId, input.entryDate);
  if (input.invoiceId && !(await invoiceExists(ctx.tx, ctx.tenantId, input.invoiceId)))
    throw invalidField('invoiceId', 'cashBook.invoiceNotFound');
  const amount = money(input.amount);
  // An expense or a deposit to the bank takes cash out of the till.
  const direction = input.kind === 'expense' || input.kind === 'deposit' ? 'out' : input.direction;
  return {
    kind: input.kind ?? (direction === 'in' ? 'income' : 'other'),
    ledgerId: input.ledgerId,
    entryDate: input.entryDate,
    description: input.description,
    amount: (direction === 'out' ? amount.negated() : amount).toFixed(2),
    vatRate: input.vatRate ?? null,
    invoiceId: input.invoiceId ?? null,
  };
}

export async function entryById(ctx: TenantCtx, id: string, ledgerId: string): Promise<CashBookEntry> {
  const year = Number((await selectEntry(ctx.tx, ctx.tenantId, id))?.entryDate.slice(0, 4));
  const book = await getCashBook(ctx, { ledgerId, year });
  const entry = book.entries.find((e) => e.id === id);
  if (!entry) throw entryNotFound();
  return entry;
}

export async function createCashBookEntry(ctx: TenantCtx, input: EntryInput): Promise<CashBookEntry> {
  const values = await entryValues(ctx, input);
  const id = newId();
  await insertEntry(ctx.tx, ctx.tenantId, { ...values, id, createdBy: ctx.principal?.userId ?? null });
  await auditCashBook(ctx, 'cash_book.entry_created', id, { ledgerId: values.ledgerId, date: values.entryDate, amount: values.amount });
  return entryById(ctx, id, values.ledgerId);
}

export async function updateCashBookEntry(
  ctx: TenantCtx,
  id: string,
  input: z.output<typeof updateCashBookEntryInputSchema>,
): Promise<CashBookEntry> {
  const row = await selectEntry(ctx.tx, ctx.tenantId, id);
  if (!row) throw entryNotFound();
  await assertDayOpen(ctx, row.ledgerId, row.entryDate);
  const amount = money(row.amount);
  const values = await entryValues(ctx, {
    ledgerId: input.ledgerId ?? row.ledgerId,
    entryDate: input.entryDate ?? row.entryDate,
    description: input.description ?? row.description,
    direction: input.direction ?? (amount.lt(0) ? 'out' : 'in'),
    kind: input.kind ?? (row.kind === 'difference' ? 'other' : row.kind),
    amount: input.amount ?? amount.abs().toFixed(2),
    vatRate: input.vatRate === undefined ? (row.vatRate as 21 | 9 | 0 | null) : input.vatRate,
    invoiceId: input.invoiceId === undefined ? row.invoiceId : input.invoiceId,
  });
  await updateEntry(ctx.tx, ctx.tenantId, id, values);
  await auditCashBook(ctx, 'cash_book.entry_updated', id, { ledgerId: values.ledgerId, date: values.entryDate, amount: values.amount });
  return entryById(ctx, id, values.ledgerId);
}

export async function deleteCashBookEntry(ctx: TenantCtx, id: string): Promise<void> {
  const row = await selectEntry(ctx.tx, ctx.tenantId, id);
  if (!row) throw entryNotFound();
  await assertDayOpen(ctx, row.ledgerId, row.entryDate);
  await deleteEntry(ctx.tx, ctx.tenantId, id);
  await auditCashBook(ctx, 'cash_book.entry_deleted', id, { ledgerId: row.ledgerId, date: row.entryDate, amount: row.amount });
}

/** Closes a month of a ledger that has begun: its balance at the month's end is kept; its entries no longer change. */
export async function closeCashBookMonth(
  ctx: TenantCtx,
  input: z.output<typeof closeCashBookMonthInputSchema>,
): Promise<CashBookMonthClose> {
  const { ledger } = await ledgerOf(ctx, input.ledgerId);
  const [year, month] = input.month.split('-').map(Number) as [number, number];
  if (monthStart(year, month) > todayInCompanyZone()) throw fieldError('CONFLICT', 'month', 'cashBook.closeInFuture');
  if (await isMonthClosed(ctx.tx, ctx.tenantId, ledger.id, monthStart(year, month)))
    throw fieldError('CONFLICT', 'month', 'cashBook.alreadyClosed', { month: input.month });
  const book = await getCashBook(ctx, { ledgerId: ledger.id, year, toMonth: month });
  await insertMonthClose(ctx.tx, ctx.tenantId, {
    ledgerId: ledger.id,
    month: monthStart(year, month),
    closingBalance: book.closingBalance,
    closedBy: ctx.principal?.userId ?? null,
  });
  await auditCashBook(ctx, 'cash_book.month_closed', ledger.id, { month: input.month, closingBalance: book.closingBalance });
  return { ledgerId: ledger.id, month: input.month, closingBalance: book.closingBalance };
}
