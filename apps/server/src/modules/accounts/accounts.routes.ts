import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountPageSchema,
  accountSchema,
  blockAccountInputSchema,
  createAccountInputSchema,
  deleteAccountResultSchema,
  exportAccountsQuerySchema,
  listAccountsQuerySchema,
  searchQuerySchema,
  updateAccountInputSchema,
} from '@wb/contract/accounts';
import { idParamsSchema } from '@wb/contract/common';
import { csvImportInputSchema, csvImportPreviewSchema, csvImportResultSchema } from '@wb/contract/master-data-fields';
import { withTenantCtx } from '@/platform/context';
import { exportAccounts, importAccounts, previewAccountImport } from './accounts-csv.service';
import {
  blockAccount,
  createAccount,
  deleteAccount,
  findAccounts,
  getAccount,
  searchAccounts,
  unblockAccount,
  updateAccount,
} from './accounts.service';

const tags = ['accounts'];
/** CSV imports are larger than ordinary requests. */
const importBodyLimit = 6 * 1024 * 1024;

/** Customer accounts: reads need clients:read, changes clients:write, deletes clients:delete, blocking clients:admin. */
export function registerAccountRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/accounts',
    {
      config: { permission: 'clients:read' },
      schema: { tags, querystring: listAccountsQuerySchema, response: { 200: accountPageSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => findAccounts(ctx, req.query)),
  );
  r.get(
    '/api/v1/accounts/search',
    { config: { permission: 'clients:read' }, schema: { tags, querystring: searchQuerySchema, response: { 200: z.array(accountSchema) } } },
    (req) => withTenantCtx(req, (ctx) => searchAccounts(ctx, req.query.term)),
  );
  r.get(
    '/api/v1/accounts/export',
    { config: { permission: 'clients:read' }, schema: { tags, querystring: exportAccountsQuerySchema } },
    async (req, reply) => {
      const csv = await withTenantCtx(req, (ctx) => exportAccounts(ctx, req.query));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="accounts.csv"').send(csv);
    },
  );
  r.post(
    '/api/v1/accounts/import/preview',
    {
      config: { permission: 'clients:write' },
      bodyLimit: importBodyLimit,
      schema: { tags, body: csvImportInputSchema, response: { 200: csvImportPreviewSchema } },
    },
    (req) => previewAccountImport((fn) => withTenantCtx(req, fn), req.body.csv),
  );
  r.post(
    '/api/v1/accounts/import',
    {
      config: { permission: 'clients:write' },
      bodyLimit: importBodyLimit,
      schema: { tags, body: csvImportInputSchema, response: { 201: csvImportResultSchema } },
    },
    // The import opens its transactions itself: a short one per 100 rows (see writeInChunks).
    async (req, reply) => reply.status(201).send(await importAccounts((fn) => withTenantCtx(req, fn), req.body.csv)),
  );
  r.post(
    '/api/v1/accounts',
    { config: { permission: 'clients:write' }, schema: { tags, body: createAccountInputSchema, response: { 201: accountSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createAccount(ctx, req.body))),
  );
  r.get(
    '/api/v1/accounts/:id',
    { config: { permission: 'clients:read' }, schema: { tags, params: idParamsSchema, response: { 200: accountSchema } } },
    (req) => withTenantCtx(req, (ctx) => getAccount(ctx, req.params.id)),
  );
  r.patch(
    '/api/v1/accounts/:id',
    {
      config: { permission: 'clients:write' },
      schema: { tags, params: idParamsSchema, body: updateAccountInputSchema, response: { 200: accountSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updateAccount(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/accounts/:id',
    { config: { permission: 'clients:delete' }, schema: { tags, params: idParamsSchema, response: { 200: deleteAccountResultSchema } } },
    (req) => withTenantCtx(req, (ctx) => deleteAccount(ctx, req.params.id)),
  );
  r.post(
    '/api/v1/accounts/:id/block',
    {
      config: { permission: 'clients:admin' },
      schema: { tags, params: idParamsSchema, body: blockAccountInputSchema, response: { 200: accountSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => blockAccount(ctx, req.params.id, req.body)),
  );
  r.post(
    '/api/v1/accounts/:id/unblock',
    { config: { permission: 'clients:admin' }, schema: { tags, params: idParamsSchema, response: { 200: accountSchema } } },
    (req) => withTenantCtx(req, (ctx) => unblockAccount(ctx, req.params.id)),
  );
}
