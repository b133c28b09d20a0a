import type { ErrorBody, ErrorCode, FieldError, FieldIssue } from '@wb/contract/errors';
import { keyOfIssue } from '@wb/contract/message-keys';
import { keyedOf, type MessageKey, type MessageParams, renderMessage } from '@wb/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, retryAfterSeconds } from './database-unavailable';
import { AppError, httpStatusOf } from './errors';
import { isClientRoute } from './web-app';

/** One error handler: every failure leaves as `{ error: { code, message, key, params?, details? } }`. */
export function registerErrorHandler(app: FastifyInstance, options: { spaFallback: boolean }): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const details = err.details?.map(withText);
      return send(reply, err.code, { message: err.message, key: err.key, params: err.params, details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const details: FieldError[] = err.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
        // Our own messages are keys (the contract's k()); zod's own get the key of their issue code.
        const ours = keyedOf(issue.message);
        if (ours) return withText({ path, ...ours });
        const theirs = keyOfIssue({ code: issue.keyword, ...issue.params });
        return { path, message: issue.message ?? renderMessage(theirs.key, theirs.params), ...theirs };
      });
      const first = details[0];
      return send(reply, 'VALIDATION_FAILED', {
        ...summarise(details),
        key: (first?.key ?? 'platform.invalidRequest') as MessageKey,
        params: first?.params,
        details,
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return sendKey(reply, 'RATE_LIMITED', 'platform.rateLimited');
    if (status === 413) return sendKey(reply, 'PAYLOAD_TOO_LARGE', 'platform.tooLarge');
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      return err.message
        ? sendKey(reply, 'BAD_REQUEST', 'platform.badRequestBecause', { reason: err.message })
        : sendKey(reply, 'BAD_REQUEST', 'platform.badRequest');
    }
    if (isConcurrencyFailure(err)) {
      // The database rolled the whole transaction back: nothing was written, and trying again works.
      req.log.warn({ err }, 'transaction failed on a concurrent change');
      return sendKey(reply, 'CONFLICT', 'platform.concurrency');
    }
    if (isDatabaseUnavailable(err)) {
      // Down, restarting, or every connection busy: nothing was done, and the client may try again soon.
      req.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(retryAfterSeconds));
      return sendKey(reply, 'SERVICE_UNAVAILABLE', 'platform.unavailable');
    }
    req.log.error({ err }, 'unhandled error');
    return sendKey(reply, 'INTERNAL', 'platform.internal');
  });

  app.setNotFoundHandler((req, reply) => {
    if (options.spaFallback && isClientRoute(req.method, req.url)) return reply.type('text/html').sendFile('index.html');
    return sendKey(reply, 'NOT_FOUND', 'platform.noRoute', { method: req.method, path: req.url.split('?')[0] ?? '' });
  });
}

/** Fastify's own router failures (a malformed path, a parameter too long) in the one error shape. */
export function answerFrameworkError(err: FastifyError, _req: unknown, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendKey(reply, 'URI_TOO_LONG', 'platform.uriTooLong');
  else void sendKey(reply, 'BAD_REQUEST', 'platform.badUrl');
}

export const concurrencyMessage = renderMessage('platform.concurrency');

/** A deadlock (40P01) or a serialization failure (40001): PostgreSQL ended one of two transactions. */
function isConcurrencyFailure(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === '40P01' || code === '40001';
}

function withText(issue: FieldIssue): FieldError {
  return {
    path: issue.path,
    message: renderMessage(issue.key, issue.params),
    key: issue.key,
    ...(issue.params ? { params: { ...issue.params } } : {}),
  };
}

type Said = { message: string; key: string; params?: MessageParams | undefined; details?: FieldError[] | undefined };

function send(reply: FastifyReply, code: ErrorCode, said: Said) {
  const error: ErrorBody['error'] = { code, message: said.message, key: said.key };
  if (said.params) error.params = { ...said.params };
  if (said.details) error.details = said.details;
  return reply.status(httpStatusOf[code]).send({ error });
}

function sendKey(reply: FastifyReply, code: ErrorCode, key: MessageKey, params?: MessageParams) {
  return send(reply, code, { message: renderMessage(key, params), key, params });
}

function summarise(details: FieldError[]): { message: string } {
  const first = details[0];
  if (!first) return { message: renderMessage('platform.invalidRequest') };
  return {
    message: details.length === 1 ? `${first.path}: ${first.message}` : `${first.path}: ${first.message} (and ${details.length - 1} more)`,
  };
}
