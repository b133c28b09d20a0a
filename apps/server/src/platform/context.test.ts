import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { systemCtx, type TenantCtx, withCtx, withTenantCtx } from './context';

/** What a TenantCtx says, and the tenant its transaction is scoped to. */
const scopeOf = async (ctx: TenantCtx) => {
  const { rows } = await sql<{ scope: string }>`select current_setting('app.tenant_id', true) as scope`.execute(ctx.tx);
  return { tenantId: ctx.tenantId, scope: rows[0]?.scope };
};

function addProbeRoutes(app: FastifyInstance): void {
  app.get('/api/v1/probe/tenant-work', { config: { permission: 'authenticated' } }, (req) => withTenantCtx(req, scopeOf));
  app.get('/api/v1/probe/tenant-users', { config: { permission: 'users:read', superAdmin: true } }, (req) => withTenantCtx(req, scopeOf));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { configure: addProbeRoutes });
});
afterAll(() => t.close());

const probe = async (name: string, email: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/probe/${name}`, headers: bearer((await signIn(t.app, email)).access_token) });

const demoTenantId = async () =>
  (await t.deps.db.selectFrom('tenant').select('id').where('name', '=', 'Demo Groothandel B.V.').executeTakeFirstOrThrow()).id;

describe('withTenantCtx', () => {
  it("hands a company's user a TenantCtx of their tenant, in a transaction scoped to it", async () => {
    const res = await probe('tenant-work', 'admin@demo.example.com');
    expect(res.statusCode).toBe(200);
    const tenantId = await demoTenantId();
    expect(res.json()).toEqual({ tenantId, scope: tenantId });
  });

  it('refuses a principal without a tenant: 403 FORBIDDEN, with the message it had before', async () => {
    for (const name of ['tenant-work', 'tenant-users']) {
      const res = await probe(name, 'super@example.com');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: 'This belongs to a company; sign in as one of its users' });
    }
  });

  it('a service that takes a TenantCtx cannot be handed the Ctx of withCtx (tsc checks the directive below)', () => {
    const service = async (ctx: TenantCtx) => ctx.tenantId;
    // @ts-expect-error: withCtx's Ctx may have no tenant
    const route = (req: FastifyRequest) => withCtx(req, (ctx) => service(ctx));
    expect(route).toBeTypeOf('function');
  });
});

describe('systemCtx', () => {
  it('gives a job a TenantCtx of the tenant it names, scoped to it', async () => {
    const tenantId = await demoTenantId();
    expect(await systemCtx(t.deps.db, tenantId, scopeOf)).toEqual({ tenantId, scope: tenantId });
  });
});
