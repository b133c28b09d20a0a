import type { ErrorCode, FieldError } from '@wb/contract/errors';
import type { MessageParams } from '@wb/contract/messages';

/**
 * A failed call: the server's code, English message and message key (with its params), field
 * details (each with its key), and the HTTP status. The web says it by key (app/messages.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details: FieldError[] = [],
    readonly retryAfterSeconds?: number,
    readonly key?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
