import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  createTenantInputSchema,
  deleteTenantResultSchema,
  eraseTenantInputSchema,
  listTenantsQuerySchema,
  tenantDetailSchema,
  tenantPageSchema,
  tenantStatisticsSchema,
  updateTenantInputSchema,
} from '@wb/contract/tenants';
import { zipTables } from '@/modules/compliance/gdpr.service';
import { withCtx } from '@/platform/context';
import { exportTenantArchive } from './tenant-archive.service';
import { getTenantStatistics } from './tenant-statistics.service';
import { createTenant, deleteTenant, eraseCancelledTenant, findTenants, getTenant, restoreTenant, updateTenant } from './tenants.service';

/** The tenant register (platform spec §7), for the SUPER_ADMIN only. */
export function registerTenantRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tenants'];
  const config = { permission: 'super-admin' } as const;
  const appUrl = app.deps.config.appUrl;

  r.get('/api/v1/tenants', { config, schema: { tags, querystring: listTenantsQuerySchema, response: { 200: tenantPageSchema } } }, (req) =>
    withCtx(req, (ctx) => findTenants(ctx, req.query)),
  );

  r.get('/api/v1/tenants/statistics', { config, schema: { tags, response: { 200: tenantStatisticsSchema } } }, (req) =>
    withCtx(req, (ctx) => getTenantStatistics(ctx)),
  );

  r.post(
    '/api/v1/tenants',
    { config, schema: { tags, body: createTenantInputSchema, response: { 201: tenantDetailSchema } } },
    async (req, reply) => reply.status(201).send(await withCtx(req, (ctx) => createTenant(ctx, req.body, appUrl))),
  );

  r.get('/api/v1/tenants/:id', { config, schema: { tags, params: idParamsSchema, response: { 200: tenantDetailSchema } } }, (req) =>
    withCtx(req, (ctx) => getTenant(ctx, req.params.id)),
  );

  r.patch(
    '/api/v1/tenants/:id',
    { config, schema: { tags, params: idParamsSchema, body: updateTenantInputSchema, response: { 200: tenantDetailSchema } } },
    (req) => withCtx(req, (ctx) => updateTenant(ctx, req.params.id, req.body)),
  );

  r.delete(
    '/api/v1/tenants/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: deleteTenantResultSchema } } },
    (req) => withCtx(req, (ctx) => deleteTenant(ctx, req.params.id)),
  );

  r.post(
    '/api/v1/tenants/:id/restore',
    { config, schema: { tags, params: idParamsSchema, response: { 200: tenantDetailSchema } } },
    (req) => withCtx(req, (ctx) => restoreTenant(ctx, req.params.id)),
  );

  // A tenant's portable archive (issue 31): a ZIP of JSON per table, read back by `npm run tenant:import`.
  r.get('/api/v1/tenants/:id/archive', { config, schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    const { tables, fileName } = await withCtx(req, (ctx) => exportTenantArchive(ctx, req.params.id));
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(zipTables(tables, { csv: false }));
  });

  r.post(
    '/api/v1/tenants/:id/erase',
    { config, schema: { tags, params: idParamsSchema, body: eraseTenantInputSchema, response: { 200: deleteTenantResultSchema } } },
    (req) => withCtx(req, (ctx) => eraseCancelledTenant(ctx, req.params.id, req.body)),
  );
}
