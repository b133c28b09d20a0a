import { type Kysely, sql, type Transaction } from 'kysely';
import { isUuid } from '@/platform/ids';
import { isCitus } from './database';
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
 * `set_config()` never reaches Citus workers). The SET statements travel with the transaction's
 * `begin` in one simple-protocol message (pg-driver.ts), one round trip instead of four; on
 * Citus the tenant's SET goes alone in a second message (scopeMessages).
 * Without a tenant, tenant-owned tables show no rows.
 */
export async function inTransaction<T>(db: Db, scope: TxScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: AfterCommitHook[] = [];
  const messages = scopeMessages(scope, isCitus(db));
  const result = await db.transaction().execute(async (tx) => {
    afterCommitHooks.set(tx, hooks);
    txDatabases.set(tx, db);
    scopeTenants.set(tx, scope.tenantId);
    const last: LastWork[] = [];
    lastWork.set(tx, last);
    for (const message of messages) await sql.raw(message).execute(tx);
    const value = await fn(tx);
    // Work that takes a lock shared by the tenant's writers runs last: the lock is held only until the commit that follows.
    const final = last.pop();
    for (const work of last) await runLastWork(tx, work);
    if (typeof final === 'string' && !isCitus(db)) {
      // The last statement and the commit in one message (the driver then sends no commit of its own, pg-driver.ts).
      await sql.raw(`${final}; commit`).execute(tx);
    } else if (final) await runLastWork(tx, final);
    return value;
  });
  for (const hook of hooks) runHook(hook);
  return result;
}

/**
 * One read in a scoped transaction in as few messages as the database allows: begin, the SET
 * LOCAL statements of `scope`, `query`, commit, one message on PostgreSQL and PGlite (the
 * per-request session check, see guard.ts; its query calls a database function, whose plan the
 * session keeps). `query` takes no bind parameters (the simple protocol runs several statements
 * only without them): the caller writes its values in as literals, and only values it has checked
 * (uuids, say). On Citus the tenant's SET goes in a message of its own (scopeMessages): three messages.
 */
export async function readInScope<R>(db: Db, scope: TxScope, query: string): Promise<R[]> {
  const citus = isCitus(db);
  const messages = scopeMessages(scope, citus);
  messages[0] = `begin; ${messages[0]}`;
  // On Citus nothing may share a message with the tenant's SET (scopeMessages).
  if (citus) messages.push(`${query}; commit`);
  else messages[0] = `${messages[0]}; ${query}; commit`;
  return db.connection().execute(async (conn) => {
    try {
      let rows: R[] = [];
      for (const message of messages) rows = (await sql.raw<R>(message).execute(conn)).rows;
      return rows;
    } catch (err) {
      // The failed statement left the transaction open (aborted): close it before the connection goes back.
      await sql
        .raw('rollback')
        .execute(conn)
        .catch(() => {});
      throw err;
    }
  });
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
 * Work for the end of a transaction (atTransactionEnd): a function, or one statement as text
 * without bind parameters (its values written in as literals), which, when it is the last work of
 * the transaction, travels with the commit in one message (simple query protocol) on PostgreSQL and
 * PGlite. On Citus it goes alone, as any multi-statement text there (see scopeMessages).
 */
export type LastWork = (() => Promise<void>) | string;
const lastWork = new WeakMap<Tx, LastWork[]>();

async function runLastWork(tx: Tx, work: LastWork): Promise<void> {
  if (typeof work === 'string') await sql.raw(work).execute(tx);
  else await work();
}

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
 * The SET LOCAL statements that open a transaction, as the texts to send: sent without bind
 * parameters, `pg` uses the simple query protocol, which runs several statements in one message.
 * One text, except on Citus: Citus carries a SET LOCAL of the tenant or user to the workers as
 * the whole text of the message it came in, and replays it on each worker connection it opens
 * later in the transaction, so that SET goes in a message with nothing else (the role and the
 * `begin` would otherwise be replayed with it).
 */
export function scopeMessages(scope: TxScope, citus: boolean): string[] {
  const opening = `set local role ${appRole}; set local citus.propagate_set_commands = 'local'`;
  const settings: string[] = [];
  if (scope.tenantId) settings.push(`set local app.tenant_id = '${literalUuid(scope.tenantId)}'`);
  if (scope.userId) settings.push(`set local app.user_id = '${literalUuid(scope.userId)}'`);
  if (settings.length === 0) return [opening];
  return citus ? [opening, settings.join('; ')] : [[opening, ...settings].join('; ')];
}

function literalUuid(value: string): string {
  if (!isUuid(value)) throw new Error('Refusing to set a malformed uuid');
  return value;
}

const scopeTenants = new WeakMap<Tx, string | null>();
const txDatabases = new WeakMap<Tx, Db>();

/** The database `tx` runs on; undefined for a transaction not opened by inTransaction. */
export function databaseOf(tx: Tx): Db | undefined {
  return txDatabases.get(tx);
}

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
 * Runs `fn` as `tenantId`'s turn in a transaction that serves several tenants one after another
 * (the demo seed, all or nothing): sets the tenant, and runs the end work `fn` queued
 * (atTransactionEnd: audit events, the configuration version) when `fn` is done, while the scope
 * is still that tenant's, not at the commit, when another tenant's scope would refuse it.
 */
export async function inTenantTurn<T>(tx: Tx, tenantId: string, fn: () => Promise<T>): Promise<T> {
  await setScopeTenant(tx, tenantId);
  const mark = endWorkMark(tx);
  const value = await fn();
  const queued = lastWork.get(tx)?.splice(mark) ?? [];
  for (const work of queued) await runLastWork(tx, work);
  return value;
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
