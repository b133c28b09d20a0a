import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

/** The shared cache (global table kvk_cache): an answer of the register while it is fresh. */
export async function selectCachedAnswer(tx: Tx, key: string): Promise<unknown | undefined> {
  const row = await tx
    .selectFrom('kvkCache')
    .select('body')
    .where('key', '=', key)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.body;
}

// The times of the upserts below are parameters: Citus allows no now() in an upsert's DO UPDATE SET.
export async function upsertCachedAnswer(tx: Tx, key: string, body: unknown, hours: number): Promise<void> {
  const now = new Date();
  await tx
    .insertInto('kvkCache')
    .values({ key, body: JSON.stringify(body), fetchedAt: now, expiresAt: new Date(now.getTime() + hours * 3_600_000) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        body: (eb) => eb.ref('excluded.body'),
        fetchedAt: (eb) => eb.ref('excluded.fetchedAt'),
        expiresAt: (eb) => eb.ref('excluded.expiresAt'),
      }),
    )
    .execute();
}

/** Answers that have been stale for a day go (a few at a time, on a write). */
export async function deleteStaleAnswers(tx: Tx): Promise<void> {
  await sql`delete from kvk_cache where key in (
    select key from kvk_cache where expires_at < now() - interval '1 day' order by expires_at limit 100)`.execute(tx);
}

const thisMonth = sql<string>`date_trunc('month', now() at time zone 'Europe/Amsterdam')::date`;

/** Counts one call to the register, or one answer from the cache, in the tenant's month. */
export async function countUsage(tx: Tx, tenantId: string, what: 'calls' | 'cacheHits'): Promise<void> {
  await tx
    .insertInto('kvkUsage')
    .values({ tenantId, month: thisMonth, calls: what === 'calls' ? 1 : 0, cacheHits: what === 'cacheHits' ? 1 : 0 })
    .onConflict((oc) =>
      oc.columns(['tenantId', 'month']).doUpdateSet((eb) => ({
        [what]: sql<number>`${eb.ref(`kvkUsage.${what}`)} + 1`,
        updatedAt: new Date(),
      })),
    )
    .execute();
}

export async function selectUsage(tx: Tx, tenantId: string): Promise<{ month: string; calls: number; cacheHits: number }> {
  const row = await tx
    .selectFrom('kvkUsage')
    .select(['calls', 'cacheHits'])
    .where('tenantId', '=', tenantId)
    .where('month', '=', thisMonth)
    .executeTakeFirst();
  const month = await sql<{ month: string }>`select to_char(${thisMonth}, 'YYYY-MM') as month`.execute(tx);
  return { month: month.rows[0]?.month ?? '', calls: row?.calls ?? 0, cacheHits: row?.cacheHits ?? 0 };
}

/** The tenant's account that already carries this KVK number (the newest), if any. */
export async function selectAccountIdByKvk(tx: Tx, tenantId: string, kvkNumber: string): Promise<string | null> {
  const row = await tx
    .selectFrom('account')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('kvkNumber', '=', kvkNumber)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
