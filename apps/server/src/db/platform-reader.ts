import { sql } from 'kysely';
import { appRole, fanOutSequentially, type Tx } from './transaction';

/** Reads across tenants (migration 0021): select only, on the tables granted to it. */
export const platformReaderRole = 'wb_platform';

/**
 * Runs `fn` as the read-only platform role, which sees every tenant's rows of the tables granted
 * to it, then drops back to the runtime role. Only a SUPER_ADMIN's overview uses it; every write
 * is made as the runtime role, scoped to one tenant.
 *
 * On Citus the coordinator reaches the workers as the transaction's current role, over connections
 * of that role. The role is therefore switched without forwarding the switch to the workers (a
 * connection opened as wb_app may not become wb_platform there, and the other way round): each
 * role reads over connections of its own. Citus refuses a read as one role of shards the other
 * role has written in the same transaction, so callers read as the platform before they write
 * (see docs/citus.md). The reads go over one connection per worker, so that the transaction may
 * write global tables afterwards (fanOutSequentially).
 */
export async function asPlatformReader<T>(tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await fanOutSequentially(tx);
  await switchRole(tx, platformReaderRole);
  let result: T;
  try {
    result = await fn(tx);
  } catch (err) {
    // The transaction may be aborted already; the original error is the one that matters.
    await switchRole(tx, appRole).catch(() => undefined);
    throw err;
  }
  await switchRole(tx, appRole);
  return result;
}

/** SET LOCAL ROLE, kept on the coordinator (see above); propagation resumes at once. */
async function switchRole(tx: Tx, role: string): Promise<void> {
  await sql.raw(`set local citus.propagate_set_commands = 'none'`).execute(tx);
  await sql.raw(`set local role ${role}`).execute(tx);
  await sql.raw(`set local citus.propagate_set_commands = 'local'`).execute(tx);
}
