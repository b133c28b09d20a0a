import { k } from './message-keys';
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import {
  amountField,
  booleanQuery,
  countryField,
  emailField,
  ibanField,
  kvkField,
  optionalText,
  percentField,
  phoneField,
  postcodeProblems,
  sortField,
  vatField,
  websiteField,
  wholeDaysField,
  withNormalizedPostcode,
  optionalExcept,
} from './master-data-fields';

/** Customer accounts (business §3 Account, §4 states, §5 validation, §8 messages). */

export const accountStatuses = ['active', 'inactive'] as const;
export const accountTypes = ['company', 'individual'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export type AccountType = (typeof accountTypes)[number];

const accountShape = {
  /** Only used when the numbering settings do not make account numbers. */
  accountNumber: optionalText(40),
  companyName: z
    .string({ error: k('accounts.nameRequired') })
    .trim()
    .min(1, { error: k('accounts.nameRequired') })
    .max(200, { error: k('validation.maxCharacters', { max: 200 }) }),
  contactPerson: optionalText(200),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: emailField,
  phone: phoneField,
  mobile: phoneField,
  fax: phoneField,
  website: websiteField,
  street: optionalText(200),
  houseNumber: optionalText(20),
  city: optionalText(100),
  postalCode: optionalText(20),
  country: countryField,
  kvkNumber: kvkField,
  vatNumber: vatField,
  iban: ibanField,
  /** Days until an invoice is due. */
  paymentTerms: wholeDaysField,
  /** Euro amount; null means no limit. */
  creditLimit: amountField(2).nullable(),
  /** Standard discount in percent. */
  discount: percentField,
  notes: optionalText(5000),
  status: z.enum(accountStatuses, { error: k('validation.chooseStatus') }),
  type: z.enum(accountTypes, { error: k('validation.chooseType') }),
};

/** Rules across fields, checked on the whole record (after a PATCH is merged, and in the form). */
export const accountFieldProblems = postcodeProblems;
export const normalizeAccountPostcode = withNormalizedPostcode;

export const createAccountInputSchema = z.strictObject(optionalExcept(accountShape, ['companyName']));
export type CreateAccountInput = z.input<typeof createAccountInputSchema>;

export const updateAccountInputSchema = z.strictObject(accountShape).partial();
export type UpdateAccountInput = z.input<typeof updateAccountInputSchema>;

/** The form: every field present, with the cross-field rules. */
export const accountFormSchema = z
  .strictObject({ ...accountShape, creditLimit: z.union([z.literal(''), amountField(2)]) })
  .superRefine((value, ctx) => {
    for (const problem of accountFieldProblems(normalizeAccountPostcode(value)))
      ctx.addIssue({ code: 'custom', path: [problem.path], message: k(problem.key, problem.params) });
  });
export type AccountFormValues = z.input<typeof accountFormSchema>;

export const blockAccountInputSchema = z.strictObject({
  reason: z
    .string({ error: k('validation.giveReason') })
    .trim()
    .min(1, { error: k('validation.giveReason') })
    .max(500, { error: k('validation.maxCharacters', { max: 500 }) }),
});
export type BlockAccountInput = z.infer<typeof blockAccountInputSchema>;

export const accountBlockSchema = z.object({
  reason: z.string(),
  at: z.string(),
  byUserId: z.uuid().nullable(),
  byName: z.string(),
});

export const accountSchema = z.object({
  id: z.uuid(),
  accountNumber: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string(),
  fax: z.string(),
  website: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  kvkNumber: z.string(),
  vatNumber: z.string(),
  iban: z.string(),
  paymentTerms: z.number().int(),
  creditLimit: z.string().nullable(),
  discount: z.string(),
  notes: z.string(),
  status: z.enum(accountStatuses),
  type: z.enum(accountTypes),
  blocked: accountBlockSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * A page of the list; past 1,000 rows or hits (or 20 pages past the page asked) `total` is a lower bound
 * (`totalExact` false); `count` says so, or gives a search's estimate (issue 35).
 */
export const accountPageSchema = pageOf(accountSchema).extend({ totalExact: z.boolean() });
export type AccountPage = z.infer<typeof accountPageSchema>;

export const accountSortFields = ['accountNumber', 'companyName', 'city', 'createdAt', 'updatedAt'] as const;

export const listAccountsQuerySchema = pageQuerySchema.extend({
  sort: sortField(accountSortFields),
  status: z.enum(accountStatuses).optional(),
  type: z.enum(accountTypes).optional(),
  blocked: booleanQuery,
});
export type ListAccountsQuery = z.input<typeof listAccountsQuerySchema>;

/** The export takes the list's filters, without paging. */
/** `numbers=nl`: decimals with a comma, as Dutch Excel reads them. */
export const exportAccountsQuerySchema = listAccountsQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ numbers: z.enum(['en', 'nl']).optional() });

/** Quick search for pickers (an order's account): at most the search settings' results limit. */
export const searchQuerySchema = z.object({ term: z.string().max(200).default('') });

/**
 * DELETE answers what happened: removed, or kept and made inactive because other records
 * (orders, invoices, payments) refer to it; `usedBy` names them.
 */
export const deleteAccountResultSchema = z.object({
  deleted: z.boolean(),
  deactivated: z.boolean(),
  usedBy: z.array(z.string()),
});
export type DeleteAccountResult = z.infer<typeof deleteAccountResultSchema>;

/**
 * What an account owes and has on order (GET /accounts/{id}/summary): open orders (status not
 * final), open invoices (final, not settled; overdue ones counted apart) and the credit they use.
 */
export const accountSummarySchema = z.object({
  openOrders: z.object({ count: z.number().int(), gross: z.string() }),
  openInvoices: z.object({ count: z.number().int(), outstanding: z.string(), overdue: z.number().int() }),
  creditLimit: z.string().nullable(),
  /** Open orders plus outstanding on open invoices. */
  creditUsed: z.string(),
  /** Limit less used; null without a limit (negative when over it). */
  creditAvailable: z.string().nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
