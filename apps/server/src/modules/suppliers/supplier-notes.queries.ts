import type { Tx } from '@/db/transaction';

function noteQuery(tx: Tx, tenantId: string, supplierId: string) {
  return tx
    .selectFrom('supplierNote as n')
    .leftJoin('appUser as u', 'u.id', 'n.createdBy')
    .select(['n.id', 'n.supplierId', 'n.content', 'n.isImportant', 'n.createdAt', 'n.updatedAt', 'u.firstName', 'u.lastName', 'u.email'])
    .where('n.tenantId', '=', tenantId)
    .where('n.supplierId', '=', supplierId);
}

/** Important notes first, then the newest. */
export function selectNotes(tx: Tx, tenantId: string, supplierId: string) {
  return noteQuery(tx, tenantId, supplierId)
    .orderBy('n.isImportant', 'desc')
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

export function selectNote(tx: Tx, tenantId: string, supplierId: string, id: string) {
  return noteQuery(tx, tenantId, supplierId).where('n.id', '=', id).executeTakeFirst();
}

export type NoteRow = NonNullable<Awaited<ReturnType<typeof selectNote>>>;

export async function insertNote(
  tx: Tx,
  tenantId: string,
  row: { id: string; supplierId: string; content: string; isImportant: boolean; createdBy: string | null },
): Promise<void> {
  await tx
    .insertInto('supplierNote')
    .values({ ...row, tenantId })
    .execute();
}

export async function updateNoteRow(
  tx: Tx,
  tenantId: string,
  id: string,
  values: { content?: string; isImportant?: boolean },
): Promise<void> {
  await tx
    .updateTable('supplierNote')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteNoteRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('supplierNote').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}
