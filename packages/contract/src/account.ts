import { k } from './message-keys';
import { z } from 'zod';
import { loginResponseSchema, sessionUserSchema } from './auth';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const locales = ['nl', 'en', 'tr', 'ar'] as const;

/** An e-mail address whose absence is told with `requiredMessage`. */
export function emailWith(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, { error: k('account.invalidEmail') })
    .pipe(z.email({ error: k('account.invalidEmail') }))
    .transform((email) => email.toLowerCase());
}

/** A new password: at least 8 characters (ASVS 2.1.1), at most 128. */
export function newPasswordWith(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(passwordMinLength, { error: k('account.passwordLength'), abort: true })
    .max(passwordMaxLength, { error: k('validation.maxCharacters', { max: passwordMaxLength }) });
}

const userText = z
  .string({ error: k('account.userDetails') })
  .trim()
  .min(1, { error: k('account.userDetails'), abort: true })
  .max(100, { error: k('validation.maxCharacters', { max: 100 }) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: k('validation.maxCharacters', { max }) })
    .optional()
    .transform((v) => v || undefined);

export const registerInputSchema = z.strictObject({
  firstName: userText,
  lastName: userText,
  email: emailWith(k('account.userDetails')),
  password: newPasswordWith(k('account.userDetails')),
  locale: z.enum(locales).optional(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** KvK number: optional; when given, 8 digits (spaces are ignored). */
const kvkNumberSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || /^\d{8}$/.test(v), { error: k('account.kvkNumber') })
  .optional()
  .transform((v) => v || undefined);

export const companyDetailsSchema = z.strictObject({
  companyName: z
    .string({ error: k('account.companyName') })
    .trim()
    .min(1, { error: k('account.companyName'), abort: true })
    .max(200, { error: k('validation.maxCharacters', { max: 200 }) }),
  kvkNumber: kvkNumberSchema,
  vatNumber: optionalText(30),
  address: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: optionalText(100),
});
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;

export const registerCompanyInputSchema = z.strictObject({ ...registerInputSchema.shape, ...companyDetailsSchema.shape });
export type RegisterCompanyInput = z.input<typeof registerCompanyInputSchema>;

/** The person must confirm the e-mail address before signing in. */
export const verificationPendingSchema = z.object({
  requiresVerification: z.literal(true),
  email: z.string(),
});

/** Spec §4: a registration that answers a token and user signs in; otherwise verify first. */
export const registerResultSchema = z.union([loginResponseSchema, verificationPendingSchema]);
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const verifyEmailInputSchema = z.strictObject({
  token: z
    .string({ error: k('auth.invalidVerificationToken') })
    .trim()
    .min(20, { error: k('auth.invalidVerificationToken') })
    .max(200),
});
export const verifyEmailResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const resendVerificationInputSchema = z.strictObject({ email: emailWith(k('account.emailRequired')) });
export type ResendVerificationInput = z.input<typeof resendVerificationInputSchema>;

/** A new access token for the same session, after the signed-in person's company changed. */
export const accessGrantSchema = z.object({
  access_token: z.string(),
  expiresIn: z.number().int(),
  user: sessionUserSchema,
});
export type AccessGrant = z.infer<typeof accessGrantSchema>;
