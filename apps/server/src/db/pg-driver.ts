import { createHash } from 'node:crypto';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type Dialect,
  type Kysely,
} from 'kysely';
import type pg from 'pg';

/**
 * What the driver learns about the database once, at its first use: whether it is a Citus
 * coordinator (transaction.ts then sends the tenant's SET LOCAL in a message of its own); and how
 * many messages it has sent the database so far (each `Client.query`, one round trip), which the
 * round-trip tests read.
 */
export type DatabaseTraits = { citus: boolean; roundTrips: number };

/** PostgreSQL's error for a prepared statement the session does not have (invalid_sql_statement_name). */
const unknownPreparedStatement = '26000';

/** Named statements one connection keeps at most; past it, statements are sent unnamed. */
export const maxPreparedPerConnection = 400;
/** Statements with more bind parameters are sent unnamed: multi-row inserts, whose texts are many. */
const maxPreparedParameters = 64;

type DriverOptions = {
  pool: pg.Pool;
  /** Whether statements with bind parameters go as named (prepared) statements: PostgreSQL, not PGlite. */
  prepare: boolean;
  traits: DatabaseTraits;
};

/**
 * Kysely's dialect for PostgreSQL with a driver of our own over `pg`'s public API (Pool.connect,
 * Client.query, PoolClient.release), which saves the database work in two documented ways:
 * - statements with bind parameters are sent as named statements (`{ name, text, values }`), so
 *   PostgreSQL parses them once per connection, and plans them once where its plan cache judges a
 *   generic plan no dearer than planning with the values (PostgreSQL's own choice, made per
 *   statement after five runs; docs: "PREPARE", plan_cache_mode);
 * - a transaction's `begin` is sent with its first statement when that statement has no bind
 *   parameters (the SET LOCAL statements of inTransaction): `pg` sends such a text with the simple
 *   query protocol, which runs several statements in one message.
 */
export function pgDialect(options: DriverOptions): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgDriver(options),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class PgDriver implements Driver {
  constructor(private readonly options: DriverOptions) {}

  async init(): Promise<void> {
    const client = await this.options.pool.connect();
    try {
      const { rows } = await client.query<{ citus: boolean }>(
        `select exists (select 1 from pg_extension where extname = 'citus') as citus`,
      );
      this.options.traits.citus = rows[0]?.citus === true;
    } finally {
      client.release();
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgConnection(await this.options.pool.connect(), this.options.prepare, this.options.traits);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as PgConnection).beginWithNext();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PgConnection).release();
  }

  async destroy(): Promise<void> {
    if (!this.options.pool.ended) await this.options.pool.end();
  }
}

/** The names a connection (a `pg` client, kept by the pool) has prepared; ours, not pg's. */
const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `wb_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size >= 5_000) names.clear();
    names.set(text, name);
  }
  return name;
}

class PgConnection implements DatabaseConnection {
  private beginPending = false;
  /** Set when a message's last statement was a COMMIT (pg's `command` of its last result). */
  private committed = false;
  /** Set when the database may no longer hold what `pg` believes it prepared: the client is then destroyed, not reused. */
  private broken = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly prepare: boolean,
    private readonly traits: DatabaseTraits,
  ) {}

  /** The transaction's `begin` goes with the next statement (see pgDialect). */
  beginWithNext(): void {
    this.beginPending = true;
  }

  /**
   * Commits or rolls back; a transaction that sent nothing yet has nothing to end, and one whose
   * last message ended with its commit (transaction.ts: the last statement and the commit in one
   * text) has ended already.
   */
  async end(command: 'commit' | 'rollback'): Promise<void> {
    if (this.beginPending || this.committed) {
      this.beginPending = false;
      this.committed = false;
      return;
    }
    await this.send(command);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const text = compiledQuery.sql;
    const values = compiledQuery.parameters as unknown[];
    if (this.beginPending) {
      this.beginPending = false;
      if (values.length === 0) return resultOf<R>(await this.send(`begin; ${text}`));
      await this.send('begin');
    }
    if (values.length === 0) {
      const result = await this.send(text);
      this.committed = Array.isArray(result) && result.at(-1)?.command === 'COMMIT';
      return resultOf<R>(result);
    }
    if (!this.prepare || values.length > maxPreparedParameters) return resultOf<R>(await this.send(text, values));
    const name = statementName(text);
    let prepared = preparedBy.get(this.client);
    if (!prepared) {
      prepared = new Set();
      preparedBy.set(this.client, prepared);
    }
    if (!prepared.has(name) && prepared.size >= maxPreparedPerConnection) return resultOf<R>(await this.send(text, values));
    prepared.add(name);
    try {
      return resultOf<R>(await this.send({ name, text, values }));
    } catch (err) {
      // A value `pg` could not serialise (no SQLSTATE) makes it close the statement it had prepared,
      // and a statement the session lost (26000) stays known to `pg`: either way, a new client.
      const code = (err as { code?: string }).code;
      if (code === undefined || code === unknownPreparedStatement) this.broken = true;
      throw err;
    }
  }

  /** One message to the database (one round trip), counted. */
  private send(query: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult | pg.QueryResult[]> {
    this.traits.roundTrips++;
    return typeof query === 'string' ? this.client.query(query, values) : this.client.query(query);
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely's interface asks for it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries is not supported by this driver');
  }

  release(): void {
    this.client.release(this.broken);
  }
}

/** Kysely's result from `pg`'s: of several statements' results (one text), the last one that returned rows. */
function resultOf<R>(result: pg.QueryResult | pg.QueryResult[]): QueryResult<R> {
  const one = Array.isArray(result) ? (result.filter((r) => r.fields && r.fields.length > 0).at(-1) ?? result.at(-1)) : result;
  const command = one?.command;
  const affected = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
  return {
    rows: (one?.rows ?? []) as R[],
    ...(affected ? { numAffectedRows: BigInt(one?.rowCount ?? 0) } : {}),
  };
}
