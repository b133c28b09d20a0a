import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wb/contract/messages';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { selectAuditEvents, selectTenantId } from '../../../test/test-audit';
import { caller, createAccount, fieldErrors, signInAs } from '../orders/order-test-kit';

let t: TestApp;
let admin: string;
let guest: string;
let other: string;
let call: ReturnType<typeof caller>;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  tenantId = await selectTenantId(t.handle.db, 'Demo Groothandel B.V.');
  guest = await signInAs(t, tenantId, 'guest');
});
afterAll(() => t.close());

type Tx = { id: string; netChange: number; totalValue: string; unitValue: string; origin: string; date: string; reference: string };
const book = async (payload: object, token = admin) => {
  const res = await call(token, 'POST', '/packages/transactions', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as Tx;
};
const balance = async (query: string) => {
  const res = await call(admin, 'GET', `/packages/balance?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown as {
    netBalance: number;
    totalValue: string;
    totalPackages: number;
    totalTransactions: number;
    status: string;
    byType: Array<{ packageType: string; customTypeName: string | null; netBalance: number; totalValue: string }>;
    accounts: Array<{ accountId: string; netBalance: number; totalValue: string }>;
  };
};

describe('package transactions', () => {
  it('makes a customer’s package statement as a PDF; 400 for dates out of order, 404 for another tenant’s account', async () => {
    const account = await createAccount(t, admin, { companyName: 'Poelier Overzicht' });
    await book({
      packageType: 'euro_pallet',
      accountId: account.id,
      date: '2026-01-10',
      quantityReceived: 0,
      quantityDelivered: 3,
      notes: 'rit',
    });
    const url = (query: string) => `/api/v1/packages/statement?${query}`;
    const pdf = await t.app.inject({
      method: 'GET',
      url: url(`accountId=${account.id}&from=2026-01-01&to=2026-01-31`),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="emballage-${account.accountNumber}-2026-01-01-2026-01-31.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const backwards = await call(admin, 'GET', `/packages/statement?accountId=${account.id}&from=2026-02-01&to=2026-01-01`);
    expect([backwards.statusCode, fieldErrors(backwards)]).toEqual([400, { to: messages['packages.fromAfterTo'] }]);
    const theirs = await call(other, 'GET', `/packages/statement?accountId=${account.id}&from=2026-01-01&to=2026-01-31`);
    expect(theirs.statusCode).toBe(404);
    expect((await call(guest, 'GET', `/packages/statement?accountId=${account.id}&from=2026-01-01&to=2026-01-31`)).statusCode).toBe(200);
  });

  it('computes net change and total value, with the type value as the default unit value', async () => {
    const account = await createAccount(t, admin);
    const tx = await book({
      packageType: 'euro_pallet',
      accountId: account.id,
      date: '2026-03-02',
      quantityReceived: 2,
      quantityDelivered: 10,
      notes: 'Telling bij de klant',
    });
    expect(tx).toMatchObject({ netChange: 8, unitValue: '12.50', totalValue: '100.00', origin: 'manual', date: '2026-03-02' });
    const custom = await book({
      packageType: 'chicken_crate',
      accountId: account.id,
      quantityReceived: 7,
      quantityDelivered: 0,
      unitValue: '4,25',
      notes: 'Chauffeur haalde kratten op',
    });
    expect(custom).toMatchObject({ netChange: -7, unitValue: '4.25', totalValue: '-29.75' });
  });

  it('never takes net change or total value from the client, and refuses bad quantities (400)', async () => {
    const account = await createAccount(t, admin);
    const base = { packageType: 'chicken_crate', accountId: account.id, quantityReceived: 1, quantityDelivered: 2, notes: 'x' };
    expect((await call(admin, 'POST', '/packages/transactions', { ...base, netChange: 99 })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/packages/transactions', { ...base, totalValue: '1.00' })).statusCode).toBe(400);
    const cases: Array<[object, string, string]> = [
      [{ quantityReceived: -1 }, 'quantityReceived', 'Minimum 0'],
      [{ quantityDelivered: 1.5 }, 'quantityDelivered', 'Enter a whole number'],
      [{ quantityReceived: 0, quantityDelivered: 0 }, 'quantityDelivered', messages['packages.quantityRequired']],
      [{ notes: '  ' }, 'notes', messages['packages.reasonRequired']],
      [{ packageType: 'custom' }, 'customTypeId', messages['packages.customTypeRequired']],
      [{ unitValue: '-1' }, 'unitValue', 'Invalid amount'],
    ];
    for (const [change, path, message] of cases) {
      const res = await call(admin, 'POST', '/packages/transactions', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(fieldErrors(res)[path], JSON.stringify(change)).toBe(message);
    }
    expect((await call(admin, 'GET', `/packages/transactions?accountId=${account.id}`)).json()).toMatchObject({ total: 0 });
  });

  it("refuses another tenant's account with 404 and books nothing", async () => {
    const foreign = await createAccount(t, other);
    const res = await call(admin, 'POST', '/packages/transactions', {
      packageType: 'chicken_crate',
      accountId: foreign.id,
      quantityReceived: 0,
      quantityDelivered: 3,
      notes: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect((await call(other, 'GET', `/packages/transactions?accountId=${foreign.id}`)).json()).toMatchObject({ total: 0 });
  });

  it('lists with filters on type, account and dates, and pages', async () => {
    const account = await createAccount(t, admin);
    for (const [date, type] of [
      ['2026-01-05', 'chicken_crate'],
      ['2026-01-10', 'euro_pallet'],
      ['2026-01-15', 'chicken_crate'],
      ['2026-02-01', 'block_pallet'],
    ] as const) {
      await book({ packageType: type, accountId: account.id, date, quantityReceived: 0, quantityDelivered: 1, notes: 'x' });
    }
    const list = async (query: string) => {
      const res = await call(admin, 'GET', `/packages/transactions?accountId=${account.id}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as unknown as { items: Tx[]; total: number };
    };
    expect((await list('packageType=chicken_crate')).total).toBe(2);
    expect((await list('from=2026-01-08&to=2026-01-31')).items.map((i) => i.date)).toEqual(['2026-01-15', '2026-01-10']);
    const page2 = await list('pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.items.map((i) => i.date)).toEqual(['2026-01-05']);
    expect((await list('sort=date')).items[0]?.date).toBe('2026-01-05');
    expect((await call(admin, 'GET', '/packages/transactions?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/packages/transactions?packageType=crate')).statusCode).toBe(400);
  });

  it('updates a manual transaction (totals made again) and deletes it with an audit event', async () => {
    const account = await createAccount(t, admin);
    const tx = await book({ packageType: 'block_pallet', accountId: account.id, quantityReceived: 0, quantityDelivered: 4, notes: 'x' });
    const res = await call(admin, 'PATCH', `/packages/transactions/${tx.id}`, { quantityReceived: 1, packageType: 'euro_pallet' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ netChange: 3, unitValue: '12.50', totalValue: '37.50', packageType: 'euro_pallet' });
    expect((await call(admin, 'PATCH', `/packages/transactions/${tx.id}`, { quantityDelivered: 0, quantityReceived: 0 })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'DELETE', `/packages/transactions/${tx.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/packages/transactions/${tx.id}`)).statusCode).toBe(404);
    const events = await selectAuditEvents(t.handle.db, tenantId);
    const deleted = events.find((e) => e.action === 'package_transaction.deleted' && e.target === `package_transaction:${tx.id}`);
    expect(deleted?.details).toMatchObject({ quantityDelivered: 4, quantityReceived: 1, accountId: account.id });
  });
});

describe('package balance', () => {
  it('sums per account and per type, and says balanced when the net is zero', async () => {
    const account = await createAccount(t, admin);
    await book({
      packageType: 'chicken_crate',
      accountId: account.id,
      date: '2026-02-01',
      quantityReceived: 0,
      quantityDelivered: 6,
      notes: 'x',
    });
    await book({
      packageType: 'euro_pallet',
      accountId: account.id,
      date: '2026-02-03',
      quantityReceived: 0,
      quantityDelivered: 2,
      notes: 'x',
    });
    let sum = await balance(`accountId=${account.id}`);
    expect(sum).toMatchObject({
      netBalance: 8,
      totalValue: '55.00',
      totalPackages: 8,
      totalTransactions: 2,
      status: 'outstanding',
      accounts: [],
    });
    expect(sum.byType.map((b) => [b.packageType, b.netBalance, b.totalValue])).toEqual([
      ['chicken_crate', 6, '30.00'],
      ['euro_pallet', 2, '25.00'],
    ]);
    expect(await balance(`accountId=${account.id}&packageType=euro_pallet`)).toMatchObject({ netBalance: 2, totalValue: '25.00' });
    expect(await balance(`accountId=${account.id}&to=2026-02-02`)).toMatchObject({ netBalance: 6 });
    await book({ packageType: 'chicken_crate', accountId: account.id, quantityReceived: 6, quantityDelivered: 0, notes: 'Retour' });
    await book({ packageType: 'euro_pallet', accountId: account.id, quantityReceived: 2, quantityDelivered: 0, notes: 'Retour' });
    sum = await balance(`accountId=${account.id}`);
    expect(sum).toMatchObject({ netBalance: 0, totalValue: '0.00', totalPackages: 16, totalTransactions: 4, status: 'balanced' });
    const company = await balance('');
    expect(company.accounts.length).toBeGreaterThan(0);
    expect((await call(admin, 'GET', `/packages/balance?accountId=${(await createAccount(t, other)).id}`)).statusCode).toBe(404);
  });
});

describe('custom package types', () => {
  it('are made, listed with the built-in types, used with their value, and kept while in use', async () => {
    const made = await call(admin, 'POST', '/packages/types/custom', {
      name: 'Bloemenkar',
      description: 'Deense container',
      dimensions: '135 × 56 × 190 cm',
      weightKg: '38,5',
      value: '150.00',
    });
    expect(made.statusCode, made.body).toBe(201);
    const type = made.json() as unknown as { id: string; weightKg: string; isActive: boolean };
    expect(type).toMatchObject({ weightKg: '38.500', isActive: true });
    expect((await call(admin, 'POST', '/packages/types/custom', { name: 'bloemenkar', value: '1' })).statusCode).toBe(409);
    const types = (await call(admin, 'GET', '/packages/types')).json() as unknown as {
      builtIn: Array<{ packageType: string }>;
      custom: Array<{ id: string }>;
    };
    expect(types.builtIn.map((b) => b.packageType)).toEqual(['chicken_crate', 'block_pallet', 'euro_pallet', 'custom']);
    expect(types.custom.map((c) => c.id)).toContain(type.id);

    const account = await createAccount(t, admin);
    const tx = await book({
      packageType: 'custom',
      customTypeId: type.id,
      accountId: account.id,
      quantityReceived: 0,
      quantityDelivered: 2,
      notes: 'x',
    });
    expect(tx).toMatchObject({ unitValue: '150.00', totalValue: '300.00' });
    expect((await balance(`accountId=${account.id}`)).byType[0]).toMatchObject({ packageType: 'custom', customTypeName: 'Bloemenkar' });

    const refused = await call(admin, 'DELETE', `/packages/types/custom/${type.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ key: 'packages.typeInUse', message: messages['packages.typeInUse'] });
    const off = await call(admin, 'PATCH', `/packages/types/custom/${type.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, transactionCount: 1 });
    const inactive = await call(admin, 'POST', '/packages/transactions', {
      packageType: 'custom',
      customTypeId: type.id,
      accountId: account.id,
      quantityReceived: 1,
      quantityDelivered: 0,
      notes: 'x',
    });
    expect(fieldErrors(inactive).customTypeId).toBe(messages['packages.customTypeInactive']);

    const spare = (await call(admin, 'POST', '/packages/types/custom', { name: 'Rolcontainer', value: '75' })).json() as unknown as {
      id: string;
    };
    expect((await call(admin, 'DELETE', `/packages/types/custom/${spare.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/packages/types/custom/${spare.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/packages/types/custom', { name: '', value: 'x' })).statusCode).toBe(400);
  });
});

describe('package analytics', () => {
  it('gives trends, types and top accounts for 7, 30 and 90 days only', async () => {
    const account = await createAccount(t, admin, { companyName: 'Topklant Kratten' });
    await book({ packageType: 'euro_pallet', accountId: account.id, quantityReceived: 0, quantityDelivered: 400, notes: 'x' });
    for (const days of [7, 30, 90]) {
      const trends = await call(admin, 'GET', `/packages/analytics/trends?days=${days}`);
      expect(trends.statusCode, trends.body).toBe(200);
      const body = trends.json() as unknown as { days: number; points: Array<{ date: string; packageType: string; delivered: number }> };
      expect(body.days).toBe(days);
      expect(new Set(body.points.map((p) => p.date)).size).toBe(days);
      expect(body.points.some((p) => p.packageType === 'euro_pallet' && p.delivered >= 400)).toBe(true);
      expect((await call(admin, 'GET', `/packages/analytics/package-types?days=${days}`)).statusCode).toBe(200);
    }
    expect((await call(admin, 'GET', '/packages/analytics/trends?days=14')).statusCode).toBe(400);
    const top = (await call(admin, 'GET', '/packages/analytics/top-accounts')).json() as unknown as {
      items: Array<{ companyName: string }>;
    };
    expect(top.items.length).toBeLessThanOrEqual(10);
    expect(top.items[0]?.companyName).toBe('Topklant Kratten');
    const one = (await call(admin, 'GET', '/packages/analytics/top-accounts?limit=1')).json() as unknown as { items: unknown[] };
    expect(one.items).toHaveLength(1);
  });
});

describe('permissions and tenants', () => {
  it('lets a guest read but not book, and keeps analytics to the reports area (403)', async () => {
    const account = await createAccount(t, admin);
    expect((await call(guest, 'GET', '/packages/transactions')).statusCode).toBe(200);
    const payload = { packageType: 'chicken_crate', accountId: account.id, quantityReceived: 0, quantityDelivered: 1, notes: 'x' };
    expect((await call(guest, 'POST', '/packages/transactions', payload)).statusCode).toBe(403);
    expect((await call(guest, 'POST', '/packages/types/custom', { name: 'Gast', value: '1' })).statusCode).toBe(403);
    expect((await call(guest, 'GET', '/packages/analytics/trends?days=7')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/packages/balance')).statusCode).toBe(401);
  });

  it('answers 404 to another tenant for a transaction or custom type, and changes nothing', async () => {
    const account = await createAccount(t, admin);
    const tx = await book({
      packageType: 'chicken_crate',
      accountId: account.id,
      quantityReceived: 0,
      quantityDelivered: 5,
      notes: 'Alleen van A',
    });
    const type = (await call(admin, 'POST', '/packages/types/custom', { name: 'Alleen-A-kist', value: '3' })).json() as unknown as {
      id: string;
    };
    const attempts: Array<['GET' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', `/packages/transactions/${tx.id}`],
      ['PATCH', `/packages/transactions/${tx.id}`, { quantityDelivered: 1 }],
      ['DELETE', `/packages/transactions/${tx.id}`],
      ['GET', `/packages/types/custom/${type.id}`],
      ['PATCH', `/packages/types/custom/${type.id}`, { value: '0.01' }],
      ['DELETE', `/packages/types/custom/${type.id}`],
    ];
    for (const [method, path, payload] of attempts) {
      expect((await call(other, method, path, payload)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call(other, 'GET', '/packages/transactions?q=Alleen')).json()).toMatchObject({ total: 0 });
    expect(((await call(other, 'GET', '/packages/types')).json() as unknown as { custom: unknown[] }).custom).toEqual([]);
    const foreignType = await call(other, 'POST', '/packages/transactions', {
      packageType: 'custom',
      customTypeId: type.id,
      accountId: (await createAccount(t, other)).id,
      quantityReceived: 0,
      quantityDelivered: 1,
      notes: 'x',
    });
    expect(foreignType.statusCode).toBe(404);
    expect((await call(admin, 'GET', `/packages/transactions/${tx.id}`)).json()).toMatchObject({ netChange: 5, notes: 'Alleen van A' });
    expect((await call(admin, 'GET', `/packages/types/custom/${type.id}`)).json()).toMatchObject({ value: '3.00' });
  });
});
