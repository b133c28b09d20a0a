import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  biMetricsResponseSchema,
  biQuerySchema,
  customerSegmentsResponseSchema,
  operationalEfficiencyResponseSchema,
  predictiveAnalyticsResponseSchema,
  predictiveQuerySchema,
  realtimeKpisResponseSchema,
  salesPerformanceResponseSchema,
} from '@wb/contract/business-intelligence';
import { withTenantCtx } from '@/platform/context';
import { biMetrics, customerSegments, operationalEfficiency, predictiveAnalytics, realtimeKpis, salesPerformance } from './bi.service';

const tags = ['business-intelligence'];
const base = '/api/v1/ai/business-intelligence';

/**
 * Business intelligence (platform §7, issue 32): the company's administrators (reports:admin —
 * TENANT_ADMIN and the admin role); everyone else gets 403. Answers carry a `data` field.
 */
export function registerBusinessIntelligenceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'reports:admin' as const };
  r.get(`${base}/metrics`, { config, schema: { tags, querystring: biQuerySchema, response: { 200: biMetricsResponseSchema } } }, async (req) => ({
    data: await withTenantCtx(req, (ctx) => biMetrics(ctx, req.query)),
  }));
  r.get(
    `${base}/realtime-kpis`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: realtimeKpisResponseSchema } } },
    async (req) => ({ data: await withTenantCtx(req, (ctx) => realtimeKpis(ctx, req.query.endDate)) }),
  );
  r.get(
    `${base}/sales-performance`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: salesPerformanceResponseSchema } } },
    async (req) => ({ data: await withTenantCtx(req, (ctx) => salesPerformance(ctx, req.query)) }),
  );
  r.get(
    `${base}/customer-segments`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: customerSegmentsResponseSchema } } },
    async (req) => ({ data: await withTenantCtx(req, (ctx) => customerSegments(ctx, req.query)) }),
  );
  r.get(
    `${base}/operational-efficiency`,
    { config, schema: { tags, querystring: biQuerySchema, response: { 200: operationalEfficiencyResponseSchema } } },
    async (req) => ({ data: await withTenantCtx(req, (ctx) => operationalEfficiency(ctx, req.query)) }),
  );
  r.get(
    `${base}/predictive-analytics`,
    { config, schema: { tags, querystring: predictiveQuerySchema, response: { 200: predictiveAnalyticsResponseSchema } } },
    async (req) => ({ data: await withTenantCtx(req, (ctx) => predictiveAnalytics(ctx, req.query)) }),
  );
}
