// The per-tenant configuration cache (issue 11): one load per tenant and version, never shared
// between tenants, never filled by a transaction that changed the configuration.
import { describe, expect, it } from 'vitest';
import type { Tx } from '@/db/transaction';
import type { Ctx } from './context';
import { configWritten, tenantConfig } from './tenant-config';

const tenantA = '0190aaaa-0000-7000-8000-00000000000a';
const tenantB = '0190aaaa-0000-7000-8000-00000000000b';

function ctxFor(tenantId: string, configVersion: string | undefined, principalTenant = tenantId): Ctx {
  const tx = {} as Tx;
  return {
    tx,
    tenantId,
    ip: '',
    userAgent: '',
    afterCommit: () => {},
    principal: { userId: 'u', sessionId: 's', tenantId: principalTenant, role: 'TENANT_ADMIN', permissions: {}, configVersion },
  };
}

function counter(value: (n: number) => unknown) {
  let loads = 0;
  return { load: async () => value(++loads), loads: () => loads };
}

describe('tenant configuration in memory', () => {
  it('loads once per tenant and version, and again when the version moves', async () => {
    const name = `rules-${Math.random()}`;
    const a = counter((n) => ({ prefix: `A${n}` }));
    expect(await tenantConfig(ctxFor(tenantA, '7'), name, a.load)).toEqual({ prefix: 'A1' });
    expect(await tenantConfig(ctxFor(tenantA, '7'), name, a.load)).toEqual({ prefix: 'A1' });
    expect(a.loads()).toBe(1);
    expect(await tenantConfig(ctxFor(tenantA, '8'), name, a.load)).toEqual({ prefix: 'A2' });
    expect(a.loads()).toBe(2);
  });

  it("never answers one tenant with another's, whatever their versions", async () => {
    const name = `rules-${Math.random()}`;
    await tenantConfig(ctxFor(tenantA, '1'), name, async () => ({ prefix: 'A' }));
    expect(await tenantConfig(ctxFor(tenantB, '1'), name, async () => ({ prefix: 'B' }))).toEqual({ prefix: 'B' });
    expect(await tenantConfig(ctxFor(tenantA, '1'), name, async () => ({ prefix: 'again' }))).toEqual({ prefix: 'A' });
  });

  it("loads every time for a request whose version is not its tenant's (none, or another tenant's)", async () => {
    const name = `rules-${Math.random()}`;
    const noVersion = counter((n) => n);
    await tenantConfig(ctxFor(tenantA, undefined), name, noVersion.load);
    await tenantConfig(ctxFor(tenantA, undefined), name, noVersion.load);
    expect(noVersion.loads()).toBe(2);
    const elsewhere = counter((n) => n);
    await tenantConfig(ctxFor(tenantB, '3', tenantA), name, elsewhere.load);
    await tenantConfig(ctxFor(tenantB, '3', tenantA), name, elsewhere.load);
    expect(elsewhere.loads()).toBe(2);
  });

  it('keeps out what a transaction that changed the configuration reads, before or during the load', async () => {
    const name = `rules-${Math.random()}`;
    const writer = ctxFor(tenantA, '5');
    configWritten(writer.tx);
    expect(await tenantConfig(writer, name, async () => 'uncommitted')).toBe('uncommitted');
    const during = ctxFor(tenantA, '5');
    expect(
      await tenantConfig(during, name, async () => {
        configWritten(during.tx);
        return 'also uncommitted';
      }),
    ).toBe('also uncommitted');
    expect(await tenantConfig(ctxFor(tenantA, '5'), name, async () => 'committed')).toBe('committed');
    expect(await tenantConfig(ctxFor(tenantA, '5'), name, async () => 'not read')).toBe('committed');
  });

  it('answers frozen values, so no request can change what another is given', async () => {
    const name = `rules-${Math.random()}`;
    const value = await tenantConfig(ctxFor(tenantA, '9'), name, async () => ({ statuses: [{ code: 'pending' }] }));
    expect(() => {
      (value.statuses[0] as { code: string }).code = 'changed';
    }).toThrow(TypeError);
  });
});
