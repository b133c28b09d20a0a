import { k } from './message-keys';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema } from './common';
import { emailField, optionalText, sortField } from './master-data-fields';
import { documentLineSchema, orderLimits, orderLineInputSchema, orderTotalsSchema } from './orders';

/**
 * Quotes (issue 34; platform §3 quote series, headers, columns and e-mail template): offers to a
 * customer, priced as an order is (the same lines and totals), sent, then accepted (it becomes an
 * order), declined, or expired once its valid-until date has passed.
 */
export const quoteStatuses = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

const isoDate = z.iso.date({ error: k('validation.invalidDate') });

const lines = z
  .array(orderLineInputSchema, { error: k('quotes.linesRequired') })
  .min(1, { error: k('quotes.linesRequired') })
  .max(orderLimits.maxLines, { error: k('validation.maxLines', { max: orderLimits.maxLines }) });

function validAfterDate(value: { quoteDate?: string; validUntil?: string }, ctx: z.RefinementCtx): void {
  if (value.quoteDate && value.validUntil && value.validUntil < value.quoteDate) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: k('quotes.validBeforeDate') });
  }
}

export const createQuoteInputSchema = z
  .strictObject({
    accountId: z.uuid({ error: k('quotes.accountRequired') }),
    /** Absent: today. */
    quoteDate: isoDate.optional(),
    /** Absent: 30 days after the quote date. */
    validUntil: isoDate.optional(),
    notes: optionalText(5000).optional(),
    lines,
  })
  .superRefine(validAfterDate);
export type CreateQuoteInput = z.input<typeof createQuoteInputSchema>;

export const updateQuoteInputSchema = z
  .strictObject({
    /** The version read; a change made since is refused (409). */
    version: z.number().int().min(1),
    accountId: z.uuid({ error: k('quotes.accountRequired') }).optional(),
    quoteDate: isoDate.optional(),
    validUntil: isoDate.optional(),
    notes: optionalText(5000).optional(),
    lines: lines.optional(),
  })
  .superRefine(validAfterDate);
export type UpdateQuoteInput = z.input<typeof updateQuoteInputSchema>;

/** A quote's line: an order's line (the quote's lines become the order's as they are). */
export const quoteLineSchema = documentLineSchema;
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = z.object({
  id: z.uuid(),
  quoteNumber: z.string(),
  quoteDate: z.string(),
  validUntil: z.string(),
  account: z.object({ id: z.uuid(), accountNumber: z.string(), companyName: z.string() }),
  status: z.enum(quoteStatuses),
  notes: z.string(),
  totals: orderTotalsSchema,
  lines: z.array(quoteLineSchema),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The order an accepted quote became. */
  order: z.object({ id: z.uuid(), orderNumber: z.string() }).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteSummarySchema = z.object({
  id: z.uuid(),
  quoteNumber: z.string(),
  quoteDate: z.string(),
  validUntil: z.string(),
  accountId: z.uuid(),
  accountName: z.string(),
  status: z.enum(quoteStatuses),
  net: z.string(),
  gross: z.string(),
  lineCount: z.number().int(),
  orderId: z.uuid().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quotePageSchema = pageOf(quoteSummarySchema);
export type QuotePage = z.infer<typeof quotePageSchema>;

export const quoteSortFields = ['quoteNumber', 'quoteDate', 'validUntil', 'accountName', 'gross', 'status'] as const;

const filterShape = {
  status: z.enum(quoteStatuses).optional(),
  accountId: idSchema.optional(),
  /** Quote date from and to (inclusive). */
  from: isoDate.optional(),
  to: isoDate.optional(),
};

export const listQuotesQuerySchema = pageQuerySchema.extend({ ...filterShape, sort: sortField(quoteSortFields) });
export type ListQuotesQuery = z.input<typeof listQuotesQuerySchema>;

/** GET /quotes/export: the filtered list as CSV; `numbers=nl` writes decimals with a comma. */
export const exportQuotesQuerySchema = z.object({
  ...filterShape,
  q: z.string().max(200).optional(),
  sort: sortField(quoteSortFields),
  numbers: z.enum(['nl']).optional(),
});

/** The PDF's language: the customer's (Dutch, or English for customers abroad) unless chosen. */
export const quotePdfQuerySchema = z.object({ lang: z.enum(['nl', 'en']).optional() });

/** The e-mail dialog's starting point: the customer's address and the quote template filled in. */
export const quoteEmailDraftSchema = z.object({ to: z.string(), subject: z.string(), body: z.string(), html: z.string() });
export type QuoteEmailDraft = z.infer<typeof quoteEmailDraftSchema>;

/**
 * Sends a draft (or sends a sent quote again) with its PDF through the outbox: to the address
 * given, else the customer's; subject and body as edited, else the quote template's.
 * `skipEmail` marks a draft sent without a mail (handed over in person).
 */
export const sendQuoteInputSchema = z.strictObject({
  to: emailField.optional(),
  subject: optionalText(300).optional(),
  body: optionalText(20_000).optional(),
  skipEmail: z.boolean().optional(),
});
export type SendQuoteInput = z.input<typeof sendQuoteInputSchema>;

/** An accepted quote and the order it became. */
export const acceptQuoteResultSchema = z.object({ quote: quoteSchema, orderId: z.uuid(), orderNumber: z.string() });
export type AcceptQuoteResult = z.infer<typeof acceptQuoteResultSchema>;

export const expireQuotesResultSchema = z.object({ expired: z.number().int() });
