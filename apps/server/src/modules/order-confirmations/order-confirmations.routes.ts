import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import { orderConfirmationQuerySchema, sendOrderConfirmationInputSchema, sendOrderConfirmationResultSchema } from '@wb/contract/orders';
import { withTenantCtx } from '@/platform/context';
import { findOrderConfirmationData, renderOrderConfirmationFile, sendOrderConfirmation } from './order-confirmation.service';

const tags = ['orders'];

/**
 * An order's confirmation as a PDF, and sent to the customer by e-mail: a document of its own,
 * drawn with the invoices' PDF parts, so orders and invoices do not depend on each other for it.
 */
export function registerOrderConfirmationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/orders/:id/confirmation.pdf',
    { config: { permission: 'orders:read' }, schema: { tags, params: idParamsSchema, querystring: orderConfirmationQuerySchema } },
    async (req, reply) => {
      // Rendered once the transaction has ended: the connection is not held while the PDF is made.
      const data = await withTenantCtx(req, (ctx) => findOrderConfirmationData(ctx, req.params.id, req.query.lang));
      const pdf = await renderOrderConfirmationFile(data);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.filename}"`).send(pdf.content);
    },
  );
  r.post(
    '/api/v1/orders/:id/confirmation/send',
    {
      config: { permission: 'orders:write' },
      schema: {
        tags,
        params: idParamsSchema,
        body: sendOrderConfirmationInputSchema,
        response: { 200: sendOrderConfirmationResultSchema },
      },
    },
    (req) => withTenantCtx(req, (ctx) => sendOrderConfirmation(ctx, req.params.id, req.body)),
  );
}
