import { sql } from 'kysely';
import { atTransactionEnd, type Db, databaseOf, scopeTenantOf, type Tx } from '@/db/transaction';
import type { Ctx } from './context';

/**
 * A tenant's settings and order status rules, kept in this server's memory (issue 11: every new
 * order read them, two round trips of its eleven). An entry holds for one config_version of the
 * tenant (migration 0125), which the per-request session check reads: any change, by any server,
 * raises it (configWritten), and the next request reads the configuration again. Two rules keep an
 * entry true:
 * - only a transaction that has not changed the configuration fills or reads the cache (the
 *   queries that change it call configWritten), so an entry never holds what was not committed;
 * - an entry is stored under the version the request saw before its transaction began, and what
 *   its transaction reads is at least that new.
 * The entries are kept per database: a version is a count in one database, and a process that opens
 * another (the test suite, app after app on copies of one template, the same tenant ids) meets the
 * same tenant and version there with other settings behind them.
 */
type Entry = { version: string; values: Map<string, unknown> };

const databases = new WeakMap<Db, Map<string, Entry>>();
const changed = new WeakSet<Tx>();
const raised = new WeakMap<Tx, Set<string>>();
const maxTenants = 10_000;

/**
 * Marks `tx` as changing the configuration of the tenant it is scoped to: from now on it reads its
 * own, uncached, and it raises that tenant's config_version once, as its last work (atTransactionEnd),
 * so the version moves in the same commit as the change and the tenant row is locked only from
 * there to the commit. Every query that writes settings or status rules calls this before it
 * writes. (Triggers did this until migration 0127; on Citus a trigger on a shard may not update the
 * tenant register.) A change made by hand must raise the version itself, as raiseConfigVersion does.
 */
export function configWritten(tx: Tx): void {
  changed.add(tx);
  const tenantId = scopeTenantOf(tx);
  // Each call queues the raise: a savepoint rolled back drops the work queued inside it, and the
  // raise runs once whichever of the queued ones is left.
  if (tenantId) atTransactionEnd(tx, () => raiseOnce(tx, tenantId));
}

async function raiseOnce(tx: Tx, tenantId: string): Promise<void> {
  const done = raised.get(tx) ?? new Set<string>();
  raised.set(tx, done);
  if (done.has(tenantId)) return;
  done.add(tenantId);
  await raiseConfigVersion(tx, tenantId);
}

/** Moves the tenant's config_version on: every server reads the configuration again. */
export async function raiseConfigVersion(tx: Tx, tenantId: string): Promise<void> {
  await sql`update tenant set config_version = config_version + 1 where id = ${tenantId}`.execute(tx);
}

/** `load()` once per tenant and config_version; a request without a known version loads it every time. */
export async function tenantConfig<T>(ctx: Ctx, name: string, load: () => Promise<T>): Promise<T> {
  const version = ctx.principal?.tenantId === ctx.tenantId ? ctx.principal?.configVersion : undefined;
  const db = databaseOf(ctx.tx);
  if (version === undefined || !ctx.tenantId || !db || changed.has(ctx.tx)) return load();
  let entries = databases.get(db);
  if (!entries) {
    entries = new Map();
    databases.set(db, entries);
  }
  let entry = entries.get(ctx.tenantId);
  if (entry?.version !== version) {
    if (entries.size >= maxTenants) entries.clear();
    entry = { version, values: new Map() };
    entries.set(ctx.tenantId, entry);
  }
  if (entry.values.has(name)) return entry.values.get(name) as T;
  const value = deepFreeze(await load());
  // A transaction that changed the configuration while loading keeps what it read to itself.
  if (!changed.has(ctx.tx)) entry.values.set(name, value);
  return value;
}

/** Cached values are shared between requests: frozen, so no caller can change another's. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
