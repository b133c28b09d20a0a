import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createAccount } from '../accounts/accounts.service';
import { getPackageBalance } from './package-balance.service';
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
