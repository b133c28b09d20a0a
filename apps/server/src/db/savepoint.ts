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

export function constraintOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'constraint' in err ? String((err as { constraint: unknown }).constraint) : undefined;
}
