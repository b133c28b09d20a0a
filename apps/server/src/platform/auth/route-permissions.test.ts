import {
  type Permission,
  type PermissionArea,
  type PermissionLevel,
  type PermissionMatrix,
  permissionAreas,
  permissionLevels,
} from '@wb/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { type Api, apiAs, signedInApi, tenantIdByName } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type DeclaredRoute, declaredRoutes } from './guard';

/**
 * Walks every API route the app declares and proves that the permission it declares is the one
 * the server enforces: a principal lacking it is refused, one holding exactly it gets through.
 * The subject is the demo sales user, whose role matrix is rewritten between calls.
 */
let t: TestApp;
let routes: DeclaredRoute[];
let staff: Api;
let superAdmin: Api;
let demoTenant: string;

beforeAll(async () => {
  t = await createTestApp();
  routes = declaredRoutes(t.app);
  staff = await signedInApi(t.app, 'staff@demo.example.com');
  superAdmin = await signedInApi(t.app, 'super@example.com');
  demoTenant = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
});
afterAll(() => t.close());

function setSalesMatrix(matrix: PermissionMatrix) {
  return inTransaction(t.deps.db, { tenantId: demoTenant }, (tx) =>
    tx
      .insertInto('tenantRolePermission')
      .values({ tenantId: demoTenant, role: 'sales', permissions: JSON.stringify(matrix), updatedBy: null })
      .onConflict((oc) => oc.columns(['tenantId', 'role']).doUpdateSet({ permissions: JSON.stringify(matrix) }))
      .execute(),
  );
}

const fullMatrix = Object.fromEntries(permissionAreas.map((a) => [a, 'admin'])) as PermissionMatrix;

/** Everything, but `area` one level below what `permission` asks (or not at all). */
function matrixLacking(permission: Permission): PermissionMatrix {
  const [area, level] = permission.split(':') as [PermissionArea, PermissionLevel];
  const below = permissionLevels[permissionLevels.indexOf(level) - 1];
  const matrix: PermissionMatrix = { ...fullMatrix };
  if (below) matrix[area] = below;
  else delete matrix[area];
  return matrix;
}

function call(api: Api, route: DeclaredRoute) {
  const url = route.url
    .replace('/api/v1', '')
    .replace(':id', crypto.randomUUID())
    .replace(':tenantId', crypto.randomUUID())
    .replace(':role', 'guest')
    .replace(':token', 'x'.repeat(43));
  const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
  switch (route.method) {
    case 'GET':
      return api.get(url);
    case 'POST':
      return api.post(url, body);
    case 'PUT':
      return api.put(url, body);
    case 'PATCH':
      return api.patch(url, body);
    case 'DELETE':
      return api.delete(url);
    default:
      throw new Error(`untested method ${route.method}`);
  }
}

/**
 * Refused by the guard: no sign-in (401 "Sign-in required"), or 403 naming exactly the route's
 * declared permission as the one missing (a service's own refusals name none).
 */
async function guardRefuses(api: Api, route: DeclaredRoute): Promise<boolean> {
  const res = await call(api, route);
  const error = res.body.error;
  if (res.status === 401) return error?.message === 'Sign-in required';
  const missing = res.status === 403 ? error?.details?.find((d) => d.path === 'permission') : undefined;
  if (missing) expect(missing.message, `the guard names the declared permission: ${label(route)}`).toBe(route.permission);
  return missing !== undefined;
}

const label = (r: DeclaredRoute) => `${r.method} ${r.url} (${r.permission}${r.superAdmin ? ', super admin too' : ''})`;

describe('every API route enforces the permission it declares', () => {
  it('declares a permission on every route, including those of this issue', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/tenant-users',
        'POST /api/v1/tenant-users/bulk/delete',
        'DELETE /api/v1/tenants/:id',
        'PUT /api/v1/role-permissions/:role',
        'POST /api/v1/invitations/accept',
      ]),
    );
    expect(routes.length).toBeGreaterThan(20);
  });

  it('refuses visitors on every route that is not public', async () => {
    const visitor = apiAs(t.app, null);
    for (const route of routes) {
      expect(await guardRefuses(visitor, route), label(route)).toBe(route.permission !== 'public');
    }
  });

  it('tenant permissions: refused one level below, let through at exactly that level', async () => {
    for (const route of routes) {
      const permission = route.permission;
      if (permission === 'public' || permission === 'authenticated' || permission === 'super-admin') continue;
      await setSalesMatrix(matrixLacking(permission));
      expect(await guardRefuses(staff, route), `lacking: ${label(route)}`).toBe(true);
      await setSalesMatrix({ [permission.split(':')[0] as PermissionArea]: permission.split(':')[1] });
      expect(await guardRefuses(staff, route), `holding: ${label(route)}`).toBe(false);
    }
  });

  it('super-admin routes refuse a tenant user holding everything, and admit the super admin', async () => {
    await setSalesMatrix(fullMatrix);
    for (const route of routes.filter((r) => r.permission === 'super-admin')) {
      expect(await guardRefuses(staff, route), label(route)).toBe(true);
      expect(await guardRefuses(superAdmin, route), label(route)).toBe(false);
    }
  });

  it('tenant routes admit the super admin only where they say so', async () => {
    for (const route of routes) {
      if (['public', 'authenticated', 'super-admin'].includes(route.permission)) continue;
      expect(await guardRefuses(superAdmin, route), label(route)).toBe(!route.superAdmin);
    }
  });

  it('authenticated routes admit any signed-in user, whatever their matrix', async () => {
    await setSalesMatrix({});
    for (const route of routes.filter((r) => r.permission === 'authenticated')) {
      expect(await guardRefuses(staff, route), label(route)).toBe(false);
    }
  });
});
