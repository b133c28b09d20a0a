import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, FieldError } from '@wb/contract/errors';
import { AppError, httpStatusOf } from './errors';
import { isClientRoute } from './web-app';

/** One error handler: every failure leaves as `{ error: { code, message, details? } }`. */
export function registerErrorHandler(app: FastifyInstance, options: { spaFallback: boolean }): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(httpStatusOf[err.code]).send(body(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const details: FieldError[] = err.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(body('VALIDATION_FAILED', summarise(details), details));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('RATE_LIMITED', 'Too many requests. Please wait and try again.'));
    if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The request is too large'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      return reply.status(400).send(body('BAD_REQUEST', err.message || 'Bad request'));
    }
    if (isConcurrencyFailure(err)) {
      // The database rolled the whole transaction back: nothing was written, and trying again works.
      req.log.warn({ err }, 'transaction failed on a concurrent change');
      return reply.status(409).send(body('CONFLICT', concurrencyMessage));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((req, reply) => {
    if (options.spaFallback && isClientRoute(req.method, req.url)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(body('NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`));
  });
}

export const concurrencyMessage = 'Someone changed the same data at the same moment. Please try again.';

/** A deadlock (40P01) or a serialization failure (40001): PostgreSQL ended one of two transactions. */
function isConcurrencyFailure(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === '40P01' || code === '40001';
}

function body(code: ErrorCode, message: string, details?: FieldError[]): ErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

function summarise(details: FieldError[]): string {
  const first = details[0];
  if (!first) return 'The request is not valid';
  return details.length === 1 ? `${first.path}: ${first.message}` : `${first.path}: ${first.message} (and ${details.length - 1} more)`;
}
