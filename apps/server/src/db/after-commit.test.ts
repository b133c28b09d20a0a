import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from './database';
import { afterCommit, inTransaction } from './transaction';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('afterCommit', () => {
  it('runs hooks once the transaction has committed, in order, and not before', async () => {
    const ran: string[] = [];
    await inTransaction(handle.db, { tenantId: null }, async (tx) => {
      afterCommit(tx, () => {
        ran.push('first');
      });
      afterCommit(tx, () => {
        ran.push('second');
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['first', 'second']);
  });

  it('never runs hooks of a transaction that rolled back', async () => {
    const hook = vi.fn();
    await expect(
      inTransaction(handle.db, { tenantId: null }, async (tx) => {
        afterCommit(tx, hook);
        throw new Error('rule broken');
      }),
    ).rejects.toThrow('rule broken');
    expect(hook).not.toHaveBeenCalled();
  });

  it('reports a failing hook without failing the committed work or the other hooks', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    const result = await inTransaction(handle.db, { tenantId: null }, async (tx) => {
      afterCommit(tx, () => {
        throw new Error('hook broke');
      });
      afterCommit(tx, async () => {
        throw new Error('async hook broke');
      });
      afterCommit(tx, after);
      return 42;
    });
    expect(result).toBe(42);
    expect(after).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    errors.mockRestore();
  });

  it('refuses a transaction that inTransaction did not open', async () => {
    await handle.db.transaction().execute(async (tx) => {
      expect(() => afterCommit(tx, () => {})).toThrow(/inTransaction/);
    });
  });
});
