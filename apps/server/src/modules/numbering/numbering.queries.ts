import { type QueryCreator, sql } from 'kysely';
import type { NumberSeries } from '@wb/domain/document-number';
import type { Database } from '@/db/schema';
import type { Tx } from '@/db/transaction';

/**
 * Moves a series' counter to its next value: one past the last, but never below `start`;
 * returning `lastValue`. The row stays locked until the transaction ends, so concurrent callers
 * wait, and a rollback gives the number back (no gaps, no duplicates). A statement of its own, or
 * a part of a larger one (numberOrderRow).
 */
export function counterNext(db: QueryCreator<Database>, tenantId: string, series: NumberSeries, start: bigint) {
  return db
    .insertInto('numberCounter')
    .values({ tenantId, series, lastValue: start.toString() })
    .onConflict((oc) =>
      oc.columns(['tenantId', 'series']).doUpdateSet({
        lastValue: sql`greatest(number_counter.last_value + 1, excluded.last_value)`,
        updatedAt: new Date(),
      }),
    )
    .returning('lastValue');
}

/** Takes the next counter value of a series in the caller's transaction (see counterNext). */
export async function updateCounterNext(tx: Tx, tenantId: string, series: NumberSeries, start: bigint): Promise<bigint> {
  const row = await counterNext(tx, tenantId, series, start).executeTakeFirstOrThrow();
  return BigInt(row.lastValue);
}

export async function selectCounters(tx: Tx, tenantId: string): Promise<Map<NumberSeries, bigint>> {
  const rows = await tx.selectFrom('numberCounter').select(['series', 'lastValue']).where('tenantId', '=', tenantId).execute();
  return new Map(rows.map((row) => [row.series, BigInt(row.lastValue)]));
}
