import { k } from './message-keys';
import { z } from 'zod';
import { newPasswordWith, passwordMaxLength } from './account';
import { recoveryCodeSchema, totpCodeSchema } from './auth';

export const mfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A PNG of the otpauth URI as a data URL, for the authenticator app to scan. */
  qrCode: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const mfaVerifyInputSchema = z.strictObject({
  totpCode: totpCodeSchema,
  mfaSecret: z
    .string({ error: k('validation.required') })
    .trim()
    .min(16)
    .max(128),
});
export type MfaVerifyInput = z.input<typeof mfaVerifyInputSchema>;

export const mfaVerifyResponseSchema = z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) });
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponseSchema>;

/** Switching two-factor off needs the password, a code from the app, or a recovery code. */
export const mfaDisableInputSchema = z
  .strictObject({
    password: z.string().min(1).max(1024).optional(),
    totpCode: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((v) => [v.password, v.totpCode, v.recoveryCode].filter((x) => x !== undefined).length === 1, {
    error: k('account.passwordOrCode'),
    path: ['password'],
  });
export type MfaDisableInput = z.input<typeof mfaDisableInputSchema>;

export const changePasswordInputSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: k('validation.required') })
      .min(1, { error: k('validation.required') })
      .max(1024),
    newPassword: newPasswordWith(k('validation.required')),
    confirmPassword: z
      .string({ error: k('validation.required') })
      .min(1, { error: k('validation.required') })
      .max(passwordMaxLength),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: k('validation.passwordsDontMatch'), path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

export const changePasswordResponseSchema = z.object({ ok: z.literal(true), endedSessions: z.number().int() });

export const sessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system read from the user agent ("Chrome · Windows"); null when unknown. */
  device: z.string().nullable(),
  userAgent: z.string(),
  ipAddress: z.string(),
  lastActive: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const logoutAllResponseSchema = z.object({ ok: z.literal(true), endedSessions: z.number().int() });
