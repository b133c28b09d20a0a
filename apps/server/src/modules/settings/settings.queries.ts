import type { StoredSecrets } from '@/db/schema';
import type { Tx } from '@/db/transaction';

export type SettingRow = { section: string; value: Record<string, unknown>; secrets: StoredSecrets };

export function selectSettingRows(tx: Tx, tenantId: string): Promise<SettingRow[]> {
  return tx.selectFrom('workspaceSetting').select(['section', 'value', 'secrets']).where('tenantId', '=', tenantId).execute();
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
