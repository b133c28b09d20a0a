import { type Kysely, sql, type Transaction } from 'kysely';
import { isUuid } from '@/platform/ids';
import { unknownPreparedStatement } from './prepared-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

/** Who a transaction acts for: the tenant whose rows it may see, and (at sign-in) the user. */
export type TxScope = { tenantId: string | null; userId?: string | null };

export const appRole = 'wb_app';
/** Claims due jobs across tenants; may see and update the job table only. */
export const workerRole = 'wb_worker';

/** The nil uuid chains audit events that belong to no tenant. */
export const platformTenantId = '00000000-0000-0000-0000-000000000000';

/**
 * Runs `fn` in one transaction that first drops to the runtime role (no BYPASSRLS, owns
 * nothing) and then sets the tenant, each as its own SET statement (see ARCHITECTURE.md §2:
 * `set_config()` never reaches Citus workers). The SET statements travel together in one
 * simple-protocol message, one round trip instead of four (see docs/benchmarks.md).
 * Without a tenant, tenant-owned tables show no rows.
 */
export async function inTransaction<T>(db: Db, scope: TxScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: AfterCommitHook[] = [];
  const result = await db.transaction().execute(async (tx) => {
    afterCommitHooks.set(tx, hooks);
    scopeTenants.set(tx, scope.tenantId);
    const last: LastWork[] = [];
    lastWork.set(tx, last);
    await sql.raw(scopeStatements(scope)).execute(tx);
    const value = await fn(tx);
    // Work that takes a lock shared by the tenant's writers runs last: the lock is held only until the commit that follows.
    // The last of it is told so, and may send the commit with its own statements (withCommit).
    for (let i = 0; i < last.length; i++) await last[i]?.({ last: i === last.length - 1 });
    return value;
  });
  for (const hook of hooks) runHook(hook);
  return result;
}

/** A statement prepared once per connection (PREPARE) and run by name (EXECUTE), for readInScope. */
export type SqlPrepared = { name: string; parameterTypes: string[]; text: string };

/**
 * One read in a scoped transaction as one message to the database: begin, the SET LOCAL
 * statements of `scope`, `query`, commit (the per-request session check, see guard.ts). `query`
 * takes no bind parameters (the simple protocol runs several statements only without them): the
 * caller writes its values in as literals, and only values it has checked (uuids, say).
 * With `prepared`, `query` is an EXECUTE of it. The session says whether it has the statement:
 * when it has not (the first read on a connection), the read is sent again with the PREPARE in
 * front, and the database plans it once instead of at every read (see prepared-statements.ts).
 */
export async function readInScope<R>(db: Db, scope: TxScope, query: string, prepared?: SqlPrepared): Promise<R[]> {
  return db.connection().execute(async (conn) => {
    const read = async (prepare: string) => {
      try {
        return (await sql.raw<R>(`begin; ${scopeStatements(scope)}; ${prepare}${query}; commit`).execute(conn)).rows;
      } catch (err) {
        // The failed statement left the transaction open (aborted): close it before the connection goes back.
        await sql
          .raw('rollback')
          .execute(conn)
          .catch(() => {});
        throw err;
      }
    };
    try {
      return await read('');
    } catch (err) {
      if (!prepared || (err as { code?: string }).code !== unknownPreparedStatement) throw err;
      // A PREPARE outlives a rollback: once made, the statement serves this session's later reads.
      return read(`${prepareStatement(prepared)}; `);
    }
  });
}

function prepareStatement({ name, parameterTypes, text }: SqlPrepared): string {
  if (!/^\w+$/.test(name) || !parameterTypes.every((t) => /^\w+$/.test(t))) throw new Error('Refusing a malformed prepared statement');
  return `prepare ${name}(${parameterTypes.join(', ')}) as ${text}`;
}

/** A uuid written into SQL text; anything else is refused. */
export function uuidLiteral(value: string): string {
  return `'${literalUuid(value)}'`;
}

/** Any text written into SQL as a string constant: quotes doubled, and backslashes in an E'' string. */
export function textLiteral(value: string): string {
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/**
 * Work for the end of a transaction. `last`: nothing else is queued after it, so it may end its
 * statements with the commit (withCommit), provided it queues no more work itself.
 */
type LastWork = (position: { last: boolean }) => Promise<void>;
const lastWork = new WeakMap<Tx, LastWork[]>();

/**
 * Runs `work` as the last statements of the transaction `tx`, just before its commit (in the
 * order given), and answers true; answers false (and does nothing) for a transaction not opened
 * by inTransaction, whose caller then does the work at once. For work that takes a lock every
 * writer of the tenant needs (the audit chain): held from there to the commit only, it no
 * longer makes the tenant's writers wait for the rest of each other's work.
 */
export function atTransactionEnd(tx: Tx, work: LastWork): boolean {
  const list = lastWork.get(tx);
  if (!list) return false;
  list.push(work);
  return true;
}

/** How much end work `tx` has so far; a savepoint rolled back drops what was added after (dropEndWorkSince). */
export function endWorkMark(tx: Tx): number {
  return lastWork.get(tx)?.length ?? 0;
}

export function dropEndWorkSince(tx: Tx, mark: number): void {
  const list = lastWork.get(tx);
  if (list && list.length > mark) list.length = mark;
}

/** Work that may only happen once the change behind it is stored: telling open browsers, say. */
export type AfterCommitHook = () => void | Promise<void>;
const afterCommitHooks = new WeakMap<Tx, AfterCommitHook[]>();

/**
 * Runs `hook` after the transaction `tx` commits, and never when it rolls back. Hooks run in
 * the order given, are not awaited (the caller's answer does not wait for them), and a failing
 * hook is reported, not thrown: the change is already stored.
 */
export function afterCommit(tx: Tx, hook: AfterCommitHook): void {
  const hooks = afterCommitHooks.get(tx);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by inTransaction');
  hooks.push(hook);
}

function runHook(hook: AfterCommitHook): void {
  const report = (err: unknown) => console.error('after-commit hook failed', err);
  try {
    const done = hook();
    if (done) done.catch(report);
  } catch (err) {
    report(err);
  }
}

/**
 * The SET LOCAL statements that open a transaction, joined into one text: sent without bind
 * parameters, `pg` uses the simple query protocol, which runs several statements in one message.
 */
export function scopeStatements(scope: TxScope): string {
  const statements = [`set local role ${appRole}`, `set local citus.propagate_set_commands = 'local'`];
  if (scope.tenantId) statements.push(`set local app.tenant_id = '${literalUuid(scope.tenantId)}'`);
  if (scope.userId) statements.push(`set local app.user_id = '${literalUuid(scope.userId)}'`);
  return statements.join('; ');
}

function literalUuid(value: string): string {
  if (!isUuid(value)) throw new Error('Refusing to set a malformed uuid');
  return value;
}

const scopeTenants = new WeakMap<Tx, string | null>();

/** The tenant `tx` is scoped to now; undefined for a transaction not opened by inTransaction. */
export function scopeTenantOf(tx: Tx): string | null | undefined {
  return scopeTenants.get(tx);
}

/**
 * Sets the tenant (or user) once it becomes known inside a transaction, as at sign-in.
 * Only the auth flow does this; request code gets its scope from `inTransaction`. On Citus the
 * SET LOCAL reaches every worker connection of the transaction, those opened already and those
 * opened later (citus.propagate_set_commands = 'local', set by inTransaction; see docs/citus.md).
 */
export async function setScopeTenant(tx: Tx, tenantId: string): Promise<void> {
  await sql.raw(`set local app.tenant_id = '${literalUuid(tenantId)}'`).execute(tx);
  scopeTenants.set(tx, tenantId);
}

/**
 * Lets the transaction read the user's own memberships in every tenant (the policy of migration
 * 0001). That read spans every shard on Citus, and a transaction that reads across shards in
 * parallel may no longer write a global table (the session, the refresh token: "cannot modify
 * table … because there was a parallel operation on a distributed table"); so such reads are made
 * over one connection per worker (fanOutSequentially).
 */
export async function setScopeUser(tx: Tx, userId: string): Promise<void> {
  await sql.raw(`set local app.user_id = '${literalUuid(userId)}'`).execute(tx);
  await fanOutSequentially(tx);
}

/**
 * For a transaction that reads across tenants (every shard on Citus) and may write a global table
 * afterwards: Citus then runs its reads of several shards over one connection per worker, the
 * mode its own error message asks for. A setting Citus alone reads; PostgreSQL keeps it unused.
 */
export async function fanOutSequentially(tx: Tx): Promise<void> {
  await sql.raw(`set local citus.multi_shard_modify_mode = 'sequential'`).execute(tx);
}
