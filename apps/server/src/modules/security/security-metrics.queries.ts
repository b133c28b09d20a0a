import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

/** How many events of each action the tenant's trail holds in the period (the company's days). */
export function countActions(tx: Tx, tenantId: string, from: string, to: string) {
  return tx
    .selectFrom('auditEvent')
    .select(['action', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenantId', '=', tenantId)
    .where(sql<boolean>`occurred_at >= (${from}::date)::timestamp at time zone 'Europe/Amsterdam'`)
    .where(sql<boolean>`occurred_at < (${to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`)
    .groupBy('action')
    .execute();
}

/** The period's sign-ins from a device new to the person (auth.login with details.newDevice, sign-in.ts). */
export async function countNewDeviceSignIns(tx: Tx, tenantId: string, from: string, to: string): Promise<number> {
  const row = await tx
    .selectFrom('auditEvent')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('action', '=', 'auth.login')
    .where(sql<boolean>`details->>'newDevice' = 'true'`)
    .where(sql<boolean>`occurred_at >= (${from}::date)::timestamp at time zone 'Europe/Amsterdam'`)
    .where(sql<boolean>`occurred_at < (${to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The tenant's active users and admins, and how many of each have two-factor sign-in on. */
export function countTwoFactor(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenantUser as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select([
      (eb) => eb.fn.countAll<string>().as('users'),
      sql<string>`count(*) filter (where u.mfa_enabled_at is not null)`.as('enabled'),
      sql<string>`count(*) filter (where m.role in ('TENANT_ADMIN', 'admin'))`.as('admins'),
      sql<string>`count(*) filter (where m.role in ('TENANT_ADMIN', 'admin') and u.mfa_enabled_at is not null)`.as('adminsEnabled'),
    ])
    .where('m.tenantId', '=', tenantId)
    .where('m.isActive', '=', true)
    .executeTakeFirstOrThrow();
}
