import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientSecurityEventResultSchema,
  clientSecurityEventSchema,
  securityIncidentDetailSchema,
  securityIncidentListSchema,
  securityThreatListSchema,
  securityThreatSchema,
  threatAnalysisSchema,
  threatListQuerySchema,
  threatParamsSchema,
  threatTenantQuerySchema,
  updateThreatInputSchema,
  userBehaviorParamsSchema,
  userBehaviorQuerySchema,
  userBehaviorSchema,
} from '@wb/contract/security-threats';
import { withCtx } from '@/platform/context';
import { recordClientEvent } from './client-events.service';
import { analyzeThreats, findIncidents, findThreats, getIncident, updateThreat } from './threats.service';
import { findUserBehavior } from './user-behavior.service';

/**
 * Threats, incidents, a user's behaviour (platform spec §7 "Security", issue 31): for a
 * TENANT_ADMIN (users:admin) in their tenant; a SUPER_ADMIN names a tenant (`tenantId`) or reads
 * the platform's own. Client events come from any signed-in user, rate-limited.
 */
export function registerThreatRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['security'];
  const config = { permission: 'users:admin', superAdmin: true } as const;

  r.get(
    '/api/v1/security/threats',
    { config, schema: { tags, querystring: threatListQuerySchema, response: { 200: securityThreatListSchema } } },
    (req) => withCtx(req, (ctx) => findThreats(ctx, req.query)),
  );

  r.post(
    '/api/v1/security/threats/analyze',
    { config, schema: { tags, querystring: threatTenantQuerySchema, response: { 200: threatAnalysisSchema } } },
    (req) => withCtx(req, (ctx) => analyzeThreats(ctx, req.query.tenantId)),
  );

  r.patch(
    '/api/v1/security/threats/:id',
    {
      config,
      schema: {
        tags,
        params: threatParamsSchema,
        querystring: threatTenantQuerySchema,
        body: updateThreatInputSchema,
        response: { 200: securityThreatSchema },
      },
    },
    (req) => withCtx(req, (ctx) => updateThreat(ctx, req.params.id, req.body, req.query.tenantId)),
  );

  r.get(
    '/api/v1/security/incidents',
    { config, schema: { tags, querystring: threatTenantQuerySchema, response: { 200: securityIncidentListSchema } } },
    (req) => withCtx(req, (ctx) => findIncidents(ctx, req.query.tenantId)),
  );

  r.get(
    '/api/v1/security/incidents/:id',
    {
      config,
      schema: { tags, params: threatParamsSchema, querystring: threatTenantQuerySchema, response: { 200: securityIncidentDetailSchema } },
    },
    (req) => withCtx(req, (ctx) => getIncident(ctx, req.params.id, req.query.tenantId)),
  );

  r.get(
    '/api/v1/security/users/:id/behavior',
    {
      config,
      schema: { tags, params: userBehaviorParamsSchema, querystring: userBehaviorQuerySchema, response: { 200: userBehaviorSchema } },
    },
    (req) => withCtx(req, (ctx) => findUserBehavior(ctx, req.params.id, req.query)),
  );

  r.post(
    '/api/v1/security/events',
    {
      config: { permission: 'authenticated', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: clientSecurityEventSchema, response: { 201: clientSecurityEventResultSchema } },
    },
    async (req, reply) => {
      await withCtx(req, (ctx) => recordClientEvent(ctx, req.body, req.ip));
      return reply.code(201).send({ recorded: true as const });
    },
  );
}
