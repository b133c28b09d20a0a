import { randomBytes } from 'node:crypto';
import { money } from '@wb/domain/money';
import { type Db, inTransaction } from '@/db/transaction';
import { type PaymentProvider, ProviderError, type ProviderPayment, type ProviderPaymentStatus } from './payment-provider';

/**
 * The simulated provider: stands in for Mollie when a company has no API key (the demo, offline).
 * It keeps its payments in `simulated_provider_payment`, as a provider would on its side. iDEAL
 * payments wait on the local checkout page, where the tester picks the outcome; terminal payments
 * walk through the terminal's steps by themselves (the "declining" terminal ends in failed).
 */
export const simulatedTerminals = [
  { id: 'term_simulated_ok', description: 'Gesimuleerde terminal / Simulated terminal', status: 'active' },
  { id: 'term_simulated_decline', description: 'Gesimuleerde terminal (weigert) / Simulated terminal (declines)', status: 'active' },
];

/** How long each step of a simulated terminal payment takes (ms). */
export function simulatedTerminalStepMs(): number {
  return Number(process.env.SIMULATED_TERMINAL_STEP_MS ?? 1500);
}

const nextStep: Record<string, (terminalId: string | null) => string> = {
  initiated: () => 'waiting',
  waiting: () => 'pending',
  pending: (terminalId) => (terminalId === 'term_simulated_decline' ? 'failed' : 'paid'),
};

/** Moves a simulated terminal payment one step on (never past a cancel); answers whether there is a next step. */
export async function advanceSimulatedTerminal(db: Db, tenantId: string, id: string): Promise<boolean> {
  return inTransaction(db, { tenantId }, async (t) => {
    const row = await t
      .selectFrom('simulatedProviderPayment')
      .select(['status', 'terminalId'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const next = row ? nextStep[row.status]?.(row.terminalId) : undefined;
    if (!row || !next) return false;
    await t.updateTable('simulatedProviderPayment').set({ status: next }).where('tenantId', '=', tenantId).where('id', '=', id).execute();
    return next in nextStep;
  });
}

export type SimulatedOutcome = 'paid' | 'failed' | 'canceled' | 'expired';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = (prefix: string) => prefix + [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');

type Row = {
  id: string;
  method: string;
  amount: string;
  status: string;
  terminalId: string | null;
  redirectUrl: string | null;
  metadata: unknown;
  amountRefunded: string;
  createdAt: Date;
  expiresAt: Date;
};

export function createSimulatedProvider(db: Db, tenantId: string, appUrl: string): PaymentProvider {
  const tx = <T>(fn: Parameters<typeof inTransaction<T>>[2]) => inTransaction(db, { tenantId }, fn);
  const load = (id: string) =>
    tx(async (t) => {
      const row = await t
        .selectFrom('simulatedProviderPayment')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ProviderError(`No payment exists with token ${id}.`, 404);
      return row as Row;
    });

  const view = (row: Row, now = Date.now()): ProviderPayment => {
    const metadata = (row.metadata ?? null) as Record<string, unknown> | null;
    const publicId = typeof metadata?.publicId === 'string' ? metadata.publicId : row.id;
    let status = row.status as ProviderPaymentStatus;
    let step: ProviderPayment['terminalStep'] = null;
    if (row.method === 'pointofsale') {
      // The terminal's own steps (advanced one by one by advanceSimulatedTerminal) as Mollie shows them.
      const steps: Record<string, [ProviderPaymentStatus, NonNullable<ProviderPayment['terminalStep']>]> = {
        initiated: ['open', 'initiated'],
        waiting: ['open', 'waiting_for_customer'],
        pending: ['pending', 'processing'],
        paid: ['paid', 'complete'],
      };
      [status, step] = steps[row.status] ?? [row.status as ProviderPaymentStatus, 'failed'];
    } else if (status === 'open' && now > row.expiresAt.getTime()) {
      status = 'expired';
    }
    return {
      id: row.id,
      status,
      amount: row.amount,
      amountRefunded: row.amountRefunded,
      checkoutUrl: row.method === 'ideal' ? `${appUrl}/payment-checkout/${publicId}` : null,
      qrCodeSrc: null,
      expiresAt: row.expiresAt.toISOString(),
      metadata,
      terminalId: row.terminalId,
      terminalStep: step,
      statusReason: status === 'failed' && row.method === 'pointofsale' ? 'refer_to_card_issuer' : null,
    };
  };

  return {
    kind: 'simulated',
    async createPayment(input) {
      if (input.method === 'pointofsale' && !simulatedTerminals.some((t) => t.id === input.terminalId))
        throw new ProviderError('Unknown terminal', 422, 'terminalId');
      const row = await tx(async (t) =>
        t
          .insertInto('simulatedProviderPayment')
          .values({
            tenantId,
            id: randomId('tr_sim'),
            method: input.method,
            amount: input.amount,
            description: input.description,
            terminalId: input.terminalId ?? null,
            status: input.method === 'pointofsale' ? 'initiated' : 'open',
            redirectUrl: input.redirectUrl,
            metadata: JSON.stringify(input.metadata),
            expiresAt: new Date(Date.now() + (input.method === 'ideal' ? 15 * 60_000 : 120_000)),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return view(row as Row);
    },
    async getPayment(id) {
      return view(await load(id));
    },
    async cancelPayment(id) {
      const done = await tx(async (t) => {
        const res = await t
          .updateTable('simulatedProviderPayment')
          .set({ status: 'canceled' })
          .where('tenantId', '=', tenantId)
          .where('id', '=', id)
          .where('status', 'in', ['open', 'initiated', 'waiting', 'pending'])
          .executeTakeFirst();
        return Number(res.numUpdatedRows) > 0;
      });
      if (!done) throw new ProviderError('The payment cannot be canceled', 422);
      return view(await load(id));
    },
    async createRefund(input) {
      const current = view(await load(input.paymentId));
      const left = money(current.amount).minus(current.amountRefunded);
      if (current.status !== 'paid' || money(input.amount).gt(left))
        throw new ProviderError('The refund amount is too high', 422, 'amount');
      await tx((t) =>
        t
          .updateTable('simulatedProviderPayment')
          .set({ amountRefunded: money(current.amountRefunded).plus(input.amount).toFixed(2) })
          .where('tenantId', '=', tenantId)
          .where('id', '=', input.paymentId)
          .execute(),
      );
      return { id: randomId('re_sim'), status: 'refunded' };
    },
    async verify() {},
    async listTerminals() {
      return simulatedTerminals;
    },
  };
}

/** The tester's choice on the local checkout page (or a terminal being cancelled). */
export async function setSimulatedStatus(db: Db, tenantId: string, id: string, status: SimulatedOutcome): Promise<boolean> {
  return inTransaction(db, { tenantId }, async (t) => {
    const res = await t
      .updateTable('simulatedProviderPayment')
      .set({ status })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  });
}
