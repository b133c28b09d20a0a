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
 * The planner's statistics, where nothing else keeps them. It chooses every plan from each table's
 * row count and value spread, which ANALYZE samples; PostgreSQL's autovacuum runs it as tables
 * change, but PGlite has no autovacuum, and a server may run with it off. Without statistics a
 * table of 2,000 orders is taken for 8 rows, and a list page that took 4 ms took 100.
 *
 * Analyses the tables never analysed and those grown by a tenth (and ten pages) since their last
 * analysis, as autovacuum would; a table whose rows change without growing keeps its statistics
 * until it grows. Does nothing on a PostgreSQL server whose autovacuum is on.
 */
export function tableStatisticsHandler(db: Db, engine: Engine, log: Log): JobHandler {
  return async () => {
    if (engine === 'postgres') {
      const setting = await sql<{ autovacuum: string }>`show autovacuum`.execute(db);
      if (setting.rows[0]?.autovacuum === 'on') return;
    }
    const stale = await sql<{ name: string }>`
      select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 10)
      order by c.relname`.execute(db);
    for (const { name } of stale.rows) await sql`analyze ${sql.table(name)}`.execute(db);
    if (stale.rows.length) log.info({ tables: stale.rows.map((row) => row.name) }, 'table statistics refreshed');
  };
}
