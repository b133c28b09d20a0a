import { k } from './message-keys';
import { z } from 'zod';
import {
  formatIban,
  isDutchPostcode,
  isKvkNumber,
  isValidIban,
  isValidVatNumber,
  normalizeKvkNumber,
  normalizePostcode,
  normalizeVatNumber,
} from '@wb/domain/dutch-formats';
import { type FieldIssue, fieldErrorSchema } from './errors';

/**
 * Field builders for accounts, items and suppliers. None has a default: the same shape serves
 * POST (absent fields get the entity's defaults in the service) and PATCH (absent fields stay as
 * they are); zod 4 would otherwise fill defaults into a partial PATCH.
 */

export const optionalText = (max: number) =>
  z
    .string({ error: k('validation.invalidValue') })
    .trim()
    .max(max, { error: k('validation.maxCharacters', { max }) });

/** Text that is empty or passes `test` after normalising. */
export const formattedText = (max: number, message: string, test: (value: string) => boolean, normalise = (v: string) => v) =>
  optionalText(max)
    .overwrite((value) => (value ? normalise(value) : value))
    .refine((value) => value === '' || test(value), { error: message });

export const emailField = formattedText(
  254,
  k('validation.invalidEmailAddress'),
  (v) => z.email().safeParse(v).success,
  (v) => v.toLowerCase(),
);

/** Digits with the usual separators, at least 6 digits, an optional leading +. */
export const phoneField = formattedText(
  40,
  k('validation.invalidPhone'),
  (v) => /^\+?[0-9 ()\-./]+$/.test(v) && v.replace(/\D/g, '').length >= 6 && v.replace(/\D/g, '').length <= 15,
  (v) => v.replace(/\s+/g, ' '),
);

/** A web address; "www.example.nl" gets https:// in front. */
export const websiteField = formattedText(
  300,
  k('validation.invalidUrl'),
  (v) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v),
  (v) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`),
);

export const kvkField = formattedText(20, k('validation.invalidKvk'), isKvkNumber, normalizeKvkNumber);

/** Dutch VAT ids by format and checksum, other EU ids by outline; shown as NL123456789B01. */
export const vatField = formattedText(20, k('validation.invalidVat'), isValidVatNumber, normalizeVatNumber);

/** IBAN checked by length and mod 97, shown in groups of 4. */
export const ibanField = formattedText(42, k('validation.invalidIban'), isValidIban, formatIban);

export const countryField = z
  .string({ error: k('validation.chooseCountry') })
  .trim()
  .overwrite((v) => v.toUpperCase())
  .regex(/^[A-Z]{2}$/, { error: k('validation.chooseCountry') });

/** A non-negative amount as a decimal string, at most `decimals` places; a Dutch comma is accepted. */
export const amountField = (decimals = 4, message = k('validation.invalidAmount')) =>
  z
    .string({ error: message })
    .trim()
    .overwrite((v) => v.replace(',', '.'))
    .regex(new RegExp(`^\\d{1,16}(\\.\\d{1,${decimals}})?$`), { error: message });

/** A signed quantity (stock corrections), at most 4 decimals. */
export const signedQuantityField = z
  .string({ error: k('validation.invalidQuantity') })
  .trim()
  .overwrite((v) => v.replace(',', '.'))
  .regex(/^-?\d{1,12}(\.\d{1,4})?$/, { error: k('validation.invalidQuantity') });

/** A percentage from 0 to 100 with at most 2 decimals. */
export const percentField = amountField(2, k('validation.invalidPercentage')).refine((v) => Number(v) <= 100, {
  error: k('validation.max', { max: 100 }),
});

export const wholeDaysField = z
  .number({ error: k('validation.wholeNumber') })
  .int({ error: k('validation.wholeNumber') })
  .min(0, { error: k('validation.min', { min: 0 }) })
  .max(365, { error: k('validation.max', { max: 365 }) });

/** `sort=name` or `sort=-name` over a fixed list of fields. */
export function sortField<const T extends readonly [string, ...string[]]>(fields: T) {
  const allowed = new Set<string>(fields.flatMap((f) => [f, `-${f}`]));
  return z
    .string()
    .refine((value) => allowed.has(value), { error: k('validation.unknownSortField') })
    .optional();
}

/** A true/false filter in a query string. */
export const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** CSV text for an import (the file's contents, read by the browser). At most 5 MB. */
export const csvImportInputSchema = z.strictObject({
  csv: z
    .string({ error: k('validation.chooseCsvFile') })
    .min(1, { error: k('validation.fileEmpty') })
    .max(5 * 1024 * 1024, { error: k('validation.fileTooLarge') }),
});
export type CsvImportInput = z.infer<typeof csvImportInputSchema>;

const importRowSchema = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(fieldErrorSchema),
});

/** What an import would do: every row with its problems; nothing is written by a preview. */
export const csvImportPreviewSchema = z.object({
  columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  rows: z.array(importRowSchema),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type CsvImportPreview = z.infer<typeof csvImportPreviewSchema>;

export const csvImportResultSchema = z.object({ created: z.number().int() });
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

/**
 * A create schema's shape: every field optional except `required`, whose own messages stay
 * (`.partial().required()` would answer zod's generic message for a missing field).
 */
export function optionalExcept<S extends z.ZodRawShape, K extends keyof S & string>(
  shape: S,
  required: readonly K[],
): { [P in keyof S]: P extends K ? S[P] : z.ZodOptional<S[P]> } {
  const out: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape) as Array<[string, z.ZodType]>) {
    out[key] = (required as readonly string[]).includes(key) ? schema : schema.optional();
  }
  return out as { [P in keyof S]: P extends K ? S[P] : z.ZodOptional<S[P]> };
}

/** A Dutch address's postcode must be "1234 AB"; other countries' postcodes are taken as typed. */
export function postcodeProblems(address: { country: string; postalCode: string }): FieldIssue[] {
  if (address.country === 'NL' && address.postalCode && !isDutchPostcode(address.postalCode)) {
    return [{ path: 'postalCode', key: 'validation.invalidPostalCode' }];
  }
  return [];
}

/** Dutch postcodes written as "1234 AB". */
export function withNormalizedPostcode<T extends { country?: string; postalCode?: string }>(address: T): T {
  if (address.country === 'NL' && address.postalCode) return { ...address, postalCode: normalizePostcode(address.postalCode) };
  return address;
}
