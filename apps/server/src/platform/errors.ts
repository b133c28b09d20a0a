import type { ErrorCode, FieldError } from '@wb/contract/errors';

/** The one error type services throw; the error handler turns it into `{ error }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
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
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = () => new AppError('FORBIDDEN', 'You do not have permission to do this');
export const unauthenticated = (message = 'Sign-in required') => new AppError('UNAUTHENTICATED', message);
