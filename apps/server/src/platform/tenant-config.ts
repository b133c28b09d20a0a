import type { Tx } from '@/db/transaction';
import type { Ctx } from './context';

/**
 * A tenant's settings and order status rules, kept in this server's memory (issue 11: every new
 * order read them, two round trips of its eleven). An entry holds for one config_version of the
 * tenant (migration 0125), which the per-request session check reads: any change, by any server,
 * raises it, and the next request reads the configuration again. Two rules keep an entry true:
 * - only a transaction that has not changed the configuration fills or reads the cache (the
 *   queries that change it call configWritten), so an entry never holds what was not committed;
 * - an entry is stored under the version the request saw before its transaction began, and what
 *   its transaction reads is at least that new.
 */
type Entry = { version: string; values: Map<string, unknown> };

const entries = new Map<string, Entry>();
const changed = new WeakSet<Tx>();
const maxTenants = 10_000;

/** Marks `tx` as changing the tenant's configuration: from now on it reads its own, uncached. */
export function configWritten(tx: Tx): void {
  changed.add(tx);
}

/** `load()` once per tenant and config_version; a request without a known version loads it every time. */
export async function tenantConfig<T>(ctx: Ctx, name: string, load: () => Promise<T>): Promise<T> {
  const version = ctx.principal?.tenantId === ctx.tenantId ? ctx.principal?.configVersion : undefined;
  if (version === undefined || !ctx.tenantId || changed.has(ctx.tx)) return load();
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
