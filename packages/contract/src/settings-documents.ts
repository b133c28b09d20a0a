import { k } from './message-keys';
import { z } from 'zod';
import { type EmailTemplateKind, emailTemplateKinds, unknownTemplateVariables } from '@wb/domain/email-template';
import { decimalString, flag, int, namedList, prefix, requiredName, text } from './settings-fields';
import { defaultEmailTemplates } from './settings-templates';

/** Columns a quote, order or invoice document can show, in the order chosen. */
export const documentColumns = [
  'itemNumber',
  'name',
  'description',
  'unit',
  'quantity',
  'price',
  'discount',
  'vat',
  'total',
  'packages',
  'weight',
] as const;
export type DocumentColumn = (typeof documentColumns)[number];

const columns = (value: DocumentColumn[]) =>
  z
    .array(z.enum(documentColumns))
    .min(1, { error: k('settings.atLeastOneColumn') })
    .refine((list) => new Set(list).size === list.length, { error: k('settings.columnTwice') })
    .default(value);

const standardColumns: DocumentColumn[] = ['itemNumber', 'name', 'quantity', 'unit', 'price', 'vat', 'total'];

/** Quotes: the header text printed above the lines, and the columns. */
export const quotesSettingsSchema = z.strictObject({
  headers: text(2000),
  columns: columns(standardColumns),
});

/** What an order does for an account over its credit limit: warn and save, or refuse. */
export const creditLimitPolicies = ['warn', 'block'] as const;
export type CreditLimitPolicy = (typeof creditLimitPolicies)[number];

/** Orders: header text, columns, footer text, and the credit-limit rule of the order form. */
export const ordersSettingsSchema = z.strictObject({
  headers: text(2000),
  columns: columns(standardColumns),
  footer: text(2000),
  creditLimitPolicy: z.enum(creditLimitPolicies, { error: k('settings.chooseWarnOrBlock') }).default('warn'),
});

export const invoiceTemplates = ['classic', 'modern', 'compact'] as const;

/** Invoices: columns and layout, number (mirrors the numbering section), terms, fees, reminders. */
export const invoicesSettingsSchema = z.strictObject({
  columns: columns(standardColumns),
  template: z.enum(invoiceTemplates).default('classic'),
  autoGenerateInvoiceNumber: flag(true),
  invoiceNumberPrefix: prefix('INV-'),
  defaultPaymentTerms: int(0, 365, 30),
  enableLatePaymentFees: flag(false),
  latePaymentFeePercentage: decimalString('0', { min: 0, max: 100 }),
  enableInvoiceReminders: flag(false),
  reminderDaysBefore: int(0, 90, 7),
  enableInvoiceNotes: flag(true),
});

const ledgerBalance = z.strictObject({
  year: z
    .number({ error: k('validation.enterYear') })
    .int()
    .min(1990, { error: k('validation.min', { min: 1990 }) })
    .max(2100, { error: k('validation.max', { max: 2100 }) }),
  openingBalance: decimalString('0'),
});

const ledger = z.strictObject({
  /** Made by the server when a new ledger is saved without one. */
  id: z.uuid().optional(),
  name: requiredName(80),
  code: text(20),
  balances: z
    .array(ledgerBalance)
    .max(100)
    .superRefine((balances, ctx) => {
      const years = new Set<number>();
      balances.forEach((b, index) => {
        if (years.has(b.year)) ctx.addIssue({ code: 'custom', path: [index, 'year'], message: k('settings.yearListed') });
        years.add(b.year);
      });
    })
    .default([]),
});

/** Cash book: ledgers, each with an opening balance per year. */
export const cashBookSettingsSchema = z.strictObject({
  ledgers: namedList(ledger, 50),
});

const template = (kind: EmailTemplateKind) => {
  const known = (value: string) => unknownTemplateVariables(kind, value).length === 0;
  const message = { error: k('settings.unknownVariable') };
  return z
    .strictObject({
      subject: text(300).refine(known, message),
      text: text(20_000).refine(known, message),
      html: text(50_000).refine(known, message),
    })
    .prefault(defaultEmailTemplates[kind]);
};

/** E-mail templates: subject, text and HTML body per kind, with {{variables}}. */
export const emailTemplatesSettingsSchema = z.strictObject(
  Object.fromEntries(emailTemplateKinds.map((kind) => [kind, template(kind)])) as {
    [K in EmailTemplateKind]: ReturnType<typeof template>;
  },
);

const fontSize = (value: number) => int(6, 72, value);
const margin = () => int(0, 100, 10);

/** Printing of documents: page, fonts (pt), margins (mm), logo and image size (px). */
export const printersSettingsSchema = z.strictObject({
  name: text(100),
  pageSize: z.enum(['A4', 'A5', 'A6', 'Letter', 'Legal']).default('A4'),
  logoSize: int(10, 1000, 100),
  fontSizes: z.strictObject({ default: fontSize(12), header: fontSize(16), subheader: fontSize(14), footer: fontSize(10) }).prefault({}),
  footerText: text(1000),
  margins: z.strictObject({ top: margin(), right: margin(), bottom: margin(), left: margin() }).prefault({}),
  imageWidth: int(10, 2000, 100),
  imageHeight: int(10, 2000, 100),
  pageOrientation: z.enum(['portrait', 'landscape']).default('portrait'),
});
