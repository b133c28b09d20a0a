import { sql } from 'kysely';
import type { PackageType } from '@wb/contract/packages';
import type { Tx } from '@/db/transaction';
import type { PackageFilter } from './package-transactions.queries';

/** Sums come back as strings from both drivers. */
export type TypeSumRow = {
  packageType: PackageType;
  customTypeId: string | null;
  customTypeName: string | null;
  quantityDelivered: string;
  quantityReceived: string;
  netBalance: string;
  totalValue: string;
  totalTransactions: string;
};

export type AccountSumRow = {
  accountId: string;
  accountNumber: string;
  companyName: string;
  netBalance: string;
  totalValue: string;
  totalTransactions: string;
};

function where(tenantId: string, filter: PackageFilter) {
  const parts = [sql`p.tenant_id = ${tenantId}`];
  if (filter.packageType) parts.push(sql`p.package_type = ${filter.packageType}`);
  if (filter.customTypeId) parts.push(sql`p.custom_type_id = ${filter.customTypeId}`);
  if (filter.accountId) parts.push(sql`p.account_id = ${filter.accountId}`);
  if (filter.from) parts.push(sql`p.transaction_date >= ${filter.from}`);
  if (filter.to) parts.push(sql`p.transaction_date <= ${filter.to}`);
  return sql.join(parts, sql` and `);
}

/** Per package type (a custom type per id): moved, net and value. */
export async function selectBalanceByType(tx: Tx, tenantId: string, filter: PackageFilter): Promise<TypeSumRow[]> {
  const result = await sql<TypeSumRow>`
    select p.package_type as "packageType", p.custom_type_id as "customTypeId", max(c.name) as "customTypeName",
      coalesce(sum(p.quantity_delivered), 0)::text as "quantityDelivered",
      coalesce(sum(p.quantity_received), 0)::text as "quantityReceived",
      coalesce(sum(p.net_change), 0)::text as "netBalance",
      coalesce(sum(p.total_value), 0)::text as "totalValue",
      count(*)::text as "totalTransactions"
    from package_transaction p
    left join custom_package_type c on c.tenant_id = ${tenantId} and c.id = p.custom_type_id
    where ${where(tenantId, filter)}
    group by p.package_type, p.custom_type_id
    order by p.package_type, max(c.name)`.execute(tx);
  return result.rows;
}

/** Per account, most value out first. */
export async function selectBalanceByAccount(
  tx: Tx,
  tenantId: string,
  filter: PackageFilter,
  limit: number,
  options: { outstandingOnly?: boolean } = {},
): Promise<AccountSumRow[]> {
  const having = options.outstandingOnly ? sql`having sum(p.net_change) <> 0 or sum(p.total_value) <> 0` : sql``;
  const result = await sql<AccountSumRow>`
    select p.account_id as "accountId", max(a.account_number) as "accountNumber", max(a.company_name) as "companyName",
      coalesce(sum(p.net_change), 0)::text as "netBalance",
      coalesce(sum(p.total_value), 0)::text as "totalValue",
      count(*)::text as "totalTransactions"
    from package_transaction p
    join account a on a.tenant_id = ${tenantId} and a.id = p.account_id
    where ${where(tenantId, filter)}
    group by p.account_id
    ${having}
    order by sum(p.total_value) desc, sum(p.net_change) desc, max(a.company_name)
    limit ${limit}`.execute(tx);
  return result.rows;
}

export type TrendRow = { date: string; packageType: PackageType; delivered: string; received: string };

/** Packages out and in per day and type from `from` to `to`. */
export async function selectTrendRows(tx: Tx, tenantId: string, from: string, to: string): Promise<TrendRow[]> {
  const result = await sql<TrendRow>`
    select p.transaction_date::text as date, p.package_type as "packageType",
      sum(p.quantity_delivered)::text as delivered, sum(p.quantity_received)::text as received
    from package_transaction p
    where p.tenant_id = ${tenantId} and p.transaction_date >= ${from} and p.transaction_date <= ${to}
    group by p.transaction_date, p.package_type
    order by 1, 2`.execute(tx);
  return result.rows;
}
