import { z } from 'zod';
import { keyOfIssue } from './message-keys';
import { keyedOf, type MessageKey, type MessageParams, renderMessage } from './messages';

/**
 * Stable error codes. The server maps each to one HTTP status; the web app translates
 * each into the user's language (locale key `common:errors.<code>`); the `key` of an error names
 * its message in the catalogue (messages.ts), which the web translates more precisely.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'SESSION_REVOKED',
  'ACCOUNT_DISABLED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_MFA_CODE',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'ACCOUNT_BLOCKED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The values of a message's `{name}` placeholders. */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A field's problem: where, the English text, and the catalogue key (messages.ts) the web translates. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  key: z.string(),
  params: messageParamsSchema.optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    key: z.string(),
    params: messageParamsSchema.optional(),
    details: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A field's problem as the server raises it: the error handler adds the English `message`. */
export type FieldIssue = { path: string; key: MessageKey; params?: MessageParams };

/** A field's problem as the API answers it: with its English text. */
export function fieldErrorOf(issue: FieldIssue): FieldError {
  const error: FieldError = { path: issue.path, message: renderMessage(issue.key, issue.params), key: issue.key };
  if (issue.params) error.params = { ...issue.params };
  return error;
}

/** A zod issue as a field's problem: our own message's key, else the key of zod's issue code. */
export function issueOfZod(path: string, issue: { message?: string; code?: string }): FieldIssue {
  return { path, ...(keyedOf(issue.message) ?? keyOfIssue(issue)) };
}
