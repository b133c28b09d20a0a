import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  acceptQuoteResultSchema,
  createQuoteInputSchema,
  exportQuotesQuerySchema,
  listQuotesQuerySchema,
  quoteEmailDraftSchema,
  quotePageSchema,
  quotePdfQuerySchema,
  quoteSchema,
  sendQuoteInputSchema,
  updateQuoteInputSchema,
} from '@wb/contract/quotes';
import { withTenantCtx } from '@/platform/context';
import { getQuoteEmailDraft, sendQuote } from './quote-email.service';
import { findQuotePdfData, renderQuotePdfFile } from './quote-pdf.service';
import { exportQuotes } from './quotes-csv.service';
import { acceptQuote, createQuote, declineQuote, deleteQuote, findQuotes, getQuote, updateQuote } from './quotes.service';

const tags = ['quotes'];

/** Quotes (issue 34): permissions as orders (orders:read, write, delete). */
export function registerQuoteRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'orders:read' as const };
  const write = { permission: 'orders:write' as const };
  const one = { tags, params: idParamsSchema, response: { 200: quoteSchema } };

  r.get(
    '/api/v1/quotes',
    { config: read, schema: { tags, querystring: listQuotesQuerySchema, response: { 200: quotePageSchema } } },
    (req) => withTenantCtx(req, (ctx) => findQuotes(ctx, req.query)),
  );
  r.get('/api/v1/quotes/export', { config: read, schema: { tags, querystring: exportQuotesQuerySchema } }, async (req, reply) => {
    const csv = await withTenantCtx(req, (ctx) => exportQuotes(ctx, req.query));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="quotes.csv"').send(csv);
  });
  r.post(
    '/api/v1/quotes',
    { config: write, schema: { tags, body: createQuoteInputSchema, response: { 201: quoteSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createQuote(ctx, req.body))),
  );
  r.get('/api/v1/quotes/:id', { config: read, schema: one }, (req) => withTenantCtx(req, (ctx) => getQuote(ctx, req.params.id)));
  r.patch('/api/v1/quotes/:id', { config: write, schema: { ...one, body: updateQuoteInputSchema } }, (req) =>
    withTenantCtx(req, (ctx) => updateQuote(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/quotes/:id',
    { config: { permission: 'orders:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deleteQuote(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
  r.get(
    '/api/v1/quotes/:id/pdf',
    { config: read, schema: { tags, params: idParamsSchema, querystring: quotePdfQuerySchema } },
    async (req, reply) => {
      // Rendered once the transaction has ended: the connection is not held while the PDF is made.
      const data = await withTenantCtx(req, (ctx) => findQuotePdfData(ctx, req.params.id, req.query.lang));
      const pdf = await renderQuotePdfFile(data);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.filename}"`).send(pdf.content);
    },
  );
  r.get(
    '/api/v1/quotes/:id/email',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: quoteEmailDraftSchema } } },
    (req) => withTenantCtx(req, (ctx) => getQuoteEmailDraft(ctx, req.params.id)),
  );
  r.post('/api/v1/quotes/:id/send', { config: write, schema: { ...one, body: sendQuoteInputSchema } }, (req) =>
    withTenantCtx(req, (ctx) => sendQuote(ctx, req.params.id, req.body)),
  );
  r.post('/api/v1/quotes/:id/decline', { config: write, schema: one }, (req) =>
    withTenantCtx(req, (ctx) => declineQuote(ctx, req.params.id)),
  );
  r.post(
    '/api/v1/quotes/:id/accept',
    { config: write, schema: { tags, params: idParamsSchema, response: { 200: acceptQuoteResultSchema } } },
    (req) => withTenantCtx(req, (ctx) => acceptQuote(ctx, req.params.id)),
  );
}
