import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPaymentParamsSchema } from '@wb/contract/payments';
import { inTransaction } from '@/db/transaction';
import { AppError } from '@/platform/errors';
import { type PaymentsDeps, publicStatusOf, syncProviderPayment } from './payment-flow.service';
import { selectPayment } from './payments.queries';
import { tenantOfPublicId } from './public-id';
import { setSimulatedStatus } from './simulated-provider';

const outcomes = ['paid', 'failed', 'cancelled', 'expired'] as const;
const providerOutcome = { paid: 'paid', failed: 'failed', cancelled: 'canceled', expired: 'expired' } as const;

/**
 * The simulated provider's checkout (demo, offline): the public page shows the payment and lets
 * the tester choose its outcome, as Mollie's test checkout does. Only payments of the simulated
 * provider can be settled here; the outcome then takes the same way as a webhook.
 */
export function registerSimulatedCheckoutRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const find = async (publicId: string) => {
    const tenantId = tenantOfPublicId(publicId);
    if (!tenantId) throw new AppError('NOT_FOUND', 'payments.notFound');
    const row = await inTransaction(deps.db, { tenantId }, (tx) => selectPayment(tx, tenantId, { publicId }));
    if (row?.provider !== 'simulated' || !row.providerPaymentId || row.terminalId) throw new AppError('NOT_FOUND', 'payments.notFound');
    return { tenantId, row, providerPaymentId: row.providerPaymentId };
  };

  r.get(
    '/api/v1/public/simulated-checkout/:paymentId',
    {
      config: { permission: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        params: publicPaymentParamsSchema,
        response: { 200: z.object({ amount: z.string(), description: z.string(), status: z.string(), simulated: z.literal(true) }) },
      },
    },
    async (req) => {
      const { row } = await find(req.params.paymentId);
      return { amount: row.amount, description: `Factuur ${row.reference}`, status: publicStatusOf(row), simulated: true as const };
    },
  );

  r.post(
    '/api/v1/public/simulated-checkout/:paymentId',
    {
      config: { permission: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        params: publicPaymentParamsSchema,
        body: z.strictObject({ outcome: z.enum(outcomes) }),
        response: { 200: z.object({ redirectUrl: z.string() }) },
      },
    },
    async (req) => {
      const { tenantId, providerPaymentId } = await find(req.params.paymentId);
      await setSimulatedStatus(deps.db, tenantId, providerPaymentId, providerOutcome[req.body.outcome]);
      await syncProviderPayment(deps, tenantId, providerPaymentId);
      return { redirectUrl: `/payment-status/redirect?id=${req.params.paymentId}` };
    },
  );
}
