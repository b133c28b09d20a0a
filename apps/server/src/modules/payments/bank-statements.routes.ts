import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  bankStatementListSchema,
  bankStatementSchema,
  statementConfirmInputSchema,
  statementConfirmResultSchema,
  statementImportInputSchema,
} from '@wb/contract/payments';
import { withTenantCtx } from '@/platform/context';
import { importStatement } from './statements/bank-statement-import.service';
import { confirmStatementLines, getStatement, listStatements } from './statements/bank-statements.service';

const tags = ['payments'];

/** Bank statements: importing and confirming need payments:write, reading payments:read. */
export function registerBankStatementRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/bank-statements',
    { config: { permission: 'payments:read' }, schema: { tags, response: { 200: bankStatementListSchema } } },
    (req) => withTenantCtx(req, (ctx) => listStatements(ctx)),
  );
  r.post(
    '/api/v1/bank-statements',
    {
      config: { permission: 'payments:write' },
      bodyLimit: 6 * 1024 * 1024,
      schema: { tags, body: statementImportInputSchema, response: { 201: bankStatementSchema, 202: bankStatementSchema } },
    },
    async (req, reply) => {
      const statement = await withTenantCtx(req, (ctx) => importStatement(ctx, req.body));
      // A big file is imported in the background: accepted now, its progress on the event stream.
      return reply.status(statement.status === 'importing' ? 202 : 201).send(statement);
    },
  );
  r.get(
    '/api/v1/bank-statements/:id',
    { config: { permission: 'payments:read' }, schema: { tags, params: idParamsSchema, response: { 200: bankStatementSchema } } },
    (req) => withTenantCtx(req, (ctx) => getStatement(ctx, req.params.id)),
  );
  r.post(
    '/api/v1/bank-statements/:id/confirm',
    {
      config: { permission: 'payments:write' },
      schema: { tags, params: idParamsSchema, body: statementConfirmInputSchema, response: { 200: statementConfirmResultSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => confirmStatementLines(ctx, req.params.id, req.body)),
  );
}
