import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, putSettings, type Res } from '../orders/order-test-kit';

type Entry = { id: string; entryDate: string; amount: string; balance: string; kind: string; hasReceipt: boolean; closed: boolean };
type Book = { ledgers: Array<{ id: string }>; closingBalance: string; entries: Entry[]; lastClosedDay: string | null; dayCloses: object[] };

let t: TestApp;
let admin: string;
let other: string;
let call: ReturnType<typeof caller>;
let kassa: string;

const book = (res: Res) => res.json() as unknown as Book;
const keyOf = (res: Res) => (res.json().error as unknown as { key: string }).key;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function upload(token: string, id: string, file: Buffer, filename = 'bon.png') {
  const boundary = '----wbreceipt';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/cash-book/entries/${id}/receipt`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  await putSettings(t, admin, 'cash-book', {
    ledgers: [{ name: 'Kassa', code: 'K1', balances: [{ year: 2025, openingBalance: '100.00' }] }],
  });
  kassa = book(await call(admin, 'GET', '/cash-book?year=2025')).ledgers[0]?.id ?? '';
});
afterAll(() => t.close());

const add = (payload: object, token = admin) => call(token, 'POST', '/cash-book/entries', { ledgerId: kassa, ...payload });
const march = async () => book(await call(admin, 'GET', `/cash-book?ledgerId=${kassa}&year=2025&fromMonth=3&toMonth=3`));

describe('cash-book expenses, receipts and day closings', () => {
  it('enters an expense and a bank deposit as cash out, with a receipt photo', async () => {
    const expense = await add({ entryDate: '2025-03-03', description: 'Schoonmaakmiddel', kind: 'expense', direction: 'in', amount: '20' });
    expect(expense.statusCode, expense.body).toBe(201);
    const id = (expense.json() as unknown as Entry).id;
    expect(expense.json()).toMatchObject({ amount: '-20.00', kind: 'expense', hasReceipt: false });
    const deposit = await add({ entryDate: '2025-03-03', description: 'Naar de bank', kind: 'deposit', direction: 'out', amount: '50' });
    expect(deposit.json()).toMatchObject({ amount: '-50.00', kind: 'deposit' });

    const saved = await upload(admin, id, png);
    expect(saved.statusCode, saved.body).toBe(204);
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/cash-book/entries/${id}/receipt`, headers: bearer(admin) });
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'image/png']);
    expect(got.rawPayload.equals(png)).toBe(true);
    expect((await march()).entries.find((e) => e.id === id)?.hasReceipt).toBe(true);

    const text = await upload(admin, id, Buffer.from('not a photo'), 'bon.txt');
    expect([text.statusCode, keyOf(text)]).toEqual([400, 'cashBook.receiptType']);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cash-book/entries/${(deposit.json() as unknown as Entry).id}/receipt`,
      headers: bearer(admin),
    });
    expect([none.statusCode, keyOf(none)]).toEqual([404, 'cashBook.receiptNotFound']);
  });

  it('closes a day with a counted difference and its reason; the day no longer changes, a later day takes the correction', async () => {
    // Book on 3 March: 100 opening − 20 − 50 = 30.00.
    const both = await call(admin, 'POST', '/cash-book/close-day', {
      ledgerId: kassa,
      day: '2025-03-03',
      counted: '1',
      denominations: { '10': 1 },
    });
    expect([both.statusCode, keyOf(both)]).toEqual([400, 'cashBook.countOneWay']);
    const count = { ledgerId: kassa, day: '2025-03-03', denominations: { '20': 1, '5': 1, '2': 2, '0.50': 1 } };
    const noReason = await call(admin, 'POST', '/cash-book/close-day', count);
    expect([noReason.statusCode, keyOf(noReason)]).toEqual([400, 'cashBook.reasonRequired']);
    const future = await call(admin, 'POST', '/cash-book/close-day', { ledgerId: kassa, day: '2099-01-01', counted: '0' });
    expect([future.statusCode, keyOf(future)]).toEqual([409, 'cashBook.dayInFuture']);

    const closed = await call(admin, 'POST', '/cash-book/close-day', { ...count, reason: 'Wisselgeld fout teruggegeven' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      bookBalance: '30.00',
      counted: '29.50',
      difference: '-0.50',
      reason: 'Wisselgeld fout teruggegeven',
    });
    const after = await march();
    expect(after.lastClosedDay).toBe('2025-03-03');
    expect(after.closingBalance).toBe('29.50');
    expect(after.entries.find((e) => e.kind === 'difference')).toMatchObject({ amount: '-0.50', closed: true });
    expect(after.dayCloses).toHaveLength(1);

    const entryId = after.entries[0]?.id ?? '';
    const late = await add({ entryDate: '2025-03-02', description: 'Te laat', direction: 'in', amount: '5' });
    expect([late.statusCode, keyOf(late)]).toEqual([409, 'cashBook.dayClosed']);
    const patch = await call(admin, 'PATCH', `/cash-book/entries/${entryId}`, { amount: '25' });
    expect([patch.statusCode, keyOf(patch)]).toEqual([409, 'cashBook.dayClosed']);
    expect((await call(admin, 'DELETE', `/cash-book/entries/${entryId}`)).statusCode).toBe(409);
    expect((await upload(admin, entryId, png)).statusCode).toBe(409);
    const again = await call(admin, 'POST', '/cash-book/close-day', { ledgerId: kassa, day: '2025-03-01', counted: '0' });
    expect([again.statusCode, keyOf(again)]).toEqual([409, 'cashBook.dayAlreadyClosed']);

    const correction = await add({ entryDate: '2025-03-04', description: 'Correctie 3 maart', direction: 'in', amount: '0.50' });
    expect(correction.statusCode).toBe(201);
    const even = await call(admin, 'POST', '/cash-book/close-day', { ledgerId: kassa, day: '2025-03-04', counted: '30' });
    expect(even.json()).toMatchObject({ difference: '0.00', reason: '' });
  });

  it('exports a month as a PDF for the accountant', async () => {
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/cash-book/pdf?ledgerId=${kassa}&month=2025-03`, headers: bearer(admin) });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await call(admin, 'GET', `/cash-book/pdf?ledgerId=${kassa}&month=2025-13`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 to another tenant reading or replacing a receipt, and changes nothing', async () => {
    const entryId = (await march()).entries.find((e) => e.hasReceipt)?.id ?? '';
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/cash-book/entries/${entryId}/receipt`, headers: bearer(other) });
    expect([read.statusCode, keyOf(read)]).toEqual([404, 'cashBook.entryNotFound']);
    const write = await upload(other, entryId, Buffer.from('%PDF-1.4 other'), 'x.pdf');
    expect(write.statusCode).toBe(404);
    const closeDay = await call(other, 'POST', '/cash-book/close-day', { ledgerId: kassa, day: '2025-03-05', counted: '0' });
    expect(closeDay.statusCode).toBeGreaterThanOrEqual(400);
    expect(closeDay.statusCode).toBeLessThan(500);
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/cash-book/entries/${entryId}/receipt`, headers: bearer(admin) });
    expect(mine.rawPayload.equals(png)).toBe(true);
    expect((await march()).lastClosedDay).toBe('2025-03-04');
  });
});
