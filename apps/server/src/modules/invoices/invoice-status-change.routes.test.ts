import type { InvoiceStatuses } from '@wb/contract/invoice-statuses';
import type { InvoiceBoard } from '@wb/contract/invoices';
import { todayInCompanyZone } from '@wb/domain/today';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, fieldErrors, type Res } from '../orders/order-test-kit';

let t: TestApp;
let admin: string;
let other: string;
let call: ReturnType<typeof caller>;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  accountId = (await createAccount(t, admin)).id;
});
afterAll(() => t.close());

const statuses = async () => (await call(admin, 'GET', '/invoice-statuses')).json() as unknown as InvoiceStatuses;
const idOf = (l: InvoiceStatuses, code: string) => l.statuses.find((s) => s.code === code)?.id ?? '';
const keyOf = (res: Res) => (res.json().error as unknown as { key: string }).key;
const invoice = async (id: string) =>
  (await call(admin, 'GET', `/invoices/${id}`)).json() as unknown as { status: string; version: number };

async function draft(invoiceDate = todayInCompanyZone()): Promise<string> {
  const made = await call(admin, 'POST', '/invoices', {
    accountId,
    invoiceDate,
    lines: [{ description: 'Kratten huur', quantity: '4', price: '2.50', vatRate: 21 }],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as unknown as string;
}

async function finalInvoice(invoiceDate?: string): Promise<string> {
  const id = await draft(invoiceDate);
  expect((await call(admin, 'POST', `/invoices/${id}/finalise`, {})).statusCode).toBe(200);
  return id;
}

async function addStatus(name: string, extra: object = {}): Promise<InvoiceStatuses> {
  const res = await call(admin, 'POST', '/invoice-statuses', { name, colour: '#6D4C41', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as InvoiceStatuses;
}

const move = (id: string, statusId: string, token = admin, version?: number) =>
  call(token, 'POST', `/invoices/${id}/status`, version === undefined ? { statusId } : { statusId, version });

describe('moving an invoice by hand to a status of the company’s own', () => {
  it('follows a configured transition, and the invoice list filters by the new status', async () => {
    const l = await addStatus('Herinnering verstuurd');
    const reminder = idOf(l, 'herinnering-verstuurd');
    const id = await finalInvoice();
    const before = await move(id, reminder);
    expect(before.statusCode).toBe(409);
    expect(keyOf(before)).toBe('orders.transitionNotAllowedFromTo');
    expect(fieldErrors(before)).toHaveProperty('statusId');
    expect((await invoice(id)).status).toBe('sent');

    await call(admin, 'POST', '/invoice-status-transitions', { fromStatusId: idOf(l, 'sent'), toStatusId: reminder });
    const moved = await move(id, reminder);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('herinnering-verstuurd');
    const listed = (await call(admin, 'GET', '/invoices?status=herinnering-verstuurd')).json() as unknown as { items: { id: string }[] };
    expect(listed.items.map((i) => i.id)).toContain(id);
    const same = await move(id, reminder);
    expect(same.statusCode).toBe(400);
    expect(fieldErrors(same)).toEqual({ statusId: 'cannot transition to the same status' });
  });

  it('never to a status the app sets itself, never for a draft, never out of a terminal status', async () => {
    const l = await statuses();
    const sent = await finalInvoice();
    for (const code of ['paid', 'partially_paid', 'overdue', 'cancelled', 'draft']) {
      const res = await move(sent, idOf(l, code));
      expect(res.statusCode, code).toBe(409);
      expect(keyOf(res)).toBe('invoices.setBySystem');
    }
    const concept = await draft();
    const fromDraft = await move(concept, idOf(l, 'viewed'));
    expect(keyOf(fromDraft)).toBe('invoices.changeDraft');

    const written = await addStatus('Afgeschreven', { isTerminal: true });
    const writtenOff = idOf(written, 'afgeschreven');
    await call(admin, 'POST', '/invoice-status-transitions', { fromStatusId: idOf(l, 'sent'), toStatusId: writtenOff });
    expect((await move(sent, writtenOff)).statusCode).toBe(200);
    const out = await move(sent, idOf(l, 'viewed'));
    expect(out.statusCode).toBe(409);
    expect(out.json().error.message).toBe('This invoice has a final status and can no longer be changed ("Afgeschreven")');
    expect((await move(sent, '01900000-0000-7000-8000-00000000abcd')).statusCode).toBe(400);
    expect((await invoice(sent)).status).toBe('afgeschreven');
  });

  it('refuses a stale version and leaves the invoice as it was', async () => {
    const l = await statuses();
    const id = await finalInvoice();
    const { version } = await invoice(id);
    const stale = await move(id, idOf(l, 'viewed'), admin, version - 1);
    expect(stale.statusCode).toBe(409);
    expect(keyOf(stale)).toBe('invoices.stale');
    expect((await move(id, idOf(l, 'viewed'), admin, version)).statusCode).toBe(200);
  });
});

describe('an overdue invoice', () => {
  it('moves along the transitions of overdue, the status the user sees, not those of sent', async () => {
    const l = await addStatus('Incasso');
    const collection = idOf(l, 'incasso');
    const id = await finalInvoice('2026-01-05');
    expect((await invoice(id)).status).toBe('overdue');
    await call(admin, 'POST', '/invoice-status-transitions', { fromStatusId: idOf(l, 'sent'), toStatusId: collection });
    const refused = await move(id, collection);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This status change is not allowed: from "overdue" to "Incasso"');
    await call(admin, 'POST', '/invoice-status-transitions', { fromStatusId: idOf(l, 'overdue'), toStatusId: collection });
    const moved = await move(id, collection);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('incasso');
  });
});

describe('the invoice kanban', () => {
  const board = async (query = '', token = admin) => {
    const res = await call(token, 'GET', `/invoices/board${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown as InvoiceBoard;
  };
  const column = (b: InvoiceBoard, status: string) => b.columns.find((c) => c.status === status);

  it('has a column per configured status in their order, and a moved invoice in its new column', async () => {
    const l = await addStatus('Betalingsregeling');
    const plan = idOf(l, 'betalingsregeling');
    const id = await finalInvoice();
    await call(admin, 'POST', '/invoice-status-transitions', { fromStatusId: idOf(l, 'sent'), toStatusId: plan });
    const before = await board();
    expect(before.columns.map((c) => c.status)).toEqual((await statuses()).statuses.map((s) => s.code));
    expect(column(before, 'sent')?.items.map((i) => i.id)).toContain(id);
    expect((await move(id, plan)).statusCode).toBe(200);
    const after = await board();
    expect(column(after, 'betalingsregeling')?.items.map((i) => i.id)).toEqual([id]);
    expect(column(after, 'betalingsregeling')?.total).toBe(1);
    expect(column(after, 'sent')?.items.map((i) => i.id)).not.toContain(id);
    expect(column(after, 'sent')?.total).toBe((column(before, 'sent')?.total ?? 0) - 1);
  });

  it('puts overdue invoices under overdue, keeps perStatus cards with the full count, and filters', async () => {
    const old = await finalInvoice('2026-02-03');
    const b = await board('?perStatus=1');
    const overdue = column(b, 'overdue');
    expect(overdue?.items).toHaveLength(1);
    expect(overdue?.total).toBeGreaterThanOrEqual(1);
    expect(b.columns.every((c) => c.items.length <= 1 && c.total >= c.items.length)).toBe(true);
    const all = await board('?perStatus=200');
    expect(column(all, 'overdue')?.items.map((i) => i.id)).toContain(old);
    expect(all.columns.flatMap((c) => c.items).every((i) => column(all, i.status))).toBe(true);
    const none = await board('?q=zzzznothingmatches');
    expect(none.columns.every((c) => c.total === 0 && c.items.length === 0)).toBe(true);
    const bad = await call(admin, 'GET', '/invoices/board?perStatus=0');
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toHaveProperty('perStatus');
  });
});

describe('tenant isolation', () => {
  it("another company cannot move this company's invoice, nor move its own into this company's status", async () => {
    const l = await statuses();
    const id = await finalInvoice();
    const theirs = (await call(other, 'GET', '/invoice-statuses')).json() as unknown as InvoiceStatuses;
    expect((await move(id, idOf(theirs, 'viewed'), other)).statusCode).toBe(404);
    expect((await move(id, idOf(l, 'viewed'), other)).statusCode).toBe(404);
    expect((await invoice(id)).status).toBe('sent');
  });

  it("another company's kanban holds none of this company's invoices", async () => {
    const id = await finalInvoice();
    const theirs = (await call(other, 'GET', '/invoices/board?perStatus=200')).json() as unknown as InvoiceBoard;
    expect(theirs.columns.flatMap((c) => c.items).map((i) => i.id)).not.toContain(id);
    const ours = (await call(admin, 'GET', '/invoices/board?perStatus=200')).json() as unknown as InvoiceBoard;
    expect(ours.columns.flatMap((c) => c.items).map((i) => i.id)).toContain(id);
  });
});
