import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@wb/contract/common';
import {
  createInvoiceStatusInputSchema,
  deleteInvoiceStatusInputSchema,
  invoiceStatusesSchema,
  invoiceStatusTransitionSchema,
  setTransitionsInputSchema,
  updateInvoiceStatusInputSchema,
} from '@wb/contract/invoice-statuses';
import { createTransitionInputSchema, reorderOrderStatusesInputSchema } from '@wb/contract/order-statuses';
import { withTenantCtx } from '@/platform/context';
import {
  createInvoiceStatus,
  createInvoiceTransition,
  deleteInvoiceStatus,
  deleteInvoiceTransition,
  findInvoiceStatuses,
  reorderInvoiceStatuses,
  setInvoiceTransitions,
  updateInvoiceStatus,
} from './invoice-statuses.service';

const tags = ['invoice statuses'];
/** Everyone who reads invoices sees the statuses; changing them is a settings matter. */
const edit = { permission: 'settings:write' as const };

export function registerInvoiceStatusRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/invoice-statuses',
    { config: { permission: 'invoices:read' }, schema: { tags, response: { 200: invoiceStatusesSchema } } },
    (req) => withTenantCtx(req, (ctx) => findInvoiceStatuses(ctx)),
  );
  r.post(
    '/api/v1/invoice-statuses',
    { config: edit, schema: { tags, body: createInvoiceStatusInputSchema, response: { 201: invoiceStatusesSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createInvoiceStatus(ctx, req.body))),
  );
  r.put(
    '/api/v1/invoice-statuses/sort-order',
    { config: edit, schema: { tags, body: reorderOrderStatusesInputSchema, response: { 200: invoiceStatusesSchema } } },
    (req) => withTenantCtx(req, (ctx) => reorderInvoiceStatuses(ctx, req.body)),
  );
  r.put(
    '/api/v1/invoice-statuses/transitions',
    { config: edit, schema: { tags, body: setTransitionsInputSchema, response: { 200: invoiceStatusesSchema } } },
    (req) => withTenantCtx(req, (ctx) => setInvoiceTransitions(ctx, req.body)),
  );
  r.patch(
    '/api/v1/invoice-statuses/:id',
    {
      config: edit,
      schema: { tags, params: idParamsSchema, body: updateInvoiceStatusInputSchema, response: { 200: invoiceStatusesSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updateInvoiceStatus(ctx, req.params.id, req.body)),
  );
  // The merge target rides in the body: a status in use is deleted only by merging it.
  r.post(
    '/api/v1/invoice-statuses/:id/delete',
    {
      config: edit,
      schema: { tags, params: idParamsSchema, body: deleteInvoiceStatusInputSchema, response: { 200: invoiceStatusesSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => deleteInvoiceStatus(ctx, req.params.id, req.body)),
  );
  r.post(
    '/api/v1/invoice-status-transitions',
    { config: edit, schema: { tags, body: createTransitionInputSchema, response: { 201: invoiceStatusTransitionSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createInvoiceTransition(ctx, req.body))),
  );
  r.delete(
    '/api/v1/invoice-status-transitions/:id',
    { config: edit, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await withTenantCtx(req, (ctx) => deleteInvoiceTransition(ctx, req.params.id));
      return { ok: true as const };
    },
  );
}
