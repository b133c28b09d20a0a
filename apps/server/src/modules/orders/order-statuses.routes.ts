import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@wb/contract/common';
import {
  createOrderStatusInputSchema,
  createTransitionInputSchema,
  deleteOrderStatusInputSchema,
  orderStatusesSchema,
  orderStatusTransitionSchema,
  reorderOrderStatusesInputSchema,
  setTransitionsInputSchema,
  updateOrderStatusInputSchema,
} from '@wb/contract/order-statuses';
import { withTenantCtx } from '@/platform/context';
import {
  createOrderStatus,
  createTransition,
  deleteOrderStatus,
  deleteTransition,
  findOrderStatuses,
  reorderOrderStatuses,
  setOrderTransitions,
  updateOrderStatus,
} from './order-statuses.service';

const tags = ['order statuses'];
/** Everyone who reads orders sees the statuses; changing them is a settings matter. */
const edit = { permission: 'settings:write' as const };

export function registerOrderStatusRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/order-statuses',
    { config: { permission: 'orders:read' }, schema: { tags, response: { 200: orderStatusesSchema } } },
    (req) => withTenantCtx(req, (ctx) => findOrderStatuses(ctx)),
  );
  r.post(
    '/api/v1/order-statuses',
    { config: edit, schema: { tags, body: createOrderStatusInputSchema, response: { 201: orderStatusesSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createOrderStatus(ctx, req.body))),
  );
  r.put(
    '/api/v1/order-statuses/sort-order',
    { config: edit, schema: { tags, body: reorderOrderStatusesInputSchema, response: { 200: orderStatusesSchema } } },
    (req) => withTenantCtx(req, (ctx) => reorderOrderStatuses(ctx, req.body)),
  );
  // The bulk editor (matrix): the complete set in one transaction, refused whole on one bad row.
  r.put(
    '/api/v1/order-statuses/transitions',
    { config: edit, schema: { tags, body: setTransitionsInputSchema, response: { 200: orderStatusesSchema } } },
    (req) => withTenantCtx(req, (ctx) => setOrderTransitions(ctx, req.body)),
  );
  r.patch(
    '/api/v1/order-statuses/:id',
    { config: edit, schema: { tags, params: idParamsSchema, body: updateOrderStatusInputSchema, response: { 200: orderStatusesSchema } } },
    (req) => withTenantCtx(req, (ctx) => updateOrderStatus(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/order-statuses/:id',
    { config: edit, schema: { tags, params: idParamsSchema, response: { 200: orderStatusesSchema } } },
    (req) => withTenantCtx(req, (ctx) => deleteOrderStatus(ctx, req.params.id)),
  );
  // The merge target rides in the body: a status in use is deleted only by merging it.
  r.post(
    '/api/v1/order-statuses/:id/delete',
    {
      config: edit,
      schema: { tags, params: idParamsSchema, body: deleteOrderStatusInputSchema, response: { 200: orderStatusesSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => deleteOrderStatus(ctx, req.params.id, req.body)),
  );
  r.post(
    '/api/v1/order-status-transitions',
    { config: edit, schema: { tags, body: createTransitionInputSchema, response: { 201: orderStatusTransitionSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createTransition(ctx, req.body))),
  );
  r.delete(
    '/api/v1/order-status-transitions/:id',
    { config: edit, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await withTenantCtx(req, (ctx) => deleteTransition(ctx, req.params.id));
      return { ok: true as const };
    },
  );
}
