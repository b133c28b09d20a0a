import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

/** Whether the user has signed in before at all, and before from this browser (user agent) and IP. */
export async function selectKnownDevice(tx: Tx, userId: string, userAgent: string, ip: string) {
  const row = await tx
    .selectFrom('authSession')
    .select([
      sql<boolean>`count(*) > 0`.as('anySession'),
      sql<boolean>`coalesce(bool_or(user_agent = ${userAgent} and ip = ${ip}), false)`.as('sameDevice'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}
