import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCompanyZone } from '@wb/domain/today';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';

let t: TestApp;
let demo: string;
let other: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

type Balance = { status: string; netBalance: number; accounts: Array<{ accountId: string; netBalance: number }> };
type Page = { total: number; items: Array<{ date: string; origin: string; reference: string }> };

describe('the demo packages', () => {
  it('give several customers balances built over the last 90 days, one of them balanced, with crates from delivered orders', async () => {
    const company = (await call(demo, 'GET', '/packages/balance')).json() as unknown as Balance;
    expect(company.accounts.filter((a) => a.netBalance !== 0).length).toBeGreaterThanOrEqual(4);
    const balanced = [];
    for (const account of company.accounts) {
      const one = (await call(demo, 'GET', `/packages/balance?accountId=${account.accountId}`)).json() as unknown as Balance;
      if (one.status === 'balanced') balanced.push(account.accountId);
    }
    expect(balanced.length).toBeGreaterThanOrEqual(1);
    const oldest = (await call(demo, 'GET', '/packages/transactions?sort=date&pageSize=1')).json() as unknown as Page;
    const days = (Date.parse(todayInCompanyZone()) - Date.parse(oldest.items[0]?.date ?? '')) / 86_400_000;
    expect(days).toBeGreaterThan(60);
    expect(days).toBeLessThanOrEqual(90);
    const fromOrders = (await call(demo, 'GET', '/packages/transactions?origin=order')).json() as unknown as Page;
    expect(fromOrders.total).toBeGreaterThan(0);
    expect(fromOrders.items[0]?.reference).toMatch(/^ORD-/);
    const types = (await call(demo, 'GET', '/packages/types')).json() as unknown as { custom: Array<{ name: string }> };
    expect(types.custom.map((c) => c.name)).toEqual(['Bloemenkar', 'Rolcontainer']);
    const trends = (await call(demo, 'GET', '/packages/analytics/trends?days=90')).json() as unknown as {
      points: Array<{ delivered: number }>;
    };
    expect(trends.points.some((p) => p.delivered > 0)).toBe(true);
  });

  it('give Andere Handel B.V. a small ledger of its own', async () => {
    const theirs = (await call(other, 'GET', '/packages/transactions')).json() as unknown as Page;
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.total).toBeLessThan((await call(demo, 'GET', '/packages/transactions')).json().total as unknown as number);
  });
});
