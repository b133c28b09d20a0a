import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely } from 'kysely';
import pg from 'pg';
import { type DatabaseTraits, pgDialect } from './pg-driver';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
  /** The pool's connections (pg.Pool's totalCount, idleCount, waitingCount); PostgreSQL only. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

/** How long an idle pooled connection to a PostgreSQL server is kept (see openDatabase). */
const idleConnectionMs = 10 * 60_000;

type OpenOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number; onError?: (err: Error) => void };

/**
 * Opens PostgreSQL when a URL is given, else PGlite on disk (or in memory without a folder).
 * Both go through the same Kysely dialect over a `pg` pool (pg-driver.ts), so types and SQL behave alike.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const onError = options.onError ?? (() => {});
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      // A connection idle for a while is kept (pg closes it after 10 s by default): a new one is a
      // new backend, whose catalogue caches start empty and which prepares every statement again.
      idleTimeoutMillis: idleConnectionMs,
    });
    pool.on('error', onError);
    const db = createKysely(pool, true);
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, engine: 'postgres', close: () => db.destroy(), poolStats };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', pgliteOptions);
  return wrapPglite(pglite, onError);
}

/** Extensions PGlite must load at every open (the migrations create them; see 0040_search_trigram.sql and 0121). */
export const pgliteOptions: PGliteOptions = { extensions: { pg_trgm, btree_gin } };

export function wrapPglite(pglite: PGlite, onError: (err: Error) => void = () => {}): DatabaseHandle {
  // One connection: PGlite is single-session, and the pool serialises transactions. Its clients all
  // share that one session, so an idle one is kept rather than closed (idleTimeoutMillis 0).
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, connectionTimeoutMillis: 15_000, idleTimeoutMillis: 0 });
  pool.on('error', onError);
  // Statements are not prepared by name: the clients share one session, whose statements a
  // client made anew would not know of.
  const db = createKysely(pool, false);
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** The traits of each open database (pg-driver.ts), for the code that sends its statements accordingly. */
const traitsOf = new WeakMap<Kysely<Database>, DatabaseTraits>();

/** Whether `db` is a Citus coordinator; known after its first statement (false before). */
export function isCitus(db: Kysely<Database>): boolean {
  return traitsOf.get(db)?.citus === true;
}

/** How many messages (round trips) `db`'s driver has sent the database since it opened. */
export function roundTripsOf(db: Kysely<Database>): number {
  return traitsOf.get(db)?.roundTrips ?? 0;
}

function createKysely(pool: pg.Pool, prepare: boolean): Kysely<Database> {
  const traits: DatabaseTraits = { citus: false, roundTrips: 0 };
  const db = new Kysely<Database>({ dialect: pgDialect({ pool, prepare, traits }), plugins: [new CamelCasePlugin()] });
  traitsOf.set(db, traits);
  return db;
}
