import { sql } from 'kysely';
import { colocationAnchor, distributedTables, hasCitus } from '@/db/citus-distribution';
import { globalTables } from '@/db/global-tables';
import type { Db } from '@/db/transaction';

export type DistributionProblem = { table: string; problem: string };

type CitusTableRow = { name: string; type: string; column: string | null; colocationId: number };
type ShardCheck = { shardid: string; success: boolean; result: string };

/**
 * Every way the tables are not laid out as docs/citus.md says. Everywhere: each tenant table has
 * row-level security enabled and forced. On Citus also: each tenant table is distributed by
 * tenant_id, co-located with the others, and each of its shards has row-level security forced and
 * the table's policies; each global table is a reference table.
 */
export async function findDistributionProblems(db: Db): Promise<DistributionProblem[]> {
  const problems: DistributionProblem[] = [];
  const forced = await sql<{ name: string; rls: boolean; forced: boolean; policies: number }>`
    select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
           (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
    from pg_class c where c.relnamespace = 'public'::regnamespace and c.relname in (${sql.join(distributedTables)})`.execute(db);
  const byName = new Map(forced.rows.map((row) => [row.name, row]));
  for (const table of distributedTables) {
    const row = byName.get(table);
    if (!row) problems.push({ table, problem: 'does not exist' });
    else if (!row.rls || !row.forced) problems.push({ table, problem: 'row-level security is not forced' });
  }
  if (!(await hasCitus(db))) return problems;

  const citus = await sql<CitusTableRow>`
    select table_name::text as name, citus_table_type as type, distribution_column as column, colocation_id::int as colocation_id
    from citus_tables`.execute(db);
  const layout = new Map(citus.rows.map((row) => [row.name, row]));
  const anchor = layout.get(colocationAnchor)?.colocationId;
  for (const table of distributedTables) {
    const row = layout.get(table);
    if (row?.type !== 'distributed' || row.column !== 'tenant_id') {
      problems.push({ table, problem: `is ${row ? `a ${row.type} table` : 'a plain table'}, not distributed by tenant_id` });
      continue;
    }
    if (row.colocationId !== anchor) problems.push({ table, problem: `is not co-located with ${colocationAnchor}` });
    const policies = byName.get(table)?.policies ?? 0;
    const shards = await sql<ShardCheck>`
      select shardid::text, success, result from run_command_on_shards(${table}, ${`select relrowsecurity and relforcerowsecurity
        and (select count(*) from pg_policy p where p.polrelid = c.oid) = ${policies} from pg_class c where c.oid = '%1$s'::regclass`})`.execute(
      db,
    );
    for (const shard of shards.rows) {
      if (!shard.success || shard.result !== 't')
        problems.push({ table, problem: `shard ${shard.shardid}: row-level security not forced or policies missing` });
    }
  }
  for (const table of globalTables) {
    const row = layout.get(table);
    if (row?.type !== 'reference')
      problems.push({ table, problem: `is ${row ? `a ${row.type} table` : 'a plain table'}, not a reference table` });
  }
  return problems;
}
