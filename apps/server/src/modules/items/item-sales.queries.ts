import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

/** The tenant's items among `ids`, with what a sale needs of them. */
export async function selectSaleItems(tx: Tx, tenantId: string, ids: readonly string[]) {
  const rows = [];
  for (let i = 0; i < ids.length; i += 1000) {
    rows.push(
      ...(await tx
        .selectFrom('item')
        .select([
          'id',
          'sku',
          'name',
          'unit',
          'vatRate',
          'price',
          'packageAmount',
          'weight',
          'initialPrice',
          'purchasePricePerPackage',
          'averageCost',
          'lotTracked',
          'isActive',
        ])
        .where('tenantId', '=', tenantId)
        .where('id', 'in', ids.slice(i, i + 1000))
        .execute()),
    );
  }
  return rows;
}

/** Lots among `lotIds` with their item, number and expiry date. */
export function selectLotsByIds(tx: Tx, tenantId: string, lotIds: readonly string[]) {
  return tx
    .selectFrom('itemLot')
    .select(['id', 'itemId', 'lotNumber', sql<string | null>`expiry_date::text`.as('expiryDate')])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', lotIds)
    .execute();
}

/** The categories that active items have, as written on the items. */
export async function selectSaleCategories(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('item')
    .select('category')
    .distinct()
    .where('tenantId', '=', tenantId)
    .where('isActive', '=', true)
    .where('category', '<>', '')
    .orderBy('category')
    .execute();
  return rows.map((row) => row.category);
}
