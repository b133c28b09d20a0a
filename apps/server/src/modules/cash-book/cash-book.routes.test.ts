import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, fieldErrors, putSettings, type Res } from '../orders/order-test-kit';

type Entry = {
  id: string;
  entryDate: string;
  amount: string;
  balance: string;
  source: string;
  closed: boolean;
  invoiceNumber: string | null;
};
type Book = {
  ledgerId: string;
  ledgers: Array<{ id: string; name: string }>;
  year: number;
  openingBalance: string;
  periodOpening: string;
  totalIn: string;
  totalOut: string;
  closingBalance: string;
  entries: Entry[];
  closedMonths: string[];
};

let t: TestApp;
let admin: string;
let other: string;
let call: ReturnType<typeof caller>;
let kassa: string;
let safe: string;

const book = (res: Res) => res.json() as unknown as Book;
const errorOf = (res: Res) => res.json().error as unknown as { code: string; key: string; message: string };
const entry = (res: Res) => res.json() as unknown as Entry;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  await putSettings(t, admin, 'cash-book', {
    ledgers: [
      { name: 'Kassa winkel', code: 'K1', balances: [{ year: 2025, openingBalance: '250.00' }] },
      { name: 'Kluis', code: 'K2', balances: [] },
    ],
  });
  const ledgers = book(await call(admin, 'GET', '/cash-book?year=2025')).ledgers;
  kassa = ledgers[0]?.id ?? '';
  safe = ledgers[1]?.id ?? '';
});
afterAll(() => t.close());

const add = async (payload: object, token = admin) => call(token, 'POST', '/cash-book/entries', { ledgerId: kassa, ...payload });

describe('the cash book', () => {
  it('keeps a running balance from the year’s opening balance, per ledger, with a period and a CSV', async () => {
    expect(
      (await add({ entryDate: '2025-01-10', description: 'Verkoop toonbank', direction: 'in', amount: '120,50', vatRate: 9 })).statusCode,
    ).toBe(201);
    const out = await add({ entryDate: '2025-02-03', description: 'Afgestort bij de bank', direction: 'out', amount: '300' });
    expect(out.statusCode, out.body).toBe(201);
    expect(entry(out)).toMatchObject({ amount: '-300.00', balance: '70.50', source: 'manual' });
    await add({ entryDate: '2025-02-20', description: 'Koffie en melk', direction: 'out', amount: '12.30', vatRate: 9 });
    await call(admin, 'POST', '/cash-book/entries', {
      ledgerId: safe,
      entryDate: '2025-01-05',
      description: 'Wisselgeld',
      direction: 'in',
      amount: '50',
    });
    const year = book(await call(admin, 'GET', '/cash-book?year=2025'));
    expect(year).toMatchObject({
      ledgerId: kassa,
      openingBalance: '250.00',
      totalIn: '120.50',
      totalOut: '312.30',
      closingBalance: '58.20',
    });
    expect(year.entries.map((e) => e.balance)).toEqual(['370.50', '70.50', '58.20']);
    const february = book(await call(admin, 'GET', '/cash-book?year=2025&fromMonth=2&toMonth=2'));
    expect(february.periodOpening).toBe('370.50');
    expect(february.entries).toHaveLength(2);
    expect(book(await call(admin, 'GET', `/cash-book?year=2025&ledgerId=${safe}`))).toMatchObject({
      openingBalance: '0.00',
      closingBalance: '50.00',
    });
    const csv = await call(admin, 'GET', '/cash-book/export?year=2025&numbers=nl');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(';Opening balance;;;;;;;250,00');
    expect(csv.body).toContain('2025-02-03;Afgestort bij de bank;;manual;other;;;300,00;70,50');
  });

  it('refuses bad input with keyed field messages', async () => {
    const bad = await add({ entryDate: 'gisteren', description: '', direction: 'in', amount: '0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(['amount', 'description', 'entryDate']);
    const unknown = await call(admin, 'POST', '/cash-book/entries', {
      ledgerId: '00000000-0000-7000-8000-000000000000',
      entryDate: '2025-03-01',
      description: 'x',
      direction: 'in',
      amount: '1',
    });
    expect([unknown.statusCode, errorOf(unknown).key]).toEqual([400, 'cashBook.unknownLedger']);
  });

  it('closes a month: its balance is kept and its entries cannot be changed, added or deleted', async () => {
    const march = entry(await add({ entryDate: '2025-03-04', description: 'Verkoop markt', direction: 'in', amount: '40' }));
    const closed = await call(admin, 'POST', '/cash-book/close', { ledgerId: kassa, month: '2025-03' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ month: '2025-03', closingBalance: '98.20' });
    const again = await call(admin, 'POST', '/cash-book/close', { ledgerId: kassa, month: '2025-03' });
    expect([again.statusCode, errorOf(again).key]).toEqual([409, 'cashBook.alreadyClosed']);
    const late = await add({ entryDate: '2025-03-20', description: 'Vergeten bon', direction: 'out', amount: '5' });
    expect([late.statusCode, errorOf(late).message]).toEqual([
      409,
      '2025-03 is closed for this ledger; book a correcting entry in a later month',
    ]);
    expect((await call(admin, 'PATCH', `/cash-book/entries/${march.id}`, { amount: '41' })).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/cash-book/entries/${march.id}`)).statusCode).toBe(409);
    const future = await call(admin, 'POST', '/cash-book/close', { ledgerId: kassa, month: '2099-01' });
    expect([future.statusCode, errorOf(future).key]).toEqual([409, 'cashBook.closeInFuture']);
    const list = book(await call(admin, 'GET', '/cash-book?year=2025'));
    expect(list.closedMonths).toEqual(['2025-03']);
    expect(list.entries.find((e) => e.id === march.id)?.closed).toBe(true);
    // The safe's March is still open.
    expect(
      (
        await call(admin, 'POST', '/cash-book/entries', {
          ledgerId: safe,
          entryDate: '2025-03-20',
          description: 'x',
          direction: 'in',
          amount: '1',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('edits and deletes an entry of an open month', async () => {
    const made = entry(await add({ entryDate: '2025-04-02', description: 'Bon', direction: 'out', amount: '10' }));
    const edited = await call(admin, 'PATCH', `/cash-book/entries/${made.id}`, { amount: '12.5', description: 'Bon schoonmaak' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(entry(edited).amount).toBe('-12.50');
    expect((await call(admin, 'DELETE', `/cash-book/entries/${made.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/cash-book/entries/${made.id}`)).statusCode).toBe(404);
  });

  it('shows a cash payment registered on an invoice in the first ledger, linked to its invoice', async () => {
    const account = await createAccount(t, admin, { companyName: 'Contant Betaler' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const created = await call(admin, 'POST', '/invoices', {
      accountId: account.id,
      invoiceDate: today,
      lines: [{ description: 'Levering', quantity: '1', price: '42.00', vatRate: 0 }],
    });
    const invoiceId = (created.json() as unknown as { id: string }).id;
    const final = (await call(admin, 'POST', `/invoices/${invoiceId}/finalise`, {})).json() as unknown as { invoiceNumber: string };
    const paid = await call(admin, 'POST', '/payments', {
      amount: '42.00',
      paymentDate: today,
      method: 'cash',
      reference: 'Contant aan de deur',
      allocations: [{ invoiceId, amount: '42.00' }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const year = Number(today.slice(0, 4));
    const first = book(await call(admin, 'GET', `/cash-book?year=${year}`));
    const row = first.entries.find((e) => e.source === 'payment');
    expect(row).toMatchObject({ entryDate: today, amount: '42.00', invoiceNumber: final.invoiceNumber, closed: true });
    expect(book(await call(admin, 'GET', `/cash-book?year=${year}&ledgerId=${safe}`)).entries.some((e) => e.source === 'payment')).toBe(
      false,
    );
  });

  it('answers 404 to another tenant changing or deleting an entry, and shows it nothing', async () => {
    const made = entry(await add({ entryDate: '2025-05-02', description: 'Geheim', direction: 'in', amount: '7' }));
    expect((await call(other, 'PATCH', `/cash-book/entries/${made.id}`, { amount: '1' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/cash-book/entries/${made.id}`)).statusCode).toBe(404);
    // Tenant B has no ledgers of its own; A's ledger is not one of B's.
    const read = await call(other, 'GET', `/cash-book?year=2025&ledgerId=${kassa}`);
    expect(read.statusCode).toBeGreaterThanOrEqual(400);
    const posted = await call(other, 'POST', '/cash-book/entries', {
      ledgerId: kassa,
      entryDate: '2025-05-03',
      description: 'x',
      direction: 'in',
      amount: '1',
    });
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
    const after = book(await call(admin, 'GET', '/cash-book?year=2025&fromMonth=5&toMonth=5'));
    expect(after.entries.map((e) => [e.id, e.amount])).toEqual([[made.id, '7.00']]);
  });
});
