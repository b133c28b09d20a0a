import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { listMigrations, migrate } from './migrate';
import { sqlStatements } from './sql-statements';

describe('sqlStatements', () => {
  it('splits at semicolons outside quotes, dollar quotes and comments', () => {
    const text = `-- a comment; not a statement
create table a (b text default 'x;y', "c;d" int); /* e; f */
create function g() returns void language plpgsql as $$ begin perform 1; end $$;
do $body$ begin raise notice 'it''s; fine'; end $body$;
-- the end;
`;
    expect(sqlStatements(text)).toEqual([
      `-- a comment; not a statement\ncreate table a (b text default 'x;y', "c;d" int)`,
      '/* e; f */\ncreate function g() returns void language plpgsql as $$ begin perform 1; end $$',
      "do $body$ begin raise notice 'it''s; fine'; end $body$",
    ]);
  });

  it('gives every migration statements that run one by one, as on Citus: every one applies', async () => {
    const handle = await openDatabase({});
    try {
      const applied = await migrate(handle.db, { statementAtATime: true });
      expect(applied).toEqual(listMigrations());
      const tables = await sql<{ n: number }>`select count(*)::int as n from pg_tables where schemaname = 'public'`.execute(handle.db);
      expect(tables.rows[0]?.n).toBeGreaterThan(60);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
