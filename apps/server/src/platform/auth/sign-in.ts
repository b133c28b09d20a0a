import type { SessionUser } from '@wb/contract/auth';
import type { PermissionMatrix, UserRole } from '@wb/contract/roles';
import type { Config } from '@/config';
import type { Db, Tx } from '@/db/transaction';
import { newDeviceMail } from '@/platform/account/account-mail';
import { deviceLabel } from '@/platform/account/device-label';
import { notifyNewDevice } from './new-device-alert';
import { appendAudit } from '@/platform/audit/audit';
import { newId } from '@/platform/ids';
import { queueMail } from '@/platform/mail/mail-outbox';
import { insertRefreshToken, insertSession, type selectOwnMemberships, updateLastLogin } from './auth.queries';
import { clearFailures, emailKey } from './login-throttle';
import { hashToken, newRefreshToken, type TokenSigner } from './tokens';

export type AuthDeps = { db: Db; tokens: TokenSigner; config: Pick<Config, 'appUrl' | 'appSecret'> };
export type ClientMeta = { ip: string; userAgent: string };

type Membership = Awaited<ReturnType<typeof selectOwnMemberships>>[number];
export type Identity = { role: UserRole; membership: Membership | null };

/** A refresh token lives 30 days, and every use starts the 30 days afresh. */
const sessionDays = 30;

/**
 * Who a person is when they sign in: a super admin; else their first active membership of a
 * tenant in good standing; else, with no membership at all, a USER without a company (see
 * docs/accounts.md). Memberships that are all inactive or suspended: null (refused).
 */
export function identityOf(isSuperAdmin: boolean, memberships: Membership[]): Identity | null {
  if (isSuperAdmin) return { role: 'SUPER_ADMIN', membership: null };
  if (memberships.length === 0) return { role: 'USER', membership: null };
  const usable = memberships.find((m) => m.isActive && m.subscriptionStatus !== 'suspended' && m.subscriptionStatus !== 'cancelled');
  return usable ? { role: usable.role, membership: usable } : null;
}

/** The session user the web app keeps; `permissions` is the role's matrix in its tenant (effectivePermissions). */
export function toSessionUser(
  user: { id: string; email: string; firstName: string; lastName: string },
  identity: Identity,
  permissions: PermissionMatrix,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: identity.role,
    tenantId: identity.membership?.tenantId ?? null,
    tenantName: identity.membership?.tenantName ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    permissions,
  };
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + sessionDays * 86_400_000);
}

type SignInUser = { id: string; email: string; firstName: string; securityAlerts: boolean; locale: 'nl' | 'en' | 'tr' | 'ar' };

/**
 * Writes a new session for a person whose credentials (and code) were right, in a transaction
 * scoped to `auditTenant`: the session and its first refresh token, the cleared failure count,
 * the last-login time, the audit event, and a security alert when the device is new to them.
 */
export async function openSession(
  tx: Tx,
  input: {
    user: SignInUser;
    identity: Identity;
    auditTenant: string;
    meta: ClientMeta;
    now: Date;
    method: 'password' | 'totp' | 'recovery_code';
    appUrl: string;
  },
): Promise<{ sessionId: string; refreshToken: string }> {
  const { user, identity, meta, now } = input;
  const userAgent = meta.userAgent.slice(0, 500);
  const newDevice = await isNewDevice(tx, user.id, userAgent);
  const refreshToken = newRefreshToken();
  const sessionId = newId();
  await insertSession(tx, { id: sessionId, userId: user.id, userAgent, ip: meta.ip, expiresAt: sessionExpiry(now) });
  await insertRefreshToken(tx, sessionId, hashToken(refreshToken));
  await clearFailures(tx, emailKey(user.email));
  const tenantId = identity.membership?.tenantId;
  if (tenantId) await updateLastLogin(tx, tenantId, user.id, now);
  await appendAudit(tx, {
    tenantId: input.auditTenant,
    actorUserId: user.id,
    action: 'auth.login',
    target: sessionId,
    ip: meta.ip,
    details: { userAgent: meta.userAgent.slice(0, 200), method: input.method, newDevice },
  });
  if (newDevice) {
    const sighting = { device: deviceLabel(userAgent) ?? (userAgent.slice(0, 80) || '?'), ip: meta.ip, at: now };
    if (tenantId) await notifyNewDevice(tx, { tenantId, userId: user.id, ip: meta.ip, device: sighting.device });
    if (user.securityAlerts) await queueMail(tx, input.auditTenant, newDeviceMail(user, sighting, `${input.appUrl}/settings/security`));
  }
  return { sessionId, refreshToken };
}

/** New: the person has signed in before, never from this user agent. The very first sign-in is not "new". */
async function isNewDevice(tx: Tx, userId: string, userAgent: string): Promise<boolean> {
  const seen = await tx
    .selectFrom('authSession')
    .select((eb) => [eb.fn.countAll<string>().as('all'), eb.fn.countAll<string>().filterWhere('userAgent', '=', userAgent).as('same')])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(seen.all) > 0 && Number(seen.same) === 0;
}

export async function signAccess(tokens: TokenSigner, user: { id: string }, sessionId: string, identity: Identity): Promise<string> {
  return tokens.sign({ userId: user.id, sessionId, tenantId: identity.membership?.tenantId ?? null, role: identity.role });
}
