import type { TerminalStep } from '@wb/contract/payments';

/**
 * The app's one interface to a payment provider: Mollie (official client) when the company set an
 * API key, else the simulated provider (demo, offline). Amounts are decimal strings with 2 decimals.
 */
export type ProviderPaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  amount: string;
  amountRefunded: string;
  checkoutUrl: string | null;
  /** A QR code image the provider made (data: URI or https URL), if any. */
  qrCodeSrc: string | null;
  expiresAt: string | null;
  metadata: Record<string, unknown> | null;
  terminalId: string | null;
  /** Where a terminal payment is, for the progress dialog. */
  terminalStep: TerminalStep | null;
  statusReason: string | null;
};

export type CreateProviderPayment = {
  amount: string;
  description: string;
  method: 'ideal' | 'pointofsale';
  terminalId?: string;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type ProviderTerminal = { id: string; description: string; status: string };

export type ProviderRefund = { id: string; status: string };

export type PaymentProvider = {
  kind: 'mollie' | 'simulated';
  createPayment(input: CreateProviderPayment): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  cancelPayment(id: string): Promise<ProviderPayment>;
  createRefund(input: { paymentId: string; amount: string; description: string; idempotencyKey: string }): Promise<ProviderRefund>;
  listTerminals(): Promise<ProviderTerminal[]>;
  /** A cheap authenticated call: throws ProviderError (401 for a wrong key) when the key does not work. */
  verify(): Promise<void>;
};

/** A failure talking to the provider: `status` is the provider's HTTP status when it answered. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

/** Terminal step from the provider's status (Mollie: open = sent to the terminal, pending = card read). */
export function terminalStepOf(status: ProviderPaymentStatus): TerminalStep {
  switch (status) {
    case 'open':
      return 'waiting_for_customer';
    case 'pending':
    case 'authorized':
      return 'processing';
    case 'paid':
      return 'complete';
    default:
      return 'failed';
  }
}
