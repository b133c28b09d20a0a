import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  roleParamsSchema,
  rolePermissionsListSchema,
  rolePermissionsSchema,
  updateRolePermissionsInputSchema,
} from '@wb/contract/role-permissions';
import { withCtx } from '@/platform/context';
import { findRolePermissions, resetRolePermissions, updateRolePermissions } from './roles.service';

/** The tenant's permission matrix per role (docs/permissions.md); changed by whoever holds users:admin. */
export function registerRoleRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  r.get(
    '/api/v1/role-permissions',
    { config: { permission: 'users:admin' }, schema: { tags, response: { 200: rolePermissionsListSchema } } },
    (req) => withCtx(req, findRolePermissions),
  );

  r.put(
    '/api/v1/role-permissions/:role',
    {
      config: { permission: 'users:admin' },
      schema: { tags, params: roleParamsSchema, body: updateRolePermissionsInputSchema, response: { 200: rolePermissionsSchema } },
    },
    (req) => withCtx(req, (ctx) => updateRolePermissions(ctx, req.params.role, req.body)),
  );

  r.post(
    '/api/v1/role-permissions/:role/reset',
    { config: { permission: 'users:admin' }, schema: { tags, params: roleParamsSchema, response: { 200: rolePermissionsSchema } } },
    (req) => withCtx(req, (ctx) => resetRolePermissions(ctx, req.params.role)),
  );
}
