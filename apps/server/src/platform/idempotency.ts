import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError } from '@/platform/errors';

/** The Idempotency-Key header of a request (the first one when repeated). */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
}

const keyPattern = /^[\x21-\x7e]{1,200}$/;

/**
 * Runs `fn` once per Idempotency-Key (per tenant and scope), in the caller's transaction: the key
 * is claimed first (a concurrent call with the same key waits on it), the answer is stored with
 * it, and a repeat gets the stored answer. A key reused for another request is refused with 409.
 * When `fn` fails, the transaction rolls back and the key is free again. No key: `fn` just runs.
 */
export async function withIdempotency<T>(
  ctx: TenantCtx,
  scope: string,
  key: string | undefined,
  request: unknown,
  fn: () => Promise<T>,
): Promise<T> {
  if (key === undefined) return fn();
  if (!keyPattern.test(key)) throw fieldError('BAD_REQUEST', 'Idempotency-Key', 'platform.idempotencyKey');
  const { tenantId } = ctx;
  const hash = createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('hex');
  const claimed = await sql<{ key: string }>`
    insert into idempotency_key (tenant_id, scope, key, request_hash, response)
    values (${tenantId}, ${scope}, ${key}, ${hash}, 'null'::jsonb)
    on conflict do nothing returning key`.execute(ctx.tx);
  if (claimed.rows.length === 0) {
    const stored = await ctx.tx
      .selectFrom('idempotencyKey')
      .select(['requestHash', 'response'])
      .where('tenantId', '=', tenantId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!stored || stored.requestHash !== hash) throw new AppError('CONFLICT', 'platform.idempotencyMismatch');
    return stored.response as T;
  }
  const result = await fn();
  await ctx.tx
    .updateTable('idempotencyKey')
    .set({ response: JSON.stringify(result) })
    .where('tenantId', '=', tenantId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
  return result;
}
