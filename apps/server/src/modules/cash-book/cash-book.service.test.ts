import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { putSettings } from '../orders/order-test-kit';
import { closeCashBookDay } from './cash-book-day.service';
import { getCashBookReceipt, saveCashBookReceipt } from './cash-book-receipt.service';
import { createCashBookEntry, deleteCashBookEntry, getCashBook, updateCashBookEntry } from './cash-book.service';

let t: TestApp;
let tenantA: string;
let tenantB: string;
let ledgerA: string;
let ledgerB: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t.app, 'admin@demo.example.com');
  const b = await signIn(t.app, 'admin@other.example.com');
  tenantA = a.user.tenantId ?? '';
  tenantB = b.user.tenantId ?? '';
  await putSettings(t, a.access_token, 'cash-book', {
    ledgers: [{ name: 'Kassa A', code: 'A', balances: [{ year: 2025, openingBalance: '10.00' }] }],
  });
  await putSettings(t, b.access_token, 'cash-book', { ledgers: [{ name: 'Kassa B', code: 'B', balances: [] }] });
  ledgerA = (await systemCtx(t.deps.db, tenantA, (ctx) => getCashBook(ctx, { year: 2025 }))).ledgerId;
  ledgerB = (await systemCtx(t.deps.db, tenantB, (ctx) => getCashBook(ctx, { year: 2025 }))).ledgerId;
});
afterAll(() => t.close());

const inA = <T>(fn: Parameters<typeof systemCtx<T>>[2]) => systemCtx(t.deps.db, tenantA, fn);
const inB = <T>(fn: Parameters<typeof systemCtx<T>>[2]) => systemCtx(t.deps.db, tenantB, fn);
const pdf = Buffer.from('%PDF-1.4 bon');

describe('the cash-book service', () => {
  it('closes a day by denomination: the difference is booked, the day is closed, the next day is open', async () => {
    await inA((ctx) =>
      createCashBookEntry(ctx, { ledgerId: ledgerA, entryDate: '2025-05-02', description: 'Verkoop', direction: 'in', amount: '25.00' }),
    );
    const closed = await inA((ctx) =>
      closeCashBookDay(ctx, {
        ledgerId: ledgerA,
        day: '2025-05-02',
        denominations: { '20': 1, '10': 1, '2': 2 },
        reason: 'Fooi in de kas',
      }),
    );
    expect(closed).toMatchObject({
      bookBalance: '35.00',
      counted: '34.00',
      difference: '-1.00',
      denominations: { '20': 1, '10': 1, '2': 2 },
    });
    const book = await inA((ctx) => getCashBook(ctx, { year: 2025, fromMonth: 5, toMonth: 5 }));
    expect(book.closingBalance).toBe('34.00');
    expect(book.entries.every((e) => e.closed)).toBe(true);
    const later = await inA((ctx) =>
      createCashBookEntry(ctx, { ledgerId: ledgerA, entryDate: '2025-05-03', description: 'Correctie', direction: 'in', amount: '1.00' }),
    );
    expect(later.closed).toBe(false);
  });

  it('tenant B cannot change, delete or read the receipt of A’s entry, nor close a day of A’s ledger; A’s book is unchanged', async () => {
    const entry = await inA((ctx) =>
      createCashBookEntry(ctx, {
        ledgerId: ledgerA,
        entryDate: '2025-06-02',
        description: 'Bon',
        kind: 'expense',
        direction: 'out',
        amount: '5.00',
      }),
    );
    await inA((ctx) => saveCashBookReceipt(ctx, entry.id, { filename: 'bon.pdf', data: pdf }));
    const before = await inA((ctx) => getCashBook(ctx, { year: 2025 }));
    const notFound = { key: 'cashBook.entryNotFound' };
    await expect(inB((ctx) => updateCashBookEntry(ctx, entry.id, { amount: '500' }))).rejects.toMatchObject(notFound);
    await expect(inB((ctx) => deleteCashBookEntry(ctx, entry.id))).rejects.toMatchObject(notFound);
    await expect(inB((ctx) => getCashBookReceipt(ctx, entry.id))).rejects.toMatchObject(notFound);
    await expect(inB((ctx) => saveCashBookReceipt(ctx, entry.id, { filename: 'x.pdf', data: pdf }))).rejects.toMatchObject(notFound);
    await expect(inB((ctx) => closeCashBookDay(ctx, { ledgerId: ledgerA, day: '2025-06-02', counted: '0' }))).rejects.toMatchObject({
      key: 'cashBook.unknownLedger',
    });
    expect(await inA((ctx) => getCashBook(ctx, { year: 2025 }))).toEqual(before);
    expect((await inA((ctx) => getCashBookReceipt(ctx, entry.id))).content.equals(pdf)).toBe(true);
    expect((await inB((ctx) => getCashBook(ctx, { ledgerId: ledgerB, year: 2025 }))).entries).toEqual([]);
  });
});
