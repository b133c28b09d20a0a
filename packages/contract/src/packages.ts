import { k } from './message-keys';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema } from './common';
import { amountField, optionalText, sortField } from './master-data-fields';

/**
 * Returnable packages (business §2 Package balance, §3 Package transaction, Custom package type,
 * Package balance summary, §7 Packages, §9; issue 27). A transaction's net change is the quantity
 * delivered minus the quantity received (packages now at the customer), its total value the net
 * change times the unit value: both computed by the server, never taken from the client.
 */

export const packageTypes = ['chicken_crate', 'block_pallet', 'euro_pallet', 'custom'] as const;
export type PackageType = (typeof packageTypes)[number];
export type BuiltInPackageType = Exclude<PackageType, 'custom'>;

/** What one package of a built-in type is worth when a transaction names no unit value (euros). */
export const builtInPackageValues: Record<BuiltInPackageType, string> = {
  chicken_crate: '5.00',
  block_pallet: '10.00',
  euro_pallet: '12.50',
};

/** The package type an order's crates given and returned are booked as. */
export const orderCratePackageType: BuiltInPackageType = 'chicken_crate';

/** Analytics ranges in days and the top-accounts limit (business §9). */
export const packageAnalyticsRanges = [7, 30, 90] as const;
export const topAccountsDefaultLimit = 10;
export const packageLimits = { maxQuantity: 100_000 } as const;

export const packageTransactionOrigins = ['manual', 'order', 'order_reversal'] as const;
export type PackageTransactionOrigin = (typeof packageTransactionOrigins)[number];

const isoDate = z.iso.date({ error: k('validation.invalidDate') });
const quantity = z
  .number({ error: k('validation.wholeNumber') })
  .int({ error: k('validation.wholeNumber') })
  .min(0, { error: k('validation.min', { min: 0 }) })
  .max(packageLimits.maxQuantity, { error: k('validation.max', { max: packageLimits.maxQuantity }) });
const valueField = amountField(2, k('validation.invalidAmount'));

const transactionShape = {
  packageType: z.enum(packageTypes, { error: k('validation.chooseType') }),
  customTypeId: idSchema.nullable(),
  accountId: z.uuid({ error: k('packages.accountNotFound') }),
  date: isoDate,
  quantityReceived: quantity,
  quantityDelivered: quantity,
  /** Empty: the type's value. */
  unitValue: valueField.or(z.literal('')),
  /** The reason of a manual transaction (a driver's pickup, a count correction). */
  notes: optionalText(1000),
  reference: optionalText(100),
};

function checkTransaction(
  value: { packageType?: PackageType; customTypeId?: string | null; quantityReceived?: number; quantityDelivered?: number; notes?: string },
  ctx: z.RefinementCtx,
): void {
  if (value.packageType === 'custom' && !value.customTypeId) {
    ctx.addIssue({ code: 'custom', path: ['customTypeId'], message: k('packages.customTypeRequired') });
  }
  if (value.packageType && value.packageType !== 'custom' && value.customTypeId) {
    ctx.addIssue({ code: 'custom', path: ['customTypeId'], message: k('packages.customTypeOnlyForCustom') });
  }
  if (value.quantityReceived === 0 && value.quantityDelivered === 0) {
    ctx.addIssue({ code: 'custom', path: ['quantityDelivered'], message: k('packages.quantityRequired') });
  }
  if (value.notes !== undefined && value.notes.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['notes'], message: k('packages.reasonRequired') });
  }
}

/** A manual transaction: quantities and the reason are required; date defaults to today, unit value to the type's. */
export const createPackageTransactionInputSchema = z
  .strictObject({
    ...transactionShape,
    customTypeId: transactionShape.customTypeId.optional(),
    date: isoDate.optional(),
    unitValue: transactionShape.unitValue.optional(),
    reference: transactionShape.reference.optional(),
  })
  .superRefine(checkTransaction);
export type CreatePackageTransactionInput = z.input<typeof createPackageTransactionInputSchema>;

/** Any field of a manual transaction; the result is checked as a whole by the server. */
export const updatePackageTransactionInputSchema = z.strictObject(transactionShape).partial().superRefine(checkTransaction);
export type UpdatePackageTransactionInput = z.input<typeof updatePackageTransactionInputSchema>;

/** The form's values (create and edit). */
export const packageTransactionFormSchema = z.strictObject(transactionShape).superRefine(checkTransaction);
export type PackageTransactionFormValues = z.input<typeof packageTransactionFormSchema>;

export const packageTransactionSchema = z.object({
  id: z.uuid(),
  packageType: z.enum(packageTypes),
  customTypeId: z.uuid().nullable(),
  customTypeName: z.string().nullable(),
  accountId: z.uuid(),
  accountNumber: z.string(),
  companyName: z.string(),
  date: z.string(),
  quantityReceived: z.number().int(),
  quantityDelivered: z.number().int(),
  netChange: z.number().int(),
  unitValue: z.string(),
  totalValue: z.string(),
  notes: z.string(),
  reference: z.string(),
  origin: z.enum(packageTransactionOrigins),
  orderId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackageTransaction = z.infer<typeof packageTransactionSchema>;
export const packageTransactionPageSchema = pageOf(packageTransactionSchema);
export type PackageTransactionPage = z.infer<typeof packageTransactionPageSchema>;

export const packageTransactionSortFields = [
  'date',
  'quantityReceived',
  'quantityDelivered',
  'netChange',
  'totalValue',
  'createdAt',
] as const;

/** The filters of the list and the balance: package type, account, from and to date (inclusive). */
const filterShape = {
  packageType: z.enum(packageTypes).optional(),
  customTypeId: idSchema.optional(),
  accountId: idSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const datesInOrder = (value: { from?: string; to?: string }) => !value.from || !value.to || value.from <= value.to;

export const listPackageTransactionsQuerySchema = pageQuerySchema
  .extend({ ...filterShape, sort: sortField(packageTransactionSortFields), origin: z.enum(packageTransactionOrigins).optional() })
  .refine(datesInOrder, { error: k('packages.fromAfterTo'), path: ['to'] });
export type ListPackageTransactionsQuery = z.input<typeof listPackageTransactionsQuerySchema>;

export const packageBalanceQuerySchema = z
  .strictObject(filterShape)
  .refine(datesInOrder, { error: k('packages.fromAfterTo'), path: ['to'] });
export type PackageBalanceQuery = z.input<typeof packageBalanceQuerySchema>;

/** A customer's package statement (PDF) over a period: both dates inclusive; the language is the customer's unless chosen. */
export const packageStatementQuerySchema = z
  .strictObject({
    accountId: idSchema,
    from: isoDate,
    to: isoDate,
    lang: z.enum(['nl', 'en']).optional(),
  })
  .refine(datesInOrder, { error: k('packages.fromAfterTo'), path: ['to'] });
export type PackageStatementQuery = z.input<typeof packageStatementQuerySchema>;

/** One package type's line of a balance (a custom type by its id and name). */
export const packageTypeBalanceSchema = z.object({
  packageType: z.enum(packageTypes),
  customTypeId: z.uuid().nullable(),
  customTypeName: z.string().nullable(),
  quantityDelivered: z.number().int(),
  quantityReceived: z.number().int(),
  netBalance: z.number().int(),
  totalValue: z.string(),
  totalTransactions: z.number().int(),
});
export type PackageTypeBalance = z.infer<typeof packageTypeBalanceSchema>;

export const packageAccountBalanceSchema = z.object({
  accountId: z.uuid(),
  accountNumber: z.string(),
  companyName: z.string(),
  netBalance: z.number().int(),
  totalValue: z.string(),
  totalTransactions: z.number().int(),
});
export type PackageAccountBalance = z.infer<typeof packageAccountBalanceSchema>;

/**
 * The balance summary (business §3): of one account when `accountId` is given, else of the whole
 * company with the accounts' balances (most value out first, at most 200 accounts).
 * totalPackages counts every package moved (delivered plus received); netBalance is what is out.
 */
export const packageBalanceSchema = z.object({
  accountId: z.uuid().nullable(),
  totalPackages: z.number().int(),
  totalValue: z.string(),
  totalTransactions: z.number().int(),
  netBalance: z.number().int(),
  status: z.enum(['balanced', 'outstanding']),
  byType: z.array(packageTypeBalanceSchema),
  accounts: z.array(packageAccountBalanceSchema),
});
export type PackageBalance = z.infer<typeof packageBalanceSchema>;
export const packageAccountsBalanceLimit = 200;

const customTypeShape = {
  name: z
    .string({ error: k('validation.required') })
    .trim()
    .min(1, { error: k('validation.required') })
    .max(100, { error: k('validation.maxCharacters', { max: 100 }) }),
  description: optionalText(500),
  dimensions: optionalText(100),
  weightKg: amountField(3, k('validation.invalidWeight')),
  value: valueField,
  isActive: z.boolean(),
};
export const createCustomPackageTypeInputSchema = z.strictObject({
  ...customTypeShape,
  description: customTypeShape.description.optional(),
  dimensions: customTypeShape.dimensions.optional(),
  weightKg: customTypeShape.weightKg.optional(),
  isActive: customTypeShape.isActive.optional(),
});
export type CreateCustomPackageTypeInput = z.input<typeof createCustomPackageTypeInputSchema>;
export const updateCustomPackageTypeInputSchema = z.strictObject(customTypeShape).partial();
export type UpdateCustomPackageTypeInput = z.input<typeof updateCustomPackageTypeInputSchema>;
export const customPackageTypeFormSchema = z.strictObject(customTypeShape);
export type CustomPackageTypeFormValues = z.input<typeof customPackageTypeFormSchema>;

export const customPackageTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  dimensions: z.string(),
  weightKg: z.string(),
  value: z.string(),
  isActive: z.boolean(),
  transactionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomPackageType = z.infer<typeof customPackageTypeSchema>;
export const customPackageTypeListSchema = z.object({ items: z.array(customPackageTypeSchema) });

/** GET /packages/types: the built-in types with their values, and the tenant's custom list. */
export const packageTypesSchema = z.object({
  builtIn: z.array(z.object({ packageType: z.enum(packageTypes), value: z.string().nullable() })),
  custom: z.array(customPackageTypeSchema),
});
export type PackageTypes = z.infer<typeof packageTypesSchema>;

const daysField = z.coerce
  .number({ error: k('packages.invalidRange') })
  .refine((v) => (packageAnalyticsRanges as readonly number[]).includes(v), { error: k('packages.invalidRange') })
  .default(30);
export const packageAnalyticsQuerySchema = z.strictObject({ days: daysField });
export type PackageAnalyticsQuery = z.input<typeof packageAnalyticsQuerySchema>;
export const topAccountsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(topAccountsDefaultLimit),
});
export type TopAccountsQuery = z.input<typeof topAccountsQuerySchema>;

/** Per day (in the range, every day present) and type: packages out (delivered) and in (received). */
export const packageTrendsSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  points: z.array(
    z.object({
      date: z.string(),
      packageType: z.enum(packageTypes),
      delivered: z.number().int(),
      received: z.number().int(),
    }),
  ),
});
export type PackageTrends = z.infer<typeof packageTrendsSchema>;

/** Accounts by outstanding value (all dates), most first. */
export const topPackageAccountsSchema = z.object({ items: z.array(packageAccountBalanceSchema) });
export type TopPackageAccounts = z.infer<typeof topPackageAccountsSchema>;

/** Per type within the range. */
export const packageTypeAnalyticsSchema = z.object({ days: z.number().int(), items: z.array(packageTypeBalanceSchema) });
export type PackageTypeAnalytics = z.infer<typeof packageTypeAnalyticsSchema>;
