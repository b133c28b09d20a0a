import type { Selectable } from 'kysely';
import type { CompanyLogo } from '@/db/schema';
import type { Tx } from '@/db/transaction';

export type LogoRow = Pick<Selectable<CompanyLogo>, 'contentType' | 'content' | 'sha256' | 'updatedAt'>;

export function selectLogo(tx: Tx, tenantId: string): Promise<LogoRow | undefined> {
  return tx
    .selectFrom('companyLogo')
    .select(['contentType', 'content', 'sha256', 'updatedAt'])
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
}

export async function upsertLogo(tx: Tx, tenantId: string, logo: Omit<LogoRow, 'updatedAt'>): Promise<void> {
  const values = { ...logo, updatedAt: new Date() };
  await tx
    .insertInto('companyLogo')
    .values({ tenantId, ...values })
    .onConflict((oc) => oc.column('tenantId').doUpdateSet(values))
    .execute();
}

export async function deleteLogo(tx: Tx, tenantId: string): Promise<boolean> {
  const result = await tx.deleteFrom('companyLogo').where('tenantId', '=', tenantId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
