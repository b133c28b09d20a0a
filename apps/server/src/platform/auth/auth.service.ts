import type { LoginInput, LoginResponse, SessionUser } from '@wb/contract/auth';
import { permissionsOf, type UserRole } from '@wb/contract/roles';
import { type Db, inTransaction, platformTenantId, setScopeTenant, setScopeUser } from '@/db/transaction';
import type { Ctx } from '@/platform/context';
import { appendAudit } from '@/platform/audit/audit';
import { AppError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import {
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  extendSession,
  revokeSession,
  selectOwnMemberships,
  selectRefreshToken,
  selectUserByEmail,
  selectUserById,
  updateLastLogin,
} from './auth.queries';
import { alertOnNewDevice } from './new-device-alert';
import { clearFailures, emailKey, fullLockMinutes, ipKey, recordFailure, selectActiveLock, throttlePolicy } from './login-throttle';
import { verifyPassword } from './passwords';
import { hashToken, newRefreshToken, type TokenSigner } from './tokens';

export type AuthDeps = { db: Db; tokens: TokenSigner };
export type ClientMeta = { ip: string; userAgent: string };

/** A refresh token lives 30 days, and every use starts the 30 days afresh. */
const sessionDays = 30;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid credentials');
const accountDisabled = () => new AppError('ACCOUNT_DISABLED', 'Your account has been disabled. Contact your administrator.');

type Membership = Awaited<ReturnType<typeof selectOwnMemberships>>[number];
type Identity = { role: UserRole; membership: Membership | null };

/**
 * Signs a user in. An unknown e-mail and a wrong password get the same answer after the
 * same work; failures are counted per e-mail and per IP, and each is an audit event.
 */
export async function login(deps: AuthDeps, input: LoginInput, meta: ClientMeta): Promise<LoginResponse> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  const keys = [emailKey(email), ipKey(meta.ip)];

  const found = await inTransaction(deps.db, { tenantId: null }, async (tx) => {
    const lockedUntil = await selectActiveLock(tx, keys, now);
    const user = await selectUserByEmail(tx, email);
    if (!user) return { lockedUntil, user, memberships: [] };
    await setScopeUser(tx, user.id);
    return { lockedUntil, user, memberships: await selectOwnMemberships(tx, user.id) };
  });
  if (found.lockedUntil) throw tooManyAttempts(found.lockedUntil, now);

  // The hash is checked outside any transaction: PGlite has one connection to share.
  const passwordOk = await verifyPassword(found.user?.passwordHash ?? null, input.password);
  const firstMembership = found.memberships[0] ?? null;
  const auditTenant = firstMembership?.tenantId ?? platformTenantId;

  if (!found.user || !passwordOk) {
    await inTransaction(deps.db, { tenantId: auditTenant }, async (tx) => {
      await recordFailure(tx, emailKey(email), throttlePolicy.accountFailures, now);
      await recordFailure(tx, ipKey(meta.ip), throttlePolicy.ipFailures, now, fullLockMinutes);
      await appendAudit(tx, {
        tenantId: auditTenant,
        actorUserId: found.user?.id ?? null,
        action: 'auth.login_failed',
        target: email,
        ip: meta.ip,
        details: { reason: found.user ? 'wrong_password' : 'unknown_email' },
      });
    });
    throw invalidCredentials();
  }

  const user = found.user;
  const identity = identityOf(user.isSuperAdmin, found.memberships);
  if (!identity) {
    await inTransaction(deps.db, { tenantId: auditTenant }, (tx) =>
      appendAudit(tx, {
        tenantId: auditTenant,
        actorUserId: user.id,
        action: 'auth.login_refused',
        ip: meta.ip,
        details: { reason: 'disabled' },
      }),
    );
    throw accountDisabled();
  }

  const tenantId = identity.membership?.tenantId ?? null;
  const refreshToken = newRefreshToken();
  const sessionId = newId();
  await inTransaction(deps.db, { tenantId: tenantId ?? platformTenantId }, async (tx) => {
    if (tenantId) await alertOnNewDevice(tx, { tenantId, userId: user.id, ...meta });
    await insertSession(tx, {
      id: sessionId,
      userId: user.id,
      userAgent: meta.userAgent.slice(0, 500),
      ip: meta.ip,
      expiresAt: sessionExpiry(now),
    });
    await insertRefreshToken(tx, sessionId, hashToken(refreshToken));
    await clearFailures(tx, emailKey(email));
    if (tenantId) await updateLastLogin(tx, tenantId, user.id, now);
    await appendAudit(tx, {
      tenantId: tenantId ?? platformTenantId,
      actorUserId: user.id,
      action: 'auth.login',
      target: sessionId,
      ip: meta.ip,
      details: { userAgent: meta.userAgent.slice(0, 200) },
    });
  });

  const sessionUser = toSessionUser(user, identity);
  const accessToken = await deps.tokens.sign({ userId: user.id, sessionId, tenantId, role: identity.role });
  return { access_token: accessToken, refreshToken, expiresIn: deps.tokens.ttlSeconds, user: sessionUser };
}

/**
 * Rotates a refresh token (RFC 9700 §4.14.2). A token that was already used revokes the
 * whole session (its family), since someone else may hold a copy.
 */
export async function refresh(deps: AuthDeps, token: string, meta: ClientMeta): Promise<LoginResponse> {
  const now = new Date();
  const tokenHash = hashToken(token);
  const outcome = await inTransaction(deps.db, { tenantId: null }, async (tx) => {
    const row = await selectRefreshToken(tx, tokenHash);
    if (!row) return { kind: 'unknown' as const };
    if (row.revokedAt || row.expiresAt <= now) return { kind: 'ended' as const };
    const user = await selectUserById(tx, row.userId);
    await setScopeUser(tx, row.userId);
    const memberships = await selectOwnMemberships(tx, row.userId);
    const identity = user ? identityOf(user.isSuperAdmin, memberships) : null;
    const auditTenant = memberships[0]?.tenantId ?? platformTenantId;
    await setScopeTenant(tx, auditTenant);

    const fresh = !row.usedAt && (await markRefreshTokenUsed(tx, tokenHash, now));
    if (!fresh) {
      await revokeSession(tx, row.sessionId, 'refresh_token_reuse', now);
      await appendAudit(tx, {
        tenantId: auditTenant,
        actorUserId: row.userId,
        action: 'auth.refresh_reuse',
        target: row.sessionId,
        ip: meta.ip,
      });
      return { kind: 'reused' as const };
    }
    if (!user || !identity) {
      await revokeSession(tx, row.sessionId, 'account_disabled', now);
      return { kind: 'disabled' as const };
    }
    const next = newRefreshToken();
    await insertRefreshToken(tx, row.sessionId, hashToken(next));
    await extendSession(tx, row.sessionId, now, sessionExpiry(now));
    return { kind: 'rotated' as const, next, user, identity, sessionId: row.sessionId };
  });

  switch (outcome.kind) {
    case 'unknown':
      throw new AppError('INVALID_TOKEN', 'Invalid refresh token');
    case 'ended':
      throw new AppError('SESSION_REVOKED', 'Your session has ended. Please sign in again.');
    case 'reused':
      throw new AppError('SESSION_REVOKED', 'This sign-in was ended because its refresh token was used twice.');
    case 'disabled':
      throw accountDisabled();
  }
  const { user, identity, sessionId, next } = outcome;
  const tenantId = identity.membership?.tenantId ?? null;
  const accessToken = await deps.tokens.sign({ userId: user.id, sessionId, tenantId, role: identity.role });
  return { access_token: accessToken, refreshToken: next, expiresIn: deps.tokens.ttlSeconds, user: toSessionUser(user, identity) };
}

/** Ends the session behind an access or refresh token; a token that no longer works is ignored. */
export async function logout(deps: AuthDeps, who: { sessionId?: string; refreshToken?: string }, meta: ClientMeta): Promise<void> {
  const now = new Date();
  await inTransaction(deps.db, { tenantId: null }, async (tx) => {
    const sessionId =
      who.sessionId ?? (who.refreshToken ? (await selectRefreshToken(tx, hashToken(who.refreshToken)))?.sessionId : undefined);
    if (!sessionId) return;
    const session = await tx.selectFrom('authSession').select(['userId', 'revokedAt']).where('id', '=', sessionId).executeTakeFirst();
    if (!session || session.revokedAt) return;
    await revokeSession(tx, sessionId, 'logout', now);
    await setScopeUser(tx, session.userId);
    const auditTenant = (await selectOwnMemberships(tx, session.userId))[0]?.tenantId ?? platformTenantId;
    await setScopeTenant(tx, auditTenant);
    await appendAudit(tx, { tenantId: auditTenant, actorUserId: session.userId, action: 'auth.logout', target: sessionId, ip: meta.ip });
  });
}

/** The signed-in user as the web app shows them. */
export async function getCurrentUser(ctx: Ctx): Promise<SessionUser> {
  if (!ctx.principal) throw new AppError('UNAUTHENTICATED', 'Sign-in required');
  const { userId, tenantId, role } = ctx.principal;
  const tx = ctx.tx;
  const user = await selectUserById(tx, userId);
  if (!user) throw new AppError('SESSION_REVOKED', 'Your session has ended. Please sign in again.');
  const tenant = tenantId ? await tx.selectFrom('tenant').select('name').where('id', '=', tenantId).executeTakeFirst() : undefined;
  return {
    id: user.id,
    email: user.email,
    role,
    tenantId,
    tenantName: tenant?.name ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    permissions: permissionsOf(role),
  };
}

function identityOf(isSuperAdmin: boolean, memberships: Membership[]): Identity | null {
  if (isSuperAdmin) return { role: 'SUPER_ADMIN', membership: null };
  const usable = memberships.find((m) => m.isActive && m.subscriptionStatus !== 'suspended' && m.subscriptionStatus !== 'cancelled');
  return usable ? { role: usable.role, membership: usable } : null;
}

function toSessionUser(user: { id: string; email: string; firstName: string; lastName: string }, identity: Identity): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: identity.role,
    tenantId: identity.membership?.tenantId ?? null,
    tenantName: identity.membership?.tenantName ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    permissions: permissionsOf(identity.role),
  };
}

function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + sessionDays * 86_400_000);
}

function tooManyAttempts(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(Math.ceil((until.getTime() - now.getTime()) / 1000)) },
  );
}
