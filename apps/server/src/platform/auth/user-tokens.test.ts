import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { AppError } from '@/platform/errors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { consumeUserToken, issueUserToken } from './user-tokens';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = await inTransaction(
    t.deps.db,
    { tenantId: null },
    async (tx) => (await tx.selectFrom('appUser').select('id').where('email', '=', 'staff@demo.example.com').executeTakeFirstOrThrow()).id,
  );
});
afterAll(() => t.close());

const run = <T>(fn: Parameters<typeof inTransaction<T>>[2]) => inTransaction(t.deps.db, { tenantId: null }, fn);
const reasonOf = (err: unknown) => (err instanceof AppError ? err.details?.[0]?.params?.reason : String(err));

describe('user tokens', () => {
  it('works once, for its purpose only', async () => {
    const token = await run((tx) => issueUserToken(tx, userId, 'verify_email'));
    expect(await run((tx) => consumeUserToken(tx, token, 'invite').catch(reasonOf))).toBe('invalid');
    expect(await run((tx) => consumeUserToken(tx, token, 'verify_email'))).toBe(userId);
    expect(await run((tx) => consumeUserToken(tx, token, 'verify_email').catch(reasonOf))).toBe('used');
  });

  it('expires after its lifetime, and a newer token replaces an unused older one', async () => {
    const old = await run((tx) => issueUserToken(tx, userId, 'password_reset', new Date(Date.now() - 2 * 3_600_000)));
    expect(await run((tx) => consumeUserToken(tx, old, 'password_reset').catch(reasonOf))).toBe('expired');
    const first = await run((tx) => issueUserToken(tx, userId, 'invite'));
    const second = await run((tx) => issueUserToken(tx, userId, 'invite'));
    expect(await run((tx) => consumeUserToken(tx, first, 'invite').catch(reasonOf))).toBe('invalid');
    expect(await run((tx) => consumeUserToken(tx, second, 'invite'))).toBe(userId);
  });

  it('lets only one of two concurrent uses win', async () => {
    const token = await run((tx) => issueUserToken(tx, userId, 'verify_email'));
    const results = await Promise.all([1, 2, 3].map(() => run((tx) => consumeUserToken(tx, token, 'verify_email')).catch(reasonOf)));
    expect(results.filter((r) => r === userId)).toHaveLength(1);
  });
});
