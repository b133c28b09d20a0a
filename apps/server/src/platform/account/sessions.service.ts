import type { SessionList } from '@wb/contract/account-security';
import { appendAudit } from '@/platform/audit/audit';
import { isIdle } from '@/platform/auth/idle-timeout';
import { notFound } from '@/platform/errors';
import type { AccountCtx } from './account-context';
import { selectAccountUser } from './account.queries';
import { deviceLabel } from './device-label';
import { selectOpenSessions, updateOtherSessionsRevoked, updateOwnSessionRevoked } from './sessions.queries';

/** The person's active sessions, most recently active first, the current one marked. */
export async function findSessions(ctx: AccountCtx): Promise<SessionList> {
  const now = new Date();
  const user = await selectAccountUser(ctx.tx, ctx.principal.userId);
  const timeout = user?.sessionTimeoutMinutes ?? 0;
  const rows = await selectOpenSessions(ctx.tx, ctx.principal.userId, now);
  return {
    items: rows
      .filter((row) => row.id === ctx.principal.sessionId || !isIdle(row.lastActiveAt, timeout, now))
      .map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        userAgent: row.userAgent,
        ipAddress: row.ip,
        lastActive: row.lastActiveAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        current: row.id === ctx.principal.sessionId,
      })),
  };
}

/** Ends one of the person's sessions; its next call is refused. Someone else's answers 404. */
export async function deleteSession(ctx: AccountCtx, sessionId: string): Promise<{ ok: true }> {
  const ended = await updateOwnSessionRevoked(ctx.tx, ctx.principal.userId, sessionId, 'revoked_by_user', new Date());
  if (!ended) throw notFound('session');
  await appendAudit(ctx.tx, {
    tenantId: ctx.tenantId,
    actorUserId: ctx.principal.userId,
    action: 'auth.session_revoked',
    target: sessionId,
    ip: ctx.ip,
    details: { current: sessionId === ctx.principal.sessionId },
  });
  return { ok: true };
}

/** "Log out from all other devices": every session but this one ends. */
export async function deleteOtherSessions(ctx: AccountCtx): Promise<{ ok: true; endedSessions: number }> {
  const ended = await updateOtherSessionsRevoked(ctx.tx, ctx.principal.userId, ctx.principal.sessionId, 'logout_all', new Date());
  await appendAudit(ctx.tx, {
    tenantId: ctx.tenantId,
    actorUserId: ctx.principal.userId,
    action: 'auth.logout_all',
    target: ctx.principal.sessionId,
    ip: ctx.ip,
    details: { endedSessions: ended },
  });
  return { ok: true, endedSessions: ended };
}
