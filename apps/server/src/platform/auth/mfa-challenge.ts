import type { LoginResponse, MfaChallenge, MfaLoginInput } from '@wb/contract/auth';
import { type Db, inTransaction, platformTenantId, setScopeUser } from '@/db/transaction';
import { createSecretBox } from '@/platform/crypto/secret-box';
import { appendAudit } from '@/platform/audit/audit';
import { AppError, fieldError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { selectOwnMemberships } from './auth.queries';
import { emailKey, ipKey, selectActiveLock, tooManyAttempts } from './login-throttle';
import { insertMfaChallenge, selectMfaChallenge, updateMfaChallengeConsumed, updateMfaChallengeFailure } from './mfa-challenge.queries';
import { checkSecondFactor, claimSecondFactor } from './second-factor';
import { recordSignInFailure } from './sign-in-failure';
import { effectivePermissions } from './role-permissions';
import { type AuthDeps, type ClientMeta, identityOf, openSession, signAccess, toSessionUser } from './sign-in';
import { hashToken, newRefreshToken } from './tokens';

/** A second step must follow within 5 minutes, with at most 5 wrong codes. */
export const mfaChallengePolicy = { ttlSeconds: 300, maxAttempts: 5 } as const;

const attemptEnded = () => new AppError('INVALID_TOKEN', 'auth.attemptEnded');

/** After the right password of a user with two-factor: a short-lived token for the second step. */
export async function startMfaChallenge(db: Db, userId: string, meta: ClientMeta, now: Date): Promise<MfaChallenge> {
  const token = newRefreshToken();
  await inTransaction(db, { tenantId: null }, (tx) =>
    insertMfaChallenge(tx, {
      id: newId(),
      tokenHash: hashToken(token),
      userId,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 500),
      expiresAt: new Date(now.getTime() + mfaChallengePolicy.ttlSeconds * 1000),
    }),
  );
  return { mfaRequired: true, mfaToken: token, expiresIn: mfaChallengePolicy.ttlSeconds };
}

/**
 * The second step: a code from the authenticator app (current or previous time step, never
 * one used before) or an unused recovery code. A wrong code counts against the attempt and
 * against the account's back-off; the fifth ends the attempt.
 */
export async function completeMfaLogin(deps: AuthDeps, input: MfaLoginInput, meta: ClientMeta): Promise<LoginResponse> {
  const now = new Date();
  const found = await inTransaction(deps.db, { tenantId: null }, async (tx) => {
    const challenge = await selectMfaChallenge(tx, hashToken(input.mfaToken));
    if (!challenge) return null;
    const lockedUntil = await selectActiveLock(tx, [emailKey(challenge.email), ipKey(meta.ip)], now);
    await setScopeUser(tx, challenge.userId);
    return { challenge, lockedUntil, memberships: await selectOwnMemberships(tx, challenge.userId) };
  });
  const challenge = found?.challenge;
  if (!found || !challenge || challenge.consumedAt || challenge.expiresAt <= now || challenge.attempts >= mfaChallengePolicy.maxAttempts) {
    throw attemptEnded();
  }
  if (found.lockedUntil) throw tooManyAttempts(found.lockedUntil, now);

  const factor = await checkSecondFactor(createSecretBox(deps.config.appSecret), challenge, input, now.getTime());
  const identity = identityOf(challenge.isSuperAdmin, found.memberships);
  const auditTenant = identity?.membership?.tenantId ?? found.memberships[0]?.tenantId ?? platformTenantId;
  const user = { ...challenge, id: challenge.userId };

  const outcome = await inTransaction(deps.db, { tenantId: auditTenant }, async (tx) => {
    if (await claimSecondFactor(tx, user.id, factor, now)) {
      if (!identity) return { kind: 'disabled' as const };
      if (!(await updateMfaChallengeConsumed(tx, challenge.id, now))) return { kind: 'ended' as const };
      const method = factor?.kind ?? 'totp';
      const opened = await openSession(tx, { user, identity, auditTenant, meta, now, method, appUrl: deps.config.appUrl });
      return { kind: 'ok' as const, identity, ...opened };
    }
    const attempts = await updateMfaChallengeFailure(tx, challenge.id, mfaChallengePolicy.maxAttempts);
    await recordSignInFailure(tx, { auditTenant, userId: user.id, email: user.email, subject: user.id, ip: meta.ip }, now);
    const exhausted = attempts === null || attempts >= mfaChallengePolicy.maxAttempts;
    if (exhausted) await updateMfaChallengeConsumed(tx, challenge.id, now);
    await appendAudit(tx, {
      tenantId: auditTenant,
      actorUserId: user.id,
      action: exhausted ? 'auth.mfa_lockout' : 'auth.mfa_failed',
      target: challenge.id,
      ip: meta.ip,
      details: { method: input.recoveryCode ? 'recovery_code' : 'totp', reason: factor ? 'replayed_or_used' : 'wrong_code', attempts },
    });
    return { kind: exhausted ? ('exhausted' as const) : ('wrong' as const) };
  });

  switch (outcome.kind) {
    case 'ended':
      throw attemptEnded();
    case 'exhausted':
      throw new AppError('INVALID_TOKEN', 'auth.tooManyCodes');
    case 'disabled':
      throw new AppError('ACCOUNT_DISABLED', 'auth.accountDisabled');
    case 'wrong': {
      const path = input.recoveryCode ? 'recoveryCode' : 'totpCode';
      throw fieldError('INVALID_MFA_CODE', path, 'auth.invalidCode');
    }
  }
  const accessToken = await signAccess(deps.tokens, user, outcome.sessionId, outcome.identity);
  return {
    access_token: accessToken,
    refreshToken: outcome.refreshToken,
    expiresIn: deps.tokens.ttlSeconds,
    user: toSessionUser(
      user,
      outcome.identity,
      await effectivePermissions(deps.db, outcome.identity.membership?.tenantId ?? null, outcome.identity.role),
    ),
  };
}
