import { k } from './message-keys';
import { z } from 'zod';
import { permissionAreas, permissionLevels, userRoles } from './roles';

export const emailSchema = z
  .string({ error: k('validation.required') })
  .trim()
  .min(1, { error: k('validation.required') })
  .max(254)
  .pipe(z.email({ error: k('validation.invalidEmail') }))
  .transform((email) => email.toLowerCase());

export const loginInputSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: k('validation.required') })
    .min(1, { error: k('validation.required') })
    .max(1024),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const permissionMatrixSchema = z.partialRecord(z.enum(permissionAreas), z.enum(permissionLevels));

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(userRoles),
  tenantId: z.uuid().nullable(),
  tenantName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  permissions: permissionMatrixSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshTokenInputSchema = z.strictObject({
  refreshToken: z
    .string({ error: k('validation.required') })
    .min(20)
    .max(200),
});

/** Fastify hands a body-less POST (the web client's logout) to the validator as null. */
export const logoutInputSchema = z.strictObject({ refreshToken: z.string().max(200).optional() }).nullish();

export const refreshResponseSchema = loginResponseSchema;
export type RefreshResponse = LoginResponse;

/** Sign-in of a user with two-factor: the password was right, now a code is awaited. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  expiresIn: z.number().int(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** What POST /auth/login answers: a signed-in session, or the two-factor step. */
export const loginResultSchema = z.union([loginResponseSchema, mfaChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const totpCodeSchema = z
  .string({ error: k('validation.required') })
  .trim()
  .regex(/^\d{6}$/, { error: k('account.totpCode') });

export const recoveryCodeSchema = z
  .string({ error: k('validation.required') })
  .trim()
  .min(10, { error: k('account.invalidRecoveryCode') })
  .max(20, { error: k('account.invalidRecoveryCode') });

/** The second step: a code from the authenticator app, or one of the recovery codes. */
export const mfaLoginInputSchema = z
  .strictObject({
    mfaToken: z
      .string({ error: k('validation.required') })
      .min(20)
      .max(200),
    totpCode: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((v) => (v.totpCode === undefined) !== (v.recoveryCode === undefined), {
    error: k('account.codeRequired'),
    path: ['totpCode'],
  });
export type MfaLoginInput = z.input<typeof mfaLoginInputSchema>;
