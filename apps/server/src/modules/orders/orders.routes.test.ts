import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, fieldErrors, putSettings, type Res, signInAs, statusIds } from './order-test-kit';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let superAdmin: string;
let guest: string;
let call: ReturnType<typeof caller>;
let tenantA: string;
let account: { id: string };
let milk: { id: string; sku: string };
let wine: { id: string };
let bread: { id: string };
let status: Awaited<ReturnType<typeof statusIds>>;

type Line = {
  id: string;
  itemId: string;
  amount: string;
  price: string;
  discount: string;
  lineNet: string;
  name: string;
  vatRate: number;
  lotNumber: string | null;
};
type OrderBody = {
  id: string;
  orderNumber: string;
  statusId: string;
  version: number;
  lines: Line[];
  totals: Record<string, unknown>;
  history: Array<{ fromStatusId: string | null; toStatusId: string; changedByName: string }>;
  warnings: string[];
  route: string;
};
const body = (res: Res) => res.json() as unknown as OrderBody;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
  guest = await signInAs(t, tenantA, 'guest');
  account = await createAccount(t, admin, { companyName: 'Eetcafé De Zwaan', discount: '10' });
  milk = await createItem(t, admin, {
    name: 'Volle melk 1 L',
    unit: 'fles',
    price: '1.15',
    vatRate: 9,
    packageAmount: '12',
    initialPrice: '0.89',
  });
  wine = await createItem(t, admin, { name: 'Huiswijn rood', unit: 'fles', price: '5.95', vatRate: 21, packageAmount: '6' });
  bread = await createItem(t, admin, {
    name: 'Kaas jong',
    unit: 'kg',
    price: '8.95',
    vatRate: 9,
    purchasePricePerPackage: '64',
    packageAmount: '10',
  });
  status = await statusIds(t, admin);
});
afterAll(() => t.close());

const newOrder = (payload: object = {}) =>
  call(staff, 'POST', '/orders', {
    accountId: account.id,
    lines: [
      { itemId: milk.id, amount: '3' },
      { itemId: wine.id, amount: '7', discount: '2.5' },
    ],
    ...payload,
  });

describe('POST /orders', () => {
  it('needs a company user with orders:write', async () => {
    expect((await call(null, 'POST', '/orders', {})).statusCode).toBe(401);
    expect((await call(superAdmin, 'POST', '/orders', {})).statusCode).toBe(403);
    expect((await newOrder()).statusCode).toBe(201);
    const asGuest = await call(guest, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: milk.id, amount: '1' }] });
    expect(asGuest.statusCode).toBe(403);
    expect((await call(guest, 'GET', '/orders')).statusCode).toBe(200);
  });

  it('numbers the order, starts it in the default status, and stores totals from the domain function', async () => {
    const res = await newOrder({ route: 'route 2', notes: 'Achterom', cratesGiven: 4, cratesReturned: 1, deliveryDate: '2099-01-02' });
    expect(res.statusCode, res.body).toBe(201);
    const order = body(res);
    expect(order.orderNumber).toMatch(/^ORD-\d{4,}$/);
    expect(order.statusId).toBe(status.pending);
    expect(order.route).toBe('Route 2');
    // Milk: the account's 10 % discount: 3 × 1.15 = 3.45 → 3.105 → 3.11; wine: 7 × 5.95 less 2.5 % = 40.61
    expect(order.lines.map((l) => [l.name, l.amount, l.price, l.discount, l.lineNet, l.vatRate])).toEqual([
      ['Volle melk 1 L', '3.0000', '1.1500', '10.00', '3.11', 9],
      ['Huiswijn rood', '7.0000', '5.9500', '2.50', '40.61', 21],
    ]);
    // 9 %: 3.11 → 0.2799 → 0.28; 21 %: 40.61 → 8.5281 → 8.53
    expect(order.totals).toMatchObject({ net: '43.72', vat: '8.81', gross: '52.53', packages: '3', cost: '2.67', uncostedLines: 1 });
    expect(order.history).toEqual([
      expect.objectContaining({ fromStatusId: null, toStatusId: status.pending, changedByName: 'Sem Jansen' }),
    ]);
    expect(order.warnings).toEqual([]);
  });

  it('refuses missing account and lines, amounts and prices out of bounds, with field messages', async () => {
    const res = await call(staff, 'POST', '/orders', { lines: [] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ accountId: 'Choose an account first', lines: 'At least one item is required' });
    const bad = await newOrder({
      lines: [
        { itemId: milk.id, amount: '0' },
        { itemId: milk.id, amount: '1000001' },
        { itemId: milk.id, amount: '1', price: '-1' },
        { itemId: milk.id, amount: '1', price: '1.23456' },
        { itemId: milk.id, amount: '1', discount: '101' },
        { itemId: 'not-an-id', amount: '1' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual({
      'lines.0.amount': 'Enter an amount above 0',
      'lines.1.amount': 'Maximum 1000000',
      'lines.2.price': 'Invalid amount',
      'lines.3.price': 'Invalid amount',
      'lines.4.discount': 'Maximum 100',
      'lines.5.itemId': 'Unknown item',
    });
    expect(fieldErrors(await newOrder({ orderDate: '2030-05-02', deliveryDate: '2030-05-01' }))).toEqual({
      deliveryDate: 'The delivery date cannot be before the order date',
    });
  });

  it('refuses unknown, inactive and other-company items, routes and people with 4xx, writing nothing', async () => {
    const before = (await call(staff, 'GET', '/orders?pageSize=1')).json() as unknown as { total: number };
    const foreignItem = await createItem(t, other, { name: 'Ander artikel' });
    const inactive = await createItem(t, admin, { name: 'Oud artikel', isActive: false });
    const res = await newOrder({
      lines: [
        { itemId: milk.id, amount: '1' },
        { itemId: '01900000-0000-7000-8000-000000000000', amount: '1' },
        { itemId: inactive.id, amount: '1' },
        { itemId: foreignItem.id, amount: '1' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      'lines.1.itemId': 'Unknown item',
      'lines.2.itemId': 'This item is no longer sold',
      'lines.3.itemId': 'Unknown item',
    });
    expect(fieldErrors(await newOrder({ route: 'Nergens' }))).toEqual({ route: 'Choose a route from the settings' });
    const otherAdmin = (await signIn(t.app, 'admin@other.example.com')).user.id;
    expect(fieldErrors(await newOrder({ assignedTo: otherAdmin }))).toEqual({ assignedTo: 'Choose an employee of this company' });
    const foreignAccount = await createAccount(t, other, { companyName: 'Ander bedrijf' });
    expect((await newOrder({ accountId: foreignAccount.id })).statusCode).toBe(404);
    const after = (await call(staff, 'GET', '/orders?pageSize=1')).json() as unknown as { total: number };
    expect(after.total).toBe(before.total);
  });

  it('refuses an account blocked by administration, with its reason', async () => {
    const blocked = await createAccount(t, admin, { companyName: 'Wanbetaler B.V.' });
    expect((await call(admin, 'POST', `/accounts/${blocked.id}/block`, { reason: 'Drie facturen open' })).statusCode).toBe(200);
    const res = await newOrder({ accountId: blocked.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      message: 'This account is blocked by administration: Drie facturen open',
    });
  });

  it('warns or refuses over the credit limit, as the order settings say', async () => {
    const tight = await createAccount(t, admin, { companyName: 'Krap bij kas', creditLimit: '50' });
    const first = await newOrder({ accountId: tight.id, lines: [{ itemId: wine.id, amount: '6' }] });
    expect(body(first).warnings).toEqual([]);
    const second = await newOrder({ accountId: tight.id, lines: [{ itemId: wine.id, amount: '2' }] });
    expect(second.statusCode).toBe(201);
    expect(body(second).warnings).toEqual(['creditLimit']);
    await putSettings(t, admin, 'orders', { creditLimitPolicy: 'block' });
    const refused = await newOrder({ accountId: tight.id, lines: [{ itemId: wine.id, amount: '1' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This order takes the account over its credit limit');
    await putSettings(t, admin, 'orders', { creditLimitPolicy: 'warn' });
  });
});

describe('order weight (issue 25 item 18)', () => {
  it("weighs each line as the item's weight per unit × the quantity, and the order totals them", async () => {
    const water = await createItem(t, admin, { name: 'Spa blauw 0,5 L', unit: 'fles', price: '0.50', weight: '0.52' });
    const item = (await call(admin, 'GET', `/items/${water.id}`)).json() as unknown as { weight: string | null };
    expect(item.weight).toBe('0.5200');
    const res = await call(staff, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: water.id, amount: '24' }] });
    expect(res.statusCode, res.body).toBe(201);
    const order = body(res);
    expect(order.lines[0]).toMatchObject({ unitWeight: '0.5200' });
    // 24 × 0.52 kg = 12.48 kg
    expect(order.totals.weight).toBe('12.480');
    expect(body(await call(staff, 'GET', `/orders/${order.id}`)).totals.weight).toBe('12.480');
  });
});

describe('PATCH /orders/{id}', () => {
  it('changes only what changed: lines keep their ids, totals follow, the version rises', async () => {
    const order = body(await newOrder());
    const [a, b] = order.lines as [Line, Line];
    const res = await call(staff, 'PATCH', `/orders/${order.id}`, {
      version: order.version,
      lines: [
        { id: a.id, itemId: a.itemId, amount: '5', price: a.price, discount: a.discount },
        { id: b.id, itemId: b.itemId, amount: b.amount, price: b.price, discount: b.discount },
        { itemId: bread.id, amount: '2.5' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = body(res);
    expect(saved.version).toBe(order.version + 1);
    expect(saved.lines.map((l) => l.id).slice(0, 2)).toEqual([a.id, b.id]);
    // Cheese by kg: 2.5 kg at 6.40 a kg purchase (64 per 10), with the 10 % account discount.
    expect(saved.lines[2]).toMatchObject({ amount: '2.5000', discount: '10.00', lineNet: '20.14' });
    expect(saved.totals).toMatchObject({ net: '65.93', weight: '2.500', uncostedLines: 1 });
    const dropped = body(
      await call(staff, 'PATCH', `/orders/${order.id}`, { version: saved.version, lines: [{ id: b.id, itemId: b.itemId, amount: '1' }] }),
    );
    expect(dropped.lines.map((l) => [l.id, l.amount])).toEqual([[b.id, '1.0000']]);
  });

  it('answers 409 to the second of two saves of the same version, and keeps the first', async () => {
    const order = body(await newOrder());
    const first = await call(staff, 'PATCH', `/orders/${order.id}`, { version: order.version, notes: 'Eerste' });
    const second = await call(admin, 'PATCH', `/orders/${order.id}`, { version: order.version, notes: 'Tweede' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This order was changed by someone else in the meantime. Reload it to see their changes.',
    });
    expect((body(await call(staff, 'GET', `/orders/${order.id}`)) as unknown as { notes: string }).notes).toBe('Eerste');
  });

  it('refuses to edit an order in a terminal status', async () => {
    const order = body(await newOrder());
    const cancelled = body(await call(staff, 'POST', `/orders/${order.id}/status`, { statusId: status.cancelled }));
    const res = await call(staff, 'PATCH', `/orders/${order.id}`, { version: cancelled.version, notes: 'Toch nog' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This order has a final status and can no longer be changed');
  });
});

describe('answers from what was written (issue 11)', () => {
  it('answers a new order, and a status change, exactly as reading the order back gives them', async () => {
    const options = (await call(admin, 'GET', '/orders/options')).json() as unknown as { employees: Array<{ id: string; name: string }> };
    const assignee = options.employees.find((e) => e.name !== 'Sem Jansen');
    await putSettings(t, admin, 'traceability', { enabled: true, trackExpiry: true, requireLotForSales: false });
    const kip = await createItem(t, admin, { name: 'Kipdijfilet', unit: 'kg', price: '9.40', vatRate: 9, lotTracked: true });
    const lot = await call(admin, 'POST', `/items/${kip.id}/lots`, { lotNumber: 'K-0425', expiryDate: '2099-06-01', quantity: '40' });
    expect(lot.statusCode, lot.body).toBe(201);
    const lotId = (lot.json() as unknown as { lots: Array<{ id: string; lotNumber: string }> }).lots.find(
      (l) => l.lotNumber === 'K-0425',
    )?.id;
    expect(lotId).toBeDefined();
    const created = await newOrder({
      assignedTo: assignee?.id,
      notes: 'Bel aan bij de achterdeur',
      cratesGiven: 3,
      deliveryDate: '2099-02-03',
      lines: [
        { itemId: kip.id, amount: '2.375', lotId },
        { itemId: bread.id, amount: '1.5', price: '9.10', discount: '5' },
        { itemId: wine.id, amount: '12' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json() as unknown as OrderBody & { assignedTo: { name: string } | null };
    expect(order.assignedTo?.name).toBe(assignee?.name);
    expect(order.lines.map((l) => l.lotNumber)).toEqual(['K-0425', null, null]);
    const read = await call(staff, 'GET', `/orders/${order.id}`);
    expect(created.json()).toEqual(read.json());

    const moved = await call(staff, 'POST', `/orders/${order.id}/status`, { statusId: status.confirmed, version: order.version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body(moved).version).toBe(order.version + 1);
    expect(moved.json()).toEqual((await call(staff, 'GET', `/orders/${order.id}`)).json());
  });
});

describe('big orders', () => {
  it('stores an order of more lines than one statement writes, in their order, and answers it as read back', async () => {
    const items = [milk.id, wine.id, bread.id];
    const lines = Array.from({ length: 620 }, (_, i) => ({ itemId: items[i % 3], amount: String(1 + (i % 7)) }));
    const created = await newOrder({ lines });
    expect(created.statusCode, created.body).toBe(201);
    const order = body(created);
    expect(order.lines.map((l) => [l.itemId, l.amount])).toEqual(lines.map((l) => [l.itemId, `${l.amount}.0000`]));
    expect(created.json()).toEqual((await call(staff, 'GET', `/orders/${order.id}`)).json());
  });
});

describe('POST /orders/{id}/status', () => {
  it('follows allowed transitions, records who and when, and refuses the rest with a clear message', async () => {
    const order = body(await newOrder());
    const move = (statusId: string, token = staff) => call(token, 'POST', `/orders/${order.id}/status`, { statusId });
    const skip = await move(status.delivered);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('This status change is not allowed: from "pending" to "delivered"');
    const same = await move(status.pending);
    expect(same.statusCode).toBe(400);
    expect(fieldErrors(same)).toEqual({ statusId: 'cannot transition to the same status' });
    expect((await move('01900000-0000-7000-8000-000000000000')).statusCode).toBe(400);
    expect((await move(status.confirmed, guest)).statusCode).toBe(403);
    const confirmed = body(await move(status.confirmed));
    expect(confirmed.statusId).toBe(status.confirmed);
    expect(confirmed.history.map((h) => [h.fromStatusId, h.toStatusId, h.changedByName])).toEqual([
      [null, status.pending, 'Sem Jansen'],
      [status.pending, status.confirmed, 'Sem Jansen'],
    ]);
    body(await move(status.cancelled, admin));
    const fromTerminal = await move(status.pending);
    expect(fromTerminal.statusCode).toBe(409);
    expect(fromTerminal.json().error.message).toBe('This order has a final status and can no longer be changed ("cancelled")');
  });

  it('refuses a move made on a stale version', async () => {
    const order = body(await newOrder());
    await call(staff, 'PATCH', `/orders/${order.id}`, { version: order.version, notes: 'Gewijzigd' });
    const res = await call(staff, 'POST', `/orders/${order.id}/status`, { statusId: status.confirmed, version: order.version });
    expect(res.statusCode).toBe(409);
  });
});

describe('lists, board, options and catalog', () => {
  it('filters by status, account, route, employee, dates and search, and sorts', async () => {
    const list = await createAccount(t, admin, { companyName: 'Lijstklant Zuidas' });
    const me = (await signIn(t.app, 'staff@demo.example.com')).user.id;
    const a = body(await newOrder({ accountId: list.id, route: 'Route 1', assignedTo: me, orderDate: '2031-03-01' }));
    const b = body(await newOrder({ accountId: list.id, orderDate: '2031-03-05', lines: [{ itemId: wine.id, amount: '50' }] }));
    await call(staff, 'POST', `/orders/${b.id}/status`, { statusId: status.confirmed });
    const ids = async (query: string) =>
      ((await call(staff, 'GET', `/orders?${query}`)).json() as unknown as { items: Array<{ id: string }> }).items.map((o) => o.id);
    expect(await ids(`accountId=${list.id}&sort=orderDate`)).toEqual([a.id, b.id]);
    expect(await ids(`accountId=${list.id}&sort=-gross`)).toEqual([b.id, a.id]);
    expect(await ids(`accountId=${list.id}&statusId=${status.confirmed}`)).toEqual([b.id]);
    expect(await ids(`accountId=${list.id}&route=Route%201`)).toEqual([a.id]);
    expect(await ids(`assignedTo=${me}&accountId=${list.id}`)).toEqual([a.id]);
    expect(await ids(`accountId=${list.id}&from=2031-03-02&to=2031-03-31`)).toEqual([b.id]);
    expect(await ids('q=zuidas -route&sort=orderNumber')).toEqual([b.id]);
    expect(await ids(`q=${encodeURIComponent(a.orderNumber)}`)).toEqual([a.id]);
    const board = (await call(staff, 'GET', `/orders/board?accountId=${list.id}`)).json() as unknown as {
      columns: Array<{ statusId: string; total: number; items: Array<{ id: string }> }>;
    };
    expect(board.columns.map((c) => c.statusId)).toEqual(Object.values(status));
    expect(board.columns.find((c) => c.statusId === status.confirmed)).toMatchObject({ total: 1, items: [{ id: b.id }] });
    expect((await call(staff, 'GET', '/orders?sort=colour')).statusCode).toBe(400);
  });

  it("finds an order by its account's number and name as they are now, and by nothing the account no longer holds", async () => {
    const first = await createAccount(t, admin, { companyName: 'Visgroothandel Noordkaap', email: 'inkoop@noordkaap.example.com' });
    const second = await createAccount(t, admin, { companyName: 'Poelier Zuiderhaven' });
    const order = body(await newOrder({ accountId: first.id, notes: 'Achterom leveren' }));
    const ids = async (q: string) =>
      ((await call(staff, 'GET', `/orders?q=${encodeURIComponent(q)}`)).json() as unknown as { items: Array<{ id: string }> }).items.map(
        (o) => o.id,
      );
    expect(await ids('noordkaap')).toEqual([order.id]);
    expect(await ids(first.accountNumber)).toEqual([order.id]);
    // The account's e-mail is not what the list shows: it does not find the order.
    expect(await ids('inkoop@noordkaap')).toEqual([]);
    // A quoted phrase stays within the order's text or its account's, not across both.
    expect(await ids('"leveren visgroothandel"')).toEqual([]);

    const renamed = await call(staff, 'PATCH', `/accounts/${first.id}`, { companyName: 'Visbedrijf Poolster' });
    expect(renamed.statusCode).toBe(200);
    expect(await ids('noordkaap')).toEqual([]);
    expect(await ids(`poolster ${first.accountNumber}`)).toEqual([order.id]);
    // Numbers are not changed through the API; by hand (or an import), the orders follow too.
    await sql`update account set account_number = 'NK-0042' where id = ${first.id}`.execute(t.deps.db);
    expect(await ids('nk-0042 poolster')).toEqual([order.id]);

    const moved = await call(staff, 'PATCH', `/orders/${order.id}`, { version: order.version, accountId: second.id });
    expect(moved.statusCode).toBe(200);
    expect(await ids('poolster')).toEqual([]);
    expect(await ids('zuiderhaven')).toEqual([order.id]);
    // Another company's order for an account of the same name is not found, nor changed by its rename.
    const theirAccount = await createAccount(t, other, { companyName: 'Poelier Zuiderhaven' });
    const theirItem = await createItem(t, other, { name: 'Kippenbouten' });
    const theirs = await call(other, 'POST', '/orders', { accountId: theirAccount.id, lines: [{ itemId: theirItem.id, amount: '2' }] });
    expect(theirs.statusCode).toBe(201);
    expect(await ids('zuiderhaven')).toEqual([order.id]);
    await call(other, 'PATCH', `/accounts/${theirAccount.id}`, { companyName: 'Slagerij Wolkenvelde' });
    expect(await ids('zuiderhaven')).toEqual([order.id]);
    const theirIds = ((await call(other, 'GET', '/orders?q=wolkenvelde')).json() as unknown as { items: Array<{ id: string }> }).items;
    expect(theirIds.map((o) => o.id)).toEqual([(theirs.json() as unknown as { id: string }).id]);
    expect(await ids('wolkenvelde')).toEqual([]);
  });

  it('offers the default routes until routes are set up, the quick-add amounts and the people', async () => {
    const options = (await call(staff, 'GET', '/orders/options')).json() as unknown as Record<string, unknown>;
    expect(options).toMatchObject({
      routes: ['Route 1', 'Route 2', 'Route 3'],
      routesFromSettings: false,
      quickAddAmounts: [1, 5, 10, 25],
    });
    expect((options.employees as Array<{ name: string }>).map((e) => e.name)).toEqual(
      expect.arrayContaining(['Anna de Vries', 'Sem Jansen']),
    );
    await putSettings(t, admin, 'routes', {
      routeList: [
        { name: 'Noord', description: '', active: true },
        { name: 'Oud', description: '', active: false },
      ],
    });
    const after = (await call(staff, 'GET', '/orders/options')).json() as unknown as Record<string, unknown>;
    expect(after).toMatchObject({ routes: ['Noord'], routesFromSettings: true });
    expect(fieldErrors(await newOrder({ route: 'Route 1' }))).toEqual({ route: 'Choose a route from the settings' });
    await putSettings(t, admin, 'routes', { routeList: [] });
  });

  it('finds active items for lines by number, name or barcode', async () => {
    const scanned = await createItem(t, admin, { name: 'Spa blauw', barcode: '8710398527196' });
    const find = async (q: string) =>
      ((await call(staff, 'GET', `/orders/catalog?q=${encodeURIComponent(q)}`)).json() as unknown as Array<{ id: string }>).map(
        (i) => i.id,
      );
    expect((await find('8710398527196'))[0]).toBe(scanned.id);
    expect((await find(milk.sku))[0]).toBe(milk.id);
    expect(await find('volle melk')).toContain(milk.id);
    expect(await find('Oud artikel')).toEqual([]);
  });

  it("looks up the items of an order's lines by id, active or not, with their stock now; not another company's", async () => {
    const fresh = await createItem(t, admin, { name: `Nieuw artikel ${Date.now()}` });
    const theirs = await createItem(t, other, { name: 'Hun artikel' });
    const options = (await call(staff, 'GET', '/orders/options')).json() as unknown as { stockTracking: boolean };
    expect(options.stockTracking).toBe(true);
    const lookUp = async (ids: string[]) =>
      (await call(staff, 'GET', `/orders/catalog?ids=${ids.join(',')}`)).json() as unknown as Array<{ id: string; quantityOnHand: string }>;
    expect(await lookUp([fresh.id, theirs.id])).toEqual([expect.objectContaining({ id: fresh.id, quantityOnHand: '0.0000' })]);
    const booked = await call(admin, 'POST', `/items/${fresh.id}/stock-movements`, { kind: 'receipt', quantity: '12' });
    expect(booked.statusCode, booked.body).toBe(201);
    await call(admin, 'PATCH', `/items/${fresh.id}`, { isActive: false });
    expect(await lookUp([fresh.id.toUpperCase()])).toEqual([expect.objectContaining({ id: fresh.id, quantityOnHand: '12.0000' })]);
    expect((await call(staff, 'GET', '/orders/catalog?ids=not-an-id')).statusCode).toBe(400);
  });

  it('tells the form whether an account can be ordered for and its open orders against its limit', async () => {
    const check = (await call(staff, 'GET', `/orders/accounts/${account.id}/check`)).json() as unknown as Record<string, unknown>;
    expect(check).toMatchObject({ blockedReason: null, inactive: false, creditLimit: null, discount: '10.00' });
    expect(Number(check.openOrdersGross)).toBeGreaterThan(0);
  });
});

describe('delete', () => {
  it('needs orders:delete and removes the order with its lines', async () => {
    const order = body(await newOrder());
    expect((await call(guest, 'DELETE', `/orders/${order.id}`)).statusCode).toBe(403);
    expect((await call(staff, 'DELETE', `/orders/${order.id}`)).json()).toEqual({ deleted: true });
    expect((await call(staff, 'GET', `/orders/${order.id}`)).statusCode).toBe(404);
  });

  it('an account with orders is deactivated rather than deleted', async () => {
    const kept = await createAccount(t, admin, { companyName: 'Vaste klant' });
    await newOrder({ accountId: kept.id });
    expect((await call(admin, 'DELETE', `/accounts/${kept.id}`)).json()).toEqual({ deleted: false, deactivated: true, usedBy: ['orders'] });
  });
});

describe('tenant isolation', () => {
  it("another company's order is not found: not read, changed, moved or deleted", async () => {
    const order = body(await newOrder({ notes: 'Van A' }));
    expect((await call(other, 'GET', `/orders/${order.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/orders/${order.id}`, { version: order.version, notes: 'Van B' })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/orders/${order.id}/status`, { statusId: status.confirmed })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/orders/${order.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/orders/accounts/${account.id}/check`)).statusCode).toBe(404);
    const list = (await call(other, 'GET', '/orders?pageSize=200')).json() as unknown as { items: Array<{ id: string }> };
    expect(list.items.map((o) => o.id)).not.toContain(order.id);
    const mine = body(await call(staff, 'GET', `/orders/${order.id}`)) as unknown as { notes: string; version: number; statusId: string };
    expect(mine).toMatchObject({ notes: 'Van A', version: order.version, statusId: status.pending });
  });
});
