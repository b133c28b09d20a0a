import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePermission } from '@/platform/deps';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

/** Test routes, one per kind of permission, each answering who the guard let through. */
function addProbeRoutes(app: FastifyInstance): void {
  const probes: Record<string, RoutePermission> = {
    super: 'super-admin',
    'users-admin': 'users:admin',
    'orders-read': 'orders:read',
    'orders-write': 'orders:write',
    signed: 'authenticated',
    open: 'public',
  };
  for (const [name, permission] of Object.entries(probes)) {
    app.get(`/api/v1/probe/${name}`, { config: { permission } }, async (req) => ({ role: req.principal?.role ?? null }));
  }
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({}, { configure: addProbeRoutes });
  for (const email of ['super@example.com', 'admin@demo.example.com', 'staff@demo.example.com']) {
    tokens[email] = (await signIn(t.app, email)).access_token;
  }
});
afterAll(() => t.close());

const probe = (name: string, email?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/probe/${name}`, headers: email ? bearer(tokens[email] ?? '') : {} });

describe('routes must declare a permission', () => {
  it('refuses to build an app with an /api/v1 route that declares none', async () => {
    await expect(createTestApp({}, { seed: false, configure: (app) => app.get('/api/v1/forgotten', async () => ({})) })).rejects.toThrow(
      'Route GET /api/v1/forgotten declares no permission (config.permission)',
    );
  });

  it('also catches a route registered inside a prefixed plugin', async () => {
    const configure = (app: FastifyInstance) => {
      app.register(
        async (scoped) => {
          scoped.post('/items', async () => ({}));
        },
        { prefix: '/api/v1/nested' },
      );
    };
    await expect(createTestApp({}, { seed: false, configure })).rejects.toThrow(/POST \/api\/v1\/nested\/items declares no permission/);
  });
});

describe('permission checks', () => {
  it('answers 403 FORBIDDEN to a tenant admin on a super-admin route, and lets the super admin through', async () => {
    const res = await probe('super', 'admin@demo.example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: {
        code: 'FORBIDDEN',
        message: 'You do not have permission to do this',
        details: [{ path: 'permission', message: 'super-admin' }],
      },
    });
    expect((await probe('super', 'staff@demo.example.com')).statusCode).toBe(403);
    expect((await probe('super', 'super@example.com')).json()).toEqual({ role: 'SUPER_ADMIN' });
  });

  it('checks tenant permissions by level, and gives the super admin no tenant rights', async () => {
    expect((await probe('users-admin', 'admin@demo.example.com')).statusCode).toBe(200);
    expect((await probe('users-admin', 'staff@demo.example.com')).statusCode).toBe(403);
    expect((await probe('orders-write', 'staff@demo.example.com')).statusCode).toBe(200);
    expect((await probe('orders-read', 'staff@demo.example.com')).statusCode).toBe(200);
    expect((await probe('orders-read', 'super@example.com')).statusCode).toBe(403);
  });

  it('answers 401 before 403 when no one is signed in, and lets anyone through a public route', async () => {
    for (const name of ['super', 'orders-read', 'signed']) {
      const res = await probe(name);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect((await probe('open')).json()).toEqual({ role: null });
    expect((await probe('open', 'staff@demo.example.com')).json()).toEqual({ role: 'sales' });
  });
});

describe('the session behind a token is checked on every call', () => {
  it("refuses a revoked session's access token on the next call", async () => {
    const { access_token } = await signIn(t.app, 'staff@demo.example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/probe/signed', headers: bearer(access_token) })).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString()).sid;
    await t.handle.db.updateTable('authSession').set({ revokedAt: new Date(), revokedReason: 'test' }).where('id', '=', sid).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/signed', headers: bearer(access_token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_REVOKED');
  });

  it('takes the role from the membership now, not from the token', async () => {
    const { access_token, user } = await signIn(t.app, 'staff@demo.example.com');
    const setRole = (role: 'guest' | 'sales') =>
      t.handle.db.updateTable('tenantUser').set({ role }).where('userId', '=', user.id).execute();
    await setRole('guest');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/orders-write', headers: bearer(access_token) });
      expect(res.statusCode).toBe(403);
    } finally {
      await setRole('sales');
    }
  });

  it('answers 403 ACCOUNT_DISABLED once the membership is deactivated or the tenant suspended', async () => {
    const { access_token, user } = await signIn(t.app, 'admin@demo.example.com');
    const call = () => t.app.inject({ method: 'GET', url: '/api/v1/probe/signed', headers: bearer(access_token) });
    const db = t.handle.db;
    await db.updateTable('tenantUser').set({ isActive: false }).where('userId', '=', user.id).execute();
    expect((await call()).json().error?.code).toBe('ACCOUNT_DISABLED');
    await db.updateTable('tenantUser').set({ isActive: true }).where('userId', '=', user.id).execute();
    expect((await call()).statusCode).toBe(200);

    await db
      .updateTable('tenant')
      .set({ subscriptionStatus: 'suspended' })
      .where('id', '=', user.tenantId ?? '')
      .execute();
    const res = await call();
    await db
      .updateTable('tenant')
      .set({ subscriptionStatus: 'active' })
      .where('id', '=', user.tenantId ?? '')
      .execute();
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
  });
});
