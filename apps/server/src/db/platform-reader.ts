import { sql } from 'kysely';
import { appRole, type Tx } from './transaction';

/** Reads across tenants (migration 0021): select only, on the tables granted to it. */
export const platformReaderRole = 'wb_platform';

/**
 * Runs `fn` as the read-only platform role, which sees every tenant's rows of the tables granted
 * to it, then drops back to the runtime role. Only a SUPER_ADMIN's overview uses it; every write
 * is made as the runtime role, scoped to one tenant.
 */
export async function asPlatformReader<T>(tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await sql.raw(`set local role ${platformReaderRole}`).execute(tx);
  let result: T;
  try {
    result = await fn(tx);
  } catch (err) {
    // The transaction may be aborted already; the original error is the one that matters.
    await sql
      .raw(`set local role ${appRole}`)
      .execute(tx)
      .catch(() => undefined);
    throw err;
  }
  await sql.raw(`set local role ${appRole}`).execute(tx);
  return result;
}
