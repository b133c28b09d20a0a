import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSummarySchema } from '@wb/contract/accounts';
import { idParamsSchema } from '@wb/contract/common';
import { withTenantCtx } from '@/platform/context';
import { getAccountSummary } from './account-summary.service';

/**
 * What an account has on order and owes (the account page's summary): invoice amounts, so
 * invoices:read. Served under /accounts, registered by invoices (see account-summary.service.ts).
 */
export function registerAccountSummaryRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/accounts/:id/summary',
    {
      config: { permission: 'invoices:read' },
      schema: { tags: ['accounts'], params: idParamsSchema, response: { 200: accountSummarySchema } },
    },
    (req) => withTenantCtx(req, (ctx) => getAccountSummary(ctx, req.params.id)),
  );
}
