import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { maxPreparedPerConnection, preparedNameOf, unknownPreparedStatement } from './prepared-statements';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
};

/** How long an idle pooled connection to a PostgreSQL server is kept (see openDatabase). */
const idleConnectionMs = 10 * 60_000;

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
      // A connection idle for a while is kept (pg closes it after 10 s by default): a new one is a
      // new backend, whose catalogue caches start empty and which prepares every statement again.
      idleTimeoutMillis: idleConnectionMs,
    });
    pool.on('error', onError);
    const db = createKysely(pool);
    return { db, engine: 'postgres', close: () => db.destroy() };
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
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: fewerRoundTrips(pool) }), plugins: [new CamelCasePlugin()] });
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;
const patched = new WeakSet<pg.PoolClient>();

/**
 * The pool as Kysely sees it, with three changes to its clients that save work in the database
 * (each round trip costs a context switch on both sides; see docs/benchmarks.md):
 * - a transaction's `begin` is not sent alone but in front of its first statement when that
 *   statement has no bind parameters (as inTransaction's SET LOCAL statements): one message;
 * - a transaction's last statement may carry its `commit` (withCommit): the `commit` Kysely sends
 *   after it is then answered here, not sent;
 * - a text of several statements answers the rows of its last statement that returns rows
 *   (`pg` answers an array of results, of which Kysely would read none);
 * - statements whose plan does not depend on their values are prepared once per connection
 *   (prepared-statements.ts).
 * Everything else passes unchanged.
 */
export function fewerRoundTrips(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool);
  const patch = (client: pg.PoolClient) => {
    if (patched.has(client)) return client;
    patched.add(client);
    const query = client.query.bind(client) as QueryFn;
    let beginPending = false;
    let committedWith = false;
    const run = async (text: string, values?: unknown[]) => {
      const name = preparedNameOf(text, values?.length ?? 0);
      if (!name || !mayPrepare(client, name)) return lastRows(await query(text, values));
      return query({ name, text, values }).catch((err: unknown) => {
        // A value that failed to bind in the client closes the statement, and a statement unknown
        // to the database is gone: either way, the next run prepares it again.
        const code = (err as { code?: string }).code;
        if (code === undefined || code === unknownPreparedStatement) forgetParsed(client, name);
        throw err;
      });
    };
    (client as { query: unknown }).query = (text: unknown, values?: unknown[], ...rest: unknown[]) => {
      if (typeof text !== 'string' || rest.length) return query(text, values, ...rest);
      const bare = !values || values.length === 0;
      if (committedWith) {
        // The transaction ended with its last statement: its own commit has nothing left to do.
        committedWith = false;
        if (text === 'commit' && bare) return Promise.resolve({ command: 'COMMIT', rowCount: null, rows: [] });
      }
      if (bare && text.endsWith(commitTail)) {
        const sent = beginPending ? `begin; ${text}` : text;
        beginPending = false;
        return run(sent).then((result) => {
          committedWith = true;
          return result;
        });
      }
      if (text === 'begin' && bare && !beginPending) {
        beginPending = true;
        return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [] });
      }
      if (!beginPending) return run(text, values);
      beginPending = false;
      if ((text === 'commit' || text === 'rollback') && bare)
        return Promise.resolve({ command: text.toUpperCase(), rowCount: null, rows: [] });
      if (bare) return run(`begin; ${text}`);
      return query('begin').then(() => run(text, values));
    };
    return client;
  };
  return new Proxy(pool, {
    get(target, key, receiver) {
      if (key === 'connect') {
        return (callback?: unknown) => {
          if (callback) throw new Error('connect with a callback is not supported here');
          return connect().then(patch);
        };
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const commitTail = ';\ncommit /* with its last statement */';

/**
 * `text` (statements without bind parameters) followed by its transaction's commit, in one message:
 * a round trip less for a transaction whose last work is known (atTransactionEnd), which matters
 * where that work holds a lock the tenant's other writers wait for (issue 11). Sent through a
 * client of fewerRoundTrips, which then answers the transaction's own `commit` itself. Should the
 * text fail, nothing was committed, and the transaction is rolled back as usual.
 */
export function withCommit(text: string): string {
  return `${text}${commitTail}`;
}

type ParsedStatements = { parsedStatements?: Record<string, string>; submittedNamedStatements?: Record<string, string> };
const parsedOf = (client: pg.PoolClient) => (client as unknown as { connection?: ParsedStatements }).connection;

/**
 * Whether `client` may run `name` as a prepared statement: it has it already (pg keeps track per
 * connection, which PGlite's clients share), or has fewer than maxPreparedPerConnection.
 */
function mayPrepare(client: pg.PoolClient, name: string): boolean {
  const parsed = parsedOf(client)?.parsedStatements ?? {};
  return parsed[name] !== undefined || Object.keys(parsed).length < maxPreparedPerConnection;
}

function forgetParsed(client: pg.PoolClient, name: string): void {
  const connection = parsedOf(client);
  if (connection?.parsedStatements) delete connection.parsedStatements[name];
  if (connection?.submittedNamedStatements) delete connection.submittedNamedStatements[name];
}

function lastRows(result: unknown): unknown {
  if (!Array.isArray(result)) return result;
  const withRows = result.filter((r: pg.QueryResult) => r.fields && r.fields.length > 0);
  return withRows.at(-1) ?? result.at(-1);
}
