import { type Kysely, sql } from 'kysely';
import { globalTables } from './global-tables';
import { platformReaderRole } from './platform-reader';
import type { Database } from './schema';
import { keptOnErase, tenantTables } from './tenant-tables';
import { appRole, workerRole } from './transaction';

type Db = Kysely<Database>;

/** The tenant table every other tenant table is co-located with (migration 0129 names it too). */
export const colocationAnchor = 'tenant_user';

/** Every tenant table, in the register's order. */
export const distributedTables = [...tenantTables.map((entry) => entry.table), ...keptOnErase];

/** Whether the database is a Citus database (the extension is installed in it). */
export async function hasCitus(db: Db): Promise<boolean> {
  const result = await sql<{ citus: boolean }>`select exists (select 1 from pg_extension where extname = 'citus') as citus`.execute(db);
  return result.rows[0]?.citus === true;
}

/** The Citus table type of each table that has one: 'distributed', 'reference' or 'local'. */
export async function selectCitusTableTypes(db: Db): Promise<Map<string, string>> {
  const result = await sql<{ name: string; type: string }>`
    select table_name::text as name, citus_table_type as type from citus_tables`.execute(db);
  return new Map(result.rows.map((row) => [row.name, row.type]));
}

type ForeignKey = { table: string; name: string; definition: string };

/** Triggers that add a row's figures to sums kept in another table (migration 0480). */
const summingTriggers = [{ table: 'sales_order', trigger: 'sales_order_bi_sales_day' }];

/**
 * On a Citus database, makes each global table a reference table and distributes each tenant table
 * by tenant_id, co-located with the others, and lets the runtime roles log in (the coordinator
 * reaches the workers as the role of the transaction). Does nothing elsewhere, and nothing for a
 * table already done: the migration runner calls it after every batch, so a table a later
 * migration adds is distributed too. Answers the tables it converted.
 *
 * The order matters: Citus turns every local table with a foreign key to a reference table into a
 * "Citus local table", and a distributed table may not reference a local one. So the foreign keys
 * that touch a table to convert are dropped first and added again at the end, in one transaction.
 * Tables with triggers (audit_event, sales_order, account: see docs/citus.md) need
 * citus.enable_unsafe_triggers while they are distributed.
 */
export async function distributeTables(db: Db): Promise<string[]> {
  if (!(await hasCitus(db))) return [];
  await letRuntimeRolesLogIn(db);
  await propagateFunctions(db);
  const types = await selectCitusTableTypes(db);
  const toReference = globalTables.filter((table) => types.get(table) !== 'reference');
  // The anchor first: the others are placed next to it. Then the register backwards, a table after
  // those it references: Citus copies a table's rows into its shards with the row triggers on, and
  // sales_order's trigger reads account on the shard.
  const tenant = [colocationAnchor, ...[...distributedTables].reverse().filter((table) => table !== colocationAnchor)];
  const toDistribute = tenant.filter((table) => types.get(table) !== 'distributed');
  if (!toReference.length && !toDistribute.length) return [];

  await db.transaction().execute(async (tx) => {
    await sql`set local citus.enable_unsafe_triggers = on`.execute(tx);
    // One connection per worker for the whole transaction: reference tables and the foreign keys
    // between them and distributed tables are changed in it (Citus's own advice for such DDL).
    await sql`set local citus.multi_shard_modify_mode = 'sequential'`.execute(tx);
    const keys = await selectForeignKeys(tx, [...toReference, ...toDistribute]);
    for (const key of keys) await sql`alter table ${sql.table(key.table)} drop constraint ${sql.id(key.name)}`.execute(tx);
    for (const table of toReference) {
      const copied = await hasRows(tx, table);
      await sql`select create_reference_table(${table})`.execute(tx);
      if (copied) await dropLocalCopy(tx, table);
    }
    for (const table of toDistribute) {
      const copied = await hasRows(tx, table);
      const colocateWith = table === colocationAnchor ? 'default' : colocationAnchor;
      // Rows copied into the shards are not new rows: the triggers that keep sums of them (which
      // hold them already) stay off meanwhile.
      const summing = summingTriggers.filter((t) => t.table === table);
      for (const t of summing) await sql`alter table ${sql.table(t.table)} disable trigger ${sql.id(t.trigger)}`.execute(tx);
      await sql`select create_distributed_table(${table}, 'tenant_id', colocate_with => ${colocateWith})`.execute(tx);
      for (const t of summing) await sql`alter table ${sql.table(t.table)} enable trigger ${sql.id(t.trigger)}`.execute(tx);
      if (copied) await dropLocalCopy(tx, table);
    }
    for (const key of keys) {
      await sql`alter table ${sql.table(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(tx);
    }
  });
  return [...toReference, ...toDistribute];
}

/** The foreign keys from or to any of `tables`. */
async function selectForeignKeys(db: Db, tables: string[]): Promise<ForeignKey[]> {
  const result = await sql<ForeignKey>`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and (c.conrelid::regclass::text in (${sql.join(tables)}) or c.confrelid::regclass::text in (${sql.join(tables)}))
    order by 1, 2`.execute(db);
  return result.rows;
}

async function hasRows(db: Db, table: string): Promise<boolean> {
  const result = await sql<{ any: boolean }>`select exists (select 1 from ${sql.table(table)}) as any`.execute(db);
  return result.rows[0]?.any === true;
}

/**
 * Citus copies a table's rows into its shards (or, for a reference table, to every node) and leaves
 * the originals on the coordinator, hidden: they are removed once copied. A database distributed
 * when it is new has none.
 */
async function dropLocalCopy(db: Db, table: string): Promise<void> {
  await sql`select truncate_local_data_after_distributing_table(${table})`.execute(db);
}

/**
 * The schema's own functions exist on the workers too: the triggers of distributed tables run
 * there, and call them. Citus copies a function it sees created once the extension is installed;
 * one made before (a database that became a Citus database later) is copied here, with the call
 * Citus documents for it (create_distributed_function without a distribution argument).
 */
async function propagateFunctions(db: Db): Promise<void> {
  const result = await sql<{ signature: string }>`
    select p.oid::regprocedure::text as signature from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      and not exists (select 1 from pg_dist_object o where o.classid = 'pg_proc'::regclass and o.objid = p.oid)
    order by 1`.execute(db);
  for (const { signature } of result.rows) await sql`select create_distributed_function(${signature})`.execute(db);
}

/**
 * The runtime roles are made `nologin` by the migrations (nobody signs in as them; the app switches
 * to them). On Citus the coordinator opens its connections to the workers as the transaction's
 * role, so they must be able to log in there (ALTER ROLE is propagated to every node). With
 * password authentication between the nodes each also needs its password in pg_dist_authinfo
 * (docs/citus.md).
 */
async function letRuntimeRolesLogIn(db: Db): Promise<void> {
  const roles = [appRole, workerRole, platformReaderRole];
  const result = await sql<{ name: string }>`
    select rolname as name from pg_roles where rolname in (${sql.join(roles)}) and not rolcanlogin`.execute(db);
  for (const { name } of result.rows) await sql`alter role ${sql.id(name)} login`.execute(db);
}
