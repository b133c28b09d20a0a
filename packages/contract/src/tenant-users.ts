import { k } from './message-keys';
import { z } from 'zod';
import { emailSchema } from './auth';
import { idSchema, pageOf, pageQuerySchema, requiredText } from './common';
import { tenantRoles } from './roles';

/** Roles a tenant user can have (SUPER_ADMIN belongs to no tenant). */
export const tenantUserRoles = ['TENANT_ADMIN', ...tenantRoles] as const;
export type TenantUserRole = (typeof tenantUserRoles)[number];

/** active: may sign in; inactive: switched off; invited: has not set a password through the invitation yet. */
export const tenantUserStatuses = ['active', 'inactive', 'invited'] as const;
export type TenantUserStatus = (typeof tenantUserStatuses)[number];

export const minPasswordLength = 8;
export const newPasswordSchema = z
  .string({ error: k('validation.required') })
  .min(minPasswordLength, { error: k('validation.minCharactersRequired', { min: minPasswordLength }) })
  .max(200, { error: k('validation.maxCharacters', { max: 200 }) });

/** Optional text: absent leaves a stored value unchanged, empty clears it. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: k('validation.maxCharacters', { max }) })
    .transform((v) => v || null)
    .nullish();

export const salaryPattern = /^\d{1,10}(\.\d{1,2})?$/;

const personFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 ()-]{5,29})?$/, { error: k('tenantUsers.invalidPhone') })
    .transform((v) => v || null)
    .nullish(),
  role: z.enum(tenantUserRoles, { error: k('validation.required') }),
  department: optionalText(100),
  position: optionalText(100),
  hireDate: z
    .union([z.literal(''), z.iso.date({ error: k('tenantUsers.invalidDate') })])
    .transform((v) => v || null)
    .nullish(),
  /** Gross monthly salary in euros, a decimal string (money never travels as a number). */
  salary: z
    .string()
    .trim()
    .regex(/^(\d{1,10}(\.\d{1,2})?)?$/, { error: k('tenantUsers.invalidSalary') })
    .transform((v) => v || null)
    .nullish(),
  managerId: z
    .union([z.literal(''), idSchema])
    .transform((v) => v || null)
    .nullish(),
};

/** A SUPER_ADMIN names the tenant; a tenant's own admin leaves it out (their tenant is used). */
const tenantChoice = { tenantId: idSchema.optional() };

export const createTenantUserInputSchema = z.strictObject({
  ...personFields,
  ...tenantChoice,
  password: newPasswordSchema,
  isActive: z.boolean().default(true),
});
export type CreateTenantUserInput = z.input<typeof createTenantUserInputSchema>;

export const inviteTenantUserInputSchema = z.strictObject({ ...personFields, ...tenantChoice });
export type InviteTenantUserInput = z.input<typeof inviteTenantUserInputSchema>;

/** PUT: name, e-mail, role and active flag are always sent; the other fields only when changed. */
export const updateTenantUserInputSchema = z.strictObject({ ...personFields, isActive: z.boolean() });
export type UpdateTenantUserInput = z.input<typeof updateTenantUserInputSchema>;

export const tenantUserSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(tenantUserRoles),
  isActive: z.boolean(),
  status: z.enum(tenantUserStatuses),
  department: z.string().nullable(),
  position: z.string().nullable(),
  managerId: z.uuid().nullable(),
  managerName: z.string().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Personal fields: present only for those holding users:admin. */
  phone: z.string().nullable().optional(),
  hireDate: z.iso.date().nullable().optional(),
  salary: z.string().nullable().optional(),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;

export const tenantUserSorts = ['name', '-name', 'email', '-email', 'lastLoginAt', '-lastLoginAt', 'createdAt', '-createdAt'] as const;

export const listTenantUsersQuerySchema = pageQuerySchema.extend({
  sort: z.enum(tenantUserSorts).optional(),
  status: z.enum(tenantUserStatuses).optional(),
  role: z.enum(tenantUserRoles).optional(),
  /** SUPER_ADMIN only: one tenant's users (else all tenants'). */
  tenantId: idSchema.optional(),
});
export type ListTenantUsersQuery = z.input<typeof listTenantUsersQuerySchema>;

export const tenantUserPageSchema = pageOf(tenantUserSchema);
export type TenantUserPage = z.infer<typeof tenantUserPageSchema>;

export const tenantIdParamsSchema = z.strictObject({ tenantId: idSchema });

export const resetPasswordInputSchema = z.strictObject({ newPassword: newPasswordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

const userIdsSchema = z
  .array(idSchema)
  .min(1, { error: k('tenantUsers.selectUsers') })
  .max(200, { error: k('tenantUsers.tooManyUsers') })
  .refine((ids) => new Set(ids).size === ids.length, { error: k('tenantUsers.userTwice') });

export const bulkUpdateStatusInputSchema = z.strictObject({ userIds: userIdsSchema, isActive: z.boolean() });
export type BulkUpdateStatusInput = z.input<typeof bulkUpdateStatusInputSchema>;

export const bulkDeleteInputSchema = z.strictObject({ userIds: userIdsSchema });
export type BulkDeleteInput = z.input<typeof bulkDeleteInputSchema>;

export const bulkResultSchema = z.object({ count: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The public invitation page: who is invited, to which company. */
export const invitationTokenParamsSchema = z.strictObject({ token: z.string().min(20).max(200) });
export const invitationSchema = z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), tenantName: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationInputSchema = z.strictObject({
  token: z
    .string({ error: k('auth.invalidVerificationToken') })
    .min(20)
    .max(200),
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationInputSchema>;
export const acceptInvitationResultSchema = z.object({ email: z.string() });
