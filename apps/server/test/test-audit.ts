import { type Db, inTransaction } from '@/db/transaction';

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
