import type { Selectable } from 'kysely';
import type { WorkspaceSetting } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { configWritten } from '@/platform/tenant-config';

export type SettingRow = Pick<Selectable<WorkspaceSetting>, 'section' | 'value' | 'secrets'>;

/**
 * The rows read in a transaction, kept for the rest of it: one request often reads several
 * sections (finalising an invoice reads the numbering twice, its PDF the company details), and
 * the rows only change through upsertSettingRow below, which forgets them. Keyed by the
 * transaction, so nothing outlives it or leaks into another one.
 */
const rowsRead = new WeakMap<Tx, Map<string, Promise<SettingRow[]>>>();

export function selectSettingRows(tx: Tx, tenantId: string): Promise<SettingRow[]> {
  const byTenant = rowsRead.get(tx) ?? new Map<string, Promise<SettingRow[]>>();
  rowsRead.set(tx, byTenant);
  let rows = byTenant.get(tenantId);
  if (!rows) {
    rows = tx.selectFrom('workspaceSetting').select(['section', 'value', 'secrets']).where('tenantId', '=', tenantId).execute();
    rows.catch(() => byTenant.delete(tenantId));
    byTenant.set(tenantId, rows);
  }
  return rows;
}

/** One section's row, locked until the transaction ends (saves of a section run one at a time). */
export function selectSettingRowForUpdate(tx: Tx, tenantId: string, section: string): Promise<SettingRow | undefined> {
  return tx
    .selectFrom('workspaceSetting')
    .select(['section', 'value', 'secrets'])
    .where('tenantId', '=', tenantId)
    .where('section', '=', section)
    .forUpdate()
    .executeTakeFirst();
}

export async function upsertSettingRow(tx: Tx, tenantId: string, row: SettingRow & { updatedBy: string | null }): Promise<void> {
  const values = {
    value: JSON.stringify(row.value),
    secrets: JSON.stringify(row.secrets),
    updatedAt: new Date(),
    updatedBy: row.updatedBy,
  };
  rowsRead.delete(tx);
  configWritten(tx);
  await tx
    .insertInto('workspaceSetting')
    .values({ tenantId, section: row.section, ...values })
    .onConflict((oc) => oc.columns(['tenantId', 'section']).doUpdateSet(values))
    .execute();
}

export async function selectTenantName(tx: Tx, tenantId: string): Promise<string | null> {
  const row = await tx.selectFrom('tenant').select('name').where('id', '=', tenantId).executeTakeFirst();
  return row?.name ?? null;
}

export async function selectUserEmail(tx: Tx, userId: string): Promise<string | null> {
  const row = await tx.selectFrom('appUser').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

export function selectTestMail(tx: Tx, tenantId: string, id: string, purpose: string) {
  return tx
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'status', 'lastError'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}
