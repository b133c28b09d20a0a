import { sql } from 'kysely';
import { colocationAnchor, distributedTables, hasCitus } from '@/db/citus-distribution';
import { globalTables } from '@/db/global-tables';
import type { Db } from '@/db/transaction';

export type DistributionProblem = { table: string; problem: string };

type CitusTableRow = { name: string; type: string; column: string | null; colocationId: number };

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
  const shardState = await selectShardStates(db);
  for (const table of distributedTables) {
    const row = layout.get(table);
    if (row?.type !== 'distributed' || row.column !== 'tenant_id') {
      problems.push({ table, problem: `is ${row ? `a ${row.type} table` : 'a plain table'}, not distributed by tenant_id` });
      continue;
    }
    if (row.colocationId !== anchor) problems.push({ table, problem: `is not co-located with ${colocationAnchor}` });
    const policies = byName.get(table)?.policies ?? 0;
    const shards = await sql<{ shardid: string; name: string }>`
      select shardid::text, shard_name(logicalrelid, shardid) as name from pg_dist_shard where logicalrelid = ${table}::regclass`.execute(
      db,
    );
    for (const shard of shards.rows) {
      const state = shardState.get(shard.name);
      if (!state?.forced || state.policies !== policies)
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

/**
 * Each table of every node (the shards on the workers among them) with whether row-level security
 * is forced and its number of policies: one command per node, not one per shard (some 1,800).
 */
async function selectShardStates(db: Db): Promise<Map<string, { forced: boolean; policies: number }>> {
  const nodes = await sql<{ success: boolean; result: string }>`
    select success, result from run_command_on_all_nodes(${`select coalesce(json_agg(json_build_array(c.relname,
      c.relrowsecurity and c.relforcerowsecurity, (select count(*) from pg_policy p where p.polrelid = c.oid))), '[]')
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`})`.execute(db);
  const states = new Map<string, { forced: boolean; policies: number }>();
  for (const node of nodes.rows) {
    if (!node.success) throw new Error(`a node did not answer: ${node.result}`);
    for (const [name, forced, policies] of JSON.parse(node.result) as Array<[string, boolean, number]>)
      states.set(name, { forced, policies });
  }
  return states;
}
