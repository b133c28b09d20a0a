// The per-tenant configuration cache (issue 11): one load per tenant and version, never shared
// between tenants or databases, never filled by a transaction that changed the configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/database';
import { inTransaction } from '@/db/transaction';
import { openTestDatabase } from '../../test/test-db';
import type { Ctx } from './context';
import { configWritten, tenantConfig } from './tenant-config';

const tenantA = '0190aaaa-0000-7000-8000-00000000000a';
const tenantB = '0190aaaa-0000-7000-8000-00000000000b';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase('migrated');
});
afterAll(() => handle.close());

/** Runs `fn` with a request's Ctx in a transaction of its own on `db` (the test's database unless told). */
function asRequest<T>(
  tenantId: string,
  configVersion: string | undefined,
  fn: (ctx: Ctx) => Promise<T>,
  { principalTenant = tenantId, db = handle.db } = {},
): Promise<T> {
  return inTransaction(db, { tenantId: null }, (tx) =>
    fn({
      tx,
      tenantId,
      ip: '',
      userAgent: '',
      afterCommit: () => {},
      principal: { userId: 'u', sessionId: 's', tenantId: principalTenant, role: 'TENANT_ADMIN', permissions: {}, configVersion },
    }),
  );
}

function counter(value: (n: number) => unknown) {
  let loads = 0;
  return { load: async () => value(++loads), loads: () => loads };
}

describe('tenant configuration in memory', () => {
  const read = <T>(tenantId: string, version: string | undefined, name: string, load: () => Promise<T>, options = {}) =>
    asRequest(tenantId, version, (ctx) => tenantConfig(ctx, name, load), options);

  it('loads once per tenant and version, and again when the version moves', async () => {
    const name = `rules-${Math.random()}`;
    const a = counter((n) => ({ prefix: `A${n}` }));
    expect(await read(tenantA, '7', name, a.load)).toEqual({ prefix: 'A1' });
    expect(await read(tenantA, '7', name, a.load)).toEqual({ prefix: 'A1' });
    expect(a.loads()).toBe(1);
    expect(await read(tenantA, '8', name, a.load)).toEqual({ prefix: 'A2' });
    expect(a.loads()).toBe(2);
  });

  it("never answers one tenant with another's, whatever their versions", async () => {
    const name = `rules-${Math.random()}`;
    await read(tenantA, '1', name, async () => ({ prefix: 'A' }));
    expect(await read(tenantB, '1', name, async () => ({ prefix: 'B' }))).toEqual({ prefix: 'B' });
    expect(await read(tenantA, '1', name, async () => ({ prefix: 'again' }))).toEqual({ prefix: 'A' });
  });

  it("never answers from another database's entries, where the same tenant and version hold other settings", async () => {
    // The test suite runs app after app in one process on copies of one template: the same tenant
    // ids and versions, other settings behind them (the cash-book tests once read the file before's).
    const other = await openTestDatabase('migrated');
    try {
      const name = `rules-${Math.random()}`;
      await read(tenantA, '4', name, async () => ({ prefix: 'first database' }));
      expect(await read(tenantA, '4', name, async () => ({ prefix: 'second database' }), { db: other.db })).toEqual({
        prefix: 'second database',
      });
      expect(await read(tenantA, '4', name, async () => ({ prefix: 'not read' }))).toEqual({ prefix: 'first database' });
    } finally {
      await other.close();
    }
  });

  it("loads every time for a request whose version is not its tenant's (none, or another tenant's)", async () => {
    const name = `rules-${Math.random()}`;
    const noVersion = counter((n) => n);
    await read(tenantA, undefined, name, noVersion.load);
    await read(tenantA, undefined, name, noVersion.load);
    expect(noVersion.loads()).toBe(2);
    const elsewhere = counter((n) => n);
    await read(tenantB, '3', name, elsewhere.load, { principalTenant: tenantA });
    await read(tenantB, '3', name, elsewhere.load, { principalTenant: tenantA });
    expect(elsewhere.loads()).toBe(2);
  });

  it('keeps out what a transaction that changed the configuration reads, before or during the load', async () => {
    const name = `rules-${Math.random()}`;
    const uncommitted = await asRequest(tenantA, '5', (writer) => {
      configWritten(writer.tx);
      return tenantConfig(writer, name, async () => 'uncommitted');
    });
    expect(uncommitted).toBe('uncommitted');
    const during = await asRequest(tenantA, '5', (ctx) =>
      tenantConfig(ctx, name, async () => {
        configWritten(ctx.tx);
        return 'also uncommitted';
      }),
    );
    expect(during).toBe('also uncommitted');
    expect(await read(tenantA, '5', name, async () => 'committed')).toBe('committed');
    expect(await read(tenantA, '5', name, async () => 'not read')).toBe('committed');
  });

  it('answers frozen values, so no request can change what another is given', async () => {
    const name = `rules-${Math.random()}`;
    const value = await read(tenantA, '9', name, async () => ({ statuses: [{ code: 'pending' }] }));
    expect(() => {
      (value.statuses[0] as { code: string }).code = 'changed';
    }).toThrow(TypeError);
  });
});
