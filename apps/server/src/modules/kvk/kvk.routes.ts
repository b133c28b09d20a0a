import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  kvkActiveSchema,
  kvkCompanySchema,
  kvkNumberParamsSchema,
  kvkSearchParamsSchema,
  kvkSearchResponseSchema,
  kvkUsageSchema,
  kvkValidationSchema,
  vatCheckParamsSchema,
  vatCheckSchema,
} from '@wb/contract/kvk';
import { AppError } from '@/platform/errors';
import { checkVatNumber, getKvkCompany, kvkActive, kvkUsage, searchKvk, validateKvk } from './kvk.service';

const tags = ['kvk'];

/**
 * The company register (platform §2 /kvk-search, §7 KVK): any signed-in user; the public search
 * and validation of the registration page answer the search fields only, limited per IP.
 */
export function registerKvkRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const signedIn = { permission: 'authenticated' as const };
  const tenantOf = (req: { principal: { tenantId: string | null } | null }) => req.principal?.tenantId ?? null;
  const publicRoute = {
    permission: 'public' as const,
    rateLimit: { max: deps.config.kvkPublicRateLimitPerMinute ?? 10, timeWindow: '1 minute' },
  };

  r.get(
    '/api/v1/kvk/search/:term',
    { config: signedIn, schema: { tags, params: kvkSearchParamsSchema, response: { 200: kvkSearchResponseSchema } } },
    (req) => searchKvk(deps, tenantOf(req), req.params.term),
  );
  r.get(
    '/api/v1/kvk/company/:number',
    { config: signedIn, schema: { tags, params: kvkNumberParamsSchema, response: { 200: kvkCompanySchema } } },
    (req) => getKvkCompany(deps, tenantOf(req), req.params.number),
  );
  r.get(
    '/api/v1/kvk/validate/:number',
    { config: signedIn, schema: { tags, params: kvkNumberParamsSchema, response: { 200: kvkValidationSchema } } },
    (req) => validateKvk(deps, tenantOf(req), req.params.number),
  );
  r.get(
    '/api/v1/kvk/active/:number',
    { config: signedIn, schema: { tags, params: kvkNumberParamsSchema, response: { 200: kvkActiveSchema } } },
    (req) => kvkActive(deps, tenantOf(req), req.params.number),
  );
  r.get(
    '/api/v1/kvk/vat/:vatNumber',
    { config: signedIn, schema: { tags, params: vatCheckParamsSchema, response: { 200: vatCheckSchema } } },
    (req) => checkVatNumber(deps, req.params.vatNumber),
  );
  r.get('/api/v1/kvk/usage', { config: signedIn, schema: { tags, response: { 200: kvkUsageSchema } } }, (req) => {
    const tenantId = tenantOf(req);
    if (!tenantId) throw new AppError('FORBIDDEN', 'auth.companyOnly');
    return kvkUsage(deps, tenantId);
  });

  r.get(
    '/api/v1/kvk-public/search/:term',
    { config: publicRoute, schema: { tags, params: kvkSearchParamsSchema, response: { 200: kvkSearchResponseSchema } } },
    (req) => searchKvk(deps, null, req.params.term),
  );
  r.get(
    '/api/v1/kvk-public/validate/:number',
    { config: publicRoute, schema: { tags, params: kvkNumberParamsSchema, response: { 200: kvkValidationSchema } } },
    (req) => validateKvk(deps, null, req.params.number),
  );
}
