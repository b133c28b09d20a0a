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
/** What an entry is: cash taken, an expense paid, cash taken to the bank, a counting difference, other. */
export const cashBookKinds = ['income', 'expense', 'deposit', 'difference', 'other'] as const;
export type CashBookKind = (typeof cashBookKinds)[number];
/** The kinds entered by hand (a difference comes from a day closing). */
export const cashBookManualKinds = ['income', 'expense', 'deposit', 'other'] as const;
/** Euro notes and coins a day closing counts, in euros. */
export const cashDenominations = [
  '500',
  '200',
  '100',
  '50',
  '20',
  '10',
  '5',
  '2',
  '1',
  '0.50',
  '0.20',
  '0.10',
  '0.05',
  '0.02',
  '0.01',
] as const;

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
  /** Absent: income for cash in, other for cash out. An expense or deposit is always cash out. */
  kind: z.enum(cashBookManualKinds).optional(),
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
  kind: z.enum(cashBookKinds),
  /** A receipt photo is kept (GET /cash-book/entries/:id/receipt). */
  hasReceipt: z.boolean(),
  /** The ledger's balance after this entry. */
  balance: z.string(),
  /** In a closed month or on or before the last closed day. */
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

export const cashBookDayCloseSchema = z.object({
  ledgerId: z.uuid(),
  day: z.string(),
  bookBalance: z.string(),
  counted: z.string(),
  /** Counted minus book: booked as a `difference` entry on the day. */
  difference: z.string(),
  reason: z.string(),
  denominations: z.record(z.string(), z.number()).nullable(),
});
export type CashBookDayClose = z.infer<typeof cashBookDayCloseSchema>;

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
  /** The ledger's last closed day, if any: entries up to it no longer change. */
  lastClosedDay: z.string().nullable(),
  /** The day closings in the period. */
  dayCloses: z.array(cashBookDayCloseSchema),
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

const countedAmount = z
  .string({ error: k('validation.invalidAmount') })
  .trim()
  .overwrite((v) => v.replace(',', '.'))
  .regex(/^\d{1,16}(\.\d{1,2})?$/, { error: k('validation.invalidAmount') });

/**
 * A day closing: the cash counted, as a total or per denomination (one of the two), and the
 * reason for a difference against the book (required when there is one).
 */
export const closeCashBookDayInputSchema = z
  .strictObject({
    ledgerId: idSchema,
    day: isoDate,
    counted: countedAmount.optional(),
    /** Denomination in euros ("50", "0.20") → how many. */
    denominations: z
      .partialRecord(
        z.enum(cashDenominations),
        z
          .number({ error: k('validation.wholeNumber') })
          .int()
          .min(0)
          .max(100000),
      )
      .optional(),
    reason: z
      .string()
      .trim()
      .max(500, { error: k('validation.maxCharacters', { max: 500 }) })
      .optional(),
  })
  .refine((v) => (v.counted === undefined) !== (v.denominations === undefined), {
    path: ['counted'],
    error: k('cashBook.countOneWay'),
  });
export type CloseCashBookDayInput = z.input<typeof closeCashBookDayInputSchema>;

export const cashBookPdfQuerySchema = z.object({
  ledgerId: idSchema.optional(),
  /** "2026-03". */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: k('validation.invalidDate') }),
  lang: z.enum(['nl', 'en']).optional(),
});
