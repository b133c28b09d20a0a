import { k } from './message-keys';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema } from './common';
import { booleanQuery, emailField, optionalExcept, optionalText, sortField } from './master-data-fields';
import { orderDiscountField, orderPriceField, orderTotalsSchema } from './orders';

/** Invoices and credit notes (business §2 invoices, §3 Invoice, §4 statuses, §5 invoice validation, §7 calls). */

/** The company details Dutch law requires on an invoice (Wet OB art. 35a, Handelsregisterwet art. 27), by field. */
export const legalCompanyFields = ['name', 'address', 'postalCode', 'city', 'vatNumber', 'cocNumber', 'iban1'] as const;
export type LegalCompanyField = (typeof legalCompanyFields)[number];
export const legalCompanyFieldNames: Record<LegalCompanyField, string> = {
  name: 'company name',
  address: 'address',
  postalCode: 'postal code',
  city: 'city',
  vatNumber: 'VAT number',
  cocNumber: 'KvK number',
  iban1: 'IBAN',
};

export const invoiceStatuses = ['draft', 'sent', 'paid', 'partially_paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoicePaymentStatuses = ['unpaid', 'partial', 'paid', 'overpaid'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceLimits = { maxLines: 5000, maxQuantity: 1_000_000, maxOrders: 500 } as const;

const isoDate = z.iso.date({ error: k('validation.invalidDate') });

/** A quantity other than 0, at most 4 decimals, at most a million either way. */
export const invoiceQuantityField = z
  .string({ error: k('invoices.invalidQuantity') })
  .trim()
  .overwrite((v) => v.replace(',', '.'))
  .regex(/^-?\d{1,16}(\.\d{1,4})?$/, { error: k('invoices.invalidQuantity') })
  .refine((v) => Number(v) !== 0 && Math.abs(Number(v)) <= invoiceLimits.maxQuantity, { error: k('invoices.invalidQuantity') });

export const invoiceLineInputSchema = z.strictObject({
  /** An item fills number, name, unit, package amount and cost; a line without one is free text. */
  itemId: idSchema.nullable().optional(),
  description: z
    .string({ error: k('invoices.descriptionRequired') })
    .trim()
    .min(1, { error: k('invoices.descriptionRequired') })
    .max(500, { error: k('validation.maxCharacters', { max: 500 }) }),
  quantity: invoiceQuantityField,
  price: orderPriceField,
  vatRate: z.union([z.literal(21), z.literal(9), z.literal(0)], { error: k('validation.chooseVatRateOf') }),
  unit: optionalText(20).optional(),
  discount: orderDiscountField.optional(),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

const invoiceShape = {
  accountId: z.uuid({ error: k('invoices.accountRequired') }),
  invoiceDate: z.iso.date({ error: k('invoices.invoiceDateRequired') }),
  /** Absent: invoice date plus the payment terms (the account's, else the settings'). */
  dueDate: isoDate.nullable(),
  paymentTerms: z
    .number()
    .int()
    .min(0, { error: k('validation.min', { min: 0 }) })
    .max(365, { error: k('validation.max', { max: 365 }) })
    .nullable(),
  /** Used at finalising only when the numbering settings do not make invoice numbers. */
  invoiceNumber: optionalText(40),
  reference: optionalText(200),
  notes: optionalText(5000),
  route: optionalText(80),
  assignedTo: idSchema.nullable(),
  /** When the goods were delivered (required on the invoice of an intra-EU supply). */
  deliveryDate: isoDate.nullable(),
  /** Where they were delivered (ISO 3166-1 alpha-2); empty: the buyer's country. */
  deliveryCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: k('invoices.invalidCountry') }),
  lines: z
    .array(invoiceLineInputSchema, { error: k('invoices.linesRequired') })
    .min(1, { error: k('invoices.linesRequired') })
    .max(invoiceLimits.maxLines, { error: k('validation.maxLines', { max: invoiceLimits.maxLines }) }),
};

function dueAfterInvoice(value: { invoiceDate?: string; dueDate?: string | null }, ctx: z.RefinementCtx): void {
  if (value.invoiceDate && value.dueDate && value.dueDate < value.invoiceDate) {
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: k('invoices.dueBeforeInvoice') });
  }
}

export const createInvoiceInputSchema = z
  .strictObject(optionalExcept(invoiceShape, ['accountId', 'invoiceDate', 'lines']))
  .superRefine(dueAfterInvoice);
export type CreateInvoiceInput = z.input<typeof createInvoiceInputSchema>;

export const updateInvoiceInputSchema = z
  .strictObject({ ...z.strictObject(invoiceShape).partial().shape, version: z.number().int().min(1) })
  .superRefine(dueAfterInvoice);
export type UpdateInvoiceInput = z.input<typeof updateInvoiceInputSchema>;

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  itemId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  creditedLineId: z.uuid().nullable(),
  itemNumber: z.string(),
  itemName: z.string(),
  description: z.string(),
  unit: z.string(),
  vatRate: z.number().int(),
  quantity: z.string(),
  price: z.string(),
  discount: z.string(),
  lineNet: z.string(),
  /** How much of this line credit notes took back (positive, 4 decimals); 0 on a credit note's own lines. */
  creditedQuantity: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceReminderStages = ['before_due', 'overdue', 'manual'] as const;

/** A payment reminder sent; its late fee is stated in the reminder, the invoice is not changed. */
export const invoiceReminderSchema = z.object({
  id: z.uuid(),
  stage: z.enum(invoiceReminderStages),
  sentTo: z.string(),
  lateFee: z.string(),
  sentAt: z.string(),
});
export type InvoiceReminder = z.infer<typeof invoiceReminderSchema>;

const accountRef = z.object({ id: z.uuid(), accountNumber: z.string(), companyName: z.string() });

export const invoiceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(invoiceKinds),
  invoiceNumber: z.string().nullable(),
  creditedInvoice: z.object({ id: z.uuid(), invoiceNumber: z.string().nullable() }).nullable(),
  account: accountRef,
  invoiceDate: z.string(),
  dueDate: z.string(),
  paymentTerms: z.number().int(),
  reference: z.string(),
  notes: z.string(),
  route: z.string(),
  assignedTo: z.uuid().nullable(),
  currency: z.literal('EUR'),
  /** A configured invoice status's code (issue 30): the defaults are invoiceStatuses. */
  status: z.string(),
  paymentStatus: z.enum(invoicePaymentStatuses),
  totals: orderTotalsSchema,
  paidAmount: z.string(),
  outstandingAmount: z.string(),
  /** What credit notes took off this invoice (negative or 0). */
  creditedAmount: z.string(),
  orderIds: z.array(z.uuid()),
  creditNoteIds: z.array(z.uuid()),
  deliveryDate: z.string().nullable(),
  deliveryCountry: z.string(),
  /** The day the reminders job first saw it past due. */
  overdueSince: z.string().nullable(),
  reminders: z.array(invoiceReminderSchema),
  lines: z.array(invoiceLineSchema),
  finalisedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(invoiceKinds),
  invoiceNumber: z.string().nullable(),
  accountId: z.uuid(),
  accountNumber: z.string(),
  accountName: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  /** A configured invoice status's code (issue 30): the defaults are invoiceStatuses. */
  status: z.string(),
  paymentStatus: z.enum(invoicePaymentStatuses),
  net: z.string(),
  gross: z.string(),
  paidAmount: z.string(),
  outstandingAmount: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/**
 * A page of invoices, counted as every list is (exactly up to 1,000, then "1.000+" or a search's
 * "about"); the sums over all that match are asked apart (invoiceSumsSchema), so a page of a
 * million invoices does not wait on adding them up (issue 35).
 */
export const invoicePageSchema = pageOf(invoiceSummarySchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const invoiceSortFields = ['invoiceNumber', 'invoiceDate', 'dueDate', 'accountName', 'gross', 'outstanding', 'updatedAt'] as const;

export const listInvoicesQuerySchema = pageQuerySchema.extend({
  q: z.string().max(200).optional(),
  /** A configured status's code (issue 30); `overdue` is the shown status. */
  status: z.string().trim().min(1).max(60).optional(),
  paymentStatus: z.enum(invoicePaymentStatuses).optional(),
  kind: z.enum(invoiceKinds).optional(),
  accountId: idSchema.optional(),
  /** Invoice date from and to (inclusive). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  overdue: booleanQuery,
  /** Final and not settled: sent or partly paid (overdue ones included). */
  open: booleanQuery,
  sort: sortField(invoiceSortFields),
});
export type ListInvoicesQuery = z.input<typeof listInvoicesQuerySchema>;

/** The sums' filters: the list's, without paging and sorting. */
export const invoiceSumsQuerySchema = listInvoicesQuerySchema.pick({
  q: true,
  status: true,
  paymentStatus: true,
  kind: true,
  accountId: true,
  from: true,
  to: true,
  overdue: true,
  open: true,
});
export type InvoiceSumsQuery = z.input<typeof invoiceSumsQuerySchema>;

/** Every invoice the filter matches, counted exactly, and its net, gross and outstanding sums (drafts owe nothing yet). */
export const invoiceSumsSchema = z.object({ count: z.number().int(), net: z.string(), gross: z.string(), outstanding: z.string() });
export type InvoiceSums = z.infer<typeof invoiceSumsSchema>;

/** The kanban's filters: the list's, without status (a column per status), paging and sorting. */
export const invoiceBoardQuerySchema = listInvoicesQuerySchema
  .pick({ q: true, paymentStatus: true, kind: true, accountId: true, from: true, to: true })
  .extend({
    /** Cards per column. */
    perStatus: z.coerce.number().int().min(1).max(200).default(50),
  });
export type InvoiceBoardQuery = z.input<typeof invoiceBoardQuerySchema>;

/** The kanban: per shown status (overdue included) its latest changed invoices and how many there are in all. */
export const invoiceBoardSchema = z.object({
  columns: z.array(z.object({ status: z.string(), total: z.number().int(), items: z.array(invoiceSummarySchema) })),
});
export type InvoiceBoard = z.infer<typeof invoiceBoardSchema>;

/** Finalising: the number typed in, used only when the numbering settings do not make invoice numbers. */
export const finaliseInvoiceInputSchema = z.strictObject({ invoiceNumber: optionalText(40).optional() });
export type FinaliseInvoiceInput = z.input<typeof finaliseInvoiceInputSchema>;

/** A credit note: all that is left of the invoice, or the given quantities of given lines (positive numbers). */
export const creditInvoiceInputSchema = z.strictObject({
  reason: optionalText(500).optional(),
  invoiceDate: isoDate.optional(),
  lines: z
    .array(
      z.strictObject({
        lineId: idSchema,
        quantity: invoiceQuantityField.refine((v) => Number(v) > 0, { error: k('validation.amountAboveZero') }),
      }),
    )
    .min(1, { error: k('invoices.linesRequired') })
    .max(invoiceLimits.maxLines)
    .optional(),
});
export type CreditInvoiceInput = z.input<typeof creditInvoiceInputSchema>;

/** Delivered orders not yet invoiced, to choose from. */
export const invoiceableOrdersQuerySchema = z.object({
  accountId: idSchema.optional(),
  route: z.string().max(80).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type InvoiceableOrdersQuery = z.input<typeof invoiceableOrdersQuerySchema>;

export const invoiceableOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  orderDate: z.string(),
  deliveryDate: z.string().nullable(),
  accountId: z.uuid(),
  accountName: z.string(),
  route: z.string(),
  net: z.string(),
  gross: z.string(),
});
export type InvoiceableOrder = z.infer<typeof invoiceableOrderSchema>;

export const ordersToInvoiceInputSchema = z.strictObject({
  orderIds: z
    .array(idSchema, { error: k('invoices.ordersRequired') })
    .min(1, { error: k('invoices.ordersRequired') })
    .max(invoiceLimits.maxOrders, { error: k('validation.maxOrders', { max: invoiceLimits.maxOrders }) }),
  invoiceDate: isoDate.optional(),
  /** Make final, numbered invoices at once instead of drafts. */
  finalise: z.boolean().optional(),
});
export type OrdersToInvoiceInput = z.input<typeof ordersToInvoiceInputSchema>;

/** What converting would make: one invoice per account, its lines grouped per order, and totals. */
export const invoicePreviewSchema = z.object({
  invoices: z.array(
    z.object({
      account: accountRef,
      paymentTerms: z.number().int(),
      dueDate: z.string(),
      orders: z.array(z.object({ id: z.uuid(), orderNumber: z.string(), lines: z.array(invoiceLineInputSchema) })),
      totals: orderTotalsSchema,
    }),
  ),
  totals: z.object({ net: z.string(), vat: z.string(), gross: z.string() }),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

export const convertedInvoicesSchema = z.object({ invoices: z.array(invoiceSchema) });
export type ConvertedInvoices = z.infer<typeof convertedInvoicesSchema>;

export const deleteInvoiceResultSchema = z.object({ deleted: z.literal(true) });

/** The PDF's language: the account's (Dutch, or English for accounts abroad) unless chosen. */
export const invoicePdfQuerySchema = z.object({ lang: z.enum(['nl', 'en']).optional() });
export type InvoicePdfQuery = z.input<typeof invoicePdfQuerySchema>;

/** The e-mail dialog's starting point: the account's address and the invoice template filled in. */
export const invoiceEmailDraftSchema = z.object({
  to: z.string(),
  cc: z.string(),
  subject: z.string(),
  body: z.string(),
  html: z.string(),
});
export type InvoiceEmailDraft = z.infer<typeof invoiceEmailDraftSchema>;

const requiredEmail = z
  .string({ error: k('validation.required') })
  .trim()
  .min(1, { error: k('validation.required') })
  .pipe(emailField);

/** Sending a final invoice: to, cc, subject and text body as edited; the PDF goes along. */
export const sendInvoiceInputSchema = z.strictObject({
  to: requiredEmail,
  cc: emailField.optional(),
  subject: z
    .string()
    .trim()
    .min(1, { error: k('validation.required') })
    .max(300, { error: k('validation.maxCharacters', { max: 300 }) }),
  body: z
    .string()
    .trim()
    .min(1, { error: k('validation.required') })
    .max(20_000, { error: k('validation.maxCharacters', { max: 20000 }) }),
  /** Attach the Peppol UBL as well as the PDF. */
  attachUbl: z.boolean().optional(),
});
export type SendInvoiceInput = z.input<typeof sendInvoiceInputSchema>;

/** A payment reminder sent by hand: to the account's address unless another is given. */
export const sendReminderInputSchema = z.strictObject({ to: requiredEmail.optional() });
export type SendReminderInput = z.input<typeof sendReminderInputSchema>;
