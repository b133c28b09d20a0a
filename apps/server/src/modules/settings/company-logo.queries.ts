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

/** The copy documents draw, and what it was made from; undefined without a logo. */
export function selectPdfLogo(tx: Tx, tenantId: string) {
  return tx.selectFrom('companyLogo').select(['pdfContent', 'sha256']).where('tenantId', '=', tenantId).executeTakeFirst();
}

/** Keeps the document copy of the logo `sha256`, unless the logo was replaced meanwhile. */
export async function updatePdfLogo(tx: Tx, tenantId: string, sha256: string, pdfContent: Buffer): Promise<void> {
  await tx.updateTable('companyLogo').set({ pdfContent }).where('tenantId', '=', tenantId).where('sha256', '=', sha256).execute();
}

export async function upsertLogo(
  tx: Tx,
  tenantId: string,
  logo: Omit<LogoRow, 'updatedAt'> & { pdfContent: Buffer | null },
): Promise<void> {
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
