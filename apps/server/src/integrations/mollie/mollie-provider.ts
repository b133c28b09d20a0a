import createMollieClient, { MollieApiError, type Payment, PaymentInclude, PaymentMethod } from '@mollie/api-client';
import {
  type CreateProviderPayment,
  type PaymentProvider,
  ProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
  terminalStepOf,
} from '@/modules/payments/payment-provider';

/** Mollie behind the app's provider interface, with the official client (`@mollie/api-client`). */
export function createMollieProvider(apiKey: string): PaymentProvider {
  const client = createMollieClient({ apiKey });
  const guard = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof MollieApiError) throw new ProviderError(err.message, err.statusCode ?? null, err.field ?? null);
      throw new ProviderError(err instanceof Error ? err.message : String(err), null);
    }
  };
  return {
    kind: 'mollie',
    createPayment: (input: CreateProviderPayment) =>
      guard(async () => {
        const payment = await client.payments.create({
          amount: { currency: 'EUR', value: input.amount },
          description: input.description,
          redirectUrl: input.redirectUrl,
          ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
          method: input.method === 'ideal' ? PaymentMethod.ideal : PaymentMethod.pointofsale,
          ...(input.terminalId ? { terminalId: input.terminalId } : {}),
          metadata: input.metadata,
          ...(input.method === 'ideal' ? { include: PaymentInclude.qrCode } : {}),
          idempotencyKey: input.idempotencyKey,
        });
        return toProviderPayment(payment);
      }),
    getPayment: (id) => guard(async () => toProviderPayment(await client.payments.get(id))),
    cancelPayment: (id) => guard(async () => toProviderPayment(await client.payments.cancel(id))),
    createRefund: (input) =>
      guard(async () => {
        const refund = await client.paymentRefunds.create({
          paymentId: input.paymentId,
          amount: { currency: 'EUR', value: input.amount },
          description: input.description,
          idempotencyKey: input.idempotencyKey,
        });
        return { id: refund.id, status: String(refund.status) };
      }),
    verify: () =>
      guard(async () => {
        await client.methods.list();
      }),
    listTerminals: () =>
      guard(async () => {
        const page = await client.terminals.page();
        return [...page].map((t) => ({ id: t.id, description: t.description, status: String(t.status) }));
      }),
  };
}

function toProviderPayment(payment: Payment): ProviderPayment {
  const status = String(payment.status) as ProviderPaymentStatus;
  const details = (payment.details ?? null) as { qrCode?: { src?: string }; terminalId?: string } | null;
  const isTerminal = String(payment.method) === 'pointofsale';
  return {
    id: payment.id,
    status,
    amount: payment.amount.value,
    amountRefunded: payment.amountRefunded?.value ?? '0.00',
    checkoutUrl: payment.getCheckoutUrl() ?? null,
    qrCodeSrc: details?.qrCode?.src ?? null,
    expiresAt: payment.expiresAt ?? null,
    metadata: (payment.metadata ?? null) as Record<string, unknown> | null,
    terminalId: details?.terminalId ?? null,
    terminalStep: isTerminal ? terminalStepOf(status) : null,
    statusReason: (payment as unknown as { statusReason?: { code?: string } }).statusReason?.code ?? null,
  };
}
