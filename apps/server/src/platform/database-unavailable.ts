/** How long a client is asked to wait (Retry-After) while the database cannot be reached. */
export const retryAfterSeconds = 5;

/** Socket failures on the way to the database server. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);

/** PostgreSQL's own: shutting down or starting (57P01–57P03), too many connections (53300). */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and its pool say when no connection can be had (it gives these no code). */
const poolMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when a failure means the database is down, restarting or has no free connection, rather
 * than a fault of the request: the answer is 503 with Retry-After, not 500. Follows `cause` and
 * the errors of an AggregateError (a refused connection to "localhost" tries IPv6 and IPv4).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || serverCodes.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && poolMessages.some((text) => message.includes(text))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
