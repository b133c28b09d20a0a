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

export async function selectCounters(tx: Tx, tenantId: string): Promise<Map<NumberSeries, bigint>> {
  const rows = await tx.selectFrom('numberCounter').select(['series', 'lastValue']).where('tenantId', '=', tenantId).execute();
  return new Map(rows.map((row) => [row.series, BigInt(row.lastValue)]));
}
