import { k } from './message-keys';
import { z } from 'zod';
import { isDutchPostcode, normalizePostcode } from '@wb/domain/dutch-formats';
import { defaultLotNumberFormat, lotFormatProblems } from '@wb/domain/lot-number';
import { numberSeries } from '@wb/domain/document-number';
import {
  cashBookSettingsSchema,
  emailTemplatesSettingsSchema,
  invoicesSettingsSchema,
  ordersSettingsSchema,
  printersSettingsSchema,
  quotesSettingsSchema,
} from './settings-documents';
import {
  flag,
  int,
  namedList,
  optionalBic,
  optionalEmail,
  optionalFormatted,
  optionalIban,
  optionalKvk,
  optionalPhone,
  optionalUrl,
  optionalVat,
  prefix,
  requiredName,
  secret,
  text,
} from './settings-fields';

/**
 * Workspace settings (platform §3, business §3): one schema per section, strict (unknown fields
 * are refused), every field with its default (§9). A section is saved whole with
 * PUT /settings/{path}; GET /settings/bulk answers all of them.
 */

const companyDetailsFields = {
  name: text(200),
  address: text(300),
  postalCode: text(20),
  city: text(100),
  /** ISO 3166 country code; the Dutch formats apply when it is NL. */
  country: z
    .string()
    .trim()
    .overwrite((v) => v.toUpperCase())
    .regex(/^[A-Z]{2}$/, { error: k('validation.chooseCountry') })
    .default('NL'),
  phone: optionalPhone,
  email: optionalEmail,
  website: optionalUrl,
  cocNumber: optionalKvk,
  vatNumber: optionalVat,
  eoriNumber: optionalFormatted(
    17,
    k('settings.invalidEori'),
    (v) => /^[A-Z]{2}[0-9A-Z]{1,15}$/.test(v),
    (v) => v.replace(/\s+/g, '').toUpperCase(),
  ),
  rexNumber: optionalFormatted(
    40,
    k('settings.invalidRex'),
    (v) => /^[A-Z]{2}REX[0-9A-Z]+$/.test(v),
    (v) => v.replace(/\s+/g, '').toUpperCase(),
  ),
  rexStatement: text(2000),
  iban1: optionalIban,
  bic1: optionalBic,
  accountHolder1: text(200),
  iban2: optionalIban,
  bic2: optionalBic,
  accountHolder2: text(200),
  /** Set by the logo upload; read-only here. */
  logoUrl: text(500),
  ECNumber: text(40),
  ECNumberImage: optionalUrl,
  conditions: text(20_000),
  bankAccount: optionalIban,
};

function dutchPostcode(value: { country: string; postalCode: string }, ctx: z.RefinementCtx): void {
  if (value.country !== 'NL' || !value.postalCode) return;
  value.postalCode = normalizePostcode(value.postalCode);
  if (!isDutchPostcode(value.postalCode))
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: k('validation.invalidPostalCode') });
}

export const companyDetailsSchema = z.strictObject(companyDetailsFields).superRefine(dutchPostcode);
const { logoUrl: _logoUrl, ...companyDetailsInputFields } = companyDetailsFields;
export const companyDetailsInputSchema = z.strictObject(companyDetailsInputFields).superRefine(dutchPostcode);

const startNumber = (value: number) => int(1, 999_999_999, value);

/** Numbering: prefix and start number per series, and whether numbers are made automatically. */
export const numberingSettingsSchema = z.strictObject({
  invoicePrefix: prefix('INV-'),
  invoiceStartNumber: startNumber(1000),
  orderPrefix: prefix('ORD-'),
  orderStartNumber: startNumber(1000),
  accountPrefix: prefix('ACC-'),
  accountStartNumber: startNumber(1000),
  quotePrefix: prefix('QUO-'),
  quoteStartNumber: startNumber(1000),
  supplierPrefix: prefix('SUP-'),
  supplierStartNumber: startNumber(1000),
  skuPrefix: prefix('ITEM-'),
  skuStartNumber: startNumber(1000),
  purchaseOrderPrefix: prefix('PO-'),
  purchaseOrderStartNumber: startNumber(1000),
  autoGenerateInvoiceNumber: flag(true),
  autoGenerateOrderNumber: flag(true),
  autoGenerateAccountNumber: flag(true),
  autoGenerateQuoteNumber: flag(true),
  autoGenerateSupplierNumber: flag(true),
  autoGenerateSku: flag(true),
});

/** Items defaults. `autoGenerateSKU` and `skuPrefix` are the numbering section's, shown here too. */
export const itemsSettingsSchema = z.strictObject({
  autoGenerateSKU: flag(true),
  skuPrefix: prefix('ITEM-'),
  requireDescription: flag(false),
  enableBarcodes: flag(true),
  defaultCategory: text(80),
  enableStockTracking: flag(true),
  lowStockThreshold: int(0, 1_000_000, 10),
  enableExpiryTracking: flag(false),
  defaultUnit: text(20, 'pcs').refine((v) => v.length > 0, { error: k('validation.required') }),
  quickAddAmounts: z
    .array(
      z
        .number()
        .int({ error: k('validation.wholeNumber') })
        .min(1, { error: k('validation.min', { min: 1 }) })
        .max(100_000, { error: k('validation.max', { max: 100000 }) }),
    )
    .min(1, { error: k('settings.atLeastOneAmount') })
    .max(8, { error: k('validation.maxItems', { max: 8 }) })
    .default([1, 5, 10, 25]),
});

const category = z.strictObject({ name: requiredName(80), description: text(200) });

/** Sales categories (for items and revenue) and purchase categories (for costs). */
export const categoriesSettingsSchema = z.strictObject({
  categories: namedList(category),
  purchaseCategories: namedList(category),
});

const route = z.strictObject({ name: requiredName(80), description: text(200), active: flag(true) });

/** Delivery routes that orders are assigned to. */
export const routesSettingsSchema = z.strictObject({ routeList: namedList(route) });

/** Outgoing mail: the company's own SMTP server (else the server's). The password is a secret. */
export const emailSettingsSchema = z.strictObject({
  smtp: z
    .strictObject({
      from: optionalFormatted(320, k('validation.invalidEmail'), (v) => z.email().safeParse(v.match(/<([^<>]+)>\s*$/)?.[1] ?? v).success),
      host: optionalFormatted(253, k('settings.invalidHost'), (v) => /^[A-Za-z0-9.-]+$/.test(v) || /^\[[0-9a-fA-F:.]+\]$/.test(v)),
      port: int(1, 65_535, 587),
      auth: z.strictObject({ user: text(254), pass: secret(k('settings.invalidPassword')) }).prefault({}),
    })
    .prefault({}),
});

/** Messages: message of the day (dashboard), announcements, retention, SMS provider. */
export const communicationSettingsSchema = z.strictObject({
  messageOfTheDay: text(1000),
  enableAnnouncements: flag(true),
  enableNotifications: flag(true),
  autoDeleteOldMessages: flag(true),
  messageRetentionDays: int(1, 3650, 30),
  twilio: z
    .strictObject({
      enabled: flag(false),
      accountSid: optionalFormatted(34, k('settings.invalidAccountSid'), (v) => /^AC[0-9a-fA-F]{32}$/.test(v)),
      authToken: secret(k('settings.invalidAuthToken'), (v) => /^[A-Za-z0-9]{16,64}$/.test(v)),
      phoneNumber: optionalFormatted(
        16,
        k('validation.invalidPhone'),
        (v) => /^\+[1-9]\d{6,14}$/.test(v),
        (v) => v.replace(/[\s()-]/g, ''),
      ),
    })
    .prefault({}),
});

/** Lot tracking: the lot-number format (placeholders supplier, year, month, day, category, item). */
export const traceabilitySettingsSchema = z.strictObject({
  lotNumberFormat: text(100, defaultLotNumberFormat).superRefine((value, ctx) => {
    const problems = lotFormatProblems(value);
    if (problems.includes('empty')) ctx.addIssue({ code: 'custom', message: k('validation.required') });
    else if (problems.includes('unknownPlaceholder')) ctx.addIssue({ code: 'custom', message: k('settings.unknownPlaceholder') });
    else if (problems.includes('badCharacters')) ctx.addIssue({ code: 'custom', message: k('settings.safeCharacters') });
    else if (problems.includes('noPlaceholder')) ctx.addIssue({ code: 'custom', message: k('settings.noPlaceholder') });
  }),
  enabled: flag(false),
  autoGenerateLots: flag(true),
  trackExpiry: flag(false),
  requireLotForSales: flag(false),
  /**
   * The company's GS1 company prefix (6–11 digits, from GS1 Nederland): the SSCCs of pallet labels
   * are made with it. Empty: the server's GS1_COMPANY_PREFIX (a demo prefix).
   */
  gs1CompanyPrefix: optionalFormatted(
    11,
    k('settings.invalidGs1CompanyPrefix'),
    (v) => /^\d{6,11}$/.test(v),
    (v) => v.replace(/\s+/g, ''),
  ),
});

/** Search behaviour; `showContactInClientSearch` is the account search's "show contact". */
export const searchSettingsSchema = z.strictObject({
  showContactInClientSearch: flag(true),
  fuzzySearch: flag(true),
  autocomplete: flag(true),
  highlightTerms: flag(true),
  advancedFilters: flag(false),
  resultsLimit: int(1, 500, 50),
  searchDelayMs: int(0, 5000, 300),
  cacheResults: flag(true),
  searchHistory: flag(true),
  /** The company register (KVK): the company's own API key (a secret); without one the platform's is used. */
  kvk: z.strictObject({ apiKey: secret(k('kvk.invalidKey'), (v) => /^[A-Za-z0-9_-]{8,128}$/.test(v)) }).prefault({}),
});

export const paymentMethods = ['bank_transfer', 'credit_card', 'debit_card', 'cash', 'paypal', 'mollie', 'ideal', 'sepa', 'other'] as const;

const providerFields = {
  apiKey: secret(k('settings.apiKeyPrefix'), (v) => /^(live|test)_[A-Za-z0-9]{10,}$/.test(v)),
  testMode: flag(true),
  webhookUrl: optionalUrl,
};
const terminal = z.strictObject({ id: z.string(), description: z.string(), status: z.string() });
const providerReadOnly = {
  lastValidated: z.iso.datetime({ offset: true }).nullable().default(null),
  isValid: z.boolean().nullable().default(null),
  terminals: z.array(terminal).default([]),
};
const paymentsFields = {
  ideal: z.strictObject({ enabled: flag(false) }).prefault({}),
  /** The terminal dialog: how often a failed terminal payment is tried again, and after how long it gives up. */
  terminal: z.strictObject({ maxRetries: int(0, 10, 3), timeoutSeconds: int(30, 600, 120) }).prefault({}),
  payMethods: z
    .array(z.enum(paymentMethods))
    .refine((list) => new Set(list).size === list.length, { error: k('settings.payMethodTwice') })
    .default(['bank_transfer', 'cash', 'debit_card', 'ideal']),
};

/** Payments: iDEAL on or off, the card-payment provider (API key, a secret), payment methods. */
export const paymentsSettingsSchema = z.strictObject({
  ...paymentsFields,
  provider: z.strictObject({ ...providerFields, ...providerReadOnly }).prefault({}),
});
export const paymentsInputSchema = z.strictObject({
  ...paymentsFields,
  provider: z.strictObject(providerFields).prefault({}),
});

/**
 * The assistant (issue 32): the built-in engine (no model) or an OpenAI-compatible model server
 * (Ollama, llama.cpp, vLLM, OpenAI) at a base URL, with a model name and an API key (a secret).
 */
export const assistantEngines = ['builtin', 'openai'] as const;
export const assistantSettingsSchema = z
  .strictObject({
    engine: z.enum(assistantEngines).default('builtin'),
    baseUrl: z
      .string()
      .trim()
      .max(300, { error: k('validation.maxCharacters', { max: 300 }) })
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: k('validation.invalidUrl') })
      .default(''),
    model: z
      .string()
      .trim()
      .max(120, { error: k('validation.maxCharacters', { max: 120 }) })
      .default(''),
    apiKey: secret(k('validation.required')),
  })
  .superRefine((v, ctx) => {
    if (v.engine !== 'openai') return;
    if (!v.baseUrl) ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: k('validation.required') });
    if (!v.model) ctx.addIssue({ code: 'custom', path: ['model'], message: k('validation.required') });
  });
export type AssistantSettings = z.output<typeof assistantSettingsSchema>;

/** Every section: its key in the bulk answer, its path, what it answers and what a save accepts. */
export const settingsSections = {
  companyDetails: { path: 'company-details', schema: companyDetailsSchema, input: companyDetailsInputSchema },
  items: { path: 'items', schema: itemsSettingsSchema, input: itemsSettingsSchema },
  quotes: { path: 'quotes', schema: quotesSettingsSchema, input: quotesSettingsSchema },
  orders: { path: 'orders', schema: ordersSettingsSchema, input: ordersSettingsSchema },
  invoices: { path: 'invoices', schema: invoicesSettingsSchema, input: invoicesSettingsSchema },
  cashBook: { path: 'cash-book', schema: cashBookSettingsSchema, input: cashBookSettingsSchema },
  categories: { path: 'categories', schema: categoriesSettingsSchema, input: categoriesSettingsSchema },
  routes: { path: 'routes', schema: routesSettingsSchema, input: routesSettingsSchema },
  numbering: { path: 'numbering', schema: numberingSettingsSchema, input: numberingSettingsSchema },
  email: { path: 'email', schema: emailSettingsSchema, input: emailSettingsSchema },
  emailTemplates: { path: 'email-templates', schema: emailTemplatesSettingsSchema, input: emailTemplatesSettingsSchema },
  communication: { path: 'communication', schema: communicationSettingsSchema, input: communicationSettingsSchema },
  traceability: { path: 'traceability', schema: traceabilitySettingsSchema, input: traceabilitySettingsSchema },
  printers: { path: 'printers', schema: printersSettingsSchema, input: printersSettingsSchema },
  search: { path: 'search', schema: searchSettingsSchema, input: searchSettingsSchema },
  payments: { path: 'payments', schema: paymentsSettingsSchema, input: paymentsInputSchema },
  assistant: { path: 'assistant', schema: assistantSettingsSchema, input: assistantSettingsSchema },
} as const;

export type SettingsSectionKey = keyof typeof settingsSections;
export const settingsSectionKeys = Object.keys(settingsSections) as SettingsSectionKey[];
export type SettingsSection<K extends SettingsSectionKey> = z.output<(typeof settingsSections)[K]['schema']>;
export type SettingsSectionInput<K extends SettingsSectionKey> = z.input<(typeof settingsSections)[K]['input']>;

export const settingsBulkSchema = z.object(
  Object.fromEntries(settingsSectionKeys.map((key) => [key, settingsSections[key].schema])) as {
    [K in SettingsSectionKey]: (typeof settingsSections)[K]['schema'];
  },
);
export type SettingsBulk = z.output<typeof settingsBulkSchema>;

export type CompanyDetails = SettingsSection<'companyDetails'>;
export type NumberingSettings = SettingsSection<'numbering'>;

/** POST /settings/company-logo answers where the logo is now. */
export const companyLogoResponseSchema = z.object({ logoUrl: z.string() });

/** The most pixels a logo may have (4096 × 4096): decoding more takes seconds and gigabytes. */
export const maxLogoPixels = 4096 * 4096;

/** POST /settings/email/test: a test message to `to` (else to the signed-in user). */
export const emailTestInputSchema = z.strictObject({ to: optionalEmail }).nullish();
export const emailTestStatusSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  status: z.enum(['pending', 'sent', 'logged', 'failed']),
  lastError: z.string().nullable(),
});
export type EmailTestStatus = z.infer<typeof emailTestStatusSchema>;

/** POST /settings/workspace/twilio/test: the values to test (blank token: the stored one). */
export const twilioTestInputSchema = z
  .strictObject({
    accountSid: communicationSettingsSchema.shape.twilio.unwrap().shape.accountSid,
    authToken: communicationSettingsSchema.shape.twilio.unwrap().shape.authToken,
    phoneNumber: communicationSettingsSchema.shape.twilio.unwrap().shape.phoneNumber,
  })
  .nullish();
export const twilioTestResultSchema = z.object({
  ok: z.boolean(),
  /** Why it failed, as the provider said it (English), when it did. */
  message: z.string().nullable(),
  accountName: z.string().nullable(),
  accountStatus: z.string().nullable(),
  phoneNumberFound: z.boolean().nullable(),
});
export type TwilioTestResult = z.infer<typeof twilioTestResultSchema>;

/** POST /settings/workspace/twilio/test-sms: a test SMS to this number (with the saved settings). */
export const twilioTestSmsInputSchema = z.strictObject({
  to: communicationSettingsSchema.shape.twilio.unwrap().shape.phoneNumber.refine((v) => v !== '', { error: k('validation.required') }),
});
export const twilioTestSmsResultSchema = z.object({ sid: z.string(), status: z.string() });
export type TwilioTestSmsResult = z.infer<typeof twilioTestSmsResultSchema>;

/** GET /settings/numbering/next: the number each series would hand out next. */
export const nextNumbersSchema = z.object(
  Object.fromEntries(numberSeries.map((series) => [series, z.string()])) as Record<(typeof numberSeries)[number], z.ZodString>,
);
export type NextNumbers = z.infer<typeof nextNumbersSchema>;
