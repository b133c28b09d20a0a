import type { Tx } from '@/db/transaction';

/** Everything the account pages show and check about a person (a global row). */
export function selectAccountUser(tx: Tx, userId: string) {
  return tx
    .selectFrom('appUser as u')
    .leftJoin('userAvatar as a', 'a.userId', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.pendingEmail',
      'u.passwordHash',
      'u.firstName',
      'u.lastName',
      'u.locale',
      'u.isSuperAdmin',
      'u.emailVerifiedAt',
      'u.notifyEmail',
      'u.notifyPush',
      'u.securityAlerts',
      'u.sessionTimeoutMinutes',
      'u.passwordChangedAt',
      'u.mfaSecret',
      'u.mfaPendingSecret',
      'u.mfaEnabledAt',
      'u.mfaLastTimeStep',
      'a.updatedAt as avatarUpdatedAt',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
export type AccountUser = NonNullable<Awaited<ReturnType<typeof selectAccountUser>>>;

export function selectUserByEmailForAccount(tx: Tx, email: string) {
  return tx
    .selectFrom('appUser')
    .select(['id', 'email', 'firstName', 'locale', 'emailVerifiedAt'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Inserts a person unless the e-mail is taken (answers undefined then, also under a race). */
export async function insertUser(
  tx: Tx,
  user: { id: string; email: string; passwordHash: string; firstName: string; lastName: string; locale: 'nl' | 'en' | 'tr' | 'ar' },
): Promise<string | undefined> {
  const row = await tx
    .insertInto('appUser')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function insertTenant(
  tx: Tx,
  tenant: {
    id: string;
    name: string;
    kvkNumber?: string;
    vatNumber?: string;
    address?: string;
    postalCode?: string;
    city?: string;
    country?: string;
  },
) {
  return tx
    .insertInto('tenant')
    .values({ ...tenant, subscriptionStatus: 'trial' })
    .execute();
}

export function insertTenantAdmin(tx: Tx, tenantId: string, userId: string) {
  return tx.insertInto('tenantUser').values({ tenantId, userId, role: 'TENANT_ADMIN' }).execute();
}

export function selectTenantName(tx: Tx, tenantId: string) {
  return tx.selectFrom('tenant').select('name').where('id', '=', tenantId).executeTakeFirst();
}

/** When the last verification link for a person was made, to space out resends. */
export function selectLastTokenAt(tx: Tx, userId: string, purpose: 'verify_email') {
  return tx
    .selectFrom('userToken')
    .select((eb) => eb.fn.max('createdAt').as('last'))
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}
