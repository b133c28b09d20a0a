import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  convertedInvoicesSchema,
  createInvoiceInputSchema,
  creditInvoiceInputSchema,
  deleteInvoiceResultSchema,
  finaliseInvoiceInputSchema,
  invoiceBoardQuerySchema,
  invoiceBoardSchema,
  invoiceSumsQuerySchema,
  invoiceSumsSchema,
  invoiceEmailDraftSchema,
  invoicePageSchema,
  invoicePdfQuerySchema,
  invoicePreviewSchema,
  invoiceSchema,
  invoiceableOrderSchema,
  invoiceableOrdersQuerySchema,
  listInvoicesQuerySchema,
  ordersToInvoiceInputSchema,
  sendInvoiceInputSchema,
  sendReminderInputSchema,
  updateInvoiceInputSchema,
} from '@wb/contract/invoices';
import { withTenantCtx } from '@/platform/context';
import { idempotencyKeyOf } from '@/platform/idempotency';
import { creditInvoice, finaliseInvoice } from './invoice-finalise.service';
import { convertOrdersToInvoices, findInvoiceableOrders, previewInvoicesFromOrders } from './invoice-from-orders.service';
import { getInvoiceEmailDraft, sendInvoiceEmail } from './invoice-email.service';
import { findInvoicePdfData, renderInvoicePdfFile } from './invoice-pdf.service';
import { sendInvoiceReminder } from './invoice-reminders.service';
import { getInvoiceUbl } from './invoice-ubl.service';
import { createInvoice, updateInvoice } from './invoice-save.service';
import { deleteInvoice, findInvoices, getInvoice, sumInvoices } from './invoices.service';
import { changeInvoiceStatusInputSchema } from '@wb/contract/invoice-statuses';
import { changeInvoiceStatus } from './invoice-status-change.service';
import { findInvoiceBoard } from './invoice-board.service';

const tags = ['invoices'];
const read = { permission: 'invoices:read' as const };
const write = { permission: 'invoices:write' as const };
const bodyLimit = 4 * 1024 * 1024;

/** Invoices: reads need invoices:read; drafts, finalising, credit notes and conversions invoices:write; deleting a draft invoices:delete. */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/invoices',
    { config: read, schema: { tags, querystring: listInvoicesQuerySchema, response: { 200: invoicePageSchema } } },
    (req) => withTenantCtx(req, (ctx) => findInvoices(ctx, req.query)),
  );
  r.get(
    '/api/v1/invoices/sums',
    { config: read, schema: { tags, querystring: invoiceSumsQuerySchema, response: { 200: invoiceSumsSchema } } },
    (req) => withTenantCtx(req, (ctx) => sumInvoices(ctx, req.query)),
  );
  r.get(
    '/api/v1/invoices/board',
    { config: read, schema: { tags, querystring: invoiceBoardQuerySchema, response: { 200: invoiceBoardSchema } } },
    (req) => withTenantCtx(req, (ctx) => findInvoiceBoard(ctx, req.query)),
  );
  r.get(
    '/api/v1/invoices/invoiceable-orders',
    { config: read, schema: { tags, querystring: invoiceableOrdersQuerySchema, response: { 200: z.array(invoiceableOrderSchema) } } },
    (req) => withTenantCtx(req, (ctx) => findInvoiceableOrders(ctx, req.query)),
  );
  r.post(
    '/api/v1/invoices/preview-from-orders',
    { config: read, schema: { tags, body: ordersToInvoiceInputSchema, response: { 200: invoicePreviewSchema } } },
    (req) => withTenantCtx(req, (ctx) => previewInvoicesFromOrders(ctx, req.body)),
  );
  r.post(
    '/api/v1/invoices/convert-from-orders',
    { config: write, schema: { tags, body: ordersToInvoiceInputSchema, response: { 201: convertedInvoicesSchema } } },
    async (req, reply) =>
      reply.status(201).send(await withTenantCtx(req, (ctx) => convertOrdersToInvoices(ctx, req.body, idempotencyKeyOf(req)))),
  );
  r.post(
    '/api/v1/invoices',
    { config: write, bodyLimit, schema: { tags, body: createInvoiceInputSchema, response: { 201: invoiceSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createInvoice(ctx, req.body))),
  );
  r.get('/api/v1/invoices/:id', { config: read, schema: { tags, params: idParamsSchema, response: { 200: invoiceSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => getInvoice(ctx, req.params.id)),
  );
  r.get(
    '/api/v1/invoices/:id/pdf',
    { config: read, schema: { tags, params: idParamsSchema, querystring: invoicePdfQuerySchema } },
    async (req, reply) => {
      // Rendered once the transaction has ended: the connection is not held while the PDF is made.
      const data = await withTenantCtx(req, (ctx) => findInvoicePdfData(ctx, req.params.id, req.query.lang));
      const pdf = await renderInvoicePdfFile(data);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.filename}"`).send(pdf.content);
    },
  );
  r.get('/api/v1/invoices/:id/ubl', { config: read, schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    const ubl = await withTenantCtx(req, (ctx) => getInvoiceUbl(ctx, req.params.id));
    return reply.type('application/xml').header('content-disposition', `attachment; filename="${ubl.filename}"`).send(ubl.content);
  });
  r.get(
    '/api/v1/invoices/:id/email',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: invoiceEmailDraftSchema } } },
    (req) => withTenantCtx(req, (ctx) => getInvoiceEmailDraft(ctx, req.params.id)),
  );
  r.post(
    '/api/v1/invoices/:id/email',
    { config: write, schema: { tags, params: idParamsSchema, body: sendInvoiceInputSchema, response: { 200: invoiceSchema } } },
    (req) => withTenantCtx(req, (ctx) => sendInvoiceEmail(ctx, req.params.id, req.body)),
  );
  r.post(
    '/api/v1/invoices/:id/reminder',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: sendReminderInputSchema.optional(), response: { 200: invoiceSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => sendInvoiceReminder(ctx, req.params.id, req.body ?? {})),
  );
  r.patch(
    '/api/v1/invoices/:id',
    {
      config: write,
      bodyLimit,
      schema: { tags, params: idParamsSchema, body: updateInvoiceInputSchema, response: { 200: invoiceSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updateInvoice(ctx, req.params.id, req.body)),
  );
  for (const verb of ['finalise', 'convert-to-invoice']) {
    r.post(
      `/api/v1/invoices/:id/${verb}`,
      {
        config: write,
        schema: { tags, params: idParamsSchema, body: finaliseInvoiceInputSchema.optional(), response: { 200: invoiceSchema } },
      },
      (req) => withTenantCtx(req, (ctx) => finaliseInvoice(ctx, req.params.id, req.body ?? {}, idempotencyKeyOf(req))),
    );
  }
  r.post(
    '/api/v1/invoices/:id/status',
    { config: write, schema: { tags, params: idParamsSchema, body: changeInvoiceStatusInputSchema, response: { 200: invoiceSchema } } },
    (req) => withTenantCtx(req, (ctx) => changeInvoiceStatus(ctx, req.params.id, req.body)),
  );
  r.post(
    '/api/v1/invoices/:id/credit-note',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: creditInvoiceInputSchema.optional(), response: { 201: invoiceSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await withTenantCtx(req, (ctx) => creditInvoice(ctx, req.params.id, req.body ?? {}, idempotencyKeyOf(req)))),
  );
  r.delete(
    '/api/v1/invoices/:id',
    { config: { permission: 'invoices:delete' }, schema: { tags, params: idParamsSchema, response: { 200: deleteInvoiceResultSchema } } },
    (req) => withTenantCtx(req, (ctx) => deleteInvoice(ctx, req.params.id)),
  );
}
