import { z } from 'zod';
import { loginResponseSchema, sessionUserSchema } from './auth';

/** The spec's registration messages (platform §5), word for word. */
export const registrationMessages = {
  userDetails: 'Please fill in all required user details (First Name, Last Name, Email, Password).',
  companyName: 'Company Name is required.',
  kvkNumber: 'KVK Number must be 8 digits if provided.',
  invalidEmail: 'Please enter a valid email address.',
  emailRequired: 'Email address is required',
  passwordLength: 'Minimum 8 characters required',
} as const;

export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const locales = ['nl', 'en', 'tr', 'ar'] as const;

/** An e-mail address whose absence is told with `requiredMessage`. */
export function emailWith(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, { error: registrationMessages.invalidEmail })
    .pipe(z.email({ error: registrationMessages.invalidEmail }))
    .transform((email) => email.toLowerCase());
}

/** A new password: at least 8 characters (ASVS 2.1.1), at most 128. */
export function newPasswordWith(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(passwordMinLength, { error: registrationMessages.passwordLength, abort: true })
    .max(passwordMaxLength, { error: `Maximum ${passwordMaxLength} characters` });
}

const userText = z
  .string({ error: registrationMessages.userDetails })
  .trim()
  .min(1, { error: registrationMessages.userDetails, abort: true })
  .max(100, { error: 'Maximum 100 characters' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maximum ${max} characters` })
    .optional()
    .transform((v) => v || undefined);

export const registerInputSchema = z.strictObject({
  firstName: userText,
  lastName: userText,
  email: emailWith(registrationMessages.userDetails),
  password: newPasswordWith(registrationMessages.userDetails),
  locale: z.enum(locales).optional(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** KvK number: optional; when given, 8 digits (spaces are ignored). */
const kvkNumberSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || /^\d{8}$/.test(v), { error: registrationMessages.kvkNumber })
  .optional()
  .transform((v) => v || undefined);

export const companyDetailsSchema = z.strictObject({
  companyName: z
    .string({ error: registrationMessages.companyName })
    .trim()
    .min(1, { error: registrationMessages.companyName, abort: true })
    .max(200, { error: 'Maximum 200 characters' }),
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
  token: z.string({ error: 'Invalid verification token' }).trim().min(20, { error: 'Invalid verification token' }).max(200),
});
export const verifyEmailResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const resendVerificationInputSchema = z.strictObject({ email: emailWith(registrationMessages.emailRequired) });
export type ResendVerificationInput = z.input<typeof resendVerificationInputSchema>;

/** A new access token for the same session, after the signed-in person's company changed. */
export const accessGrantSchema = z.object({
  access_token: z.string(),
  expiresIn: z.number().int(),
  user: sessionUserSchema,
});
export type AccessGrant = z.infer<typeof accessGrantSchema>;
