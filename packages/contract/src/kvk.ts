import { z } from 'zod';
import { k } from './message-keys';

/** Company-register search (platform §2 /kvk-search, §7 KVK): the least a search needs (§9). */
export const kvkMinSearchLength = 3;
/** How long the shared cache keeps an answer of the register. */
export const kvkCacheHours = 24;

/** A KVK number: exactly 8 digits, kept as text (it may start with 0). Spaces typed in it are dropped. */
export const kvkNumberSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{8}$/, { error: k('kvk.numberDigits') }));

export const kvkNumberParamsSchema = z.strictObject({ number: kvkNumberSchema });
export const kvkSearchParamsSchema = z.strictObject({
  term: z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(kvkMinSearchLength, { error: k('kvk.termTooShort', { count: kvkMinSearchLength }) })
        .max(100, { error: k('validation.maxCharacters', { max: 100 }) }),
    ),
});

/** main branch, another branch, or the legal entity itself (KVK's hoofdvestiging, nevenvestiging, rechtspersoon). */
export const kvkResultTypes = ['hoofdvestiging', 'nevenvestiging', 'rechtspersoon'] as const;
export type KvkResultType = (typeof kvkResultTypes)[number];

/** One hit of a search: what the public endpoints show too, and nothing more. */
export const kvkSearchResultSchema = z.object({
  kvkNumber: z.string(),
  branchNumber: z.string().nullable(),
  name: z.string(),
  type: z.enum(kvkResultTypes),
  street: z.string().nullable(),
  city: z.string().nullable(),
  active: z.boolean(),
});
export type KvkSearchResult = z.infer<typeof kvkSearchResultSchema>;

export const kvkSearchResponseSchema = z.object({
  term: z.string(),
  total: z.number().int(),
  results: z.array(kvkSearchResultSchema),
});
export type KvkSearchResponse = z.infer<typeof kvkSearchResponseSchema>;

export const kvkAddressSchema = z.object({
  kind: z.enum(['visiting', 'postal']),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  /** The register hides the address (indAfgeschermd). */
  shielded: z.boolean(),
});
export type KvkAddress = z.infer<typeof kvkAddressSchema>;

/** A company's basic profile (Basisprofiel), and the tenant's account that already has its number. */
export const kvkCompanySchema = z.object({
  kvkNumber: z.string(),
  name: z.string(),
  statutoryName: z.string().nullable(),
  tradeNames: z.array(z.string()),
  legalForm: z.string().nullable(),
  rsin: z.string().nullable(),
  /** ISO dates (the register writes YYYYMMDD). */
  registeredOn: z.string().nullable(),
  dissolvedOn: z.string().nullable(),
  active: z.boolean(),
  employees: z.number().int().nullable(),
  mainBranchNumber: z.string().nullable(),
  activities: z.array(z.object({ code: z.string(), description: z.string(), main: z.boolean() })),
  addresses: z.array(kvkAddressSchema),
  websites: z.array(z.string()),
  existingAccountId: z.uuid().nullable(),
});
export type KvkCompany = z.infer<typeof kvkCompanySchema>;

/** GET /kvk/validate/{number}: 8 digits, and whether the register knows it. */
export const kvkValidationSchema = z.object({
  kvkNumber: z.string(),
  valid: z.boolean(),
  exists: z.boolean(),
  name: z.string().nullable(),
});
export type KvkValidation = z.infer<typeof kvkValidationSchema>;

/** GET /kvk/active/{number}: registered and not dissolved. */
export const kvkActiveSchema = z.object({
  kvkNumber: z.string(),
  exists: z.boolean(),
  active: z.boolean(),
  dissolvedOn: z.string().nullable(),
});
export type KvkActive = z.infer<typeof kvkActiveSchema>;

/** GET /kvk/usage: the company's calls to the register this month (cache answers cost nothing). */
export const kvkUsageSchema = z.object({
  month: z.string(),
  calls: z.number().int(),
  cacheHits: z.number().int(),
  keySource: z.enum(['tenant', 'platform', 'demo', 'none']),
});
export type KvkUsage = z.infer<typeof kvkUsageSchema>;

/** GET /kvk/vat/{vatNumber}: the number's format and check (mod 97 or 11-proof), and VIES's answer. */
export const vatCheckParamsSchema = z.strictObject({ vatNumber: z.string().min(4).max(20) });
export const vatCheckSchema = z.object({
  vatNumber: z.string(),
  /** NL + 9 digits + B + 2 digits with a valid check, or another member state's shape. */
  formatValid: z.boolean(),
  /** Registered in VIES (the EU's answer, the definitive check). */
  registered: z.boolean(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  checkedAt: z.string(),
});
export type VatCheck = z.infer<typeof vatCheckSchema>;
