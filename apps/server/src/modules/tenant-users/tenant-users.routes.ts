import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@wb/contract/common';
import {
  bulkDeleteInputSchema,
  bulkResultSchema,
  bulkUpdateStatusInputSchema,
  createTenantUserInputSchema,
  inviteTenantUserInputSchema,
  listTenantUsersQuerySchema,
  resetPasswordInputSchema,
  tenantIdParamsSchema,
  tenantUserPageSchema,
  tenantUserSchema,
  updateTenantUserInputSchema,
} from '@wb/contract/tenant-users';
import { withCtx } from '@/platform/context';
import { inviteTenantUser, resendInvitation } from './invitations.service';
import { bulkDeleteTenantUsers, bulkUpdateStatus, deleteTenantUser } from './tenant-users-bulk.service';
import { createTenantUser, findTenantUsers, getTenantUser, resetTenantUserPassword, updateTenantUser } from './tenant-users.service';

/**
 * Tenant users (platform spec §7). A TENANT_ADMIN works in their own tenant; a SUPER_ADMIN may
 * call each of these for any tenant (`superAdmin: true`), and every such call is audited there.
 */
export function registerTenantUserRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tenant-users'];
  const read = { permission: 'users:read', superAdmin: true } as const;
  const write = { permission: 'users:write', superAdmin: true } as const;
  const remove = { permission: 'users:delete', superAdmin: true } as const;
  const admin = { permission: 'users:admin', superAdmin: true } as const;
  const appUrl = app.deps.config.appUrl;

  r.get(
    '/api/v1/tenant-users',
    { config: read, schema: { tags, querystring: listTenantUsersQuerySchema, response: { 200: tenantUserPageSchema } } },
    (req) => withCtx(req, (ctx) => findTenantUsers(ctx, req.query)),
  );

  r.get(
    '/api/v1/tenant-users/tenant/:tenantId',
    {
      config: { permission: 'super-admin' },
      schema: {
        tags,
        params: tenantIdParamsSchema,
        querystring: listTenantUsersQuerySchema.omit({ tenantId: true }),
        response: { 200: tenantUserPageSchema },
      },
    },
    (req) => withCtx(req, (ctx) => findTenantUsers(ctx, { ...req.query, tenantId: req.params.tenantId })),
  );

  r.post(
    '/api/v1/tenant-users',
    { config: write, schema: { tags, body: createTenantUserInputSchema, response: { 201: tenantUserSchema } } },
    async (req, reply) => reply.status(201).send(await withCtx(req, (ctx) => createTenantUser(ctx, req.body))),
  );

  r.post(
    '/api/v1/tenant-users/invite',
    { config: write, schema: { tags, body: inviteTenantUserInputSchema, response: { 201: tenantUserSchema } } },
    async (req, reply) => reply.status(201).send(await withCtx(req, (ctx) => inviteTenantUser(ctx, req.body, appUrl))),
  );

  r.post(
    '/api/v1/tenant-users/bulk/update-status',
    { config: write, schema: { tags, body: bulkUpdateStatusInputSchema, response: { 200: bulkResultSchema } } },
    (req) => withCtx(req, (ctx) => bulkUpdateStatus(ctx, req.body)),
  );

  r.post(
    '/api/v1/tenant-users/bulk/delete',
    { config: remove, schema: { tags, body: bulkDeleteInputSchema, response: { 200: bulkResultSchema } } },
    (req) => withCtx(req, (ctx) => bulkDeleteTenantUsers(ctx, req.body)),
  );

  r.get(
    '/api/v1/tenant-users/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: tenantUserSchema } } },
    (req) => withCtx(req, (ctx) => getTenantUser(ctx, req.params.id)),
  );

  r.put(
    '/api/v1/tenant-users/:id',
    { config: write, schema: { tags, params: idParamsSchema, body: updateTenantUserInputSchema, response: { 200: tenantUserSchema } } },
    (req) => withCtx(req, (ctx) => updateTenantUser(ctx, req.params.id, req.body)),
  );

  r.delete(
    '/api/v1/tenant-users/:id',
    { config: remove, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await withCtx(req, (ctx) => deleteTenantUser(ctx, req.params.id));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/v1/tenant-users/:id/reset-password',
    { config: admin, schema: { tags, params: idParamsSchema, body: resetPasswordInputSchema, response: { 200: okSchema } } },
    async (req) => {
      await withCtx(req, (ctx) => resetTenantUserPassword(ctx, req.params.id, req.body));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/v1/tenant-users/:id/resend-invitation',
    { config: write, schema: { tags, params: idParamsSchema, response: { 200: tenantUserSchema } } },
    (req) => withCtx(req, (ctx) => resendInvitation(ctx, req.params.id, appUrl)),
  );
}
