import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, fieldErrors, putSettings, type Res, signInAs } from '../orders/order-test-kit';
import { extractServedPdfText } from './pdf-text';
import type { InvoiceBody } from './invoice-test-kit';

let t: TestApp;
let admin: string;
let other: string;
let guest: string;
let superAdmin: string;
let call: ReturnType<typeof caller>;
let account: { id: string };
let milk: { id: string; sku: string };

const body = (res: Res) => res.json() as unknown as InvoiceBody;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
  guest = await signInAs(t, login.user.tenantId ?? '', 'guest');
  account = await createAccount(t, admin, { companyName: 'Eetcafé De Zwaan', paymentTerms: 14 });
  milk = await createItem(t, admin, { name: 'Volle melk 1 L', unit: 'fles', price: '1.15', vatRate: 9 });
});
afterAll(() => t.close());

const draft = (payload: object = {}) =>
  call(admin, 'POST', '/invoices', {
    accountId: account.id,
    invoiceDate: '2026-03-01',
    lines: [
      { itemId: milk.id, description: 'Volle melk', quantity: '10', price: '1.15', vatRate: 9 },
      { description: 'Bezorgkosten', quantity: '1', price: '7.50', vatRate: 21 },
    ],
    ...payload,
  });

describe('POST /invoices (draft)', () => {
  it('needs a company user with invoices:write', async () => {
    expect((await call(null, 'POST', '/invoices', {})).statusCode).toBe(401);
    expect((await call(superAdmin, 'POST', '/invoices', {})).statusCode).toBe(403);
    const asGuest = await call(guest, 'POST', '/invoices', {});
    expect(asGuest.statusCode).toBe(403);
  });

  it('refuses an assignee who is no one of the company with 400 (the fuzz found a 500), on create and on save', async () => {
    const nobody = '01900000-0000-7000-8000-000000000000';
    const created = await draft({ assignedTo: nobody });
    expect(created.statusCode).toBe(400);
    expect(fieldErrors(created)).toMatchObject({ assignedTo: 'Choose an employee of this company' });
    const saved = body(await draft());
    const res = await call(admin, 'PATCH', `/invoices/${saved.id}`, { version: saved.version, assignedTo: nobody });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toMatchObject({ assignedTo: 'Choose an employee of this company' });
    const adminId = (await signIn(t.app, 'admin@demo.example.com')).user.id;
    const assigned = await call(admin, 'PATCH', `/invoices/${saved.id}`, { version: saved.version, assignedTo: adminId });
    expect(assigned.statusCode).toBe(200);
  });

  it('refuses a missing account, date and lines, and lines without description or a valid quantity, with field details', async () => {
    const res = await call(admin, 'POST', '/invoices', {});
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toMatchObject({
      accountId: 'Choose an account first',
      invoiceDate: 'Invoice date is required',
      lines: 'At least one line is required',
    });
    const bad = await draft({ lines: [{ description: ' ', quantity: 'abc', price: '1', vatRate: 9 }] });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({
      'lines.0.description': 'Each line needs a description',
      'lines.0.quantity': 'Enter a valid quantity',
    });
    const zero = await draft({ lines: [{ description: 'x', quantity: '0', price: '1', vatRate: 9 }] });
    expect(fieldErrors(zero)).toMatchObject({ 'lines.0.quantity': 'Enter a valid quantity' });
  });

  it('makes a draft without a number, totals from the shared function, due date from the account terms', async () => {
    const res = await draft();
    expect(res.statusCode, res.body).toBe(201);
    const invoice = body(res);
    expect(invoice).toMatchObject({ invoiceNumber: null, status: 'draft', kind: 'invoice', paymentTerms: 14, dueDate: '2026-03-15' });
    expect(invoice.totals).toMatchObject({ net: '19.00', vat: '2.62', gross: '21.62' });
    expect(invoice.lines[0]).toMatchObject({ itemNumber: milk.sku, lineNet: '11.50' });
  });

  it('refuses an item of another tenant as unknown', async () => {
    const foreign = await createItem(t, other, { name: 'Ander artikel' });
    const res = await draft({ lines: [{ itemId: foreign.id, description: 'x', quantity: '1', price: '1', vatRate: 21 }] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toMatchObject({ 'lines.0.itemId': 'Unknown item' });
  });
});

describe('editing, finalising and deleting', () => {
  it('keeps the delivery date and country of a draft, editable until final; refuses a bad date or country', async () => {
    const res = await draft({ deliveryDate: '2026-02-27', deliveryCountry: 'de' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as unknown as InvoiceBody & { deliveryDate: string | null; deliveryCountry: string };
    expect(made).toMatchObject({ deliveryDate: '2026-02-27', deliveryCountry: 'DE' });
    const bad = await draft({ deliveryDate: '27-02-2026', deliveryCountry: 'Germany' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({ deliveryDate: 'Invalid date', deliveryCountry: 'Enter a two-letter country code' });
    const edited = await call(admin, 'PATCH', `/invoices/${made.id}`, { version: made.version, deliveryDate: null, deliveryCountry: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ deliveryDate: null, deliveryCountry: '' });
    const badPatch = await call(admin, 'PATCH', `/invoices/${made.id}`, { version: made.version + 1, deliveryCountry: 'D' });
    expect(badPatch.statusCode).toBe(400);
    const final = body(await call(admin, 'POST', `/invoices/${made.id}/finalise`, {}));
    const late = await call(admin, 'PATCH', `/invoices/${made.id}`, { version: final.version, deliveryDate: '2026-03-01' });
    expect(late.statusCode).toBe(409);
  });

  it('edits a draft under its version, and refuses a stale version', async () => {
    const created = body(await draft());
    const saved = await call(admin, 'PATCH', `/invoices/${created.id}`, {
      version: created.version,
      paymentTerms: 30,
      notes: 'Graag snel',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved)).toMatchObject({ dueDate: '2026-03-31', version: created.version + 1 });
    const stale = await call(admin, 'PATCH', `/invoices/${created.id}`, { version: created.version, notes: 'x' });
    expect(stale.statusCode).toBe(409);
  });

  it('finalises with the next number of the series; a final invoice is neither edited, deleted nor finalised again', async () => {
    const created = body(await draft());
    const res = await call(admin, 'POST', `/invoices/${created.id}/convert-to-invoice`, {});
    expect(res.statusCode, res.body).toBe(200);
    const final = body(res);
    expect(final.invoiceNumber).toMatch(/^INV-\d+$/);
    expect(final).toMatchObject({ status: 'overdue', paymentStatus: 'unpaid', outstandingAmount: '21.62' });
    const edit = await call(admin, 'PATCH', `/invoices/${created.id}`, { version: final.version, notes: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toMatch(/credit note/);
    expect((await call(admin, 'DELETE', `/invoices/${created.id}`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/invoices/${created.id}/finalise`, {})).statusCode).toBe(409);
    const again = body(await call(admin, 'GET', `/invoices/${created.id}`));
    expect(again).toMatchObject({ invoiceNumber: final.invoiceNumber, version: final.version });
  });

  it('answers a repeated finalise with the same Idempotency-Key with the first result, and takes one number', async () => {
    const a = body(await draft());
    const headers = { 'idempotency-key': `fin-${a.id}` };
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invoices/${a.id}/finalise`,
      headers: { ...headers, authorization: `Bearer ${admin}` },
      payload: {},
    });
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invoices/${a.id}/finalise`,
      headers: { ...headers, authorization: `Bearer ${admin}` },
      payload: {},
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().invoiceNumber).toBe(first.json().invoiceNumber);
    const b = body(await draft());
    const next = body(await call(admin, 'POST', `/invoices/${b.id}/finalise`, {}));
    expect(Number(next.invoiceNumber?.slice(4))).toBe(Number(first.json().invoiceNumber.slice(4)) + 1);
    const misuse = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invoices/${a.id}/finalise`,
      headers: { ...headers, authorization: `Bearer ${admin}` },
      payload: { invoiceNumber: 'X-1' },
    });
    expect(misuse.statusCode).toBe(409);
  });

  it('deletes a draft (invoices:delete), and not one of another tenant', async () => {
    const created = body(await draft());
    expect((await call(other, 'DELETE', `/invoices/${created.id}`)).statusCode).toBe(404);
    expect((await call(guest, 'DELETE', `/invoices/${created.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/invoices/${created.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/invoices/${created.id}`)).statusCode).toBe(404);
  });
});

describe('credit notes', () => {
  it('credits part of a line, refuses more than is left, and cancels the invoice when all is credited', async () => {
    const created = body(await draft());
    const final = body(await call(admin, 'POST', `/invoices/${created.id}/finalise`, {}));
    const milkLine = final.lines[0]?.id ?? '';
    const part = await call(admin, 'POST', `/invoices/${final.id}/credit-note`, {
      reason: 'Twee flessen kapot',
      lines: [{ lineId: milkLine, quantity: '2' }],
    });
    expect(part.statusCode, part.body).toBe(201);
    const note = body(part);
    expect(note).toMatchObject({
      kind: 'credit_note',
      paymentStatus: 'unpaid',
      creditedInvoice: { id: final.id, invoiceNumber: final.invoiceNumber },
    });
    expect(note.invoiceNumber).toMatch(/^INV-/);
    expect(note.totals).toMatchObject({ net: '-2.30', vat: '-0.21', gross: '-2.51' });
    const tooMuch = await call(admin, 'POST', `/invoices/${final.id}/credit-note`, { lines: [{ lineId: milkLine, quantity: '9' }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toMatch(/larger/);
    const after = body(await call(admin, 'GET', `/invoices/${final.id}`));
    expect(after).toMatchObject({ status: 'overdue', creditedAmount: '-2.51', outstandingAmount: '19.11', creditNoteIds: [note.id] });
    // Each line tells how much of it was credited, so the credit dialog offers only what is left.
    const creditedPerLine = (after as unknown as { lines: Array<{ creditedQuantity: string }> }).lines.map((l) => l.creditedQuantity);
    expect(creditedPerLine).toEqual(['2.0000', '0.0000']);
    const rest = await call(admin, 'POST', `/invoices/${final.id}/credit-note`, {});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(body(rest).totals.gross).toBe('-19.11');
    expect(body(await call(admin, 'GET', `/invoices/${final.id}`)).status).toBe('cancelled');
    expect((await call(admin, 'POST', `/invoices/${final.id}/credit-note`, {})).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/invoices/${note.id}/credit-note`, {})).statusCode).toBe(409);
  });

  it('credits the rest after a partial credit note even when VAT rounding per note adds a cent, and the invoice is settled', async () => {
    // 10 × 2.50 at 9%: VAT 2.25. One credited (VAT 0.225 → 0.23), then nine (2.025 → 2.03): 2.26 in all.
    const created = body(await draft({ lines: [{ description: 'Appelsap', quantity: '10', price: '2.50', vatRate: 9 }] }));
    const final = body(await call(admin, 'POST', `/invoices/${created.id}/finalise`, {}));
    const line = final.lines[0]?.id ?? '';
    const one = await call(admin, 'POST', `/invoices/${final.id}/credit-note`, { lines: [{ lineId: line, quantity: '1' }] });
    expect(body(one).totals.gross).toBe('-2.73');
    const tooMuch = await call(admin, 'POST', `/invoices/${final.id}/credit-note`, { lines: [{ lineId: line, quantity: '9.5' }] });
    expect(tooMuch.statusCode).toBe(409);
    const rest = await call(admin, 'POST', `/invoices/${final.id}/credit-note`, {});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(body(rest).totals.gross).toBe('-24.53');
    const after = body(await call(admin, 'GET', `/invoices/${final.id}`));
    expect(after).toMatchObject({ status: 'cancelled', outstandingAmount: '0.00' });
    expect((await call(admin, 'POST', `/invoices/${final.id}/credit-note`, {})).statusCode).toBe(409);
  });

  it('refuses a credit note for a draft', async () => {
    const created = body(await draft());
    expect((await call(admin, 'POST', `/invoices/${created.id}/credit-note`, {})).statusCode).toBe(409);
  });
});

describe('GET /invoices', () => {
  it('lists with filters, readable with invoices:read', async () => {
    const res = await call(guest, 'GET', `/invoices?accountId=${account.id}&status=draft&pageSize=2`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Array<{ status: string }>; total: number };
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((i) => i.status === 'draft')).toBe(true);
    const overdue = (await call(admin, 'GET', '/invoices?status=overdue')).json() as { items: Array<{ status: string }> };
    expect(overdue.items.every((i) => i.status === 'overdue')).toBe(true);
    expect(overdue.items.length).toBeGreaterThan(0);
    expect((await call(admin, 'GET', '/invoices?status=nonsense')).statusCode).toBe(400);
  });

  it('counts a list past its cap as "more than", and the sums count every invoice exactly', async () => {
    const all = (await call(admin, 'GET', '/invoices?pageSize=1')).json() as { total: number; count: { value: number; kind: string } };
    const sums = (await call(admin, 'GET', '/invoices/sums')).json() as { count: number };
    expect(all.count).toEqual({ value: sums.count, kind: 'exact' });
    expect(all.total).toBe(sums.count);
  });
});

describe('GET /invoices/sums', () => {
  it('sums what the list filter matches, readable with invoices:read, and refuses a bad filter', async () => {
    const res = await call(guest, 'GET', `/invoices/sums?accountId=${account.id}&status=draft`);
    expect(res.statusCode, res.body).toBe(200);
    const sums = res.json() as { count: number; net: string; gross: string; outstanding: string };
    const page = (await call(guest, 'GET', `/invoices?accountId=${account.id}&status=draft&pageSize=200`)).json() as {
      items: Array<{ gross: string }>;
    };
    expect(sums.count).toBe(page.items.length);
    const gross = page.items.reduce((sum, i) => sum + Math.round(Number(i.gross) * 100), 0);
    expect(Math.round(Number(sums.gross) * 100)).toBe(gross);
    // Drafts owe nothing yet.
    expect(sums.outstanding).toBe('0.00');
    const credit = (await call(admin, 'GET', '/invoices/sums?kind=credit_note')).json() as { gross: string };
    expect(Number(credit.gross)).toBeLessThan(0);
    const bad = await call(admin, 'GET', '/invoices/sums?status=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { details: [{ path: 'status' }] } });
    expect((await call(admin, 'GET', '/invoices/sums?from=yesterday')).statusCode).toBe(400);
  });
});

describe('GET /invoices/{id}/pdf', () => {
  it('answers the invoice as a PDF file for invoices:read, and 404 for another tenant', async () => {
    const created = body(await draft());
    const final = body(await call(admin, 'POST', `/invoices/${created.id}/finalise`, {}));
    const res = await call(guest, 'GET', `/invoices/${final.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${final.invoiceNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(null, 'GET', `/invoices/${final.id}/pdf`)).statusCode).toBe(401);
    expect((await call(other, 'GET', `/invoices/${final.id}/pdf`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/invoices/${final.id}/pdf?lang=xx`)).statusCode).toBe(400);
  });
});

describe('Settings → Invoices → invoice notes (issue 25 item 16)', () => {
  it('leaves the notes out of the PDF while turned off, and keeps them stored', async () => {
    const created = body(await draft({ notes: 'Achterom bezorgen' }));
    const text = async () => {
      const res = await call(admin, 'GET', `/invoices/${created.id}/pdf`);
      expect(res.statusCode).toBe(200);
      return extractServedPdfText(res.rawPayload).join('\n');
    };
    expect(await text()).toContain('Achterom bezorgen');
    await putSettings(t, admin, 'invoices', { enableInvoiceNotes: false });
    try {
      expect(await text()).not.toContain('Achterom bezorgen');
      expect((await call(admin, 'GET', `/invoices/${created.id}`)).json()).toMatchObject({ notes: 'Achterom bezorgen' });
    } finally {
      await putSettings(t, admin, 'invoices', { enableInvoiceNotes: true });
    }
    expect(await text()).toContain('Achterom bezorgen');
  });
});

describe('tenant isolation', () => {
  it('another tenant cannot read, change, finalise, credit or delete an invoice', async () => {
    const created = body(await draft());
    const final = body(await call(admin, 'POST', `/invoices/${body(await draft()).id}/finalise`, {}));
    expect((await call(other, 'GET', `/invoices/${created.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/invoices/${created.id}`, { version: created.version, notes: 'hacked' })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/invoices/${created.id}/finalise`, {})).statusCode).toBe(404);
    expect((await call(other, 'POST', `/invoices/${final.id}/credit-note`, {})).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/invoices/${created.id}`)).statusCode).toBe(404);
    const list = (await call(other, 'GET', '/invoices')).json() as { items: Array<{ id: string }> };
    expect(list.items.some((i) => i.id === created.id || i.id === final.id)).toBe(false);
    // The sums over another tenant's account hold none of its invoices.
    const sums = (await call(other, 'GET', `/invoices/sums?accountId=${account.id}`)).json() as { count: number; gross: string };
    expect(sums).toMatchObject({ count: 0, gross: '0.00' });
    const mine = body(await call(admin, 'GET', `/invoices/${created.id}`));
    expect(mine).toMatchObject({ status: 'draft', version: created.version });
    expect(
      (
        await call(other, 'POST', '/invoices', {
          accountId: account.id,
          invoiceDate: '2026-03-01',
          lines: [{ description: 'x', quantity: '1', price: '1', vatRate: 21 }],
        })
      ).statusCode,
    ).toBe(404);
  });
});
