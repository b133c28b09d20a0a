import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  createdPurchaseOrdersSchema,
  createFromSuggestionsInputSchema,
  createPurchaseOrderInputSchema,
  exportPurchaseOrdersQuerySchema,
  listPurchaseOrdersQuerySchema,
  purchaseOrderPageSchema,
  purchaseOrderPdfQuerySchema,
  purchaseOrderSchema,
  receiptParamsSchema,
  receivePurchaseOrderInputSchema,
  reorderSuggestionListSchema,
  sendPurchaseOrderInputSchema,
  updatePurchaseOrderInputSchema,
} from '@wb/contract/purchase-orders';
import { withTenantCtx } from '@/platform/context';
import { findPurchaseOrderPdfData, renderPurchaseOrderPdfFile } from './purchase-order-pdf.service';
import { receivePurchaseOrder, reversePurchaseReceipt } from './purchase-order-receive.service';
import { sendPurchaseOrder } from './purchase-order-send.service';
import { createFromSuggestions, findReorderSuggestions } from './purchase-order-suggestions.service';
import { exportPurchaseOrders } from './purchase-orders-csv.service';
import {
  cancelPurchaseOrder,
  createPurchaseOrder,
  deletePurchaseOrder,
  findPurchaseOrders,
  getPurchaseOrder,
  updatePurchaseOrder,
} from './purchase-orders.service';

const tags = ['purchase-orders'];

/** Purchase orders (issue 26): buying belongs to the orders area (orders:read, write, delete). */
export function registerPurchaseOrderRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'orders:read' as const };
  const write = { permission: 'orders:write' as const };
  const one = { tags, params: idParamsSchema, response: { 200: purchaseOrderSchema } };

  r.get(
    '/api/v1/purchase-orders',
    { config: read, schema: { tags, querystring: listPurchaseOrdersQuerySchema, response: { 200: purchaseOrderPageSchema } } },
    (req) => withTenantCtx(req, (ctx) => findPurchaseOrders(ctx, req.query)),
  );
  r.get(
    '/api/v1/purchase-orders/export',
    { config: read, schema: { tags, querystring: exportPurchaseOrdersQuerySchema } },
    async (req, reply) => {
      const csv = await withTenantCtx(req, (ctx) => exportPurchaseOrders(ctx, req.query));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="purchase-orders.csv"').send(csv);
    },
  );
  r.get(
    '/api/v1/purchase-orders/reorder-suggestions',
    { config: read, schema: { tags, response: { 200: reorderSuggestionListSchema } } },
    (req) => withTenantCtx(req, (ctx) => findReorderSuggestions(ctx)),
  );
  r.post(
    '/api/v1/purchase-orders/from-suggestions',
    { config: write, schema: { tags, body: createFromSuggestionsInputSchema, response: { 201: createdPurchaseOrdersSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createFromSuggestions(ctx, req.body))),
  );
  r.post(
    '/api/v1/purchase-orders',
    { config: write, schema: { tags, body: createPurchaseOrderInputSchema, response: { 201: purchaseOrderSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createPurchaseOrder(ctx, req.body))),
  );
  r.get('/api/v1/purchase-orders/:id', { config: read, schema: one }, (req) =>
    withTenantCtx(req, (ctx) => getPurchaseOrder(ctx, req.params.id)),
  );
  r.get(
    '/api/v1/purchase-orders/:id/pdf',
    { config: read, schema: { tags, params: idParamsSchema, querystring: purchaseOrderPdfQuerySchema } },
    async (req, reply) => {
      // Rendered once the transaction has ended: the connection is not held while the PDF is made.
      const data = await withTenantCtx(req, (ctx) => findPurchaseOrderPdfData(ctx, req.params.id, req.query.lang));
      const pdf = await renderPurchaseOrderPdfFile(data);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.filename}"`).send(pdf.content);
    },
  );
  r.patch('/api/v1/purchase-orders/:id', { config: write, schema: { ...one, body: updatePurchaseOrderInputSchema } }, (req) =>
    withTenantCtx(req, (ctx) => updatePurchaseOrder(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/purchase-orders/:id',
    { config: { permission: 'orders:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deletePurchaseOrder(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
  r.post('/api/v1/purchase-orders/:id/send', { config: write, schema: { ...one, body: sendPurchaseOrderInputSchema } }, (req) =>
    withTenantCtx(req, (ctx) => sendPurchaseOrder(ctx, req.params.id, req.body)),
  );
  r.post('/api/v1/purchase-orders/:id/cancel', { config: write, schema: one }, (req) =>
    withTenantCtx(req, (ctx) => cancelPurchaseOrder(ctx, req.params.id)),
  );
  r.post('/api/v1/purchase-orders/:id/receive', { config: write, schema: { ...one, body: receivePurchaseOrderInputSchema } }, (req) =>
    withTenantCtx(req, (ctx) => receivePurchaseOrder(ctx, req.params.id, req.body)),
  );
  r.post(
    '/api/v1/purchase-orders/:id/receipts/:receiptId/reverse',
    { config: write, schema: { tags, params: receiptParamsSchema, response: { 200: purchaseOrderSchema } } },
    (req) => withTenantCtx(req, (ctx) => reversePurchaseReceipt(ctx, req.params.id, req.params.receiptId)),
  );
}
