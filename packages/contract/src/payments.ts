import { k } from './message-keys';
import { z } from 'zod';
import { todayInCompanyZone } from '@wb/domain/today';
import { idSchema, pageOf, pageQuerySchema } from './common';
import { optionalText, sortField } from './master-data-fields';
import { paymentMethods } from './settings';

/** Payments (business §2 payments, §3 Payment, §4 payment states, §5 payment validation, §8 errors, §9 limits). */

export const paymentStatuses = ['pending', 'processing', 'completed', 'failed', 'cancelled', 'refunded', 'partial_refund'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** What a person may set by hand; refunded and partial_refund come from refunds only. */
export const manualPaymentStatuses = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export const publicPaymentStatuses = ['paid', 'pending', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type PublicPaymentStatus = (typeof publicPaymentStatuses)[number];
export const terminalSteps = ['select_terminal', 'initiated', 'waiting_for_customer', 'processing', 'complete', 'failed'] as const;
export type TerminalStep = (typeof terminalSteps)[number];
export const paymentProviders = ['mollie', 'simulated'] as const;
export { paymentMethods };
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentLimits = { maxAllocations: 50, maxAmount: 100_000_000 } as const;

/** An amount of at least 0.01 with at most 2 decimals; a comma is read as the decimal point. */
export const paymentAmountField = z
  .string({ error: k('payments.invalidAmount') })
  .trim()
  .overwrite((v) => v.replace(',', '.'))
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: k('payments.invalidAmount') })
  .refine((v) => Number(v) >= 0.01 && Number(v) <= paymentLimits.maxAmount, { error: k('payments.invalidAmount') })
  .overwrite((v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
  });

export const paymentDateField = z
  .string({ error: k('payments.dateRequired') })
  .min(1, { error: k('payments.dateRequired') })
  .pipe(z.iso.date({ error: k('payments.dateRequired') }))
  .refine((v) => v <= todayInCompanyZone(), { error: k('payments.dateInFuture') });

export const paymentMethodField = z.enum(paymentMethods, { error: k('payments.methodRequired') });

export const allocationInputSchema = z.strictObject({
  invoiceId: z.uuid({ error: k('payments.unknownInvoice') }),
  amount: paymentAmountField,
});

function allocationsFit(value: { amount?: string; allocations?: Array<{ invoiceId: string; amount: string }> }, ctx: z.RefinementCtx) {
  if (!value.allocations) return;
  const ids = value.allocations.map((a) => a.invoiceId);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['allocations'], message: k('payments.invoiceTwice') });
  if (value.amount !== undefined) {
    const cents = value.allocations.reduce((sum, a) => sum + Math.round(Number(a.amount) * 100), 0);
    if (cents > Math.round(Number(value.amount) * 100))
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: k('payments.allocationTooLarge') });
  }
}

const allocationsField = z
  .array(allocationInputSchema, { error: k('payments.allocationsRequired') })
  .min(1, { error: k('payments.allocationsRequired') })
  .max(paymentLimits.maxAllocations, { error: k('payments.allocationsMax', { max: paymentLimits.maxAllocations }) });

export const createPaymentInputSchema = z
  .strictObject({
    amount: paymentAmountField,
    paymentDate: paymentDateField,
    method: paymentMethodField,
    reference: optionalText(200).optional(),
    notes: optionalText(2000).optional(),
    status: z.enum(manualPaymentStatuses).optional(),
    allocations: allocationsField,
  })
  .superRefine(allocationsFit);
export type CreatePaymentInput = z.input<typeof createPaymentInputSchema>;

export const updatePaymentInputSchema = z
  .strictObject({
    version: z.number().int().min(1),
    amount: paymentAmountField.optional(),
    paymentDate: paymentDateField.optional(),
    method: paymentMethodField.optional(),
    reference: optionalText(200).optional(),
    notes: optionalText(2000).optional(),
    status: z.enum(manualPaymentStatuses).optional(),
    allocations: allocationsField.optional(),
  })
  .superRefine(allocationsFit);
export type UpdatePaymentInput = z.input<typeof updatePaymentInputSchema>;

export const refundInputSchema = z.strictObject({
  /** Absent: all that is left of the payment. */
  amount: paymentAmountField.optional(),
  description: optionalText(200).optional(),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const idealPaymentInputSchema = z.strictObject({
  invoiceId: z.uuid({ error: k('payments.unknownInvoice') }),
  /** Absent: the invoice's outstanding amount. */
  amount: paymentAmountField.optional(),
});
export type IdealPaymentInput = z.input<typeof idealPaymentInputSchema>;

export const terminalPaymentInputSchema = idealPaymentInputSchema.extend({
  terminalId: z
    .string({ error: k('payments.unknownTerminal') })
    .trim()
    .min(1, { error: k('payments.unknownTerminal') })
    .max(64),
});
export type TerminalPaymentInput = z.input<typeof terminalPaymentInputSchema>;

export const paymentLinkEmailInputSchema = z.strictObject({
  to: z.email({ error: k('validation.invalidEmailAddress') }).max(254),
});

const accountRef = z.object({ id: z.uuid(), accountNumber: z.string(), companyName: z.string() });

export const paymentAllocationSchema = z.object({
  invoiceId: z.uuid(),
  invoiceNumber: z.string().nullable(),
  amount: z.string(),
  reversed: z.string(),
});

export const paymentRefundSchema = z.object({
  id: z.uuid(),
  amount: z.string(),
  description: z.string(),
  status: z.string(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
});

export const paymentSchema = z.object({
  id: z.uuid(),
  publicId: z.string(),
  account: accountRef.nullable(),
  amount: z.string(),
  refundedAmount: z.string(),
  allocatedAmount: z.string(),
  currency: z.literal('EUR'),
  paymentDate: z.string(),
  method: z.enum(paymentMethods),
  reference: z.string(),
  notes: z.string(),
  status: z.enum(paymentStatuses),
  provider: z.enum(paymentProviders).nullable(),
  providerPaymentId: z.string().nullable(),
  providerStatus: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  /** The checkout link as a QR code (data: URI), for iDEAL payments. */
  qrCode: z.string().nullable(),
  /** The public status page of the payment (a path inside the app). */
  statusPage: z.string(),
  expiresAt: z.string().nullable(),
  terminalId: z.string().nullable(),
  terminalStep: z.enum(terminalSteps).nullable(),
  allocations: z.array(paymentAllocationSchema),
  refunds: z.array(paymentRefundSchema),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentSummarySchema = z.object({
  id: z.uuid(),
  paymentDate: z.string(),
  amount: z.string(),
  refundedAmount: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  reference: z.string(),
  provider: z.enum(paymentProviders).nullable(),
  accountId: z.uuid().nullable(),
  accountName: z.string().nullable(),
  invoiceNumbers: z.array(z.string()),
  version: z.number().int(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentPageSchema = pageOf(paymentSummarySchema).extend({ sums: z.object({ amount: z.string() }) });
export type PaymentPage = z.infer<typeof paymentPageSchema>;

export const paymentSortFields = ['paymentDate', 'amount', 'accountName', 'status', 'method'] as const;

export const listPaymentsQuerySchema = pageQuerySchema.extend({
  q: z.string().max(200).optional(),
  method: z.enum(paymentMethods).optional(),
  status: z.enum(paymentStatuses).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  invoiceId: idSchema.optional(),
  accountId: idSchema.optional(),
  sort: sortField(paymentSortFields),
});
export type ListPaymentsQuery = z.input<typeof listPaymentsQuerySchema>;

/** Live progress of a terminal (or any provider) payment: over SSE (`payment.progress`) and by polling. */
export const paymentProgressSchema = z.object({
  paymentId: z.uuid(),
  status: z.enum(paymentStatuses),
  providerStatus: z.string().nullable(),
  terminalStep: z.enum(terminalSteps).nullable(),
  message: z.string().nullable(),
});
export type PaymentProgress = z.infer<typeof paymentProgressSchema>;
export const paymentProgressEvent = 'payment.progress';

export const publicPaymentParamsSchema = z.strictObject({
  paymentId: z
    .string({ error: k('payments.idRequired') })
    .min(1, { error: k('payments.idRequired') })
    .max(100),
});

/** What the public status page shows: nothing else of the tenant. */
export const publicPaymentStatusSchema = z.object({
  status: z.enum(publicPaymentStatuses),
  amount: z.string(),
  currency: z.literal('EUR'),
  description: z.string(),
  checkoutUrl: z.string().nullable(),
});
export type PublicPaymentView = z.infer<typeof publicPaymentStatusSchema>;

export const terminalSchema = z.object({ id: z.string(), description: z.string(), status: z.string() });
export type Terminal = z.infer<typeof terminalSchema>;
export const terminalListSchema = z.object({
  simulated: z.boolean(),
  terminals: z.array(terminalSchema),
  maxRetries: z.number().int(),
  timeoutSeconds: z.number().int(),
});
export type TerminalList = z.infer<typeof terminalListSchema>;

export const providerTestInputSchema = z.strictObject({ apiKey: z.string().max(200).optional() });
export const providerTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string().nullable(),
  mode: z.enum(['live', 'test']).nullable(),
  lastValidated: z.string(),
  terminals: z.array(terminalSchema),
});
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;

/** The provider the tenant's payments go through: Mollie with its key, or the simulated one. */
export const providerInfoSchema = z.object({ provider: z.enum(paymentProviders), testMode: z.boolean() });

// Bank statements.
export const matchReasons = ['reference', 'invoice_number', 'amount_iban'] as const;
export type MatchReason = (typeof matchReasons)[number];
export const statementLineStatuses = ['proposed', 'unmatched', 'confirmed', 'ignored', 'debit'] as const;

export const statementLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  bookingDate: z.string(),
  amount: z.string(),
  credit: z.boolean(),
  counterpartyName: z.string(),
  counterpartyIban: z.string(),
  remittance: z.string(),
  reference: z.string(),
  status: z.enum(statementLineStatuses),
  matchReason: z.enum(matchReasons).nullable(),
  proposed: z.array(z.object({ invoiceId: z.uuid(), invoiceNumber: z.string(), amount: z.string(), accountName: z.string() })),
  paymentId: z.uuid().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** One statement inside an imported file (one per day or per MT940 message), with its balances. */
export const statementSectionSchema = z.object({
  account: z.string(),
  currency: z.string(),
  number: z.string(),
  sequence: z.string(),
  openingBalance: z.string(),
  openingDate: z.string(),
  closingBalance: z.string(),
  closingDate: z.string(),
  entryCount: z.number().int(),
});
export type StatementSection = z.infer<typeof statementSectionSchema>;

export const statementImportStatuses = ['importing', 'done', 'failed'] as const;

export const bankStatementSchema = z.object({
  id: z.uuid(),
  format: z.enum(['camt053', 'mt940']),
  fileName: z.string(),
  accountIban: z.string(),
  statementRef: z.string(),
  currency: z.string(),
  lineCount: z.number().int(),
  newLineCount: z.number().int(),
  /** The account is one of the company's own (company details' IBANs); else the statement is flagged. */
  ownAccount: z.boolean(),
  /** The balances did not add up and the person chose to import it anyway: flagged. */
  balanceMismatch: z.boolean(),
  /** A big file is imported in the background: `importing` with the entries done so far, then `done` (or `failed`). */
  status: z.enum(statementImportStatuses),
  processedCount: z.number().int(),
  error: z.string().nullable(),
  sections: z.array(statementSectionSchema),
  createdAt: z.string(),
  lines: z.array(statementLineSchema),
});
export type BankStatement = z.infer<typeof bankStatementSchema>;

export const bankStatementSummarySchema = bankStatementSchema.omit({ lines: true }).extend({
  proposedCount: z.number().int(),
  confirmedCount: z.number().int(),
});
export const bankStatementListSchema = z.array(bankStatementSummarySchema);

export const statementImportInputSchema = z.strictObject({
  fileName: optionalText(200).optional(),
  /** Import although the balances do not add up (after the person checked the file). */
  acceptBalanceMismatch: z.boolean().optional(),
  content: z
    .string({ error: k('payments.statementInvalid') })
    .min(1, { error: k('payments.statementInvalid') })
    .max(5_000_000),
});

export const statementConfirmInputSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        lineId: z.uuid(),
        /** Absent: the proposed allocations. */
        allocations: z.array(allocationInputSchema).min(1).max(paymentLimits.maxAllocations).optional(),
      }),
    )
    .min(1, { error: k('validation.chooseLine') })
    .max(2000),
  /** Needed for a flagged statement (not the company's own account, or balances that did not add up). */
  confirmFlagged: z.boolean().optional(),
});
export type StatementConfirmInput = z.input<typeof statementConfirmInputSchema>;
/** Progress of a statement imported in the background, over the event stream. */
export const statementProgressEvent = 'statement.progress';
export const statementProgressSchema = z.object({
  statementId: z.uuid(),
  status: z.enum(statementImportStatuses),
  processedCount: z.number().int(),
  lineCount: z.number().int(),
});
export type StatementProgress = z.infer<typeof statementProgressSchema>;

export const statementConfirmResultSchema = z.object({ confirmed: z.number().int(), paymentIds: z.array(z.uuid()) });

/** The simulated provider's public checkout (demo, offline): what it shows, the outcome chosen, where it goes next. */
export const simulatedCheckoutOutcomes = ['paid', 'failed', 'cancelled', 'expired'] as const;
export const simulatedCheckoutSchema = z.object({
  amount: z.string(),
  description: z.string(),
  status: z.string(),
  simulated: z.literal(true),
});
export const simulatedCheckoutInputSchema = z.strictObject({ outcome: z.enum(simulatedCheckoutOutcomes) });
export const simulatedCheckoutResultSchema = z.object({ redirectUrl: z.string() });
export const deletePaymentResultSchema = z.object({ deleted: z.literal(true) });
