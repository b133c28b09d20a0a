import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';

let t: TestApp;
let demo: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
}, 120_000);
afterAll(() => t.close());

describe('the demo cash book', () => {
  it('has two ledgers and a few months of entries in the till, the oldest months closed', async () => {
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date()).slice(0, 4));
    const res = await call(demo, 'GET', `/cash-book?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const book = res.json() as unknown as { ledgers: unknown[]; openingBalance: string; entries: unknown[]; closedMonths: string[] };
    expect(book.ledgers).toHaveLength(2);
    expect(book.openingBalance).toBe('500.00');
    // Four months back may reach into last year (early in the year).
    const last = (await call(demo, 'GET', `/cash-book?year=${year - 1}`)).json() as unknown as { entries: unknown[] };
    expect(book.entries.length + last.entries.length).toBeGreaterThan(3);
    // Last month's day closing was 40 cents short; expenses and a bank deposit are among the entries.
    const entries = [...book.entries, ...last.entries] as Array<{ kind: string; amount: string }>;
    expect(entries.filter((e) => e.kind === 'difference').map((e) => e.amount)).toEqual(['-0.40']);
    expect(entries.some((e) => e.kind === 'expense')).toBe(true);
    expect(entries.some((e) => e.kind === 'deposit')).toBe(true);
    expect((book as unknown as { lastClosedDay: string | null }).lastClosedDay).not.toBeNull();
  });
});
