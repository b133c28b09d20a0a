import { asPlatformReader } from '@/db/platform-reader';
import { platformTenantId, setScopeTenant, type Tx } from '@/db/transaction';
import type { Ctx } from '@/platform/context';
import { appendAudit } from '@/platform/audit/audit';
import {
  deleteIdentities,
  deleteTenantRow,
  deleteTenantRows,
  revokeSessionsOf,
  selectMemberIds,
  selectUsersWithMembership,
} from './tenants.queries';

/** Ends every session of a tenant's members (suspended, cancelled or erased). */
export async function endMemberSessions(tx: Tx, tenantId: string, reason: string): Promise<void> {
  const ids = (await selectMemberIds(tx, tenantId)).map((row) => row.userId);
  if (ids.length) await revokeSessionsOf(tx, ids, reason, new Date());
}

/**
 * Erases a tenant: its rows in every registered tenant table, the sign-in identities of people
 * who belonged to it alone, and the tenant itself. The audit trail is kept (append-only); the
 * erasure is its last event, and is also recorded in the platform's own chain.
 */
export async function eraseTenant(ctx: Ctx, tenantId: string, name: string): Promise<void> {
  const tx = ctx.tx;
  const memberIds = (await selectMemberIds(tx, tenantId)).map((row) => row.userId);
  // Who also belongs elsewhere keeps their identity. Read before anything is written: the platform
  // reader may not read what this transaction wrote on Citus (db/platform-reader.ts).
  const elsewhere = memberIds.length
    ? new Set((await asPlatformReader(tx, (reader) => selectUsersWithMembership(reader, memberIds, tenantId))).map((r) => r.userId))
    : new Set<string>();
  await endMemberSessions(tx, tenantId, 'tenant_erased');
  await deleteTenantRows(tx, tenantId);
  const orphans = memberIds.filter((id) => !elsewhere.has(id));
  if (orphans.length) await deleteIdentities(tx, orphans);
  await deleteTenantRow(tx, tenantId);
  const event = { actorUserId: ctx.principal?.userId ?? null, action: 'tenant.erased', target: tenantId, ip: ctx.ip };
  await appendAudit(tx, { ...event, tenantId, details: { name, users: memberIds.length } });
  await setScopeTenant(tx, platformTenantId);
  await appendAudit(tx, { ...event, tenantId: platformTenantId, details: { tenantId, name, users: memberIds.length } });
}
