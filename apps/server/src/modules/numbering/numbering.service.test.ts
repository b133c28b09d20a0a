import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { createSecretBox } from '@/platform/crypto/secret-box';
import { getSettingsSection, updateSettingsSection } from '@/modules/settings/settings.service';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { assignNumber, findNextNumbers, takeNextNumber } from './numbering.service';

let t: TestApp;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = (await signIn(t.app, 'admin@demo.example.com')).user.tenantId ?? '';
  tenantB = (await signIn(t.app, 'admin@other.example.com')).user.tenantId ?? '';
});
afterAll(() => t.close());

const box = () => createSecretBox(t.deps.config.appSecret);
const saveNumbering = (tenantId: string, values: Record<string, unknown>) =>
  systemCtx(t.deps.db, tenantId, async (ctx) => {
    const current = await getSettingsSection(ctx, 'numbering');
    return updateSettingsSection(ctx, box(), 'numbering', { ...current, ...values });
  });
const take = (tenantId: string, series: Parameters<typeof takeNextNumber>[1]) =>
  systemCtx(t.deps.db, tenantId, (ctx) => takeNextNumber(ctx, series));

describe('numbering service', () => {
  it('starts each series at its start number with its prefix, per tenant', async () => {
    expect(await take(tenantA, 'order')).toBe('ORD-1000');
    expect(await take(tenantA, 'order')).toBe('ORD-1001');
    expect(await take(tenantA, 'sku')).toBe('ITEM-1000');
    expect(await take(tenantB, 'order')).toBe('ORD-1000');
  });

  it('never repeats a number when the start number is lowered, and jumps when it is raised', async () => {
    await saveNumbering(tenantA, { quoteStartNumber: 50 });
    expect(await take(tenantA, 'quote')).toBe('QUO-50');
    expect(await take(tenantA, 'quote')).toBe('QUO-51');
    await saveNumbering(tenantA, { quoteStartNumber: 10 });
    expect(await take(tenantA, 'quote')).toBe('QUO-52');
    await saveNumbering(tenantA, { quoteStartNumber: 200, quotePrefix: 'Q' });
    expect(await take(tenantA, 'quote')).toBe('Q200');
    expect(await take(tenantA, 'quote')).toBe('Q201');
  });

  it('honours the auto-generate flag: off means the number typed in, which is then required', async () => {
    await saveNumbering(tenantB, { autoGenerateAccountNumber: false });
    expect(await systemCtx(t.deps.db, tenantB, (ctx) => assignNumber(ctx, 'account', ' KL-7 '))).toBe('KL-7');
    await expect(systemCtx(t.deps.db, tenantB, (ctx) => assignNumber(ctx, 'account', ''))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await systemCtx(t.deps.db, tenantB, (ctx) => assignNumber(ctx, 'supplier', 'ignored'))).toBe('SUP-1000');
  });

  it('previews the next number of each series without taking it', async () => {
    const next = await systemCtx(t.deps.db, tenantA, findNextNumbers);
    expect(next.order).toBe('ORD-1002');
    expect(next.invoice).toBe('INV-1000');
    expect(await take(tenantA, 'order')).toBe('ORD-1002');
    const admin = (await signIn(t.app, 'staff@demo.example.com')).access_token;
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/numbering/next', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toBe('ORD-1003');
  });

  it('gives a rolled-back number back', async () => {
    await expect(
      systemCtx(t.deps.db, tenantB, async (ctx) => {
        await takeNextNumber(ctx, 'quote');
        throw new Error('document failed');
      }),
    ).rejects.toThrow('document failed');
    expect(await take(tenantB, 'quote')).toBe('QUO-1000');
  });
});

describe('gap-free invoice numbers under concurrency', () => {
  it('200 concurrent invoices in two tenants with random rollbacks: consecutive from the start, no gaps, no duplicates', async () => {
    await saveNumbering(tenantA, { invoiceStartNumber: 7000, invoicePrefix: 'F-' });
    const committed: Record<string, number[]> = { [tenantA]: [], [tenantB]: [] };
    let rolledBack = 0;
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const tenantId = i % 2 === 0 ? tenantA : tenantB;
      const fail = random() < 0.3;
      const delay = Math.floor(random() * 5);
      return systemCtx(t.deps.db, tenantId, async (ctx) => {
        const number = await takeNextNumber(ctx, 'invoice');
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (fail) throw new Error('rollback');
        return number;
      }).then(
        (number) => committed[tenantId]?.push(Number(number.replace(/^\D+/, ''))),
        () => {
          rolledBack++;
        },
      );
    });
    await Promise.all(attempts);
    expect(rolledBack).toBeGreaterThan(20);
    for (const [tenantId, start] of [
      [tenantA, 7000],
      [tenantB, 1000],
    ] as const) {
      const numbers = (committed[tenantId] ?? []).sort((a, b) => a - b);
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => start + i));
    }
    const stored = await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
      tx
        .selectFrom('numberCounter')
        .select('lastValue')
        .where('tenantId', '=', tenantA)
        .where('series', '=', 'invoice')
        .executeTakeFirstOrThrow(),
    );
    expect(Number(stored.lastValue)).toBe(7000 + (committed[tenantA]?.length ?? 0) - 1);
  });

  it("keeps one tenant's counters from another", async () => {
    const seenFromB = await inTransaction(t.deps.db, { tenantId: tenantB }, (tx) =>
      tx.selectFrom('numberCounter').selectAll().where('tenantId', '=', tenantA).execute(),
    );
    expect(seenFromB).toEqual([]);
  });
});
