import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cashBookEntrySchema,
  cashBookMonthCloseSchema,
  cashBookQuerySchema,
  cashBookSchema,
  closeCashBookMonthInputSchema,
  createCashBookEntryInputSchema,
  updateCashBookEntryInputSchema,
} from '@wb/contract/cash-book';
import { idParamsSchema } from '@wb/contract/common';
import { withTenantCtx } from '@/platform/context';
import { exportCashBook } from './cash-book-csv.service';
import { closeCashBookMonth, createCashBookEntry, deleteCashBookEntry, getCashBook, updateCashBookEntry } from './cash-book.service';

const tags = ['cash-book'];

/** The cash book (issue 34): money, so the payments permissions (payments:read, write, delete). */
export function registerCashBookRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'payments:read' as const };
  const write = { permission: 'payments:write' as const };

  r.get(
    '/api/v1/cash-book',
    { config: read, schema: { tags, querystring: cashBookQuerySchema, response: { 200: cashBookSchema } } },
    (req) => withTenantCtx(req, (ctx) => getCashBook(ctx, req.query)),
  );
  r.get('/api/v1/cash-book/export', { config: read, schema: { tags, querystring: cashBookQuerySchema } }, async (req, reply) => {
    const csv = await withTenantCtx(req, (ctx) => exportCashBook(ctx, req.query));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="cash-book.csv"').send(csv);
  });
  r.post(
    '/api/v1/cash-book/entries',
    { config: write, schema: { tags, body: createCashBookEntryInputSchema, response: { 201: cashBookEntrySchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createCashBookEntry(ctx, req.body))),
  );
  r.patch(
    '/api/v1/cash-book/entries/:id',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updateCashBookEntryInputSchema, response: { 200: cashBookEntrySchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updateCashBookEntry(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/cash-book/entries/:id',
    { config: { permission: 'payments:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deleteCashBookEntry(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/v1/cash-book/close',
    { config: write, schema: { tags, body: closeCashBookMonthInputSchema, response: { 200: cashBookMonthCloseSchema } } },
    (req) => withTenantCtx(req, (ctx) => closeCashBookMonth(ctx, req.body)),
  );
}
