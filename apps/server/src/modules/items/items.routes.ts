import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema } from '@wb/contract/accounts';
import { idParamsSchema } from '@wb/contract/common';
import {
  createItemInputSchema,
  createLotInputSchema,
  createStockMovementInputSchema,
  deleteItemResultSchema,
  exportItemsQuerySchema,
  itemPageSchema,
  itemSchema,
  itemStockSchema,
  lotIdParamsSchema,
  lotTraceSchema,
  listItemsQuerySchema,
  updateItemInputSchema,
} from '@wb/contract/items';
import { csvImportInputSchema, csvImportPreviewSchema, csvImportResultSchema } from '@wb/contract/master-data-fields';
import { getLotTrace } from './item-lot-trace.service';
import { withTenantCtx } from '@/platform/context';
import { createLot, createStockMovement, getItemStock } from './item-stock.service';
import { exportItems, importItems, previewItemImport } from './items-csv.service';
import { createItem, deleteItem, findItems, getItem, searchItems, updateItem } from './items.service';

const tags = ['items'];
const importBodyLimit = 6 * 1024 * 1024;

/** Items, stock and lots: the item catalogue belongs to the clients area (clients:read/write/delete). */
export function registerItemRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'clients:read' as const };
  const write = { permission: 'clients:write' as const };

  r.get('/api/v1/items', { config: read, schema: { tags, querystring: listItemsQuerySchema, response: { 200: itemPageSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => findItems(ctx, req.query)),
  );
  r.get(
    '/api/v1/items/search',
    { config: read, schema: { tags, querystring: searchQuerySchema, response: { 200: z.array(itemSchema) } } },
    (req) => withTenantCtx(req, (ctx) => searchItems(ctx, req.query.term)),
  );
  r.get('/api/v1/items/export', { config: read, schema: { tags, querystring: exportItemsQuerySchema } }, async (req, reply) => {
    const csv = await withTenantCtx(req, (ctx) => exportItems(ctx, req.query));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="items.csv"').send(csv);
  });
  r.post(
    '/api/v1/items/import/preview',
    { config: write, bodyLimit: importBodyLimit, schema: { tags, body: csvImportInputSchema, response: { 200: csvImportPreviewSchema } } },
    (req) => previewItemImport((fn) => withTenantCtx(req, fn), req.body.csv),
  );
  r.post(
    '/api/v1/items/import',
    { config: write, bodyLimit: importBodyLimit, schema: { tags, body: csvImportInputSchema, response: { 201: csvImportResultSchema } } },
    // The import opens its transactions itself: a short one per 100 rows (see writeInChunks).
    async (req, reply) => reply.status(201).send(await importItems((fn) => withTenantCtx(req, fn), req.body.csv)),
  );
  r.post(
    '/api/v1/items',
    { config: write, schema: { tags, body: createItemInputSchema, response: { 201: itemSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createItem(ctx, req.body))),
  );
  r.get('/api/v1/items/:id', { config: read, schema: { tags, params: idParamsSchema, response: { 200: itemSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => getItem(ctx, req.params.id)),
  );
  r.patch(
    '/api/v1/items/:id',
    { config: write, schema: { tags, params: idParamsSchema, body: updateItemInputSchema, response: { 200: itemSchema } } },
    (req) => withTenantCtx(req, (ctx) => updateItem(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/items/:id',
    { config: { permission: 'clients:delete' }, schema: { tags, params: idParamsSchema, response: { 200: deleteItemResultSchema } } },
    (req) => withTenantCtx(req, (ctx) => deleteItem(ctx, req.params.id)),
  );

  r.get(
    '/api/v1/items/:id/lots/:lotId/trace',
    { config: read, schema: { tags, params: lotIdParamsSchema, response: { 200: lotTraceSchema } } },
    (req) => withTenantCtx(req, (ctx) => getLotTrace(ctx, req.params.id, req.params.lotId)),
  );
  r.get('/api/v1/items/:id/stock', { config: read, schema: { tags, params: idParamsSchema, response: { 200: itemStockSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => getItemStock(ctx, req.params.id)),
  );
  r.post(
    '/api/v1/items/:id/stock-movements',
    { config: write, schema: { tags, params: idParamsSchema, body: createStockMovementInputSchema, response: { 201: itemStockSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createStockMovement(ctx, req.params.id, req.body))),
  );
  r.post(
    '/api/v1/items/:id/lots',
    { config: write, schema: { tags, params: idParamsSchema, body: createLotInputSchema, response: { 201: itemStockSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createLot(ctx, req.params.id, req.body))),
  );
}
