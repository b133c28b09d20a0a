import { sql } from 'kysely';
import type { Engine } from '@/db/database';
import type { Db } from '@/db/transaction';
import type { JobHandler } from '@/platform/jobs/job-runner';
import type { RecurringJob } from '@/platform/jobs/recurring-jobs';

export const tableStatisticsJobKind = 'database.statistics';

/** Every quarter of an hour, first a minute after the start. */
export const tableStatisticsJob: RecurringJob = {
  kind: tableStatisticsJobKind,
  everySeconds: 900,
  firstRunAt: (now) => new Date(now.getTime() + 60_000),
};

type Log = { info: (obj: object, msg: string) => void };

/**
 * What autovacuum does, where nothing else does it. PostgreSQL's autovacuum runs as tables change,
 * but PGlite has none, and a server may run with it off. Two jobs:
 * - the planner's statistics (ANALYZE): it chooses every plan from each table's row count and value
 *   spread. Without them a table of 2,000 orders is taken for 8 rows, and a list page that took
 *   4 ms took 100.
 * - the dead rows (VACUUM): every change of a row leaves its old version behind until a vacuum
 *   clears it. Uncleared, tables and indexes only grow, and an index-only read must visit the table
 *   for each row it reads: the ids and count of a first page of 2,430 orders took 0.89 ms instead
 *   of 0.64–0.73 (docs/benchmarks.md, seventh session).
 *
 * Uses autovacuum's own default thresholds on the database's activity counters: analyse after
 * 50 + 10 % of a table's rows changed, vacuum after 50 + 20 % died or 1,000 + 20 % were added.
 * A table never analysed, or grown by a tenth (and ten pages) since, is analysed too: the counters
 * start again at zero when the database is restored or was not shut down cleanly.
 * Does nothing on a PostgreSQL server whose autovacuum is on.
 */
export function tableStatisticsHandler(db: Db, engine: Engine, log: Log): JobHandler {
  return async () => {
    if (engine === 'postgres') {
      const setting = await sql<{ autovacuum: string }>`show autovacuum`.execute(db);
      if (setting.rows[0]?.autovacuum === 'on') return;
    }
    // The counters of this session's last second of work reach the shared ones only now and then.
    await sql`select pg_stat_force_next_flush()`.execute(db);
    const due = await sql<{ name: string; vacuum: boolean }>`
      select name, vacuum from (
        select c.relname as name,
          coalesce(s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
            or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0), false) as vacuum,
          c.reltuples < 0
            or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 10
            or coalesce(s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0), false) as stale
        from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_stat_user_tables s on s.relid = c.oid
        where n.nspname = 'public' and c.relkind in ('r', 'p')
      ) as tables
      where vacuum or stale
      order by name`.execute(db);
    // One table at a time, each outside a transaction (VACUUM runs only so).
    for (const { name, vacuum } of due.rows) {
      await (vacuum ? sql`vacuum (analyze) ${sql.table(name)}` : sql`analyze ${sql.table(name)}`).execute(db);
    }
    if (!due.rows.length) return;
    const names = (vacuum: boolean) => due.rows.filter((row) => row.vacuum === vacuum).map((row) => row.name);
    log.info({ vacuumed: names(true), analysed: names(false) }, 'tables vacuumed and analysed');
  };
}
