import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  createPaymentInputSchema,
  idealPaymentInputSchema,
  listPaymentsQuerySchema,
  paymentLinkEmailInputSchema,
  paymentPageSchema,
  paymentProgressSchema,
  paymentSchema,
  providerTestInputSchema,
  providerTestResultSchema,
  publicPaymentParamsSchema,
  publicPaymentStatusSchema,
  refundInputSchema,
  terminalListSchema,
  terminalPaymentInputSchema,
  updatePaymentInputSchema,
} from '@wb/contract/payments';
import { withTenantCtx } from '@/platform/context';
import { emailPaymentLink } from './payment-link-email.service';
import { createSecretBox } from '@/platform/crypto/secret-box';
import { isUuid } from '@/platform/ids';
import {
  cancelProviderPayment,
  getPaymentProgress,
  getPublicPaymentStatus,
  listTerminals,
  type PaymentsDeps,
  refundPayment,
  requestProviderPayment,
  syncProviderPayment,
} from './payment-flow.service';
import { createPayment, deletePayment, findPayments, getPayment, updatePayment } from './payments.service';
import { keyToTest, recordProviderTest, testProviderKey } from './provider-test.service';
import { registerSimulatedCheckoutRoutes } from './simulated-checkout.routes';

const tags = ['payments'];
const read = { permission: 'payments:read' as const };
const write = { permission: 'payments:write' as const };

/** Payments: reads payments:read; registering, provider requests and refunds payments:write; deleting payments:delete. */
export function registerPaymentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.deps.config.appSecret);
  const deps: PaymentsDeps = { db: app.deps.db, config: app.deps.config, box };

  r.get(
    '/api/v1/payments',
    { config: read, schema: { tags, querystring: listPaymentsQuerySchema, response: { 200: paymentPageSchema } } },
    (req) => withTenantCtx(req, (ctx) => findPayments(ctx, req.query)),
  );
  r.post(
    '/api/v1/payments',
    { config: write, schema: { tags, body: createPaymentInputSchema, response: { 201: paymentSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createPayment(ctx, req.body))),
  );
  r.get('/api/v1/payments/terminals', { config: read, schema: { tags, response: { 200: terminalListSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => listTerminals(ctx, deps)),
  );
  r.post(
    '/api/v1/payments/ideal',
    { config: write, schema: { tags, body: idealPaymentInputSchema, response: { 201: paymentSchema } } },
    async (req, reply) =>
      reply.status(201).send(await requestProviderPayment(deps, (fn) => withTenantCtx(req, fn), { kind: 'ideal', ...req.body })),
  );
  r.post(
    '/api/v1/payments/terminal',
    { config: write, schema: { tags, body: terminalPaymentInputSchema, response: { 201: paymentSchema } } },
    async (req, reply) =>
      reply.status(201).send(await requestProviderPayment(deps, (fn) => withTenantCtx(req, fn), { kind: 'terminal', ...req.body })),
  );
  r.get('/api/v1/payments/:id', { config: read, schema: { tags, params: idParamsSchema, response: { 200: paymentSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => getPayment(ctx, req.params.id)),
  );
  r.patch(
    '/api/v1/payments/:id',
    { config: write, schema: { tags, params: idParamsSchema, body: updatePaymentInputSchema, response: { 200: paymentSchema } } },
    (req) => withTenantCtx(req, (ctx) => updatePayment(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/payments/:id',
    {
      config: { permission: 'payments:delete' },
      schema: { tags, params: idParamsSchema, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    (req) => withTenantCtx(req, (ctx) => deletePayment(ctx, req.params.id)),
  );
  r.get(
    '/api/v1/payments/:id/progress',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: paymentProgressSchema } } },
    (req) => getPaymentProgress(deps, (fn) => withTenantCtx(req, fn), req.params.id),
  );
  r.post(
    '/api/v1/payments/:id/cancel',
    { config: write, schema: { tags, params: idParamsSchema, response: { 200: paymentSchema } } },
    (req) => cancelProviderPayment(deps, (fn) => withTenantCtx(req, fn), req.params.id),
  );
  r.post(
    '/api/v1/payments/:id/refunds',
    { config: write, schema: { tags, params: idParamsSchema, body: refundInputSchema.optional(), response: { 200: paymentSchema } } },
    (req) => refundPayment(deps, (fn) => withTenantCtx(req, fn), req.params.id, req.body ?? {}),
  );
  r.post(
    '/api/v1/payments/:id/email-link',
    { config: write, schema: { tags, params: idParamsSchema, body: paymentLinkEmailInputSchema, response: { 200: paymentSchema } } },
    (req) => withTenantCtx(req, (ctx) => emailPaymentLink(ctx, req.params.id, req.body.to)),
  );

  r.post(
    '/api/v1/settings/payments/test',
    {
      config: { permission: 'settings:write' },
      schema: { tags: ['settings'], body: providerTestInputSchema.optional(), response: { 200: providerTestResultSchema } },
    },
    async (req) => {
      const { apiKey, stored } = await withTenantCtx(req, (ctx) => keyToTest(ctx, box, req.body?.apiKey));
      const result = await testProviderKey(apiKey);
      const lastValidated = stored ? await withTenantCtx(req, (ctx) => recordProviderTest(ctx, result)) : new Date().toISOString();
      return { ...result, lastValidated };
    },
  );

  // Public: the status page (no sign-in; the unguessable id is the credential).
  r.get(
    '/api/v1/public/payments/:paymentId',
    {
      config: { permission: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags, params: publicPaymentParamsSchema, response: { 200: publicPaymentStatusSchema } },
    },
    (req) => getPublicPaymentStatus(deps, req.params.paymentId),
  );

  // The provider's webhook: form-encoded `id=tr_…`, nothing else to trust; the payment is fetched
  // from the provider. Unknown and forged ids change nothing and get the same 200 Mollie expects.
  app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/payments/webhooks/mollie/:tenantId',
      {
        config: { permission: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags,
          params: z.object({ tenantId: z.string().max(64) }),
          body: z
            .object({ id: z.string().max(64).optional() })
            .passthrough()
            .optional(),
        },
      },
      async (req, reply) => {
        const id = req.body?.id;
        if (isUuid(req.params.tenantId) && id && /^tr_[A-Za-z0-9]+$/.test(id)) {
          try {
            await syncProviderPayment(deps, req.params.tenantId, id);
          } catch (err) {
            // The provider could not be reached: a 5xx makes Mollie try again later.
            req.log.warn({ err }, 'payment webhook could not fetch the payment');
            return reply.status(503).send('');
          }
        }
        return reply.status(200).send('');
      },
    );
  });

  registerSimulatedCheckoutRoutes(app, deps);
}
