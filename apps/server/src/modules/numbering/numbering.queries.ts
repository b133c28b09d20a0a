import { sql } from 'kysely';
import type { NumberSeries } from '@wb/domain/document-number';
import type { Tx } from '@/db/transaction';

/**
 * Takes the next value of a series' counter in the caller's transaction: one past the last, but
 * never below `start`. The row stays locked until the transaction ends, so concurrent callers
 * wait, and a rollback gives the number back (no gaps, no duplicates).
 */
export async function updateCounterNext(tx: Tx, tenantId: string, series: NumberSeries, start: bigint): Promise<bigint> {
  const row = await tx
    .insertInto('numberCounter')
    .values({ tenantId, series, lastValue: start.toString() })
    .onConflict((oc) =>
      oc.columns(['tenantId', 'series']).doUpdateSet({
        lastValue: sql`greatest(number_counter.last_value + 1, excluded.last_value)`,
        updatedAt: new Date(),
      }),
    )
    .returning('lastValue')
    .executeTakeFirstOrThrow();
  return BigInt(row.lastValue);
}

/**
 * Takes `count` consecutive values of a series at once (a CSV import's new rows): the counter moves
 * by `count`, never below `start + count - 1`; answers the last of them.
 */
export async function updateCounterNextBy(tx: Tx, tenantId: string, series: NumberSeries, start: bigint, count: number): Promise<bigint> {
  const row = await tx
    .insertInto('numberCounter')
    .values({ tenantId, series, lastValue: (start + BigInt(count) - 1n).toString() })
    .onConflict((oc) =>
      oc.columns(['tenantId', 'series']).doUpdateSet({
        lastValue: sql`greatest(number_counter.last_value + ${count}, excluded.last_value)`,
        updatedAt: new Date(),
      }),
    )
    .returning('lastValue')
    .executeTakeFirstOrThrow();
  return BigInt(row.lastValue);
}

export async function selectCounters(tx: Tx, tenantId: string): Promise<Map<NumberSeries, bigint>> {
  const rows = await tx.selectFrom('numberCounter').select(['series', 'lastValue']).where('tenantId', '=', tenantId).execute();
  return new Map(rows.map((row) => [row.series, BigInt(row.lastValue)]));
}
