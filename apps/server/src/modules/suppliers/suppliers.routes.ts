import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema } from '@wb/contract/accounts';
import { idParamsSchema } from '@wb/contract/common';
import {
  createSupplierInputSchema,
  listSuppliersQuerySchema,
  supplierPageSchema,
  supplierPerformanceSchema,
  supplierSchema,
  supplierSearchResultSchema,
  updateSupplierInputSchema,
} from '@wb/contract/suppliers';
import { withTenantCtx } from '@/platform/context';
import {
  createSupplier,
  deleteSupplier,
  findSuppliers,
  getSupplier,
  getSupplierPerformance,
  searchSuppliers,
  updateSupplier,
} from './suppliers.service';

const tags = ['suppliers'];

/** Suppliers (business §7): the calls at their paths; they belong to the clients area. */
export function registerSupplierRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'clients:read' as const };
  const write = { permission: 'clients:write' as const };

  r.get(
    '/api/v1/suppliers',
    { config: read, schema: { tags, querystring: listSuppliersQuerySchema, response: { 200: supplierPageSchema } } },
    (req) => withTenantCtx(req, (ctx) => findSuppliers(ctx, req.query)),
  );
  r.get(
    '/api/v1/suppliers/search',
    { config: read, schema: { tags, querystring: searchQuerySchema, response: { 200: supplierSearchResultSchema } } },
    (req) => withTenantCtx(req, (ctx) => searchSuppliers(ctx, req.query.term)),
  );
  r.post(
    '/api/v1/suppliers',
    { config: write, schema: { tags, body: createSupplierInputSchema, response: { 201: supplierSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createSupplier(ctx, req.body))),
  );
  r.get('/api/v1/suppliers/:id', { config: read, schema: { tags, params: idParamsSchema, response: { 200: supplierSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => getSupplier(ctx, req.params.id)),
  );
  r.patch(
    '/api/v1/suppliers/:id',
    { config: write, schema: { tags, params: idParamsSchema, body: updateSupplierInputSchema, response: { 200: supplierSchema } } },
    (req) => withTenantCtx(req, (ctx) => updateSupplier(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/suppliers/:id',
    { config: { permission: 'clients:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deleteSupplier(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
  r.get(
    '/api/v1/suppliers/:id/performance',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: supplierPerformanceSchema } } },
    (req) => withTenantCtx(req, (ctx) => getSupplierPerformance(ctx, req.params.id)),
  );
}
