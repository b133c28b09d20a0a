import type { MessageKey } from '@wb/contract/messages';
import { type Payment, type PaymentProgress, type PublicPaymentView, paymentProgressEvent, type TerminalList } from '@wb/contract/payments';
import { outstandingOf } from '@wb/domain/invoice-state';
import { money } from '@wb/domain/money';
import { todayInCompanyZone } from '@wb/domain/today';
import QRCode from 'qrcode';
import type { Config } from '@/config';
import { type Db, inTransaction } from '@/db/transaction';
import { createMollieProvider } from '@/integrations/mollie/mollie-provider';
import { ctxOf, type TenantCtx } from '@/platform/context';
import type { SecretBox } from '@/platform/crypto/secret-box';
import { AppError, fieldError } from '@/platform/errors';
import { publishAfterCommit } from '@/platform/events/publish-after-commit';
import { newId } from '@/platform/ids';
import { selectInvoice } from '@/modules/invoices/invoices.queries';
import { keyModeOf } from '@/modules/settings/settings-rules';
import { getSettingsSecret, getSettingsSection } from '@/modules/settings/settings.service';
import { type PaymentProvider, ProviderError, type ProviderPayment, type ProviderPaymentStatus } from './payment-provider';
import { type PaymentRow, selectPayment, updatePaymentRow } from './payments.queries';
import {
  auditPayment,
  bookedStatuses,
  bookPayment,
  checkAllocations,
  getPayment,
  paymentConflict,
  paymentNotFound,
  paymentOf,
  recordRefund,
  refundableOf,
  registerPayment,
} from './payments.service';
import { newPublicId, tenantOfPublicId } from './public-id';
import { advanceSimulatedTerminal, createSimulatedProvider, simulatedTerminalStepMs, simulatedTerminals } from './simulated-provider';

/** What the provider flows need beyond a request's transaction. */
export type PaymentsDeps = { db: Db; config: Pick<Config, 'appUrl'>; box: SecretBox };

type ProviderSetup = {
  provider: PaymentProvider;
  /** Whether the API key's prefix (test_/live_) disagrees with Settings → Payments → test mode. */
  modeMismatch: boolean;
  webhookBase: string | null;
  terminals: Array<{ id: string; description: string; status: string }>;
};

/** The tenant's provider: Mollie with its API key, else the simulated one. Reads settings in `ctx`'s transaction. */
export async function providerSetup(ctx: TenantCtx, deps: PaymentsDeps): Promise<ProviderSetup> {
  const { tenantId } = ctx;
  const apiKey = await getSettingsSecret(ctx, deps.box, 'payments', ['provider', 'apiKey']);
  const settings = await getSettingsSection(ctx, 'payments');
  const base = (settings.provider.webhookUrl || deps.config.appUrl).replace(/\/$/, '');
  if (apiKey) {
    return {
      provider: createMollieProvider(apiKey),
      modeMismatch: keyModeOf(apiKey) !== (settings.provider.testMode ? 'test' : 'live'),
      webhookBase: `${base}/api/v1/payments/webhooks/mollie/${tenantId}`,
      terminals: settings.provider.terminals,
    };
  }
  return {
    provider: createSimulatedProvider(deps.db, tenantId, deps.config.appUrl),
    modeMismatch: false,
    webhookBase: null,
    terminals: simulatedTerminals,
  };
}

const providerUnavailable = (key: MessageKey, err: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', key, undefined, {
    details: [
      err instanceof ProviderError
        ? { path: 'provider', key: 'payments.providerError', params: { reason: err.message } }
        : { path: 'provider', key: 'payments.connectionFailed' },
    ],
  });

/** The payment status that follows the provider's. */
export function statusOfProvider(status: ProviderPaymentStatus): PaymentRow['status'] {
  switch (status) {
    case 'open':
      return 'pending';
    case 'pending':
    case 'authorized':
      return 'processing';
    case 'paid':
      return 'completed';
    case 'failed':
      return 'failed';
    default:
      return 'cancelled';
  }
}

const finalStatuses = new Set(['completed', 'failed', 'cancelled', 'refunded', 'partial_refund']);

type Request = { kind: 'ideal' | 'terminal'; invoiceId: string; amount?: string; terminalId?: string };

/**
 * A payment request at the provider for an invoice (iDEAL link and QR code, or a terminal): checked
 * and planned in one transaction, made at the provider outside any transaction (it waits on the
 * network; the Idempotency-Key is the payment's id, so a retry never makes two), then registered
 * as pending with its allocation in a second transaction.
 */
export async function requestProviderPayment(
  deps: PaymentsDeps,
  run: <T>(fn: (ctx: TenantCtx) => Promise<T>) => Promise<T>,
  input: Request,
): Promise<Payment> {
  const failure = input.kind === 'ideal' ? 'payments.idealFailed' : 'payments.terminalFailed';
  const plan = await run(async (ctx) => {
    const { tenantId } = ctx;
    await checkAllocations(ctx, [{ invoiceId: input.invoiceId, amount: '0.01' }]);
    const invoice = await selectInvoice(ctx.tx, tenantId, input.invoiceId);
    if (!invoice?.invoiceNumber) throw paymentNotFound();
    const outstanding = outstandingOf(invoice.due, invoice.paidAmount);
    const amount = input.amount ?? outstanding;
    if (money(amount).lt('0.01')) throw paymentConflict('invoiceId', 'payments.nothingOutstanding');
    // Settings → Payments → iDEAL off: no iDEAL payment is made (issue 25 item 16).
    if (input.kind === 'ideal' && !(await getSettingsSection(ctx, 'payments')).ideal.enabled)
      throw paymentConflict('ideal', 'payments.idealOff');
    const setup = await providerSetup(ctx, deps);
    // A live_ key while test mode is on (or a test_ key with it off): no payment is made.
    if (setup.modeMismatch) throw new AppError('CONFLICT', 'settings.providerModeMismatch');
    if (input.kind === 'terminal' && !setup.terminals.some((t) => t.id === input.terminalId))
      throw fieldError('VALIDATION_FAILED', 'terminalId', 'payments.unknownTerminal');
    return { tenantId, setup, amount, invoiceNumber: invoice.invoiceNumber, id: newId(), publicId: newPublicId(tenantId) };
  });
  let created: ProviderPayment;
  try {
    created = await plan.setup.provider.createPayment({
      amount: plan.amount,
      description: `Factuur ${plan.invoiceNumber}`,
      method: input.kind === 'ideal' ? 'ideal' : 'pointofsale',
      terminalId: input.terminalId,
      redirectUrl: `${deps.config.appUrl}/payment-status/redirect?id=${plan.publicId}`,
      webhookUrl: plan.setup.webhookBase,
      metadata: { publicId: plan.publicId, paymentId: plan.id, invoiceId: input.invoiceId },
      idempotencyKey: `payment:${plan.id}`,
    });
  } catch (err) {
    throw providerUnavailable(failure, err);
  }
  const qrCode = created.checkoutUrl
    ? (created.qrCodeSrc ?? (await QRCode.toDataURL(created.checkoutUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 })))
    : null;
  const payment = await run(async (ctx) => {
    const row = await registerPayment(ctx, {
      amount: plan.amount,
      paymentDate: todayInCompanyZone(),
      method: input.kind === 'ideal' ? 'ideal' : 'debit_card',
      reference: plan.invoiceNumber,
      status: statusOfProvider(created.status),
      allocations: [{ invoiceId: input.invoiceId, amount: plan.amount }],
      extra: {
        id: plan.id,
        publicId: plan.publicId,
        provider: plan.setup.provider.kind,
        providerPaymentId: created.id,
        providerStatus: created.status,
        checkoutUrl: created.checkoutUrl,
        qrCode,
        expiresAt: created.expiresAt,
        terminalId: input.terminalId ?? null,
        terminalStep: input.kind === 'terminal' ? 'initiated' : null,
      },
    });
    publishProgress(ctx, row, null);
    return paymentOf(ctx, row);
  });
  if (input.kind === 'terminal' && plan.setup.provider.kind === 'simulated') walkSimulatedTerminal(deps, plan.tenantId, created.id);
  return payment;
}

/**
 * The simulated terminal moves on by itself, one step at a time: after each step the payment is
 * synced, as a webhook would, which publishes the progress. Steps never run together.
 */
function walkSimulatedTerminal(deps: PaymentsDeps, tenantId: string, providerPaymentId: string) {
  const step = async () => {
    const more = await advanceSimulatedTerminal(deps.db, tenantId, providerPaymentId);
    await syncProviderPayment(deps, tenantId, providerPaymentId);
    if (more) schedule();
  };
  const schedule = () => setTimeout(() => void step().catch(() => undefined), simulatedTerminalStepMs()).unref();
  schedule();
}

/**
 * The webhook's work and the pollers': fetch the payment from the provider (never trust the
 * caller) and apply its state once. An unknown id changes nothing. A final state is never left
 * for a non-final one, and a payment is booked on its invoices once, however many calls arrive
 * and in whatever order. Answers whether the payment is known.
 */
export async function syncProviderPayment(deps: PaymentsDeps, tenantId: string, providerPaymentId: string): Promise<boolean> {
  const found = await inTransaction(deps.db, { tenantId }, async (tx) => {
    const ctx = ctxOf(tx, { principal: null, tenantId });
    const row = await selectPayment(tx, tenantId, { providerPaymentId });
    if (!row) return null;
    return { row, setup: await providerSetup(ctx, deps) };
  });
  if (!found || found.row.provider !== found.setup.provider.kind) return false;
  // Already final: nothing a provider can say changes it (refunds are made in the app).
  if (finalStatuses.has(found.row.status)) return true;
  const remote = await found.setup.provider.getPayment(providerPaymentId);
  await inTransaction(deps.db, { tenantId }, async (tx) => {
    const ctx = ctxOf(tx, { principal: null, tenantId });
    await applyProviderState(ctx, providerPaymentId, remote);
  });
  return true;
}

async function applyProviderState(ctx: TenantCtx, providerPaymentId: string, remote: ProviderPayment): Promise<void> {
  const { tenantId } = ctx;
  const row = await selectPayment(ctx.tx, tenantId, { providerPaymentId }, { forUpdate: true });
  if (!row) return;
  if (finalStatuses.has(row.status)) return;
  const status = statusOfProvider(remote.status);
  const step = row.terminalId ? remote.terminalStep : null;
  if (status === row.status && remote.status === row.providerStatus && step === row.terminalStep) return;
  await updatePaymentRow(ctx.tx, tenantId, row.id, null, {
    status,
    providerStatus: remote.status,
    terminalStep: step,
    paymentDate: status === 'completed' ? todayInCompanyZone() : row.paymentDate,
  });
  if (bookedStatuses.has(status)) await bookPayment(ctx, row.id);
  await auditPayment(ctx, 'payment.provider_status', row.id, { from: row.status, to: status, providerStatus: remote.status });
  const now = await selectPayment(ctx.tx, tenantId, { id: row.id });
  if (now) publishProgress(ctx, now, remote.statusReason);
}

function progressOf(row: PaymentRow, reason: string | null): PaymentProgress {
  const failed = row.status === 'failed' || row.status === 'cancelled';
  return {
    paymentId: row.id,
    status: row.status as PaymentProgress['status'],
    providerStatus: row.providerStatus,
    terminalStep: row.terminalStep as PaymentProgress['terminalStep'],
    message: failed ? (reason ?? row.providerStatus) : null,
  };
}

/** Live progress to the person who started the payment (their open tabs), after the commit. */
function publishProgress(ctx: TenantCtx, row: PaymentRow, reason: string | null) {
  if (!row.createdBy) return;
  publishAfterCommit(
    ctx.tx,
    { tenantId: ctx.tenantId, userId: row.createdBy },
    { event: paymentProgressEvent, data: progressOf(row, reason) },
  );
}

/** The polling fallback of the progress dialog: syncs a provider payment that is not final yet. */
export async function getPaymentProgress(
  deps: PaymentsDeps,
  run: <T>(fn: (ctx: TenantCtx) => Promise<T>) => Promise<T>,
  id: string,
): Promise<PaymentProgress> {
  const row = await run(async (ctx) => {
    const found = await selectPayment(ctx.tx, ctx.tenantId, { id });
    if (!found) throw paymentNotFound();
    return { row: found, tenantId: ctx.tenantId };
  });
  if (row.row.provider && row.row.providerPaymentId && !finalStatuses.has(row.row.status)) {
    await syncProviderPayment(deps, row.tenantId, row.row.providerPaymentId).catch(() => undefined);
  }
  return run(async (ctx) => {
    const now = await selectPayment(ctx.tx, ctx.tenantId, { id });
    if (!now) throw paymentNotFound();
    return progressOf(now, null);
  });
}

/** Cancels a provider payment that is still open (the till gives up, or the dialog timed out). */
export async function cancelProviderPayment(
  deps: PaymentsDeps,
  run: <T>(fn: (ctx: TenantCtx) => Promise<T>) => Promise<T>,
  id: string,
): Promise<Payment> {
  const plan = await run(async (ctx) => {
    const row = await selectPayment(ctx.tx, ctx.tenantId, { id });
    if (!row) throw paymentNotFound();
    if (!row.provider || !row.providerPaymentId) throw paymentConflict('provider', 'payments.notTerminal');
    return { row, tenantId: ctx.tenantId, setup: await providerSetup(ctx, deps) };
  });
  if (!finalStatuses.has(plan.row.status) && plan.row.providerPaymentId) {
    try {
      await plan.setup.provider.cancelPayment(plan.row.providerPaymentId);
    } catch {
      // Not cancelable any more (paid meanwhile, say): the sync below tells what it is.
    }
    await syncProviderPayment(deps, plan.tenantId, plan.row.providerPaymentId);
  }
  return run((ctx) => getPayment(ctx, id));
}

/** A refund: at the provider first for a provider payment (outside any transaction), then recorded. */
export async function refundPayment(
  deps: PaymentsDeps,
  run: <T>(fn: (ctx: TenantCtx) => Promise<T>) => Promise<T>,
  id: string,
  input: { amount?: string; description?: string },
): Promise<Payment> {
  const plan = await run(async (ctx) => {
    const row = await selectPayment(ctx.tx, ctx.tenantId, { id });
    if (!row) throw paymentNotFound();
    const amount = refundableOf(row, input.amount);
    return { row, amount, setup: row.provider ? await providerSetup(ctx, deps) : null };
  });
  let providerRefund: { id: string; status: string } | null = null;
  if (plan.setup && plan.row.providerPaymentId) {
    try {
      providerRefund = await plan.setup.provider.createRefund({
        paymentId: plan.row.providerPaymentId,
        amount: plan.amount,
        description: input.description || `Terugbetaling ${plan.row.reference}`.trim(),
        idempotencyKey: `refund:${id}:${plan.row.refundedAmount}:${plan.amount}`,
      });
    } catch (err) {
      throw providerUnavailable('payments.connectionFailed', err);
    }
  }
  return run((ctx) =>
    recordRefund(ctx, id, {
      amount: plan.amount,
      description: input.description,
      providerRefundId: providerRefund?.id ?? null,
      providerStatus: providerRefund?.status,
    }),
  );
}

/** The public status page's view: the state and amount only, nothing else of the company. */
export async function getPublicPaymentStatus(deps: PaymentsDeps, publicId: string): Promise<PublicPaymentView> {
  const tenantId = tenantOfPublicId(publicId);
  if (!tenantId) throw paymentNotFound();
  const read = () => inTransaction(deps.db, { tenantId }, (tx) => selectPayment(tx, tenantId, { publicId }));
  let row = await read();
  if (!row) throw paymentNotFound();
  if (row.provider && row.providerPaymentId && !finalStatuses.has(row.status)) {
    await syncProviderPayment(deps, tenantId, row.providerPaymentId).catch(() => undefined);
    row = (await read()) ?? row;
  }
  return {
    status: publicStatusOf(row),
    amount: row.amount,
    currency: 'EUR',
    description: row.reference ? `Factuur ${row.reference}` : '',
    checkoutUrl: row.status === 'pending' ? row.checkoutUrl : null,
  };
}

export function publicStatusOf(row: Pick<PaymentRow, 'status' | 'providerStatus'>): PublicPaymentView['status'] {
  if (row.status === 'refunded' || row.status === 'partial_refund') return 'refunded';
  if (row.status === 'completed') return 'paid';
  if (row.status === 'failed') return 'failed';
  if (row.status === 'cancelled') return row.providerStatus === 'expired' ? 'expired' : 'cancelled';
  return 'pending';
}

/** The terminals to choose from, and the dialog's retry and timeout values. */
export async function listTerminals(ctx: TenantCtx, deps: PaymentsDeps): Promise<TerminalList> {
  const setup = await providerSetup(ctx, deps);
  const { terminal } = await getSettingsSection(ctx, 'payments');
  return {
    simulated: setup.provider.kind === 'simulated',
    terminals: setup.terminals,
    maxRetries: terminal.maxRetries,
    timeoutSeconds: terminal.timeoutSeconds,
  };
}
