import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  complianceCheckParamsSchema,
  complianceQuerySchema,
  complianceRunSchema,
  complianceSchema,
  gdprAccountParamsSchema,
  gdprAccountSearchSchema,
  gdprErasureSchema,
  gdprUserErasureSchema,
  gdprUserParamsSchema,
} from '@wb/contract/compliance';
import { accountSchema } from '@wb/contract/accounts';
import { z } from 'zod';
import { withCtx } from '@/platform/context';
import { getCompliance, runComplianceCheck } from './compliance.service';
import { eraseUserData, exportUserData } from './gdpr-user.service';
import { eraseAccountData, exportAccountData, searchGdprAccounts, zipTables } from './gdpr.service';

/**
 * The compliance endpoints (platform spec §7 "Security"): the checks with pass/fail and evidence,
 * and one check run now and recorded. For a TENANT_ADMIN (users:admin) in their tenant; a
 * SUPER_ADMIN names a tenant.
 */
export function registerComplianceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['security'];
  const config = { permission: 'users:admin', superAdmin: true } as const;

  r.get(
    '/api/v1/security/compliance',
    { config, schema: { tags, querystring: complianceQuerySchema, response: { 200: complianceSchema } } },
    (req) => withCtx(req, (ctx) => getCompliance(ctx, req.query.tenantId)),
  );

  r.post(
    '/api/v1/security/compliance/audit/:id',
    {
      config,
      schema: { tags, params: complianceCheckParamsSchema, querystring: complianceQuerySchema, response: { 200: complianceRunSchema } },
    },
    (req) => withCtx(req, (ctx) => runComplianceCheck(ctx, req.params.id, req.query.tenantId)),
  );

  // GDPR (issue 31): everything held about one customer account as a ZIP of JSON + CSV, and its
  // erasure. A tenant admin in their company; the super admin in the company they name (`tenantId`).
  r.get(
    '/api/v1/security/compliance/gdpr/accounts',
    { config, schema: { tags, querystring: gdprAccountSearchSchema, response: { 200: z.array(accountSchema) } } },
    (req) => withCtx(req, (ctx) => searchGdprAccounts(ctx, req.query)),
  );

  r.get(
    '/api/v1/security/compliance/gdpr/accounts/:id/export',
    { config, schema: { tags, params: gdprAccountParamsSchema, querystring: complianceQuerySchema } },
    async (req, reply) => {
      const { tables, fileName } = await withCtx(req, (ctx) => exportAccountData(ctx, req.params.id, req.query.tenantId));
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${fileName}"`).send(zipTables(tables));
    },
  );

  r.post(
    '/api/v1/security/compliance/gdpr/accounts/:id/erase',
    {
      config,
      schema: { tags, params: gdprAccountParamsSchema, querystring: complianceQuerySchema, response: { 200: gdprErasureSchema } },
    },
    (req) => withCtx(req, (ctx) => eraseAccountData(ctx, req.params.id, req.query.tenantId)),
  );

  // GDPR for one user (person) of the tenant: everything held about them, and its erasure.
  r.get(
    '/api/v1/security/compliance/gdpr/users/:id/export',
    { config, schema: { tags, params: gdprUserParamsSchema, querystring: complianceQuerySchema } },
    async (req, reply) => {
      const { tables, fileName } = await withCtx(req, (ctx) => exportUserData(ctx, req.params.id, req.query.tenantId));
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${fileName}"`).send(zipTables(tables));
    },
  );

  r.post(
    '/api/v1/security/compliance/gdpr/users/:id/erase',
    {
      config,
      schema: { tags, params: gdprUserParamsSchema, querystring: complianceQuerySchema, response: { 200: gdprUserErasureSchema } },
    },
    (req) => withCtx(req, (ctx) => eraseUserData(ctx, req.params.id, req.query.tenantId)),
  );
}
