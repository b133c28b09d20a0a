import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  createCustomPackageTypeInputSchema,
  createPackageTransactionInputSchema,
  customPackageTypeListSchema,
  customPackageTypeSchema,
  listPackageTransactionsQuerySchema,
  packageAnalyticsQuerySchema,
  packageBalanceQuerySchema,
  packageBalanceSchema,
  packageTransactionPageSchema,
  packageTransactionSchema,
  packageTrendsSchema,
  packageTypeAnalyticsSchema,
  packageTypesSchema,
  topAccountsQuerySchema,
  topPackageAccountsSchema,
  updateCustomPackageTypeInputSchema,
  updatePackageTransactionInputSchema,
} from '@wb/contract/packages';
import { withTenantCtx } from '@/platform/context';
import {
  createCustomPackageType,
  deleteCustomPackageType,
  findCustomPackageTypes,
  findPackageTypes,
  getCustomPackageType,
  updateCustomPackageType,
} from './custom-package-types.service';
import { getPackageBalance, getPackageTrends, getPackageTypeAnalytics, getTopPackageAccounts } from './package-balance.service';
import {
  createPackageTransaction,
  deletePackageTransaction,
  findPackageTransactions,
  getPackageTransaction,
  updatePackageTransaction,
} from './package-transactions.service';

const tags = ['packages'];

/**
 * Returnable packages (business §7 Packages). The ledger goes with orders (crates are booked on
 * delivery): the orders area's levels; custom types are settings; analytics are reports.
 */
export function registerPackageRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'orders:read' as const };
  const write = { permission: 'orders:write' as const };
  const base = '/api/v1/packages';

  r.get(
    `${base}/transactions`,
    { config: read, schema: { tags, querystring: listPackageTransactionsQuerySchema, response: { 200: packageTransactionPageSchema } } },
    (req) => withTenantCtx(req, (ctx) => findPackageTransactions(ctx, req.query)),
  );
  r.post(
    `${base}/transactions`,
    { config: write, schema: { tags, body: createPackageTransactionInputSchema, response: { 201: packageTransactionSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createPackageTransaction(ctx, req.body))),
  );
  r.get(
    `${base}/transactions/:id`,
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: packageTransactionSchema } } },
    (req) => withTenantCtx(req, (ctx) => getPackageTransaction(ctx, req.params.id)),
  );
  r.patch(
    `${base}/transactions/:id`,
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updatePackageTransactionInputSchema, response: { 200: packageTransactionSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updatePackageTransaction(ctx, req.params.id, req.body)),
  );
  r.delete(
    `${base}/transactions/:id`,
    { config: { permission: 'orders:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deletePackageTransaction(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
  r.get(
    `${base}/balance`,
    { config: read, schema: { tags, querystring: packageBalanceQuerySchema, response: { 200: packageBalanceSchema } } },
    (req) => withTenantCtx(req, (ctx) => getPackageBalance(ctx, req.query)),
  );
  r.get(`${base}/types`, { config: read, schema: { tags, response: { 200: packageTypesSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => findPackageTypes(ctx)),
  );
  registerCustomTypeRoutes(app, base);
  r.get(
    `${base}/analytics/trends`,
    {
      config: { permission: 'reports:read' },
      schema: { tags, querystring: packageAnalyticsQuerySchema, response: { 200: packageTrendsSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => getPackageTrends(ctx, req.query.days)),
  );
  r.get(
    `${base}/analytics/top-accounts`,
    {
      config: { permission: 'reports:read' },
      schema: { tags, querystring: topAccountsQuerySchema, response: { 200: topPackageAccountsSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => getTopPackageAccounts(ctx, req.query.limit)),
  );
  r.get(
    `${base}/analytics/package-types`,
    {
      config: { permission: 'reports:read' },
      schema: { tags, querystring: packageAnalyticsQuerySchema, response: { 200: packageTypeAnalyticsSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => getPackageTypeAnalytics(ctx, req.query.days)),
  );
}

function registerCustomTypeRoutes(app: FastifyInstance, base: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'orders:read' as const };
  const write = { permission: 'settings:write' as const };
  r.get(`${base}/types/custom`, { config: read, schema: { tags, response: { 200: customPackageTypeListSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => findCustomPackageTypes(ctx)),
  );
  r.post(
    `${base}/types/custom`,
    { config: write, schema: { tags, body: createCustomPackageTypeInputSchema, response: { 201: customPackageTypeSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createCustomPackageType(ctx, req.body))),
  );
  r.get(
    `${base}/types/custom/:id`,
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: customPackageTypeSchema } } },
    (req) => withTenantCtx(req, (ctx) => getCustomPackageType(ctx, req.params.id)),
  );
  r.patch(
    `${base}/types/custom/:id`,
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updateCustomPackageTypeInputSchema, response: { 200: customPackageTypeSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updateCustomPackageType(ctx, req.params.id, req.body)),
  );
  r.delete(
    `${base}/types/custom/:id`,
    { config: { permission: 'settings:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deleteCustomPackageType(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
}
