import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';
import { emailKey } from '@/platform/auth/login-throttle';

type Row = Record<string, unknown>;

/** A member of the tenant with their profile, or undefined (another tenant's user answers nothing). */
export function selectMemberProfile(tx: Tx, tenantId: string, userId: string) {
  return tx
    .selectFrom('tenantUser as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['m.userId', 'm.role', 'm.isActive', 'u.email', 'u.isSuperAdmin'])
    .where('m.tenantId', '=', tenantId)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}

/** Everything the tenant holds about one of its users, one table each (secrets and hashes left out). */
export async function selectUserTables(tx: Tx, tenantId: string, userId: string, email: string): Promise<Record<string, Row[]>> {
  const profile = await tx
    .selectFrom('appUser')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'phone',
      'locale',
      'createdAt',
      'updatedAt',
      'emailVerifiedAt',
      'mfaEnabledAt',
      'passwordChangedAt',
      'notifyEmail',
      'notifyPush',
      'securityAlerts',
      'sessionTimeoutMinutes',
    ])
    .where('id', '=', userId)
    .execute();
  const memberships = await tx
    .selectFrom('tenantUser')
    .select([
      'tenantId',
      'userId',
      'role',
      'isActive',
      'department',
      'position',
      'hireDate',
      'salary',
      'managerUserId',
      'lastLoginAt',
      'createdAt',
    ])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
  const sessions = await tx
    .selectFrom('authSession')
    .select(['id', 'createdAt', 'lastActiveAt', 'expiresAt', 'revokedAt', 'revokedReason', 'ip', 'userAgent'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const devices = await tx
    .selectFrom('deviceCheck')
    .select(['id', 'deviceId', 'deviceName', 'userAgent', 'checkedAt', 'checkedByEmail', 'results'])
    .where('tenantId', '=', tenantId)
    .where('checkedBy', '=', userId)
    .orderBy('checkedAt')
    .execute();
  const notifications = await tx
    .selectFrom('notification')
    .select(['id', 'type', 'code', 'title', 'message', 'params', 'link', 'isRead', 'readAt', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const conversations = await tx
    .selectFrom('aiConversation')
    .select(['id', 'title', 'createdAt', 'updatedAt'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
  const messages = await tx
    .selectFrom('aiMessage')
    .select(['id', 'conversationId', 'role', 'content', 'language', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const audit = await auditEventsAbout(tx, tenantId, userId, email)
    .select(['seq', 'occurredAt', 'actorUserId', 'action', 'target', 'ip', 'details'])
    .orderBy('seq')
    .execute();
  return {
    profile: profile as Row[],
    memberships: memberships as Row[],
    sessions: sessions as Row[],
    device_checks: devices as Row[],
    notifications: notifications as Row[],
    assistant_conversations: conversations as Row[],
    assistant_messages: messages as Row[],
    audit_events: audit as Row[],
  };
}

/** The tenant's audit events by the user or about them (by id or e-mail). */
function auditEventsAbout(tx: Tx, tenantId: string, userId: string, email: string) {
  return tx
    .selectFrom('auditEvent')
    .where('tenantId', '=', tenantId)
    .where((eb) => eb.or([eb('actorUserId', '=', userId), eb('target', '=', userId), eb('target', '=', email)]));
}

export async function countAuditEventsAbout(tx: Tx, tenantId: string, userId: string, email: string): Promise<number> {
  const row = await auditEventsAbout(tx, tenantId, userId, email)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** This tenant's data about the user: notifications, assistant chats, the e-mail on device checks. */
export async function eraseUserTenantData(tx: Tx, tenantId: string, userId: string, email: string): Promise<void> {
  await tx.deleteFrom('notification').where('tenantId', '=', tenantId).where('userId', '=', userId).execute();
  await forgetEmailInThreats(tx, tenantId, userId, email);
  await tx.deleteFrom('aiMessage').where('tenantId', '=', tenantId).where('userId', '=', userId).execute();
  await tx.deleteFrom('aiConversation').where('tenantId', '=', tenantId).where('userId', '=', userId).execute();
  await tx
    .updateTable('deviceCheck')
    .set({ checkedByEmail: '', userAgent: '' })
    .where('tenantId', '=', tenantId)
    .where('checkedBy', '=', userId)
    .execute();
}

/**
 * The person's sign-in identity anonymised in place (the id stays, so that documents and the audit
 * chain keep referring to it, pseudonymously), and everything that let them sign in removed.
 */
export async function anonymiseAppUser(tx: Tx, userId: string, email: string): Promise<void> {
  await tx
    .updateTable('appUser')
    .set({
      email: `erased-${userId}@erased.invalid`,
      firstName: '',
      lastName: '',
      phone: null,
      pendingEmail: null,
      passwordHash: null,
      passwordChangedAt: null,
      emailVerifiedAt: null,
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaEnabledAt: null,
      mfaLastTimeStep: null,
      notifyEmail: false,
      notifyPush: false,
      securityAlerts: false,
      updatedAt: new Date(),
    })
    .where('id', '=', userId)
    .where('isSuperAdmin', '=', false)
    .execute();
  await tx.deleteFrom('authSession').where('userId', '=', userId).execute();
  await tx.deleteFrom('userToken').where('userId', '=', userId).execute();
  await tx.deleteFrom('userAvatar').where('userId', '=', userId).execute();
  await tx.deleteFrom('mfaRecoveryCode').where('userId', '=', userId).execute();
  await tx.deleteFrom('mfaChallenge').where('userId', '=', userId).execute();
  await tx.deleteFrom('loginThrottle').where('key', '=', emailKey(email)).execute();
}

export function insertErasure(
  tx: Tx,
  tenantId: string,
  row: { id: string; subjectKind: 'account' | 'user'; subjectId: string; erasedBy: string | null; retainedUntil: string | null },
) {
  return tx
    .insertInto('gdprErasure')
    .values({ tenantId, ...row, completedAt: row.retainedUntil ? null : new Date() })
    .execute();
}

/**
 * The security threats that name the person by e-mail (their subject, their details) and what the
 * admins were told of them (the notification's text and values) name them by their user id
 * instead, the pseudonym the audit chain keeps: the page shows an erased person as erased.
 * A value is replaced whole (a JSON string equal to the address), text where it holds the address.
 */
async function forgetEmailInThreats(tx: Tx, tenantId: string, userId: string, email: string): Promise<void> {
  const quoted = JSON.stringify(email);
  const id = JSON.stringify(userId);
  await sql`
    update security_threat set subject = case when subject = ${email} then ${userId} else subject end,
      details = replace(details::text, ${quoted}, ${id})::jsonb
    where tenant_id = ${tenantId} and (subject = ${email} or strpos(details::text, ${quoted}) > 0)`.execute(tx);
  await sql`
    update notification set message = replace(message, ${email}, ${userId}), title = replace(title, ${email}, ${userId}),
      params = replace(params::text, ${quoted}, ${id})::jsonb
    where tenant_id = ${tenantId} and code = 'security.threat'
      and (strpos(message, ${email}) > 0 or strpos(title, ${email}) > 0 or strpos(params::text, ${quoted}) > 0)`.execute(tx);
}
