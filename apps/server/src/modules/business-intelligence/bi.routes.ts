import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  biMetricsResponseSchema,
  biQuerySchema,
  biTenantsQuerySchema,
  biTenantsResponseSchema,
  customerSegmentsResponseSchema,
  operationalEfficiencyResponseSchema,
  predictiveAnalyticsResponseSchema,
  predictiveQuerySchema,
  realtimeKpisResponseSchema,
  salesPerformanceResponseSchema,
} from '@wb/contract/business-intelligence';
import { biKpisEvent } from '@wb/contract/business-intelligence';
import { biAcrossTenants } from './bi-tenants.service';
import { withChosenTenantCtx as withBiCtx } from './chosen-tenant-ctx';
import { eventHub } from '@/platform/events/event-hub';
import { salesPerformance } from './bi-sales';
import { customerSegments } from './bi-segments';
import { biMetrics, operationalEfficiency, predictiveAnalytics, realtimeKpis } from './bi.service';

const tags = ['business-intelligence'];
const base = '/api/v1/ai/business-intelligence';
const kpiSources = /^\/api\/v1\/(orders|invoices|payments|packages|items|cash-book|bank-statements)(\/|\?|$)/;

/**
 * Business intelligence (platform §7, issue 32): the company's administrators (reports:admin —
 * TENANT_ADMIN and the admin role) and the super admin, for a company they choose or across
 * companies (/tenants); everyone else gets 403. Answers carry a `data` field.
 */
export function registerBusinessIntelligenceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'reports:admin', superAdmin: true } as const;
  // Real-time KPIs live: a committed change to what they count (an order, invoice, payment, stock
  // or crates) tells the tenant's open pages to read them again. The event carries no figures:
  // only those allowed to read the KPIs fetch them.
  app.addHook('onResponse', async (req, reply) => {
    const tenantId = req.principal?.tenantId;
    if (!tenantId || req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return;
    if (!kpiSources.test(req.url)) return;
    eventHub.publishToTenant(tenantId, { event: biKpisEvent, data: {} });
  });
  r.get(
    `${base}/metrics`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: biMetricsResponseSchema } } },
    async (req) => ({
      data: await withBiCtx(req, (ctx) => biMetrics(ctx, req.query)),
    }),
  );
  r.get(
    `${base}/realtime-kpis`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: realtimeKpisResponseSchema } } },
    async (req) => ({ data: await withBiCtx(req, (ctx) => realtimeKpis(ctx, req.query.endDate)) }),
  );
  r.get(
    `${base}/sales-performance`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: salesPerformanceResponseSchema } } },
    async (req) => ({ data: await withBiCtx(req, (ctx) => salesPerformance(ctx, req.query)) }),
  );
  r.get(
    `${base}/customer-segments`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: customerSegmentsResponseSchema } } },
    async (req) => ({ data: await withBiCtx(req, (ctx) => customerSegments(ctx, req.query)) }),
  );
  r.get(
    `${base}/operational-efficiency`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: operationalEfficiencyResponseSchema } } },
    async (req) => ({ data: await withBiCtx(req, (ctx) => operationalEfficiency(ctx, req.query)) }),
  );
  r.get(
    `${base}/predictive-analytics`,
    { config, schema: { tags, querystring: predictiveQuerySchema, response: { 200: predictiveAnalyticsResponseSchema } } },
    async (req) => ({ data: await withBiCtx(req, (ctx) => predictiveAnalytics(ctx, req.query)) }),
  );
  r.get(
    `${base}/tenants`,
    {
      config: { permission: 'super-admin' },
      schema: { tags, querystring: biTenantsQuerySchema, response: { 200: biTenantsResponseSchema } },
    },
    async (req) => ({
      data: await biAcrossTenants(req.server.deps.db, req.principal as NonNullable<typeof req.principal>, req.query, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      }),
    }),
  );
}
