import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  changeOrderStatusInputSchema,
  createOrderInputSchema,
  deleteOrderResultSchema,
  listOrdersQuerySchema,
  orderAccountCheckQuerySchema,
  orderAccountCheckSchema,
  orderBoardQuerySchema,
  orderBoardSchema,
  orderCatalogItemSchema,
  orderCatalogQuerySchema,
  orderLotSchema,
  orderOptionsSchema,
  orderPageSchema,
  orderSchema,
  updateOrderInputSchema,
} from '@wb/contract/orders';
import { withTenantCtx } from '@/platform/context';
import { idempotencyKeyOf, withIdempotency } from '@/platform/idempotency';
import { findOrderCatalog, findOrderLots, getOrderAccountCheck, getOrderOptions } from './order-options.service';
import { createOrder, updateOrder } from './order-save.service';
import { changeOrderStatus } from './order-status-change.service';
import { deleteOrder, findOrderBoard, findOrders, getOrder } from './orders.service';

const tags = ['orders'];
const read = { permission: 'orders:read' as const };
const write = { permission: 'orders:write' as const };
/** A 5,000-line order is about 1 MB of JSON. */
const orderBodyLimit = 4 * 1024 * 1024;

/** Orders: reads need orders:read, changes and status moves orders:write, deletes orders:delete. */
export function registerOrderRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/orders',
    { config: read, schema: { tags, querystring: listOrdersQuerySchema, response: { 200: orderPageSchema } } },
    (req) => withTenantCtx(req, (ctx) => findOrders(ctx, req.query)),
  );
  r.get(
    '/api/v1/orders/board',
    { config: read, schema: { tags, querystring: orderBoardQuerySchema, response: { 200: orderBoardSchema } } },
    (req) => withTenantCtx(req, (ctx) => findOrderBoard(ctx, req.query)),
  );
  r.get('/api/v1/orders/options', { config: read, schema: { tags, response: { 200: orderOptionsSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => getOrderOptions(ctx)),
  );
  r.get(
    '/api/v1/orders/catalog',
    { config: read, schema: { tags, querystring: orderCatalogQuerySchema, response: { 200: z.array(orderCatalogItemSchema) } } },
    (req) => withTenantCtx(req, (ctx) => findOrderCatalog(ctx, req.query)),
  );
  r.get(
    '/api/v1/orders/catalog/:id/lots',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: z.array(orderLotSchema) } } },
    (req) => withTenantCtx(req, (ctx) => findOrderLots(ctx, req.params.id)),
  );
  r.get(
    '/api/v1/orders/accounts/:id/check',
    {
      config: read,
      schema: { tags, params: idParamsSchema, querystring: orderAccountCheckQuerySchema, response: { 200: orderAccountCheckSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => getOrderAccountCheck(ctx, req.params.id, req.query.exceptOrderId)),
  );
  r.post(
    '/api/v1/orders',
    { config: write, bodyLimit: orderBodyLimit, schema: { tags, body: createOrderInputSchema, response: { 201: orderSchema } } },
    async (req, reply) => {
      // An order made offline is sent again until an answer arrives: its key makes it one order.
      const order = await withTenantCtx(req, (ctx) =>
        withIdempotency(ctx, 'orders.create', idempotencyKeyOf(req), req.body, () => createOrder(ctx, req.body)),
      );
      return reply.status(201).send(order);
    },
  );
  r.get('/api/v1/orders/:id', { config: read, schema: { tags, params: idParamsSchema, response: { 200: orderSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => getOrder(ctx, req.params.id)),
  );
  r.patch(
    '/api/v1/orders/:id',
    {
      config: write,
      bodyLimit: orderBodyLimit,
      schema: { tags, params: idParamsSchema, body: updateOrderInputSchema, response: { 200: orderSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updateOrder(ctx, req.params.id, req.body)),
  );
  r.post(
    '/api/v1/orders/:id/status',
    { config: write, schema: { tags, params: idParamsSchema, body: changeOrderStatusInputSchema, response: { 200: orderSchema } } },
    (req) => withTenantCtx(req, (ctx) => changeOrderStatus(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/orders/:id',
    { config: { permission: 'orders:delete' }, schema: { tags, params: idParamsSchema, response: { 200: deleteOrderResultSchema } } },
    (req) => withTenantCtx(req, (ctx) => deleteOrder(ctx, req.params.id)),
  );
}
