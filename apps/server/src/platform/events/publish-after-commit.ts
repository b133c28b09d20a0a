import { afterCommit, type Tx } from '@/db/transaction';
import { eventHub, type ServerEvent } from './event-hub';

/**
 * Tells one user's open browsers about a change, once the transaction `tx` has committed (and
 * never if it rolls back). The one call modules use for live updates (notifications, payment status).
 */
export function publishAfterCommit(tx: Tx, to: { tenantId: string | null; userId: string }, event: ServerEvent): void {
  afterCommit(tx, () => eventHub.publish(to.tenantId, to.userId, event));
}

/** The same for every user of a tenant with an open stream. */
export function publishToTenantAfterCommit(tx: Tx, tenantId: string, event: ServerEvent): void {
  afterCommit(tx, () => eventHub.publishToTenant(tenantId, event));
}
