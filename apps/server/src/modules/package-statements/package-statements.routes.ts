import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { packageStatementQuerySchema } from '@wb/contract/packages';
import { withTenantCtx } from '@/platform/context';
import { findPackageStatementData, renderPackageStatementFile } from './package-statement.service';

/**
 * A customer's package statement as a PDF (issue 27): a document of its own, drawn with the
 * invoices' PDF parts, so it lives apart from the package ledger (which the invoice PDF reads).
 */
export function registerPackageStatementRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/packages/statement',
    { config: { permission: 'orders:read' }, schema: { tags: ['packages'], querystring: packageStatementQuerySchema } },
    async (req, reply) => {
      // Rendered once the transaction has ended: the connection is not held while the PDF is made.
      const data = await withTenantCtx(req, (ctx) => findPackageStatementData(ctx, req.query));
      const pdf = await renderPackageStatementFile(data);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.filename}"`).send(pdf.content);
    },
  );
}
