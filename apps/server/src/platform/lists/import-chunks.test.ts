import { describe, expect, it } from 'vitest';
import type { TenantCtx } from '@/platform/context';
import { importChunkRows, type InTransaction, writeInChunks } from './import-chunks';

/** A transaction runner that records what ran, with no database. */
function recorder(failAt?: number) {
  const log: string[] = [];
  let transactions = 0;
  const inTransaction: InTransaction = async (fn) => {
    transactions += 1;
    return fn({} as TenantCtx);
  };
  const write = async (_ctx: TenantCtx, chunk: number[]) => {
    if (chunk[0] === failAt) throw new Error('taken meanwhile');
    log.push(`write ${chunk[0]}-${chunk.at(-1)}`);
  };
  const undo = async (_ctx: TenantCtx, chunk: number[]) => {
    log.push(`undo ${chunk[0]}-${chunk.at(-1)}`);
  };
  return { log, inTransaction, write, undo, transactions: () => transactions };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('writeInChunks', () => {
  it('writes 10,000 rows in transactions of 100', async () => {
    const r = recorder();
    await writeInChunks(r.inTransaction, rows(10_000), r.write, r.undo);
    expect(importChunkRows).toBe(100);
    expect(r.transactions()).toBe(100);
    expect(r.log[0]).toBe('write 0-99');
    expect(r.log.at(-1)).toBe('write 9900-9999');
  });

  it('removes the parts already written, newest first, when a later part fails, and passes the error on', async () => {
    const r = recorder(200);
    await expect(writeInChunks(r.inTransaction, rows(400), r.write, r.undo)).rejects.toThrow('taken meanwhile');
    expect(r.log).toEqual(['write 0-99', 'write 100-199', 'undo 100-199', 'undo 0-99']);
  });
});
