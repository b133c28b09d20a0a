import { sql } from 'kysely';
import { dropEndWorkSince, endWorkMark, type Tx } from './transaction';

let counter = 0;

/**
 * Runs `fn` inside a savepoint of the transaction: when it fails, only its own work is undone
 * and the transaction can go on (PostgreSQL otherwise refuses every later statement).
 */
export async function withSavepoint<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  const name = sql.raw(`sp_${++counter % 1_000_000}`);
  await sql`savepoint ${name}`.execute(tx);
  const mark = endWorkMark(tx);
  try {
    const result = await fn();
    await sql`release savepoint ${name}`.execute(tx);
    return result;
  } catch (err) {
    await sql`rollback to savepoint ${name}`.execute(tx);
    // What the undone work meant to append at the end (its audit events) goes with it.
    dropEndWorkSince(tx, mark);
    throw err;
  }
}

/** PostgreSQL error codes the services turn into answers. */
export function pgErrorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

type ErrorFields = { constraint?: unknown; table?: unknown; message?: unknown };
const fieldsOf = (err: unknown): ErrorFields => (typeof err === 'object' && err !== null ? (err as ErrorFields) : {});

/**
 * A field of the error, or, from a Citus worker (whose errors reach the coordinator without it),
 * the name the message gives, a shard's: `<name>_<shard id>`, without the shard id.
 */
function fieldOrShardName(value: unknown, message: unknown, pattern: RegExp): string | undefined {
  if (typeof value === 'string' && value) return value;
  const shard = typeof message === 'string' ? pattern.exec(message)?.[1] : undefined;
  return shard?.replace(/_\d+$/, '');
}

export function constraintOf(err: unknown): string | undefined {
  const fields = fieldsOf(err);
  return fieldOrShardName(fields.constraint, fields.message, /constraint "([^"]+)"/);
}

/** The table a foreign-key failure names as the one whose rows still refer (the last named). */
export function referencingTableOf(err: unknown): string | undefined {
  const fields = fieldsOf(err);
  return fieldOrShardName(fields.table, fields.message, /on table "([^"]+)"$/);
}
