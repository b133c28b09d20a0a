import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { findOrderStatuses } from './order-statuses.service';
import { caller, createAccount, createItem, fieldErrors, type StatusList, statusIds } from './order-test-kit';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

const list = async (token = admin) => (await call(token, 'GET', '/order-statuses')).json() as unknown as StatusList;
const names = (l: StatusList) => l.statuses.map((s) => s.name ?? s.code);

describe('the seeded statuses', () => {
  it('are there on first use: pending → confirmed → preparing → ready → delivered, cancelled from each open status', async () => {
    const statuses = await list();
    expect(statuses.statuses.map((s) => [s.code, s.isDefault, s.isTerminal, s.isDelivering])).toEqual([
      ['pending', true, false, false],
      ['confirmed', false, false, false],
      ['preparing', false, false, false],
      ['ready', false, false, false],
      ['delivered', false, true, true],
      ['cancelled', false, true, false],
    ]);
    const code = new Map(statuses.statuses.map((s) => [s.id, s.code]));
    expect(statuses.transitions.map((tr) => `${code.get(tr.fromStatusId)}>${code.get(tr.toStatusId)}`).sort()).toEqual(
      [
        'pending>confirmed',
        'confirmed>preparing',
        'preparing>ready',
        'ready>delivered',
        'pending>cancelled',
        'confirmed>cancelled',
        'preparing>cancelled',
        'ready>cancelled',
      ].sort(),
    );
  });

  it('are there for a tenant made later (made with it), the same for two requests at the same time', async () => {
    const superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
    const tenantId: string = (await call(superAdmin, 'POST', '/tenants', { name: 'Nieuw B.V.' })).json().id;
    const [a, b] = await Promise.all([
      systemCtx(t.handle.db, tenantId, (ctx) => findOrderStatuses(ctx)),
      systemCtx(t.handle.db, tenantId, (ctx) => findOrderStatuses(ctx)),
    ]);
    expect(a.statuses).toHaveLength(6);
    expect(b.statuses.map((s) => s.id)).toEqual(a.statuses.map((s) => s.id));
    expect(a.transitions).toHaveLength(8);
  });
});

describe('the status editor', () => {
  it('needs settings:write to change statuses; reading needs orders:read', async () => {
    expect((await call(staff, 'GET', '/order-statuses')).statusCode).toBe(200);
    expect((await call(staff, 'POST', '/order-statuses', { name: 'Gepland', colour: '#123456' })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/order-statuses')).statusCode).toBe(401);
  });

  it('adds, renames, colours and reorders statuses, with one default that is never terminal', async () => {
    const added = await call(admin, 'POST', '/order-statuses', { name: 'Gepland', colour: '#1e88e5' });
    expect(added.statusCode, added.body).toBe(201);
    const planned = (added.json() as unknown as StatusList).statuses.find((s) => s.name === 'Gepland');
    expect(planned).toMatchObject({ code: 'gepland', colour: '#1E88E5', isDefault: false });
    const id = planned?.id ?? '';
    expect(fieldErrors(await call(admin, 'POST', '/order-statuses', { name: 'gepland', colour: '#000000' }))).toEqual({
      name: 'This name is already used',
    });
    expect(fieldErrors(await call(admin, 'POST', '/order-statuses', { name: 'X', colour: 'blue' }))).toEqual({
      colour: 'Choose a colour like #1E88E5',
    });
    const renamed = (
      await call(admin, 'PATCH', `/order-statuses/${id}`, { name: 'Ingepland', isDefault: true })
    ).json() as unknown as StatusList;
    expect(renamed.statuses.filter((s) => s.isDefault).map((s) => s.name)).toEqual(['Ingepland']);
    expect(fieldErrors(await call(admin, 'PATCH', `/order-statuses/${id}`, { isTerminal: true }))).toEqual({
      isTerminal: 'The default status cannot be terminal',
    });
    expect((await call(admin, 'PATCH', `/order-statuses/${id}`, { isDefault: false })).statusCode).toBe(409);
    const current = await list();
    const reversed = [...current.statuses].reverse().map((s) => s.id);
    const reordered = (await call(admin, 'PUT', '/order-statuses/sort-order', { ids: reversed })).json() as unknown as StatusList;
    expect(reordered.statuses.map((s) => s.id)).toEqual(reversed);
    expect(fieldErrors(await call(admin, 'PUT', '/order-statuses/sort-order', { ids: reversed.slice(1) }))).toEqual({
      ids: 'List every status exactly once',
    });
    // Back to the seeded default, so the other tests see the usual start status.
    const pending = current.statuses.find((s) => s.code === 'pending')?.id ?? '';
    await call(admin, 'PATCH', `/order-statuses/${pending}`, { isDefault: true });
    expect((await call(admin, 'DELETE', `/order-statuses/${id}`)).statusCode).toBe(200);
    expect(names(await list())).not.toContain('Ingepland');
  });

  it('refuses to delete the default status or one that orders have had', async () => {
    const ids = await statusIds(t, admin);
    expect((await call(admin, 'DELETE', `/order-statuses/${ids.pending}`)).statusCode).toBe(409);
    const account = await createAccount(t, admin);
    const item = await createItem(t, admin);
    const order = (
      await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '1' }] })
    ).json() as unknown as {
      id: string;
    };
    await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: ids.cancelled });
    const refused = await call(admin, 'DELETE', `/order-statuses/${ids.cancelled}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This status is used by orders');
  });

  it('merges a status in use into another: its orders and their history move, in one transaction, and it is gone', async () => {
    const ids = await statusIds(t, admin);
    const added = (
      await call(admin, 'POST', '/order-statuses', { name: 'Wacht op betaling', colour: '#6D4C41' })
    ).json() as unknown as StatusList;
    const waiting = added.statuses.find((s) => s.name === 'Wacht op betaling')?.id ?? '';
    expect((await call(admin, 'POST', '/order-status-transitions', { fromStatusId: ids.pending, toStatusId: waiting })).statusCode).toBe(
      201,
    );
    const account = await createAccount(t, admin);
    const item = await createItem(t, admin);
    const order = (
      await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '1' }] })
    ).json() as unknown as {
      id: string;
    };
    expect((await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: waiting })).statusCode).toBe(200);

    const refused = await call(admin, 'POST', `/order-statuses/${waiting}/delete`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This status is used by orders');
    expect((await call(admin, 'POST', `/order-statuses/${waiting}/delete`, { mergeIntoId: waiting })).statusCode).toBe(400);
    // Another company cannot merge it, nor merge into it: not found, nothing changed.
    expect((await call(other, 'POST', `/order-statuses/${waiting}/delete`, { mergeIntoId: ids.confirmed })).statusCode).toBe(404);
    expect((await list()).statuses.some((s) => s.id === waiting)).toBe(true);

    const merged = await call(admin, 'POST', `/order-statuses/${waiting}/delete`, { mergeIntoId: ids.confirmed });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((merged.json() as unknown as StatusList).statuses.some((s) => s.id === waiting)).toBe(false);
    const moved = (await call(admin, 'GET', `/orders/${order.id}`)).json() as unknown as { statusId: string };
    expect(moved.statusId).toBe(ids.confirmed);
    const tenantId = (await signIn(t.app, 'admin@demo.example.com')).user.tenantId ?? '';
    const history = await systemCtx(t.handle.db, tenantId, (ctx) =>
      ctx.tx.selectFrom('orderStatusHistory').select(['fromStatusId', 'toStatusId']).where('orderId', '=', order.id).execute(),
    );
    expect(history.length).toBeGreaterThan(0);
    expect(history.some((h) => h.toStatusId === waiting || h.fromStatusId === waiting)).toBe(false);
  });

  it('merging into a status that does not exist is refused and moves nothing', async () => {
    const ids = await statusIds(t, admin);
    const added = (await call(admin, 'POST', '/order-statuses', { name: 'Tijdelijk', colour: '#455A64' })).json() as unknown as StatusList;
    const temp = added.statuses.find((s) => s.name === 'Tijdelijk')?.id ?? '';
    await call(admin, 'POST', '/order-status-transitions', { fromStatusId: ids.pending, toStatusId: temp });
    const account = await createAccount(t, admin);
    const item = await createItem(t, admin);
    const order = (
      await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '1' }] })
    ).json() as unknown as {
      id: string;
    };
    await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: temp });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'POST', `/order-statuses/${temp}/delete`, { mergeIntoId: missing })).statusCode).toBe(404);
    const still = (await call(admin, 'GET', `/orders/${order.id}`)).json() as unknown as { statusId: string };
    expect(still.statusId).toBe(temp);
  });
});

describe('the transition list', () => {
  it("refuses a transition to the same status and a duplicate, in the spec's words", async () => {
    const ids = await statusIds(t, admin);
    const same = await call(admin, 'POST', '/order-status-transitions', { fromStatusId: ids.pending, toStatusId: ids.pending });
    expect(same.statusCode).toBe(400);
    expect(fieldErrors(same)).toEqual({ toStatusId: 'cannot transition to the same status' });
    const twice = await call(admin, 'POST', '/order-status-transitions', { fromStatusId: ids.pending, toStatusId: ids.confirmed });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('transition already exists');
    const fromTerminal = await call(admin, 'POST', '/order-status-transitions', { fromStatusId: ids.delivered, toStatusId: ids.pending });
    expect(fieldErrors(fromTerminal)).toEqual({ fromStatusId: 'A terminal status has no transitions to other statuses' });
  });

  it('deletes a transition (orders then cannot take it) and adds it back as the undo does', async () => {
    const ids = await statusIds(t, admin);
    const before = await list();
    const skip = before.transitions.find((tr) => tr.fromStatusId === ids.ready && tr.toStatusId === ids.cancelled);
    expect((await call(admin, 'DELETE', `/order-status-transitions/${skip?.id}`)).json()).toEqual({ ok: true });
    expect((await call(admin, 'DELETE', `/order-status-transitions/${skip?.id}`)).statusCode).toBe(404);
    const undo = await call(admin, 'POST', '/order-status-transitions', { fromStatusId: ids.ready, toStatusId: ids.cancelled });
    expect(undo.statusCode).toBe(201);
    expect((await list()).transitions).toHaveLength(before.transitions.length);
  });

  it('a new transition lets orders move that way; making a status terminal drops its transitions', async () => {
    const ids = await statusIds(t, admin);
    const account = await createAccount(t, admin);
    const item = await createItem(t, admin);
    const order = (
      await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '1' }] })
    ).json() as unknown as {
      id: string;
    };
    expect((await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: ids.ready })).statusCode).toBe(409);
    await call(admin, 'POST', '/order-status-transitions', { fromStatusId: ids.pending, toStatusId: ids.ready });
    expect((await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: ids.ready })).statusCode).toBe(200);
    const made = (await call(admin, 'POST', '/order-statuses', { name: 'Wacht', colour: '#777777' })).json() as unknown as StatusList;
    const wait = made.statuses.find((s) => s.name === 'Wacht')?.id ?? '';
    await call(admin, 'POST', '/order-status-transitions', { fromStatusId: wait, toStatusId: ids.pending });
    const terminal = (await call(admin, 'PATCH', `/order-statuses/${wait}`, { isTerminal: true })).json() as unknown as StatusList;
    expect(terminal.transitions.filter((tr) => tr.fromStatusId === wait)).toEqual([]);
  });
});

describe('names per language', () => {
  it('keeps a name per language beside the own name, drops the empty ones, and refuses a language the app does not have', async () => {
    const ids = await statusIds(t, admin);
    const res = await call(admin, 'PATCH', `/order-statuses/${ids.ready}`, { names: { en: ' Ready to ship ', ar: 'جاهز للشحن', tr: ' ' } });
    expect(res.statusCode, res.body).toBe(200);
    const ready = (res.json() as unknown as StatusList).statuses.find((s) => s.id === ids.ready) as unknown as {
      names: object;
      name: null;
    };
    expect(ready.names).toEqual({ en: 'Ready to ship', ar: 'جاهز للشحن' });
    expect(ready.name).toBeNull();
    const german = await call(admin, 'PATCH', `/order-statuses/${ids.ready}`, { names: { de: 'Bereit' } });
    expect(german.statusCode).toBe(400);
    const long = await call(admin, 'PATCH', `/order-statuses/${ids.ready}`, { names: { en: 'x'.repeat(61) } });
    expect(Object.keys(fieldErrors(long))).toEqual(['names.en']);
    expect((await call(other, 'PATCH', `/order-statuses/${ids.ready}`, { names: { en: 'Gekaapt' } })).statusCode).toBe(404);
    const after = (await list()).statuses.find((s) => s.id === ids.ready) as unknown as { names: object };
    expect(after.names).toEqual({ en: 'Ready to ship', ar: 'جاهز للشحن' });
  });
});

describe('the matrix (bulk editor)', () => {
  const pairs = (l: StatusList) => l.transitions.map(({ fromStatusId, toStatusId }) => ({ fromStatusId, toStatusId }));

  it('sets the complete set at once: kept ones keep their ids, removed ones go, new ones come', async () => {
    const ids = await statusIds(t, admin);
    const before = await list();
    const dropped = before.transitions.find((tr) => tr.fromStatusId === ids.confirmed && tr.toStatusId === ids.cancelled);
    const wanted = [
      ...pairs(before).filter((p) => !(p.fromStatusId === ids.confirmed && p.toStatusId === ids.cancelled)),
      { fromStatusId: ids.confirmed, toStatusId: ids.ready },
      { fromStatusId: ids.preparing, toStatusId: ids.delivered },
    ];
    const res = await call(admin, 'PUT', '/order-statuses/transitions', { transitions: wanted });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as unknown as StatusList;
    expect(after.transitions).toHaveLength(before.transitions.length + 1);
    expect(after.transitions.map((tr) => tr.id)).not.toContain(dropped?.id);
    const keptIds = before.transitions.filter((tr) => tr.id !== dropped?.id).map((tr) => tr.id);
    expect(after.transitions.map((tr) => tr.id)).toEqual(expect.arrayContaining(keptIds));
    expect(after.transitions).toContainEqual(expect.objectContaining({ fromStatusId: ids.confirmed, toStatusId: ids.ready }));
    // Back as it was, for the other tests.
    expect((await call(admin, 'PUT', '/order-statuses/transitions', { transitions: pairs(before) })).statusCode).toBe(200);
  });

  it('refuses the whole set for one bad row, naming the row, and changes nothing', async () => {
    const ids = await statusIds(t, admin);
    const before = await list();
    const extra = { fromStatusId: ids.confirmed, toStatusId: ids.ready };
    const fromTerminal = await call(admin, 'PUT', '/order-statuses/transitions', {
      transitions: [...pairs(before), extra, { fromStatusId: ids.delivered, toStatusId: ids.pending }],
    });
    expect(fromTerminal.statusCode).toBe(409);
    expect(Object.keys(fieldErrors(fromTerminal))).toEqual([`transitions.${before.transitions.length + 1}.fromStatusId`]);
    const twice = await call(admin, 'PUT', '/order-statuses/transitions', { transitions: [extra, extra] });
    expect(fieldErrors(twice)).toEqual({ 'transitions.1.toStatusId': 'transition already exists' });
    const self = await call(admin, 'PUT', '/order-statuses/transitions', {
      transitions: [{ fromStatusId: ids.pending, toStatusId: ids.pending }],
    });
    expect(self.statusCode).toBe(400);
    expect(fieldErrors(self)).toEqual({ 'transitions.0.toStatusId': 'cannot transition to the same status' });
    expect((await call(staff, 'PUT', '/order-statuses/transitions', { transitions: [] })).statusCode).toBe(403);
    expect(await list()).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it("another company's statuses and transitions are not found and stay unchanged", async () => {
    const mine = await list();
    const status = mine.statuses[1];
    const transition = mine.transitions[0];
    expect((await call(other, 'PATCH', `/order-statuses/${status?.id}`, { name: 'Gekaapt' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/order-statuses/${status?.id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/order-status-transitions/${transition?.id}`)).statusCode).toBe(404);
    const theirs = await list(other);
    expect(theirs.statuses.map((s) => s.id)).not.toContain(status?.id);
    const mixed = await call(other, 'POST', '/order-status-transitions', {
      fromStatusId: theirs.statuses[0]?.id,
      toStatusId: status?.id,
    });
    expect(mixed.statusCode).toBe(404);
    const matrix = await call(other, 'PUT', '/order-statuses/transitions', {
      transitions: [{ fromStatusId: theirs.statuses[0]?.id, toStatusId: status?.id }],
    });
    expect(matrix.statusCode).toBe(404);
    expect(await list()).toEqual(mine);
  });
});
