import { sql } from 'kysely';
import { colocationAnchor, distributedTables, hasCitus, selectCitusTableTypes } from './citus-distribution';
import { globalTables } from './global-tables';
import { appRole, type Db, inTransaction, platformTenantId } from './transaction';

export type CitusSummary = { distributed: number; reference: number; workers: number };

/**
 * The start-up check on a Citus database (null elsewhere): the server refuses to serve when the
 * workers would not see the tenant of a transaction, or when a table is not laid out as
 * docs/citus.md says.
 *
 * Every transaction sets the tenant with `SET LOCAL app.tenant_id` after
 * `SET LOCAL citus.propagate_set_commands = 'local'` (transaction.ts), and Citus forwards such SET
 * LOCAL statements to the workers only with that value. Should they not arrive, the row-level
 * security policies on the shards compare tenant_id with nothing and every tenant table reads as
 * empty, with no error anywhere. So this asks a shard, in a transaction opened exactly as a
 * request's, which tenant it sees: the aggregate makes the shard answer one row even with no data.
 */
export async function checkCitus(db: Db): Promise<CitusSummary | null> {
  if (!(await hasCitus(db))) return null;
  const types = await selectCitusTableTypes(db);
  const wrong = [
    ...distributedTables.filter((table) => types.get(table) !== 'distributed').map((table) => `${table} is not distributed`),
    ...globalTables.filter((table) => types.get(table) !== 'reference').map((table) => `${table} is not a reference table`),
  ];
  if (wrong.length) throw new Error(`Refusing to serve on Citus: ${wrong.join('; ')} (the migrations distribute them; see docs/citus.md)`);

  const probe = await inTransaction(db, { tenantId: platformTenantId }, async (tx) => {
    const mode = await sql<{ mode: string }>`select current_setting('citus.propagate_set_commands') as mode`.execute(tx);
    const seen = await sql<{ seen: string | null }>`
      select count(*) as n, current_setting('app.tenant_id', true) as seen
      from ${sql.table(colocationAnchor)} where tenant_id = ${platformTenantId}`.execute(tx);
    return { mode: mode.rows[0]?.mode, seen: seen.rows[0]?.seen };
  }).catch((err: unknown) => {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      `Refusing to serve on Citus: a transaction as ${appRole} could not read a shard (${reason}). ` +
        'The runtime roles must be able to log in to every worker; see docs/citus.md, "Roles and credentials".',
    );
  });
  if (probe.seen !== platformTenantId) {
    throw new Error(
      `Refusing to serve on Citus: the workers do not see the tenant a transaction sets (a shard saw ${JSON.stringify(probe.seen ?? '')}). ` +
        `citus.propagate_set_commands is '${probe.mode}' in the app's transactions; it must be 'local', so that SET LOCAL ` +
        'app.tenant_id reaches the workers. Check that citus is in shared_preload_libraries on every node (docs/citus.md).',
    );
  }
  const workers = await sql<{ n: string }>`select count(*) as n from citus_get_active_worker_nodes()`.execute(db);
  return {
    distributed: distributedTables.length,
    reference: globalTables.length,
    workers: Number(workers.rows[0]?.n ?? 0),
  };
}
