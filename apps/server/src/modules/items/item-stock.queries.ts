import { type Selectable, sql } from 'kysely';
import type { StockMovement } from '@/db/schema';
import type { Tx } from '@/db/transaction';

const lotColumns = [
  'l.id',
  'l.itemId',
  'l.lotNumber',
  sql<string | null>`l.expiry_date::text`.as('expiryDate'),
  'l.quantity',
  'l.receivedAt',
] as const;

/** The lots of an item: those with stock first, then by expiry (first expiring first) and age. */
export function selectLots(tx: Tx, tenantId: string, itemId: string) {
  return tx
    .selectFrom('itemLot as l')
    .select(lotColumns)
    .where('l.tenantId', '=', tenantId)
    .where('l.itemId', '=', itemId)
    .orderBy(sql`l.quantity > 0`, 'desc')
    .orderBy(sql`l.expiry_date`, sql`asc nulls last`)
    .orderBy('l.receivedAt')
    .execute();
}

export function selectLot(tx: Tx, tenantId: string, itemId: string, lotId: string) {
  return tx
    .selectFrom('itemLot as l')
    .select(lotColumns)
    .where('l.tenantId', '=', tenantId)
    .where('l.itemId', '=', itemId)
    .where('l.id', '=', lotId)
    .executeTakeFirst();
}

export type LotRow = NonNullable<Awaited<ReturnType<typeof selectLot>>>;

/** Lot numbers of an item that start with `base` (lower case), to make a new one unique. */
export async function selectLotNumbersLike(tx: Tx, tenantId: string, itemId: string, base: string): Promise<Set<string>> {
  const rows = await tx
    .selectFrom('itemLot')
    .select('lotNumber')
    .where('tenantId', '=', tenantId)
    .where('itemId', '=', itemId)
    .where(sql<boolean>`lower(lot_number) like ${`${base.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
    .execute();
  return new Set(rows.map((row) => row.lotNumber.toLowerCase()));
}

export async function insertLot(
  tx: Tx,
  tenantId: string,
  row: { id: string; itemId: string; lotNumber: string; expiryDate: string | null; quantity?: string },
): Promise<void> {
  await tx
    .insertInto('itemLot')
    .values({ ...row, tenantId, quantity: row.quantity ?? '0' })
    .execute();
}

/** Like the item's stock: the lot's quantity changes only if it stays at or above zero. */
export async function updateLotStock(tx: Tx, tenantId: string, lotId: string, delta: string): Promise<boolean> {
  const result = await tx
    .updateTable('itemLot')
    .set({ quantity: sql`quantity + ${delta}::numeric` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', lotId)
    .where(sql<boolean>`quantity + ${delta}::numeric >= 0`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export type MovementValues = Pick<
  Selectable<StockMovement>,
  'id' | 'itemId' | 'lotId' | 'kind' | 'quantity' | 'reference' | 'note' | 'createdBy'
>;

export async function insertMovement(tx: Tx, tenantId: string, row: MovementValues): Promise<void> {
  await insertMovements(tx, tenantId, [row]);
}

export async function insertMovements(tx: Tx, tenantId: string, rows: MovementValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insertInto('stockMovement')
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, tenantId })))
      .execute();
  }
}

/** The newest movements of an item first. */
export function selectMovements(tx: Tx, tenantId: string, itemId: string, limit = 200) {
  return tx
    .selectFrom('stockMovement as m')
    .leftJoin('itemLot as l', (join) => join.onRef('l.tenantId', '=', 'm.tenantId').onRef('l.id', '=', 'm.lotId'))
    .leftJoin('appUser as u', 'u.id', 'm.createdBy')
    .select([
      'm.id',
      'm.itemId',
      'm.lotId',
      'l.lotNumber',
      'm.kind',
      'm.quantity',
      'm.reference',
      'm.note',
      'm.createdAt',
      'u.firstName',
      'u.lastName',
      'u.email',
    ])
    .where('m.tenantId', '=', tenantId)
    .where('m.itemId', '=', itemId)
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}
