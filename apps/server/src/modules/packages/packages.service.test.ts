import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createAccount } from '../accounts/accounts.service';
import { getDocumentPackageBalance, getPackageBalance } from './package-balance.service';
import { findPackageStatementData } from '@/modules/package-statements/package-statement.service';
import { createPackageTransaction, deletePackageTransaction } from './package-transactions.service';
import { computePackageTotals } from './package-values';

let t: TestApp;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = (await signIn(t.app, 'admin@demo.example.com')).user.tenantId ?? '';
  tenantB = (await signIn(t.app, 'admin@other.example.com')).user.tenantId ?? '';
});
afterAll(() => t.close());

const inTenant = <T>(tenantId: string, fn: Parameters<typeof systemCtx<T>>[2]) => systemCtx(t.deps.db, tenantId, fn);

describe('package totals', () => {
  it('net change is delivered minus received; total value is net times unit value, to the cent', () => {
    expect(computePackageTotals(2, 10, '12.50')).toEqual({ netChange: 8, totalValue: '100.00' });
    expect(computePackageTotals(7, 0, '4.25')).toEqual({ netChange: -7, totalValue: '-29.75' });
    expect(computePackageTotals(3, 3, '99.99')).toEqual({ netChange: 0, totalValue: '0.00' });
  });
});

describe('package services on the database', () => {
  it('give a document the balance after a delivery date: types still out, balanced as no lines, none before any; not to another tenant', async () => {
    const mine = await inTenant(tenantA, (ctx) => createAccount(ctx, { companyName: 'Kratten op de factuur' }));
    const book = (date: string, quantityDelivered: number, quantityReceived: number, packageType: 'chicken_crate' | 'euro_pallet') =>
      inTenant(tenantA, (ctx) =>
        createPackageTransaction(ctx, { packageType, accountId: mine.id, date, quantityDelivered, quantityReceived, notes: 'rit' }),
      );
    await book('2026-02-01', 10, 0, 'chicken_crate');
    await book('2026-02-01', 2, 0, 'euro_pallet');
    await book('2026-02-08', 3, 5, 'chicken_crate');
    await book('2026-02-15', 0, 8, 'chicken_crate');
    await book('2026-02-15', 0, 2, 'euro_pallet');
    const at = (date: string) => inTenant(tenantA, (ctx) => getDocumentPackageBalance(ctx, mine.id, date));
    expect(await at('2026-01-31')).toBeNull();
    expect(await at('2026-02-08')).toEqual({
      date: '2026-02-08',
      lines: [
        { packageType: 'chicken_crate', name: null, count: 8, value: '40.00' },
        { packageType: 'euro_pallet', name: null, count: 2, value: '25.00' },
      ],
    });
    expect(await at('2026-02-15')).toEqual({ date: '2026-02-15', lines: [] });
    expect(await inTenant(tenantB, (ctx) => getDocumentPackageBalance(ctx, mine.id, '2026-02-15'))).toBeNull();

    // The statement for 2 – 10 February: opening (1 Feb), the movements in between, closing (10 Feb).
    const statement = await inTenant(tenantA, (ctx) =>
      findPackageStatementData(ctx, { accountId: mine.id, from: '2026-02-02', to: '2026-02-10' }),
    );
    expect(statement.opening.map((l) => [l.packageType, l.count, l.value])).toEqual([
      ['chicken_crate', 10, '50.00'],
      ['euro_pallet', 2, '25.00'],
    ]);
    expect(statement.transactions.map((tx) => [tx.date, tx.packageType, tx.delivered, tx.received, tx.net])).toEqual([
      ['2026-02-08', 'chicken_crate', 3, 5, -2],
    ]);
    expect(statement.closing.map((l) => [l.packageType, l.count])).toEqual([
      ['chicken_crate', 8],
      ['euro_pallet', 2],
    ]);
    expect([statement.language, statement.truncated]).toEqual(['nl', false]);
    await expect(
      inTenant(tenantB, (ctx) => findPackageStatementData(ctx, { accountId: mine.id, from: '2026-02-01', to: '2026-02-28' })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("book for the tenant's own account only; another tenant's account is not found and nothing is written", async () => {
    const theirs = await inTenant(tenantB, (ctx) => createAccount(ctx, { companyName: 'Alleen van B' }));
    const input = { packageType: 'euro_pallet' as const, accountId: theirs.id, quantityReceived: 0, quantityDelivered: 2, notes: 'x' };
    await expect(inTenant(tenantA, (ctx) => createPackageTransaction(ctx, input))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const balance = await inTenant(tenantB, (ctx) => getPackageBalance(ctx, { accountId: theirs.id }));
    expect(balance).toMatchObject({ totalTransactions: 0, status: 'balanced' });
  });

  it('keep a failed write from leaving anything behind (one transaction)', async () => {
    const mine = await inTenant(tenantA, (ctx) => createAccount(ctx, { companyName: 'Half geschreven' }));
    await expect(
      inTenant(tenantA, async (ctx) => {
        await createPackageTransaction(ctx, {
          packageType: 'chicken_crate',
          accountId: mine.id,
          quantityReceived: 0,
          quantityDelivered: 4,
          notes: 'x',
        });
        throw new AppError('CONFLICT', 'platform.internal');
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect((await inTenant(tenantA, (ctx) => getPackageBalance(ctx, { accountId: mine.id }))).totalTransactions).toBe(0);
  });

  it("refuse to delete another tenant's transaction (not found) and leave it", async () => {
    const mine = await inTenant(tenantA, (ctx) => createAccount(ctx, { companyName: 'Van A' }));
    const tx = await inTenant(tenantA, (ctx) =>
      createPackageTransaction(ctx, {
        packageType: 'block_pallet',
        accountId: mine.id,
        quantityReceived: 0,
        quantityDelivered: 1,
        notes: 'x',
      }),
    );
    await expect(inTenant(tenantB, (ctx) => deletePackageTransaction(ctx, tx.id))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await inTenant(tenantA, (ctx) => getPackageBalance(ctx, { accountId: mine.id }))).netBalance).toBe(1);
  });
});
