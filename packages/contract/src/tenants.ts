import { k } from './message-keys';
import { z } from 'zod';
import { emailSchema } from './auth';
import { pageOf, pageQuerySchema, requiredText } from './common';
import { newPasswordSchema } from './tenant-users';

export const subscriptionStatuses = ['active', 'trial', 'suspended', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const tenantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  userCount: z.number().int(),
  accountCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** One tenant with its figures, for the view page. */
export const tenantDetailSchema = tenantSchema.extend({
  activeUserCount: z.number().int(),
  inactiveUserCount: z.number().int(),
  invitedUserCount: z.number().int(),
  adminCount: z.number().int(),
  lastLoginAt: z.iso.datetime().nullable(),
  /** Whether delete would cancel (true) rather than erase (false). */
  hasBusinessData: z.boolean(),
});
export type TenantDetail = z.infer<typeof tenantDetailSchema>;

export const tenantSorts = ['name', '-name', 'createdAt', '-createdAt'] as const;

export const listTenantsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(tenantSorts).optional(),
  status: z.enum(subscriptionStatuses).optional(),
});
export type ListTenantsQuery = z.input<typeof listTenantsQuerySchema>;

export const tenantPageSchema = pageOf(tenantSchema);
export type TenantPage = z.infer<typeof tenantPageSchema>;

/** The tenant's first admin: with a password, or invited by e-mail when none is given. */
export const tenantAdminInputSchema = z.strictObject({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  password: newPasswordSchema.optional(),
});

export const createTenantInputSchema = z.strictObject({
  name: requiredText(200),
  subscriptionStatus: z.enum(subscriptionStatuses).default('active'),
  admin: tenantAdminInputSchema.optional(),
});
export type CreateTenantInput = z.input<typeof createTenantInputSchema>;

export const updateTenantInputSchema = z
  .strictObject({ name: requiredText(200).optional(), subscriptionStatus: z.enum(subscriptionStatuses).optional() })
  .refine((v) => v.name !== undefined || v.subscriptionStatus !== undefined, { error: k('validation.nothingToChange') });
export type UpdateTenantInput = z.input<typeof updateTenantInputSchema>;

/** DELETE: a tenant without business data is erased; one with data is cancelled (and can be restored). */
export const deleteTenantResultSchema = z.object({ outcome: z.enum(['erased', 'cancelled']) });
export type DeleteTenantResult = z.infer<typeof deleteTenantResultSchema>;

/** Erasing a cancelled tenant with data: the exact name, typed again, confirms it. */
export const eraseTenantInputSchema = z.strictObject({ confirmName: requiredText(200) });
export type EraseTenantInput = z.input<typeof eraseTenantInputSchema>;

export const tenantStatisticsSchema = z.object({
  total: z.number().int(),
  byStatus: z.object({ active: z.number().int(), trial: z.number().int(), suspended: z.number().int(), cancelled: z.number().int() }),
  users: z.number().int(),
  accounts: z.number().int(),
  /** New tenants and users per calendar month (UTC), the last 12 months, oldest first. */
  growth: z.array(z.object({ month: z.string(), tenants: z.number().int(), users: z.number().int() })),
});
export type TenantStatistics = z.infer<typeof tenantStatisticsSchema>;
