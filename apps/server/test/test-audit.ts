import { sql } from 'kysely';
import { type Db, inTransaction, type Tx } from '@/db/transaction';

/** A demo tenant's id, read as the owner (tenant is a global table). */
export async function selectTenantId(db: Db, name: string): Promise<string> {
  const row = await db.selectFrom('tenant').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** A tenant's audit events in chain order, read the way the app reads them: as wb_app, scoped to the tenant. */
export function selectAuditEvents(db: Db, tenantId: string) {
  return inTransaction(db, { tenantId }, (tx) =>
    tx.selectFrom('auditEvent').selectAll().where('tenantId', '=', tenantId).orderBy('seq').execute(),
  );
}

/**
 * Changes the trail as its owner would (what an attacker with the database would do), with the
 * append-only trigger switched off for the moment: on every shard on Citus, which alters a
 * distributed table's triggers only with citus.enable_unsafe_triggers on (an unused setting elsewhere).
 */
export function tamperAuditTrail(db: Db, change: (tx: Tx) => Promise<unknown>): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await sql`set local citus.enable_unsafe_triggers = on`.execute(tx);
    await sql`alter table audit_event disable trigger audit_event_no_change`.execute(tx);
    await change(tx);
    await sql`alter table audit_event enable trigger audit_event_no_change`.execute(tx);
  });
}
