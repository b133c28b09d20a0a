import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount } from '../orders/order-test-kit';

let t: TestApp;
let admin: string;
let other: string;
let call: ReturnType<typeof caller>;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const sample = (name: string) => readFileSync(new URL(`./statements/samples/${name}`, import.meta.url), 'utf8');
type Statement = {
  id: string;
  lineCount: number;
  newLineCount: number;
  lines: Array<{
    id: string;
    status: string;
    matchReason: string | null;
    amount: string;
    proposed: Array<{ invoiceNumber: string; amount: string }>;
  }>;
};
let invoices: Array<{ id: string; invoiceNumber: string }> = [];

async function finalInvoice(accountId: string, gross: string) {
  const created = await call(admin, 'POST', '/invoices', {
    accountId,
    invoiceDate: today,
    lines: [{ description: 'Levering', quantity: '1', price: gross, vatRate: 0 }],
  });
  const id = (created.json() as unknown as { id: string }).id;
  return (await call(admin, 'POST', `/invoices/${id}/finalise`, {})).json() as unknown as { id: string; invoiceNumber: string };
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  // The samples' accounts are the company's own (its second and its old account).
  const bulk = (await call(admin, 'GET', '/settings/bulk')).json() as unknown as { companyDetails: Record<string, unknown> };
  const { logoUrl: _logo, ...details } = bulk.companyDetails;
  const saved = await call(admin, 'PUT', '/settings/company-details', {
    ...details,
    iban2: 'NL44RABO0123456789',
    bankAccount: 'NL20INGB0001234567',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const account = await createAccount(t, admin, { companyName: 'Bakkerij Van Dam', iban: 'NL91ABNA0417164300' });
  // INV-1000 is named in the text; INV-1001 is found by amount and IBAN.
  invoices = [await finalInvoice(account.id, '121.00'), await finalInvoice(account.id, '50.00')];
});
afterAll(() => t.close());

describe('bank statement import', () => {
  it('proposes matches with their reason; confirming registers the payments and the invoices become paid', async () => {
    expect(invoices.map((i) => i.invoiceNumber)).toEqual(['INV-1000', 'INV-1001']);
    const res = await call(admin, 'POST', '/bank-statements', { fileName: 'rabo.xml', content: sample('rabobank.camt053.xml') });
    expect(res.statusCode, res.body).toBe(201);
    const statement = res.json() as unknown as Statement;
    expect(statement).toMatchObject({ lineCount: 4, newLineCount: 4 });
    expect(statement.lines.map((l) => [l.status, l.matchReason])).toEqual([
      ['proposed', 'invoice_number'],
      ['proposed', 'amount_iban'],
      ['unmatched', null],
      ['debit', null],
    ]);
    expect(statement.lines[1]?.proposed).toMatchObject([{ invoiceNumber: 'INV-1001', amount: '50.00' }]);

    const proposed = statement.lines.filter((l) => l.status === 'proposed');
    const confirm = await call(admin, 'POST', `/bank-statements/${statement.id}/confirm`, {
      lines: proposed.map((l) => ({ lineId: l.id })),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ confirmed: 2 });
    for (const invoice of invoices) {
      const view = (await call(admin, 'GET', `/invoices/${invoice.id}`)).json() as unknown as { status: string };
      expect(view.status).toBe('paid');
    }
    const again = await call(admin, 'POST', `/bank-statements/${statement.id}/confirm`, { lines: [{ lineId: proposed[0]?.id }] });
    expect(again.statusCode).toBe(409);
  });

  it('the same file imported twice is refused and registers nothing twice; an MT940 with the same bank references is another statement', async () => {
    const before = ((await call(admin, 'GET', '/payments')).json() as unknown as { total: number }).total;
    const statements = ((await call(admin, 'GET', '/bank-statements')).json() as unknown[]).length;
    const res = await call(admin, 'POST', '/bank-statements', { fileName: 'rabo.xml', content: sample('rabobank.camt053.xml') });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This file was imported before; nothing was added');
    expect(((await call(admin, 'GET', '/payments')).json() as unknown as { total: number }).total).toBe(before);
    expect(((await call(admin, 'GET', '/bank-statements')).json() as unknown[]).length).toBe(statements);
    const mt = await call(admin, 'POST', '/bank-statements', { fileName: 'ing.sta', content: sample('ing.mt940') });
    expect(mt.statusCode, mt.body).toBe(201);
    expect(mt.json()).toMatchObject({ lineCount: 3, newLineCount: 3, ownAccount: true, balanceMismatch: false });
    const mtAgain = await call(admin, 'POST', '/bank-statements', { fileName: 'ing.sta', content: sample('ing.mt940') });
    expect(mtAgain.statusCode).toBe(409);
    // The same entries in a file that differs elsewhere (its available balance): every entry known, nothing added.
    const content = sample('ing.mt940').replace(':64:C260313EUR1159,00', ':64:C260313EUR1000,00');
    const rewritten = await call(admin, 'POST', '/bank-statements', { fileName: 'ing.sta', content });
    expect(rewritten.statusCode).toBe(409);
    expect(rewritten.json().error.message).toBe('Every entry of this file was imported before; nothing was added');
  });

  it('a malformed file is refused with the line and reason, and nothing is stored', async () => {
    const count = ((await call(admin, 'GET', '/bank-statements')).json() as unknown[]).length;
    expect(count).toBeGreaterThan(0);
    const res = await call(admin, 'POST', '/bank-statements', { content: ':20:X\r\n:25:NL20INGB0001234567\r\n:61:bogus\r\n' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This file is not a camt.053 or MT940 statement: line 3: A :61: line is not "YYMMDD[MMDD]C|D amount,decimals type reference"',
    );
    expect(((await call(admin, 'GET', '/bank-statements')).json() as unknown[]).length).toBe(count);
  });

  it('another tenant cannot see or confirm the statement', async () => {
    const listed = await call(admin, 'GET', '/bank-statements');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json() as unknown as Array<{ id: string }>;
    const id = list[list.length - 1]?.id ?? '';
    expect((await call(other, 'GET', `/bank-statements/${id}`)).statusCode).toBe(404);
    expect(((await call(other, 'GET', '/bank-statements')).json() as unknown[]).length).toBe(0);
    const mine = (await call(admin, 'GET', `/bank-statements/${id}`)).json() as unknown as Statement;
    const line = mine.lines.find((l) => l.status === 'unmatched' || l.status === 'proposed');
    const res = await call(other, 'POST', `/bank-statements/${id}/confirm`, {
      lines: [{ lineId: line?.id ?? '00000000-0000-7000-8000-000000000000' }],
    });
    expect(res.statusCode, res.body).toBe(404);
  });
});
