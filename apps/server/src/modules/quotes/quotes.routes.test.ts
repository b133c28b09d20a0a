import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, fieldErrors, putSettings, type Res, signInAs } from '../orders/order-test-kit';
import { quoteExpiryHandler } from './quote-expiry.job';

type Line = { id: string; itemId: string; amount: string; price: string; discount: string; lineNet: string };
type Quote = {
  id: string;
  quoteNumber: string;
  quoteDate: string;
  validUntil: string;
  status: string;
  version: number;
  totals: { net: string; vat: string; gross: string };
  lines: Line[];
  sentTo: string | null;
  order: { id: string; orderNumber: string } | null;
  account: { id: string };
};

let t: TestApp;
let admin: string;
let other: string;
let guest: string;
let tenantA: string;
let call: ReturnType<typeof caller>;
let account: { id: string };
let cheese: { id: string };
let milk: { id: string };

const quote = (res: Res) => res.json() as unknown as Quote;
const errorOf = (res: Res) => res.json().error as unknown as { code: string; key: string; message: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  guest = await signInAs(t, tenantA, 'guest');
  account = await createAccount(t, admin, { companyName: 'Bakkerij Offerte', email: 'inkoop@bakkerij-offerte.example.com' });
  cheese = await createItem(t, admin, { name: 'Goudse kaas oud', unit: 'kg', price: '12.50', vatRate: 9 });
  milk = await createItem(t, admin, { name: 'Karnemelk', unit: 'fles', price: '1.20', vatRate: 9 });
});
afterAll(() => t.close());

const create = async (payload: object = {}) => {
  const res = await call(admin, 'POST', '/quotes', {
    accountId: account.id,
    quoteDate: '2026-03-02',
    validUntil: '2099-12-31',
    lines: [
      { itemId: cheese.id, amount: '10' },
      { itemId: milk.id, amount: '24', price: '1.10', discount: '10' },
    ],
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return quote(res);
};
const send = async (id: string) => {
  const res = await call(admin, 'POST', `/quotes/${id}/send`, { skipEmail: true });
  expect(res.statusCode, res.body).toBe(200);
  return quote(res);
};

describe('quotes', () => {
  it('creates a draft numbered by the quote series (QUO-…), priced and totalled as an order', async () => {
    const made = await create();
    expect(made).toMatchObject({ quoteNumber: expect.stringMatching(/^QUO-\d+$/), status: 'draft', version: 1, order: null });
    expect(made.lines.map((l) => [l.amount, l.price, l.discount, l.lineNet])).toEqual([
      ['10.0000', '12.5000', '0.00', '125.00'],
      ['24.0000', '1.1000', '10.00', '23.76'],
    ]);
    // 148.76 net at 9 %: 13.39 VAT.
    expect([made.totals.net, made.totals.vat, made.totals.gross]).toEqual(['148.76', '13.39', '162.15']);
    const next = await create();
    expect(Number(next.quoteNumber.slice(4))).toBe(Number(made.quoteNumber.slice(4)) + 1);
    const defaults = await create({ quoteDate: '2026-05-01', validUntil: undefined });
    expect(defaults.validUntil).toBe('2026-05-31');
  });

  it('lists with search, filters by status, account and period, sorting, and a CSV export', async () => {
    const made = await create({ quoteDate: '2026-04-20' });
    const list = async (query: string) =>
      ((await call(admin, 'GET', `/quotes?${query}`)).json() as unknown as { items: Array<{ id: string }> }).items.map((i) => i.id);
    expect(await list(`q=${made.quoteNumber}`)).toEqual([made.id]);
    expect(await list('q=bakkerij offerte')).toContain(made.id);
    expect(await list('q=karnemelk')).toContain(made.id);
    expect(await list('q=nergens-te-vinden')).toEqual([]);
    expect(await list('from=2026-04-19&to=2026-04-21')).toEqual([made.id]);
    expect(await list('status=sent')).not.toContain(made.id);
    expect(await list(`accountId=${account.id}&status=draft&sort=-quoteNumber`)).toContain(made.id);
    expect((await call(admin, 'GET', '/quotes?sort=nonsense')).statusCode).toBe(400);
    const csv = await call(admin, 'GET', `/quotes/export?q=${made.quoteNumber}&numbers=nl`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${made.quoteNumber};Bakkerij Offerte;draft;2026-04-20;2099-12-31;2;148,76;162,15`);
  });

  it('refuses bad input with keyed field messages and writes nothing', async () => {
    const count = async () => ((await call(admin, 'GET', '/quotes')).json() as unknown as { total: number }).total;
    const before = await count();
    const empty = await call(admin, 'POST', '/quotes', { accountId: account.id, lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual({ lines: 'At least one line is required' });
    const dates = await call(admin, 'POST', '/quotes', {
      accountId: 'nope',
      quoteDate: '2026-03-02',
      validUntil: '2026-03-01',
      lines: [{ itemId: milk.id, amount: '0' }],
    });
    expect(dates.statusCode).toBe(400);
    expect(fieldErrors(dates)).toMatchObject({
      accountId: 'Choose a customer first',
      validUntil: 'The valid-until date cannot be before the quote date',
    });
    const foreignItem = await createItem(t, other, { name: 'Ander artikel' });
    const refused = await call(admin, 'POST', '/quotes', { accountId: account.id, lines: [{ itemId: foreignItem.id, amount: '1' }] });
    expect(refused.statusCode).toBe(400);
    const foreignAccount = await createAccount(t, other, { companyName: 'Vreemde klant' });
    expect(
      (await call(admin, 'POST', '/quotes', { accountId: foreignAccount.id, lines: [{ itemId: milk.id, amount: '1' }] })).statusCode,
    ).toBe(404);
    expect(await count()).toBe(before);
  });

  it('lets a guest read but not write', async () => {
    const made = await create();
    expect((await call(guest, 'GET', `/quotes/${made.id}`)).statusCode).toBe(200);
    expect((await call(guest, 'POST', '/quotes', { accountId: account.id, lines: [{ itemId: milk.id, amount: '1' }] })).statusCode).toBe(
      403,
    );
    expect((await call(guest, 'POST', `/quotes/${made.id}/send`, { skipEmail: true })).statusCode).toBe(403);
    expect((await call(guest, 'DELETE', `/quotes/${made.id}`)).statusCode).toBe(403);
  });

  it('answers 404 to another tenant for read, change, send, accept, decline, PDF and delete, and changes nothing', async () => {
    const made = await create();
    const paths: Array<['GET' | 'PATCH' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', `/quotes/${made.id}`],
      ['GET', `/quotes/${made.id}/pdf`],
      ['GET', `/quotes/${made.id}/email`],
      ['PATCH', `/quotes/${made.id}`, { version: 1, notes: 'gekaapt' }],
      ['POST', `/quotes/${made.id}/send`, { skipEmail: true }],
      ['POST', `/quotes/${made.id}/accept`],
      ['POST', `/quotes/${made.id}/decline`],
      ['DELETE', `/quotes/${made.id}`],
    ];
    for (const [method, path, payload] of paths) {
      const res = await call(other, method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(((await call(other, 'GET', `/quotes?q=${made.quoteNumber}`)).json() as unknown as { total: number }).total).toBe(0);
    expect(quote(await call(admin, 'GET', `/quotes/${made.id}`))).toEqual(made);
  });

  it('edits with its version, deletes only a draft, and refuses the moves the status does not allow (409, keyed)', async () => {
    const made = await create();
    const edited = await call(admin, 'PATCH', `/quotes/${made.id}`, {
      version: 1,
      notes: 'Prijzen excl. bezorging',
      lines: [{ id: made.lines[0]?.id, itemId: cheese.id, amount: '4' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(quote(edited)).toMatchObject({ version: 2, totals: { net: '50.00' }, lines: [{ id: made.lines[0]?.id, amount: '4.0000' }] });
    const stale = await call(admin, 'PATCH', `/quotes/${made.id}`, { version: 1, notes: 'oud' });
    expect([stale.statusCode, errorOf(stale).key]).toEqual([409, 'quotes.stale']);
    const accepted = await call(admin, 'POST', `/quotes/${made.id}/accept`);
    expect([accepted.statusCode, errorOf(accepted).key]).toEqual([409, 'quotes.notAcceptable']);
    const declined = await call(admin, 'POST', `/quotes/${made.id}/decline`);
    expect([declined.statusCode, errorOf(declined).message]).toEqual([409, 'Only a sent quote can be declined']);
    await send(made.id);
    const deleted = await call(admin, 'DELETE', `/quotes/${made.id}`);
    expect([deleted.statusCode, errorOf(deleted).key]).toEqual([409, 'quotes.notDeletable']);
    expect(quote(await call(admin, 'POST', `/quotes/${made.id}/decline`)).status).toBe('declined');
    const resend = await call(admin, 'POST', `/quotes/${made.id}/send`, { skipEmail: true });
    expect([resend.statusCode, errorOf(resend).key]).toEqual([409, 'quotes.notSendable']);
    const change = await call(admin, 'PATCH', `/quotes/${made.id}`, { version: 4, notes: 'te laat' });
    expect([change.statusCode, errorOf(change).key]).toEqual([409, 'quotes.notEditable']);
    const draft = await create();
    expect((await call(admin, 'DELETE', `/quotes/${draft.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/quotes/${draft.id}`)).statusCode).toBe(404);
  });

  it('sends with the quote template (text and HTML) and the PDF through the outbox', async () => {
    const made = await create();
    const draft = await call(admin, 'GET', `/quotes/${made.id}/email`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ to: 'inkoop@bakkerij-offerte.example.com', subject: expect.stringContaining(made.quoteNumber) });
    const res = await call(admin, 'POST', `/quotes/${made.id}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(quote(res)).toMatchObject({ status: 'sent', sentTo: 'inkoop@bakkerij-offerte.example.com' });
    const rows = await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
      tx.selectFrom('mailOutbox').selectAll().where('tenantId', '=', tenantA).where('purpose', '=', 'quote').execute(),
    );
    const mail = rows.find((r) => r.subject.includes(made.quoteNumber));
    expect(mail?.toAddress).toBe('inkoop@bakkerij-offerte.example.com');
    expect(mail?.textBody).toContain(made.quoteNumber);
    expect(mail?.htmlBody).toContain(`<strong>${made.quoteNumber}</strong>`);
    expect(mail?.attachments[0]?.filename).toBe(`${made.quoteNumber}.pdf`);
    const pdf = Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints the PDF with the settings’ header and columns, in the customer’s language', async () => {
    await putSettings(t, admin, 'quotes', {
      headers: 'Vrijblijvende offerte',
      columns: ['itemNumber', 'name', 'quantity', 'price', 'total'],
    });
    const made = await create();
    const res = await call(admin, 'GET', `/quotes/${made.id}/pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${made.quoteNumber}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('accepts a sent quote into an order in one step: lines and prices carried over, linked both ways', async () => {
    const made = await create();
    await send(made.id);
    const res = await call(admin, 'POST', `/quotes/${made.id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as unknown as { quote: Quote; orderId: string; orderNumber: string };
    expect(result.quote).toMatchObject({ status: 'accepted', order: { id: result.orderId, orderNumber: result.orderNumber } });
    const order = (await call(admin, 'GET', `/orders/${result.orderId}`)).json() as unknown as {
      account: { id: string };
      lines: Line[];
      totals: { gross: string };
    };
    expect(order.account.id).toBe(account.id);
    expect(order.lines.map((l) => [l.itemId, l.amount, l.price, l.discount, l.lineNet])).toEqual(
      made.lines.map((l) => [l.itemId, l.amount, l.price, l.discount, l.lineNet]),
    );
    expect(order.totals.gross).toBe(made.totals.gross);
    const link = await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
      tx.selectFrom('salesOrder').select('quoteId').where('tenantId', '=', tenantA).where('id', '=', result.orderId).executeTakeFirst(),
    );
    expect(link?.quoteId).toBe(made.id);
    const again = await call(admin, 'POST', `/quotes/${made.id}/accept`);
    expect([again.statusCode, errorOf(again).key]).toEqual([409, 'quotes.notAcceptable']);
  });

  it('refuses to accept a quote for a blocked account (the order rule), and makes no order', async () => {
    const blocked = await createAccount(t, admin, { companyName: 'Wanbetaler Offerte B.V.' });
    const made = await create({ accountId: blocked.id });
    await send(made.id);
    expect((await call(admin, 'POST', `/accounts/${blocked.id}/block`, { reason: 'Drie facturen open' })).statusCode).toBe(200);
    const orders = async () => ((await call(admin, 'GET', `/orders?accountId=${blocked.id}`)).json() as unknown as { total: number }).total;
    const res = await call(admin, 'POST', `/quotes/${made.id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      key: 'quotes.accountBlocked',
      message: 'This customer is blocked (Drie facturen open); the quote cannot be accepted',
    });
    expect(await orders()).toBe(0);
    expect(quote(await call(admin, 'GET', `/quotes/${made.id}`)).status).toBe('sent');
  });

  it('expires sent quotes past their validity date (the daily job), which then cannot be accepted', async () => {
    const old = await create({ quoteDate: '2026-01-05', validUntil: '2026-01-20' });
    await send(old.id);
    const stillValid = await create({ quoteDate: '2026-01-05', validUntil: '2026-02-20' });
    await send(stillValid.id);
    const early = await call(admin, 'POST', `/quotes/${old.id}/accept`);
    expect([early.statusCode, errorOf(early).key]).toEqual([409, 'quotes.expiredNotAcceptable']);
    await quoteExpiryHandler(t.deps.db, { info: () => {} }, () => '2026-02-01')({} as never);
    expect(quote(await call(admin, 'GET', `/quotes/${old.id}`)).status).toBe('expired');
    expect(quote(await call(admin, 'GET', `/quotes/${stillValid.id}`)).status).toBe('sent');
    const late = await call(admin, 'POST', `/quotes/${old.id}/accept`);
    expect([late.statusCode, errorOf(late).key]).toEqual([409, 'quotes.notAcceptable']);
  });
});
