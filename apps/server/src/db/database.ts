import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
};

type OpenOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number; onError?: (err: Error) => void };

/**
 * Opens PostgreSQL when a URL is given, else PGlite on disk (or in memory without a folder).
 * Both go through Kysely's own PostgresDialect over a `pg` pool, so types and SQL behave alike.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const onError = options.onError ?? (() => {});
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
    });
    pool.on('error', onError);
    const db = createKysely(pool);
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', pgliteOptions);
  return wrapPglite(pglite, onError);
}

/** Extensions PGlite must load at every open (the migrations create them; see 0040_search_trigram.sql). */
export const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };

export function wrapPglite(pglite: PGlite, onError: (err: Error) => void = () => {}): DatabaseHandle {
  // One connection: PGlite is single-session, and the pool serialises transactions.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, connectionTimeoutMillis: 15_000 });
  pool.on('error', onError);
  const db = createKysely(pool);
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

function createKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
