import type { Tx } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { revokeSession } from './auth.queries';

/** True when a session has had no activity for longer than its owner's session timeout. */
export function isIdle(lastActiveAt: Date, timeoutMinutes: number, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() > timeoutMinutes * 60_000;
}

/** Ends an idle session, as an audit event of the tenant the transaction is scoped to. */
export async function endIdleSession(
  tx: Tx,
  session: { sessionId: string; userId: string; timeoutMinutes: number },
  auditTenant: string,
  ip: string,
  now: Date,
): Promise<void> {
  await revokeSession(tx, session.sessionId, 'idle_timeout', now);
  await appendAudit(tx, {
    tenantId: auditTenant,
    actorUserId: session.userId,
    action: 'auth.session_idle_timeout',
    target: session.sessionId,
    ip,
    details: { timeoutMinutes: session.timeoutMinutes },
  });
}
