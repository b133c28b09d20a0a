import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';
import type { CustomPackageTypeRow } from './package-record';

export type CustomPackageTypeValues = {
  name: string;
  description: string;
  dimensions: string;
  weightKg: string;
  value: string;
  isActive: boolean;
};

function baseQuery(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('customPackageType as c')
    .where('c.tenantId', '=', tenantId)
    .select([
      'c.id',
      'c.name',
      'c.description',
      'c.dimensions',
      'c.weightKg',
      'c.value',
      'c.isActive',
      'c.createdAt',
      'c.updatedAt',
      sql<string>`(select count(*) from package_transaction p where p.tenant_id = ${tenantId} and p.custom_type_id = c.id)`.as(
        'transactionCount',
      ),
    ]);
}

export async function selectCustomPackageTypes(tx: Tx, tenantId: string): Promise<CustomPackageTypeRow[]> {
  return (await baseQuery(tx, tenantId).orderBy('c.name').orderBy('c.id').execute()) as CustomPackageTypeRow[];
}

export async function selectCustomPackageType(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomPackageTypeRow | undefined> {
  let query = baseQuery(tx, tenantId).where('c.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('c');
  return (await query.executeTakeFirst()) as CustomPackageTypeRow | undefined;
}

export async function selectCustomTypeNameTaken(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = tx
    .selectFrom('customPackageType')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCustomPackageType(tx: Tx, tenantId: string, row: CustomPackageTypeValues & { id: string }): Promise<void> {
  await tx
    .insertInto('customPackageType')
    .values({ ...row, tenantId })
    .execute();
}

export async function updateCustomPackageTypeRow(tx: Tx, tenantId: string, id: string, values: Partial<CustomPackageTypeValues>) {
  await tx
    .updateTable('customPackageType')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteCustomPackageTypeRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('customPackageType').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}
