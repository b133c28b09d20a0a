import type { Selectable } from 'kysely';
import type { SupplierContact } from '@/db/schema';
import type { Tx } from '@/db/transaction';

export type ContactValues = Pick<Selectable<SupplierContact>, 'name' | 'role' | 'email' | 'phone' | 'mobile' | 'notes'>;

const contactColumns = ['id', 'supplierId', 'name', 'role', 'email', 'phone', 'mobile', 'notes', 'isPrimary', 'createdAt'] as const;

export function selectContacts(tx: Tx, tenantId: string, supplierId: string) {
  return tx
    .selectFrom('supplierContact')
    .select(contactColumns)
    .where('tenantId', '=', tenantId)
    .where('supplierId', '=', supplierId)
    .orderBy('isPrimary', 'desc')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function selectContact(tx: Tx, tenantId: string, supplierId: string, id: string) {
  return tx
    .selectFrom('supplierContact')
    .select(contactColumns)
    .where('tenantId', '=', tenantId)
    .where('supplierId', '=', supplierId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertContact(
  tx: Tx,
  tenantId: string,
  row: ContactValues & { id: string; supplierId: string; isPrimary: boolean },
): Promise<void> {
  await tx
    .insertInto('supplierContact')
    .values({ ...row, tenantId })
    .execute();
}

export async function updateContactRow(tx: Tx, tenantId: string, id: string, values: Partial<ContactValues>): Promise<void> {
  await tx
    .updateTable('supplierContact')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteContactRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('supplierContact').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/** Makes `contactId` the supplier's one primary contact (null: none). Clears the old one first. */
export async function updatePrimaryContact(tx: Tx, tenantId: string, supplierId: string, contactId: string | null): Promise<void> {
  await tx
    .updateTable('supplierContact')
    .set({ isPrimary: false, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('supplierId', '=', supplierId)
    .where('isPrimary', '=', true)
    .execute();
  if (!contactId) return;
  await tx
    .updateTable('supplierContact')
    .set({ isPrimary: true, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('supplierId', '=', supplierId)
    .where('id', '=', contactId)
    .execute();
}
