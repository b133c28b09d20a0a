import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listMigrations } from './migrate';
import { keptOnErase, tenantTables } from './tenant-tables';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The last migration that no distributed Citus database can still have to run. The runner
 * distributes the tables only after a batch of migrations (citus-distribution.ts, which came with
 * 0131–0133): a new Citus database runs every migration before it on plain tables, and every
 * database distributed since had run them already. Each later migration may meet distributed
 * tenant tables, where Citus refuses an INSERT … SELECT into a table with row-level security
 * ("COPY FROM not supported with row-level security") and a subquery inside an INSERT.
 */
const lastBeforeDistribution = '0127_order_status_defaults.sql';

const tenantTableNames = new Set([...tenantTables.map((entry) => entry.table), ...keptOnErase]);

/** The INSERT statements into a tenant table that read with a SELECT, of one migration's text. */
export function insertsWithSelect(text: string): string[] {
  const withoutComments = text.replace(/--[^\n]*/g, '');
  const found: string[] = [];
  for (const match of withoutComments.matchAll(/\binsert\s+into\s+([a-z_]+)\b[^;]*/gi)) {
    const table = match[1]?.toLowerCase() ?? '';
    if (tenantTableNames.has(table) && /\bselect\b/i.test(match[0])) found.push(match[0].replace(/\s+/g, ' ').slice(0, 120));
  }
  return found;
}

describe('migrations that may run on a distributed Citus database', () => {
  it('finds an INSERT … SELECT into a tenant table, and a subquery inside an INSERT … VALUES', () => {
    expect(insertsWithSelect('insert into order_status (tenant_id) select id from tenant;')).toHaveLength(1);
    expect(
      insertsWithSelect('insert into order_status (tenant_id, id) values ((select id from tenant limit 1), gen_random_uuid());'),
    ).toHaveLength(1);
    expect(insertsWithSelect('insert into order_status (tenant_id, id) values (t.id, gen_random_uuid()); -- then select\n')).toEqual([]);
    expect(insertsWithSelect('insert into tenant (id) select gen_random_uuid();')).toEqual([]);
  });

  it('write a tenant table with INSERT … VALUES only (per tenant in a loop, as 0300 does)', () => {
    const later = listMigrations().filter((file) => file > lastBeforeDistribution);
    expect(later.length).toBeGreaterThan(0);
    const offending = later.flatMap((file) =>
      insertsWithSelect(readFileSync(path.join(migrationsDir, file), 'utf8')).map((s) => `${file}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('knows the one earlier migration that does, which runs before any table is distributed', () => {
    const earlier = listMigrations().filter((file) => file <= lastBeforeDistribution);
    const offending = earlier.filter((file) => insertsWithSelect(readFileSync(path.join(migrationsDir, file), 'utf8')).length > 0);
    expect(offending).toEqual([lastBeforeDistribution]);
  });
});
