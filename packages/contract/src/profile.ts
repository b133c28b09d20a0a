import { k } from './message-keys';
import { z } from 'zod';
import { emailWith, locales } from './account';
import { requiredText } from './common';
import { userRoles } from './roles';

/** Idle minutes after which a session ends (the server enforces it); 30 by default. */
export const sessionTimeoutOptions = [5, 15, 30, 60, 120, 240, 480] as const;
export const defaultSessionTimeoutMinutes = 30;

/** Avatar upload (multipart field `avatar`). */
export const avatarField = 'avatar';
export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const notificationPreferencesSchema = z.strictObject({ email: z.boolean(), push: z.boolean() });

export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  locale: z.enum(locales),
  role: z.enum(userRoles),
  tenantName: z.string().nullable(),
  hasAvatar: z.boolean(),
  avatarUpdatedAt: z.iso.datetime().nullable(),
  notifications: notificationPreferencesSchema,
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  securityAlerts: z.boolean(),
  sessionTimeoutMinutes: z.number().int(),
  passwordChangedAt: z.iso.datetime().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileInputSchema = z.strictObject({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailWith(k('validation.required')),
  locale: z.enum(locales).optional(),
  notifications: notificationPreferencesSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const securitySettingsInputSchema = z.strictObject({
  securityAlerts: z.boolean(),
  sessionTimeoutMinutes: z
    .number()
    .int()
    .refine((v) => (sessionTimeoutOptions as readonly number[]).includes(v), { error: k('account.timeout') }),
});
export type SecuritySettingsInput = z.input<typeof securitySettingsInputSchema>;
