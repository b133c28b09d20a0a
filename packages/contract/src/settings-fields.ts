import { k } from './message-keys';
import { z } from 'zod';
import {
  formatIban,
  isBic,
  isKvkNumber,
  isValidIban,
  isVatNumberShape,
  normalizeKvkNumber,
  normalizeVatNumber,
} from '@wb/domain/dutch-formats';

/**
 * Field builders for the settings sections. Every field has a default (so a section read from
 * the database, or sent in part, is complete) and normalises with `overwrite`, which keeps one
 * schema usable to validate requests and to serialise responses.
 */

export const text = (max = 200, value = '') =>
  z
    .string()
    .trim()
    .max(max, { error: k('validation.maxCharacters', { max }) })
    .default(value);

/** A document-number prefix: letters, digits and - _ / . (it becomes part of every number). */
export const prefix = (value: string) =>
  text(20, value).refine((v) => /^[A-Za-z0-9\-_/.]*$/.test(v), { error: k('settings.safeCharacters') });

export const requiredName = (max = 80) =>
  z
    .string({ error: k('validation.required') })
    .trim()
    .min(1, { error: k('validation.required') })
    .max(max, { error: k('validation.maxCharacters', { max }) });

export const flag = (value: boolean) => z.boolean().default(value);

export const int = (min: number, max: number, value: number) =>
  z
    .number({ error: k('validation.wholeNumber') })
    .int({ error: k('validation.wholeNumber') })
    .min(min, { error: k('validation.min', { min }) })
    .max(max, { error: k('validation.max', { max }) })
    .default(value);

/** Text that is empty or passes `test`; normalised first. */
export const optionalFormatted = (max: number, message: string, test: (value: string) => boolean, normalise = (v: string) => v) =>
  z
    .string()
    .trim()
    .max(max, { error: k('validation.maxCharacters', { max }) })
    .overwrite((value) => (value ? normalise(value) : value))
    .refine((value) => value === '' || test(value), { error: message })
    .default('');

export const optionalEmail = optionalFormatted(
  254,
  k('validation.invalidEmail'),
  (v) => z.email().safeParse(v).success,
  (v) => v.toLowerCase(),
);

export const optionalUrl = optionalFormatted(500, k('validation.invalidUrl'), (v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v));

export const optionalPhone = optionalFormatted(40, k('validation.invalidPhone'), (v) => /^\+?[0-9 ()\-./]{6,}$/.test(v));

export const optionalKvk = optionalFormatted(20, 'KVK Number must be 8 digits if provided.', isKvkNumber, normalizeKvkNumber);

export const optionalVat = optionalFormatted(20, k('validation.invalidVat'), isVatNumberShape, normalizeVatNumber);

export const optionalIban = optionalFormatted(42, k('validation.invalidIban'), isValidIban, formatIban);

export const optionalBic = optionalFormatted(11, k('validation.invalidBic'), isBic, (v) => v.replace(/\s+/g, '').toUpperCase());

/** Decimal string with at most 4 decimals (money and percentages never travel as numbers). */
export const decimalString = (value: string, options: { min?: number; max?: number } = {}) =>
  z
    .string({ error: k('validation.invalidAmount') })
    .trim()
    .overwrite((v) => v.replace(',', '.'))
    .regex(/^-?\d{1,14}(\.\d{1,4})?$/, { error: k('validation.invalidAmount') })
    .refine((v) => options.min === undefined || Number(v) >= options.min, { error: k('validation.min', { min: options.min ?? '' }) })
    .refine((v) => options.max === undefined || Number(v) <= options.max, { error: k('validation.max', { max: options.max ?? '' }) })
    .default(value);

/** Shown instead of a stored secret; a save that sends it back (or nothing) keeps the secret. */
export const secretMaskChar = '•';

export function isKeptSecret(value: string | undefined): boolean {
  return value === undefined || value === '' || value.includes(secretMaskChar);
}

/**
 * A secret (password, API key, token): never returned in full. In a response it is the mask or
 * ''; in a request '' or the mask keeps the stored one, anything else replaces it.
 */
export const secret = (message: string, test: (value: string) => boolean = () => true) =>
  z
    .string()
    .trim()
    .max(500, { error: k('validation.maxCharacters', { max: 500 }) })
    .refine((value) => isKeptSecret(value) || test(value), { error: message })
    .default('');

/** A list of named things whose names must differ (case and spaces ignored). */
export const namedList = <T extends z.ZodType<{ name: string }>>(item: T, max = 200) =>
  z
    .array(item)
    .max(max, { error: k('validation.maxItems', { max }) })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((entry, index) => {
        const key = entry.name.trim().toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: k('settings.nameUsed') });
        seen.add(key);
      });
    })
    .default([]);
