import type { ErrorCode, FieldIssue } from '@wb/contract/errors';
import { type MessageKey, type MessageParams, renderMessage } from '@wb/contract/messages';
import type { notFoundMessages } from '@wb/contract/messages/platform';

export type { FieldIssue };

type Options = {
  /** The fields at fault, each with its own key (the handler adds each one's English text). */
  details?: FieldIssue[];
  headers?: Record<string, string>;
  /** Said as "<at>: <message>", the way a schema's failure of one field is said. */
  at?: string;
};

/**
 * The one error type services throw: a code (the HTTP status) and a message key of the
 * catalogue (@wb/contract/messages) with its parameters; `message` is its English text. The
 * error handler answers `{ error: { code, message, key, params?, details? } }`. See docs/errors.md.
 */
export class AppError extends Error {
  readonly details?: FieldIssue[];
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params?: MessageParams,
    options: Options = {},
  ) {
    const text = renderMessage(key, params);
    super(options.at ? `${options.at}: ${text}` : text);
    this.name = 'AppError';
    if (options.details) this.details = options.details;
    if (options.headers) this.headers = options.headers;
  }
}

export const httpStatusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  INVALID_TOKEN: 401,
  SESSION_REVOKED: 401,
  ACCOUNT_DISABLED: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_MFA_CODE: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ACCOUNT_BLOCKED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const notFound = (what: keyof typeof notFoundMessages = 'resource') => new AppError('NOT_FOUND', `notFound.${what}`);
export const forbidden = () => new AppError('FORBIDDEN', 'auth.forbidden');
export const unauthenticated = (key: MessageKey = 'auth.signInRequired') => new AppError('UNAUTHENTICATED', key);

/** One field's problem: the error says it, and its one detail says it at `path`. */
export const fieldError = (code: ErrorCode, path: string, key: MessageKey, params?: MessageParams) =>
  new AppError(code, key, params, { details: [params ? { path, key, params } : { path, key }] });

/** A validation failure of one field, said "path: message" like a schema's. */
export const invalidField = (path: string, key: MessageKey, params?: MessageParams) =>
  new AppError('VALIDATION_FAILED', key, params, { at: path, details: [params ? { path, key, params } : { path, key }] });

/** Validation failures of several fields (at most `limit`), said by the first. */
export function invalidFields(issues: FieldIssue[], limit = issues.length): AppError {
  const first = issues[0] ?? { path: 'input', key: 'validation.invalidValue' };
  return new AppError('VALIDATION_FAILED', first.key, first.params, { at: first.path, details: issues.slice(0, limit) });
}
