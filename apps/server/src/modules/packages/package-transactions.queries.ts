import { sql } from 'kysely';
import type { PackageTransactionOrigin, PackageType } from '@wb/contract/packages';
import type { Tx } from '@/db/transaction';
import type { SortSpec } from '@/platform/lists/list-sort';
import type { PackageTransactionRow } from './package-record';

export type PackageFilter = {
  packageType?: PackageType;
  customTypeId?: string;
  accountId?: string;
  from?: string;
  to?: string;
  origin?: PackageTransactionOrigin;
};

/** The stored fields of a transaction (net change and total value as the service computed them). */
export type PackageTransactionValues = {
  packageType: PackageType;
  customTypeId: string | null;
  accountId: string;
  transactionDate: string;
  quantityReceived: number;
  quantityDelivered: number;
  netChange: number;
  unitValue: string;
  totalValue: string;
  notes: string;
  reference: string;
};

export type PackageSortColumn = 'transactionDate' | 'quantityReceived' | 'quantityDelivered' | 'netChange' | 'totalValue' | 'createdAt';

function baseQuery(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('packageTransaction as p')
    .innerJoin('account as a', (join) => join.onRef('a.tenantId', '=', 'p.tenantId').onRef('a.id', '=', 'p.accountId'))
    .leftJoin('customPackageType as c', (join) => join.onRef('c.tenantId', '=', 'p.tenantId').onRef('c.id', '=', 'p.customTypeId'))
    .where('p.tenantId', '=', tenantId)
    .where('a.tenantId', '=', tenantId);
}

const columns = [
  'p.id',
  'p.packageType',
  'p.customTypeId',
  'c.name as customTypeName',
  'p.accountId',
  'a.accountNumber',
  'a.companyName',
  sql<string>`p.transaction_date::text`.as('date'),
  'p.quantityReceived',
  'p.quantityDelivered',
  'p.netChange',
  'p.unitValue',
  'p.totalValue',
  'p.notes',
  'p.reference',
  'p.origin',
  'p.orderId',
  'p.createdAt',
  'p.updatedAt',
] as const;

function filtered(tx: Tx, tenantId: string, filter: PackageFilter) {
  let query = baseQuery(tx, tenantId);
  if (filter.packageType) query = query.where('p.packageType', '=', filter.packageType);
  if (filter.customTypeId) query = query.where('p.customTypeId', '=', filter.customTypeId);
  if (filter.accountId) query = query.where('p.accountId', '=', filter.accountId);
  if (filter.from) query = query.where('p.transactionDate', '>=', filter.from);
  if (filter.to) query = query.where('p.transactionDate', '<=', filter.to);
  if (filter.origin) query = query.where('p.origin', '=', filter.origin);
  return query;
}

/** One page of the ledger, newest first unless sorted otherwise; `q` matches account, reference and notes. */
export async function selectPackageTransactionPage(
  tx: Tx,
  tenantId: string,
  filter: PackageFilter & { q?: string },
  sort: SortSpec<PackageSortColumn>,
  limit: number,
  offset: number,
): Promise<{ rows: PackageTransactionRow[]; total: number }> {
  let query = filtered(tx, tenantId, filter);
  const term = filter.q?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['a.companyName']), 'like', like),
        eb(eb.fn('lower', ['a.accountNumber']), 'like', like),
        eb(eb.fn('lower', ['p.reference']), 'like', like),
        eb(eb.fn('lower', ['p.notes']), 'like', like),
      ]),
    );
  }
  const count = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .select(columns)
    .orderBy(`p.${sort.column}`, sort.direction)
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows as PackageTransactionRow[], total: Number(count.count) };
}

export async function selectPackageTransaction(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PackageTransactionRow | undefined> {
  let query = baseQuery(tx, tenantId).select(columns).where('p.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('p');
  return (await query.executeTakeFirst()) as PackageTransactionRow | undefined;
}

/** The row an order raised (`order`) or its reversal, locked. */
export async function selectOrderPackageRow(
  tx: Tx,
  tenantId: string,
  orderId: string,
  origin: Exclude<PackageTransactionOrigin, 'manual'>,
) {
  return tx
    .selectFrom('packageTransaction')
    .select(['id', 'accountId', 'quantityReceived', 'quantityDelivered', 'unitValue'])
    .where('tenantId', '=', tenantId)
    .where('orderId', '=', orderId)
    .where('origin', '=', origin)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertPackageTransaction(
  tx: Tx,
  tenantId: string,
  row: PackageTransactionValues & { id: string; origin: PackageTransactionOrigin; orderId: string | null; createdBy: string | null },
): Promise<void> {
  await tx
    .insertInto('packageTransaction')
    .values({ ...row, tenantId })
    .execute();
}

export async function updatePackageTransactionRow(tx: Tx, tenantId: string, id: string, values: Partial<PackageTransactionValues>) {
  await tx
    .updateTable('packageTransaction')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deletePackageTransactionRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('packageTransaction').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}
