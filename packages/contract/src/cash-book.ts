import { k } from './message-keys';
import { z } from 'zod';
import { idSchema } from './common';

/**
 * The cash book (issue 34; platform §3 cashBook.ledgers with an opening balance per year): entries
 * by hand in a ledger of the settings, and the cash payments (method `cash`, booked) read into the
 * first ledger. A running balance from the year's opening balance; a closed month is not changed.
 */
const isoDate = z.iso.date({ error: k('validation.invalidDate') });
const vatRate = z.union([z.literal(21), z.literal(9), z.literal(0)], { error: k('validation.chooseVatRateOf') });
const positiveAmount = z
  .string({ error: k('validation.invalidAmount') })
  .trim()
  .overwrite((v) => v.replace(',', '.'))
  .regex(/^\d{1,16}(\.\d{1,2})?$/, { error: k('validation.invalidAmount') })
  .refine((v) => Number(v) > 0, { error: k('cashBook.amountNotZero') });

export const cashBookDirections = ['in', 'out'] as const;

export const createCashBookEntryInputSchema = z.strictObject({
  ledgerId: idSchema,
  entryDate: isoDate,
  description: z
    .string({ error: k('validation.required') })
    .trim()
    .min(1, { error: k('validation.required') })
    .max(500, { error: k('validation.maxCharacters', { max: 500 }) }),
  /** Cash in (received) or out (paid, taken to the bank). */
  direction: z.enum(cashBookDirections),
  /** Above 0, two decimals at most. */
  amount: positiveAmount,
  vatRate: vatRate.nullable().optional(),
  invoiceId: idSchema.nullable().optional(),
});
export type CreateCashBookEntryInput = z.input<typeof createCashBookEntryInputSchema>;

export const updateCashBookEntryInputSchema = createCashBookEntryInputSchema.partial();
export type UpdateCashBookEntryInput = z.input<typeof updateCashBookEntryInputSchema>;

export const cashBookEntrySchema = z.object({
  id: z.uuid(),
  ledgerId: z.uuid(),
  entryDate: z.string(),
  description: z.string(),
  /** Signed: positive in, negative out. */
  amount: z.string(),
  vatRate: z.number().int().nullable(),
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  paymentId: z.uuid().nullable(),
  /** `payment`: a cash payment, changed on its invoice, not here. */
  source: z.enum(['manual', 'payment']),
  /** The ledger's balance after this entry. */
  balance: z.string(),
  /** In a closed month. */
  closed: z.boolean(),
});
export type CashBookEntry = z.infer<typeof cashBookEntrySchema>;

export const cashBookQuerySchema = z.object({
  /** Absent: the first ledger of the settings. */
  ledgerId: idSchema.optional(),
  /** Absent: this year. The period stays within one year: its balance starts at the year's opening balance. */
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  /** Months of the year, 1 to 12 (inclusive). */
  fromMonth: z.coerce.number().int().min(1).max(12).optional(),
  toMonth: z.coerce.number().int().min(1).max(12).optional(),
  numbers: z.enum(['nl']).optional(),
});
export type CashBookQuery = z.input<typeof cashBookQuerySchema>;

export const cashBookSchema = z.object({
  ledgers: z.array(z.object({ id: z.uuid(), name: z.string(), code: z.string() })),
  ledgerId: z.uuid(),
  year: z.number().int(),
  /** The year's opening balance (settings), and the balance when the period starts. */
  openingBalance: z.string(),
  periodOpening: z.string(),
  totalIn: z.string(),
  totalOut: z.string(),
  closingBalance: z.string(),
  entries: z.array(cashBookEntrySchema),
  /** Closed months of the ledger in the year ("2026-03"). */
  closedMonths: z.array(z.string()),
});
export type CashBook = z.infer<typeof cashBookSchema>;

export const closeCashBookMonthInputSchema = z.strictObject({
  ledgerId: idSchema,
  /** "2026-03". */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: k('validation.invalidDate') }),
});
export type CloseCashBookMonthInput = z.input<typeof closeCashBookMonthInputSchema>;

export const cashBookMonthCloseSchema = z.object({ ledgerId: z.uuid(), month: z.string(), closingBalance: z.string() });
export type CashBookMonthClose = z.infer<typeof cashBookMonthCloseSchema>;
