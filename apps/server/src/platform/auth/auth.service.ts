import type { LoginInput, LoginResponse, LoginResult, SessionUser } from '@wb/contract/auth';
import { inTransaction, platformTenantId, setScopeTenant, setScopeUser } from '@/db/transaction';
import type { Ctx } from '@/platform/context';
import { appendAudit } from '@/platform/audit/audit';
import { auditSubject } from '@/platform/audit/audit-subject';
import { AppError } from '@/platform/errors';
import {
  extendSession,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
  selectOwnMemberships,
  selectRefreshToken,
  selectUserByEmail,
  selectUserById,
} from './auth.queries';
import { endIdleSession, isIdle } from './idle-timeout';
import { emailKey, ipKey, selectActiveLock, tooManyAttempts } from './login-throttle';
import { startMfaChallenge } from './mfa-challenge';
import { verifyPassword } from './passwords';
import { effectivePermissions } from './role-permissions';
import { recordSignInFailure } from './sign-in-failure';
import { type AuthDeps, type ClientMeta, identityOf, openSession, sessionExpiry, signAccess, toSessionUser } from './sign-in';
import { hashToken, newRefreshToken } from './tokens';

export type { AuthDeps, ClientMeta } from './sign-in';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
const accountDisabled = () => new AppError('ACCOUNT_DISABLED', 'auth.accountDisabled');
const emailNotVerified = () => new AppError('EMAIL_NOT_VERIFIED', 'auth.emailNotVerified');

/**
 * Signs a user in. An unknown e-mail and a wrong password get the same answer after the
 * same work; failures are counted per e-mail and per IP, and each is an audit event. Only
 * with the right password is an unconfirmed e-mail address told; a user with two-factor gets
 * the second step (mfa-login.ts) instead of a session.
 */
export async function login(deps: AuthDeps, input: LoginInput, meta: ClientMeta): Promise<LoginResult> {
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
  const auditTenant = found.memberships[0]?.tenantId ?? platformTenantId;

  if (!found.user || !passwordOk) {
    await inTransaction(deps.db, { tenantId: auditTenant }, async (tx) => {
      const userId = found.user?.id ?? null;
      const subject = auditSubject(deps.config.appSecret, { userId, email });
      await recordSignInFailure(tx, { auditTenant, userId, email, subject, ip: meta.ip }, now);
      await appendAudit(tx, {
        tenantId: auditTenant,
        actorUserId: userId,
        action: 'auth.login_failed',
        target: subject,
        ip: meta.ip,
        details: { reason: found.user ? 'wrong_password' : 'unknown_email' },
      });
    });
    throw invalidCredentials();
  }

  const user = found.user;
  const identity = identityOf(user.isSuperAdmin, found.memberships);
  const refusal = !user.emailVerifiedAt ? 'email_not_verified' : !identity ? 'disabled' : null;
  if (refusal || !identity) {
    await inTransaction(deps.db, { tenantId: auditTenant }, (tx) =>
      appendAudit(tx, {
        tenantId: auditTenant,
        actorUserId: user.id,
        action: 'auth.login_refused',
        ip: meta.ip,
        details: { reason: refusal },
      }),
    );
    throw refusal === 'email_not_verified' ? emailNotVerified() : accountDisabled();
  }

  if (user.mfaEnabledAt) return startMfaChallenge(deps.db, user.id, meta, now);

  const opened = await inTransaction(deps.db, { tenantId: identity.membership?.tenantId ?? platformTenantId }, (tx) =>
    openSession(tx, {
      user,
      identity,
      auditTenant: identity.membership?.tenantId ?? platformTenantId,
      meta,
      now,
      method: 'password',
      appUrl: deps.config.appUrl,
    }),
  );
  const accessToken = await signAccess(deps.tokens, user, opened.sessionId, identity);
  return {
    access_token: accessToken,
    refreshToken: opened.refreshToken,
    expiresIn: deps.tokens.ttlSeconds,
    user: toSessionUser(user, identity, await effectivePermissions(deps.db, identity.membership?.tenantId ?? null, identity.role)),
  };
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
    if (isIdle(row.lastActiveAt, row.sessionTimeoutMinutes, now)) {
      const session = { sessionId: row.sessionId, userId: row.userId, timeoutMinutes: row.sessionTimeoutMinutes };
      await endIdleSession(tx, session, auditTenant, meta.ip, now);
      return { kind: 'idle' as const };
    }

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
      throw new AppError('INVALID_TOKEN', 'auth.invalidRefreshToken');
    case 'ended':
      throw new AppError('SESSION_REVOKED', 'auth.sessionEnded');
    case 'idle':
      throw new AppError('SESSION_REVOKED', 'auth.sessionIdle');
    case 'reused':
      throw new AppError('SESSION_REVOKED', 'auth.refreshReused');
    case 'disabled':
      throw accountDisabled();
  }
  const { user, identity, sessionId, next } = outcome;
  const accessToken = await signAccess(deps.tokens, user, sessionId, identity);
  const permissions = await effectivePermissions(deps.db, identity.membership?.tenantId ?? null, identity.role);
  return {
    access_token: accessToken,
    refreshToken: next,
    expiresIn: deps.tokens.ttlSeconds,
    user: toSessionUser(user, identity, permissions),
  };
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
  if (!ctx.principal) throw new AppError('UNAUTHENTICATED', 'auth.signInRequired');
  const { userId, tenantId, role, permissions } = ctx.principal;
  const tx = ctx.tx;
  const user = await selectUserById(tx, userId);
  if (!user) throw new AppError('SESSION_REVOKED', 'auth.sessionEnded');
  const tenant = tenantId ? await tx.selectFrom('tenant').select('name').where('id', '=', tenantId).executeTakeFirst() : undefined;
  return {
    id: user.id,
    email: user.email,
    role,
    tenantId,
    tenantName: tenant?.name ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    permissions,
  };
}
