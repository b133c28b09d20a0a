import { sql } from 'kysely';
import type { InvoiceStatuses } from '@wb/contract/invoice-statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, fieldErrors, type Res } from '../orders/order-test-kit';
import { deleteInvoiceStatus, findInvoiceStatuses } from './invoice-statuses.service';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let tenantId: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantId = login.user.tenantId ?? '';
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

const list = async (token = admin) => (await call(token, 'GET', '/invoice-statuses')).json() as unknown as InvoiceStatuses;
const idOf = (l: InvoiceStatuses, code: string) => l.statuses.find((s) => s.code === code)?.id ?? '';
const pairs = (l: InvoiceStatuses) => {
  const code = new Map(l.statuses.map((s) => [s.id, s.code]));
  return l.transitions.map((tr) => `${code.get(tr.fromStatusId)}>${code.get(tr.toStatusId)}`).sort();
};
const errorOf = (res: Res) => res.json().error.message;
const add = async (name: string, extra: object = {}) => {
  const res = await call(admin, 'POST', '/invoice-statuses', { name, colour: '#1E88E5', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as InvoiceStatuses;
};

describe('the default invoice statuses', () => {
  it('are there for the demo tenant, with the system statuses marked and one default', async () => {
    const l = await list();
    expect(l.statuses.map((s) => [s.code, s.isDefault, s.isTerminal, s.isSystem])).toEqual([
      ['draft', true, false, true],
      ['pending', false, false, false],
      ['sent', false, false, true],
      ['viewed', false, false, false],
      ['processing', false, false, false],
      ['partially_paid', false, false, true],
      ['paid', false, false, true],
      ['overdue', false, false, true],
      ['completed', false, true, false],
      ['cancelled', false, true, true],
    ]);
    expect(pairs(l)).toContain('draft>sent');
    expect(l.transitions).toHaveLength(23);
    expect(l.statuses.find((s) => s.code === 'draft')?.invoiceCount).toBeGreaterThanOrEqual(0);
  });

  it('are made with a new tenant', async () => {
    const superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
    const id: string = (await call(superAdmin, 'POST', '/tenants', { name: 'Facturen B.V.' })).json().id as unknown as string;
    const l = await systemCtx(t.handle.db, id, (ctx) => findInvoiceStatuses(ctx));
    expect(l.statuses).toHaveLength(10);
    expect(l.transitions).toHaveLength(23);
  });
});

describe('the invoice status editor', () => {
  it('reads with invoices:read, changes with settings:write only', async () => {
    expect((await call(staff, 'POST', '/invoice-statuses', { name: 'X', colour: '#123456' })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/invoice-statuses')).statusCode).toBe(401);
  });

  it('adds a status and connects it; refuses a self-transition, a duplicate and one out of a terminal status', async () => {
    const l = await add('Herinnering verstuurd');
    const reminder = idOf(l, 'herinnering-verstuurd');
    expect(reminder).not.toBe('');
    const first = await call(admin, 'POST', '/invoice-status-transitions', { fromStatusId: idOf(l, 'overdue'), toStatusId: reminder });
    expect(first.statusCode, first.body).toBe(201);
    const self = await call(admin, 'POST', '/invoice-status-transitions', { fromStatusId: reminder, toStatusId: reminder });
    expect(self.statusCode).toBe(400);
    expect(fieldErrors(self)).toEqual({ toStatusId: 'cannot transition to the same status' });
    const twice = await call(admin, 'POST', '/invoice-status-transitions', { fromStatusId: idOf(l, 'overdue'), toStatusId: reminder });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe('transition already exists');
    const fromTerminal = await call(admin, 'POST', '/invoice-status-transitions', {
      fromStatusId: idOf(l, 'completed'),
      toStatusId: reminder,
    });
    expect(fromTerminal.statusCode).toBe(409);
    const removed = await call(admin, 'DELETE', `/invoice-status-transitions/${first.json().id as unknown as string}`);
    expect(removed.statusCode).toBe(200);
    expect(pairs(await list())).not.toContain('overdue>herinnering-verstuurd');
  });

  it('keeps one default that is never terminal, and the system statuses fixed', async () => {
    const l = await list();
    const draft = idOf(l, 'draft');
    expect((await call(admin, 'PATCH', `/invoice-statuses/${draft}`, { isDefault: false })).statusCode).toBe(409);
    expect((await call(admin, 'PATCH', `/invoice-statuses/${draft}`, { isTerminal: true })).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/invoice-statuses/${idOf(l, 'paid')}/delete`, {})).statusCode).toBe(409);
    const pending = idOf(l, 'pending');
    const moved = await call(admin, 'PATCH', `/invoice-statuses/${pending}`, { isDefault: true });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json() as unknown as InvoiceStatuses;
    expect(after.statuses.filter((s) => s.isDefault).map((s) => s.code)).toEqual(['pending']);
    expect((await call(admin, 'PATCH', `/invoice-statuses/${draft}`, { isDefault: true })).statusCode).toBe(200);
  });

  it('drops the outgoing transitions of a status made terminal', async () => {
    const l = await list();
    const viewed = idOf(l, 'viewed');
    const res = await call(admin, 'PATCH', `/invoice-statuses/${viewed}`, { isTerminal: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as unknown as InvoiceStatuses).transitions.some((tr) => tr.fromStatusId === viewed)).toBe(false);
    await call(admin, 'PATCH', `/invoice-statuses/${viewed}`, { isTerminal: false });
  });

  it('sets many transitions at once (the matrix), with the same rules, in one transaction', async () => {
    const l = await list();
    const reminder = idOf(l, 'herinnering-verstuurd');
    const keep = l.transitions.map(({ fromStatusId, toStatusId }) => ({ fromStatusId, toStatusId }));
    const three = ['sent', 'overdue', 'processing'].map((code) => ({ fromStatusId: idOf(l, code), toStatusId: reminder }));
    const res = await call(admin, 'PUT', '/invoice-statuses/transitions', { transitions: [...keep, ...three] });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as unknown as InvoiceStatuses;
    expect(after.transitions).toHaveLength(l.transitions.length + 3);
    // Kept transitions keep their ids.
    expect(after.transitions.map((tr) => tr.id)).toEqual(expect.arrayContaining(l.transitions.map((tr) => tr.id)));
    const bad = await call(admin, 'PUT', '/invoice-statuses/transitions', {
      transitions: [...three, { fromStatusId: idOf(l, 'completed'), toStatusId: reminder }],
    });
    expect(bad.statusCode).toBe(409);
    expect(Object.keys(fieldErrors(bad))).toEqual(['transitions.3.fromStatusId']);
    const twice = await call(admin, 'PUT', '/invoice-statuses/transitions', { transitions: [three[0], three[0]] });
    expect(fieldErrors(twice)).toEqual({ 'transitions.1.toStatusId': 'transition already exists' });
    const self = await call(admin, 'PUT', '/invoice-statuses/transitions', {
      transitions: [{ fromStatusId: reminder, toStatusId: reminder }],
    });
    expect(self.statusCode).toBe(400);
    expect((await list()).transitions).toHaveLength(l.transitions.length + 3);
  });

  it('deletes a status in use only by merging it into another, moving its invoices in one transaction', async () => {
    const l = await add('Incasso');
    const incasso = idOf(l, 'incasso');
    // Invoices hold a status code; the invoice list follows the configured codes (issue 30).
    const account = await createAccount(t, admin);
    const made = await call(admin, 'POST', '/invoices', {
      accountId: account.id,
      invoiceDate: '2026-03-01',
      lines: [{ description: 'Bezorgkosten', quantity: '1', price: '7.50', vatRate: 21 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const invoiceId = made.json().id as unknown as string;
    const final = await call(admin, 'POST', `/invoices/${invoiceId}/finalise`, {});
    expect(final.statusCode, final.body).toBe(200);
    await inTransaction(t.handle.db, { tenantId }, (tx) =>
      sql`update invoice set status = 'incasso' where tenant_id = ${tenantId} and id = ${invoiceId}`.execute(tx),
    );
    const refused = await call(admin, 'POST', `/invoice-statuses/${incasso}/delete`, {});
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe('This status is used by invoices: merge it into another status');
    expect((await call(admin, 'POST', `/invoice-statuses/${incasso}/delete`, { mergeIntoId: incasso })).statusCode).toBe(400);
    expect((await call(admin, 'POST', `/invoice-statuses/${incasso}/delete`, { mergeIntoId: idOf(l, 'draft') })).statusCode).toBe(400);
    expect((await list()).statuses.find((s) => s.code === 'incasso')?.invoiceCount).toBe(1);
    const merged = await systemCtx(t.handle.db, tenantId, (ctx) => deleteInvoiceStatus(ctx, incasso, { mergeIntoId: idOf(l, 'sent') }));
    expect(merged.statuses.some((s) => s.code === 'incasso')).toBe(false);
    const status = await inTransaction(t.handle.db, { tenantId }, (tx) =>
      sql<{ status: string }>`select status from invoice where tenant_id = ${tenantId} and id = ${invoiceId}`.execute(tx),
    );
    expect(status.rows[0]?.status).toBe('sent');
  });

  it('deletes a status no invoice has; reorders with every id once', async () => {
    const l = await add('Tijdelijk');
    const res = await call(admin, 'POST', `/invoice-statuses/${idOf(l, 'tijdelijk')}/delete`, {});
    expect(res.statusCode, res.body).toBe(200);
    const now = res.json() as unknown as InvoiceStatuses;
    const ids = now.statuses.map((s) => s.id).reverse();
    const reordered = await call(admin, 'PUT', '/invoice-statuses/sort-order', { ids });
    expect((reordered.json() as unknown as InvoiceStatuses).statuses.map((s) => s.id)).toEqual(ids);
    expect((await call(admin, 'PUT', '/invoice-statuses/sort-order', { ids: ids.slice(1) })).statusCode).toBe(400);
  });
});

describe('names per language', () => {
  it('a system status keeps its code and gets a name per language', async () => {
    const l = await list();
    const res = await call(admin, 'PATCH', `/invoice-statuses/${idOf(l, 'overdue')}`, { names: { nl: 'Te laat', tr: 'Gecikmiş' } });
    expect(res.statusCode, res.body).toBe(200);
    const overdue = (res.json() as unknown as InvoiceStatuses).statuses.find((s) => s.code === 'overdue');
    expect(overdue?.names).toEqual({ nl: 'Te laat', tr: 'Gecikmiş' });
    expect(overdue?.isSystem).toBe(true);
  });
});

describe('tenant isolation', () => {
  it("another tenant can neither read, change nor delete this tenant's statuses or transitions", async () => {
    const mine = await list();
    const theirs = await list(other);
    expect(theirs.statuses.map((s) => s.id)).not.toEqual(expect.arrayContaining([mine.statuses[0]?.id]));
    const id = idOf(mine, 'pending');
    expect((await call(other, 'PATCH', `/invoice-statuses/${id}`, { name: 'Gekaapt' })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/invoice-statuses/${id}/delete`, {})).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/invoice-status-transitions/${mine.transitions[0]?.id}`)).statusCode).toBe(404);
    const cross = await call(other, 'POST', '/invoice-status-transitions', { fromStatusId: idOf(theirs, 'sent'), toStatusId: id });
    expect(cross.statusCode).toBe(404);
    expect(
      (await call(other, 'PUT', '/invoice-statuses/transitions', { transitions: [{ fromStatusId: id, toStatusId: idOf(theirs, 'sent') }] }))
        .statusCode,
    ).toBe(404);
    const after = await list();
    expect(after.statuses.find((s) => s.id === id)?.name).toBeNull();
    expect(after.transitions.map((tr) => tr.id).sort()).toEqual(mine.transitions.map((tr) => tr.id).sort());
  });
});
