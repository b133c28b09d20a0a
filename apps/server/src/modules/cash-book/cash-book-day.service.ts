import type { CashBookDayClose, closeCashBookDayInputSchema } from '@wb/contract/cash-book';
import { money } from '@wb/domain/money';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { fieldError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { insertDayClose, insertEntry, selectLastClosedDay, sumCashBook } from './cash-book.queries';
import { assertDayOpen, auditCashBook, ledgerOf } from './cash-book.service';

type Input = z.output<typeof closeCashBookDayInputSchema>;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The cash counted: the total given, or the sum of each denomination times its count. */
function countedOf(input: Input): string {
  if (input.counted !== undefined) return money(input.counted).toFixed(2);
  let total = money(0);
  for (const [value, count] of Object.entries(input.denominations ?? {})) total = total.plus(money(value).times(count));
  return total.toFixed(2);
}

/**
 * Closes a ledger's day: the book's balance at the day's end against the cash counted. A difference
 * needs a reason and is booked as a `difference` entry on the day, so the book then matches the
 * till. The day and every day before it no longer change (a correction goes on a later day).
 */
export async function closeCashBookDay(ctx: TenantCtx, input: Input): Promise<CashBookDayClose> {
  const { ledger, takesPayments } = await ledgerOf(ctx, input.ledgerId);
  if (input.day > todayInCompanyZone()) throw fieldError('CONFLICT', 'day', 'cashBook.dayInFuture');
  const lastClosedDay = await selectLastClosedDay(ctx.tx, ctx.tenantId, ledger.id);
  if (lastClosedDay && input.day <= lastClosedDay) throw fieldError('CONFLICT', 'day', 'cashBook.dayAlreadyClosed', { day: lastClosedDay });
  await assertDayOpen(ctx, ledger.id, input.day);
  const year = Number(input.day.slice(0, 4));
  const opening = ledger.balances.find((b) => b.year === year)?.openingBalance ?? '0';
  const booked = await sumCashBook(ctx.tx, ctx.tenantId, ledger.id, `${year}-01-01`, nextDay(input.day), takesPayments);
  const bookBalance = money(opening).plus(booked).toFixed(2);
  const counted = countedOf(input);
  const difference = money(counted).minus(bookBalance);
  const reason = input.reason ?? '';
  if (!difference.isZero() && !reason) throw invalidField('reason', 'cashBook.reasonRequired', { difference: difference.toFixed(2) });
  if (!difference.isZero()) {
    await insertEntry(ctx.tx, ctx.tenantId, {
      id: newId(),
      kind: 'difference',
      ledgerId: ledger.id,
      entryDate: input.day,
      description: reason,
      amount: difference.toFixed(2),
      vatRate: null,
      invoiceId: null,
      createdBy: ctx.principal?.userId ?? null,
    });
  }
  const close: CashBookDayClose = {
    ledgerId: ledger.id,
    day: input.day,
    bookBalance,
    counted,
    difference: difference.toFixed(2),
    reason: difference.isZero() ? '' : reason,
    denominations: input.denominations ?? null,
  };
  await insertDayClose(ctx.tx, ctx.tenantId, { ...close, closedBy: ctx.principal?.userId ?? null });
  await auditCashBook(ctx, 'cash_book.day_closed', ledger.id, { day: input.day, bookBalance, counted, difference: close.difference });
  return close;
}
