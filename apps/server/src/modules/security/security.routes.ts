import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditChainSchema,
  auditEventPageSchema,
  auditEventParamsSchema,
  auditEventSchema,
  auditExportQuerySchema,
  auditTenantQuerySchema,
  auditTrailQuerySchema,
  securityMetricsQuerySchema,
  securityMetricsSchema,
} from '@wb/contract/security';
import { withCtx } from '@/platform/context';
import { findSecurityMetrics } from './security-metrics.service';
import { exportAuditTrail, findAuditTrail, getAuditEvent, verifyAuditChain } from './audit-trail.service';

/**
 * The security endpoints (platform spec §7 "Security"): the audit trail, its export and the
 * check of its chain. For a TENANT_ADMIN (users:admin) in their tenant; a SUPER_ADMIN names a
 * tenant or reads the platform's own events.
 */
export function registerAuditTrailRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['security'];
  const config = { permission: 'users:admin', superAdmin: true } as const;

  r.get(
    '/api/v1/security/audit-trail',
    { config, schema: { tags, querystring: auditTrailQuerySchema, response: { 200: auditEventPageSchema } } },
    (req) => withCtx(req, (ctx) => findAuditTrail(ctx, req.query)),
  );

  r.get(
    '/api/v1/security/audit-trail/verify',
    { config, schema: { tags, querystring: auditTenantQuerySchema, response: { 200: auditChainSchema } } },
    (req) => withCtx(req, (ctx) => verifyAuditChain(ctx, req.query.tenantId)),
  );

  r.get(
    '/api/v1/security/audit-trail/:id',
    { config, schema: { tags, params: auditEventParamsSchema, querystring: auditTenantQuerySchema, response: { 200: auditEventSchema } } },
    (req) => withCtx(req, (ctx) => getAuditEvent(ctx, req.params.id, req.query.tenantId)),
  );

  r.get('/api/v1/security/export', { config, schema: { tags, querystring: auditExportQuerySchema } }, async (req, reply) => {
    const { body, format } = await withCtx(req, (ctx) => exportAuditTrail(ctx, req.query));
    const type = format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8';
    return reply.type(type).header('content-disposition', `attachment; filename="audit-trail.${format}"`).send(body);
  });

  r.get(
    '/api/v1/security/metrics',
    { config, schema: { tags, querystring: securityMetricsQuerySchema, response: { 200: securityMetricsSchema } } },
    (req) => withCtx(req, (ctx) => findSecurityMetrics(ctx, req.query)),
  );
}
