import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';
import { AppError } from '@/platform/errors';

/**
 * Failed sign-ins are counted per e-mail (known or not) and per IP address. Five failures
 * for one e-mail lock it with a back-off of 1, 2, 4, 8, then 15 minutes; thirty from one IP
 * lock that IP for 15 minutes. A success clears the e-mail's count.
 */
export const throttlePolicy = {
  windowMinutes: 15,
  accountFailures: 5,
  ipFailures: 30,
  maxLockMinutes: 15,
} as const;

export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** The latest lock among the keys that is still in force, if any. */
export async function selectActiveLock(tx: Tx, keys: string[], now: Date): Promise<Date | null> {
  const rows = await tx.selectFrom('loginThrottle').select('lockedUntil').where('key', 'in', keys).execute();
  const locks = rows.map((row) => row.lockedUntil).filter((until): until is Date => !!until && until > now);
  return locks.length ? new Date(Math.max(...locks.map((until) => until.getTime()))) : null;
}

/** An e-mail's lock grows with each failure past the threshold: 1, 2, 4, 8, then 15 minutes. */
export const backOffMinutes = (failuresOver: number) => Math.min(throttlePolicy.maxLockMinutes, 2 ** failuresOver);
/** An address is locked for the full 15 minutes at once. */
export const fullLockMinutes = () => throttlePolicy.maxLockMinutes;

/** Counts one failure for `key`; answers whether it locked the key. */
export async function recordFailure(
  tx: Tx,
  key: string,
  threshold: number,
  now: Date,
  lockMinutes: (failuresOver: number) => number = backOffMinutes,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - throttlePolicy.windowMinutes * 60_000);
  // A window that has passed, with no lock in force, starts counting afresh.
  const staleWindow = sql`login_throttle.window_started_at < ${windowStart} and (login_throttle.locked_until is null or login_throttle.locked_until < ${now})`;
  const row = await tx
    .insertInto('loginThrottle')
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`case when ${staleWindow} then 1 else login_throttle.failures + 1 end`,
        windowStartedAt: sql`case when ${staleWindow} then ${now}::timestamptz else login_throttle.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (row.failures >= threshold) {
    const minutes = lockMinutes(row.failures - threshold);
    await tx
      .updateTable('loginThrottle')
      .set({ lockedUntil: new Date(now.getTime() + minutes * 60_000) })
      .where('key', '=', key)
      .execute();
    return true;
  }
  return false;
}

export function clearFailures(tx: Tx, key: string) {
  return tx.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/** The answer while a lock is in force, with Retry-After. */
export function tooManyAttempts(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(
    'RATE_LIMITED',
    minutes === 1 ? 'auth.tooManyAttemptsOne' : 'auth.tooManyAttempts',
    minutes === 1 ? undefined : { minutes },
    {
      headers: { 'retry-after': String(Math.ceil((until.getTime() - now.getTime()) / 1000)) },
    },
  );
}
