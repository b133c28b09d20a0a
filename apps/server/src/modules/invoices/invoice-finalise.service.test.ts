import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createAccount } from '../orders/order-test-kit';
import { finaliseInvoice } from './invoice-finalise.service';
import { createInvoice } from './invoice-save.service';

let t: TestApp;
let tenantA: string;
let tenantB: string;
let accountA: string;
let accountB: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t.app, 'admin@demo.example.com');
  const b = await signIn(t.app, 'admin@other.example.com');
  tenantA = a.user.tenantId ?? '';
  tenantB = b.user.tenantId ?? '';
  accountA = (await createAccount(t, a.access_token)).id;
  accountB = (await createAccount(t, b.access_token)).id;
});
afterAll(() => t.close());

const makeDraft = (tenantId: string, accountId: string) =>
  systemCtx(t.deps.db, tenantId, (ctx) =>
    createInvoice(ctx, {
      accountId,
      invoiceDate: '2026-05-01',
      lines: [{ description: 'Levering', quantity: '1', price: '10.00', vatRate: 21 }],
    }),
  );

const finalNumbers = (tenantId: string) =>
  inTransaction(t.deps.db, { tenantId }, (tx) =>
    tx.selectFrom('invoice').select(['id', 'invoiceNumber', 'status']).where('tenantId', '=', tenantId).execute(),
  );

describe('finalising under concurrency', () => {
  it('200 finalisations at once in two tenants with random rollbacks: consecutive numbers per tenant, no gaps, no duplicates', async () => {
    const drafts: Array<{ id: string }> = [];
    for (let i = 0; i < 200; i += 20) {
      const batch = Array.from({ length: 20 }, (_, j) => ((i + j) % 2 === 0 ? makeDraft(tenantA, accountA) : makeDraft(tenantB, accountB)));
      drafts.push(...(await Promise.all(batch)));
    }
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let rolledBack = 0;
    // PGlite runs one transaction at a time behind a 15 s connection queue: there at most 40 wait
    // at once (the rest start as those finish); on PostgreSQL all 200 start together.
    let slots = process.env.DATABASE_URL ? drafts.length : 40;
    const waiting: Array<() => void> = [];
    const acquire = () => (slots-- > 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
    const release = () => {
      slots++;
      waiting.shift()?.();
    };
    const attempts = drafts.map(async (draft, i) => {
      await acquire();
      const tenantId = i % 2 === 0 ? tenantA : tenantB;
      const fail = random() < 0.3;
      const delay = Math.floor(random() * 4);
      return systemCtx(t.deps.db, tenantId, async (ctx) => {
        const final = await finaliseInvoice(ctx, draft.id, {});
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (fail) throw new Error('rollback');
        return final;
      })
        .catch((err: Error) => {
          if (err.message !== 'rollback') throw err;
          rolledBack++;
        })
        .finally(release);
    });
    await Promise.all(attempts);
    expect(rolledBack).toBeGreaterThan(20);
    for (const tenantId of [tenantA, tenantB]) {
      const rows = await finalNumbers(tenantId);
      const numbers = rows
        .filter((r) => r.invoiceNumber !== null)
        .map((r) => Number(r.invoiceNumber?.replace(/^INV-/, '')))
        .sort((x, y) => x - y);
      expect(numbers.length).toBeGreaterThan(40);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => 1000 + i));
      const drafts = rows.filter((r) => r.invoiceNumber === null);
      expect(drafts.every((r) => r.status === 'draft')).toBe(true);
      expect(drafts.length + numbers.length).toBe(100);
    }
  }, 120_000);
});
