import {
  packageAccountsBalanceLimit,
  type PackageAccountBalance,
  type PackageBalance,
  type packageBalanceQuerySchema,
  type PackageTrends,
  type PackageTypeAnalytics,
  type PackageTypeBalance,
  type TopPackageAccounts,
} from '@wb/contract/packages';
import { money, toMoneyString } from '@wb/domain/money';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { getAccount } from '@/modules/accounts/accounts.service';
import {
  type AccountSumRow,
  selectBalanceByAccount,
  selectBalanceByType,
  selectTrendRows,
  type TypeSumRow,
} from './package-balance.queries';

type BalanceQuery = z.output<typeof packageBalanceQuerySchema>;

const toTypeBalance = (row: TypeSumRow): PackageTypeBalance => ({
  packageType: row.packageType,
  customTypeId: row.customTypeId,
  customTypeName: row.customTypeName,
  quantityDelivered: Number(row.quantityDelivered),
  quantityReceived: Number(row.quantityReceived),
  netBalance: Number(row.netBalance),
  totalValue: toMoneyString(money(row.totalValue)),
  totalTransactions: Number(row.totalTransactions),
});

const toAccountBalance = (row: AccountSumRow): PackageAccountBalance => ({
  accountId: row.accountId,
  accountNumber: row.accountNumber,
  companyName: row.companyName,
  netBalance: Number(row.netBalance),
  totalValue: toMoneyString(money(row.totalValue)),
  totalTransactions: Number(row.totalTransactions),
});

/**
 * The balance summary (business §3) of one account, or of the company with its accounts'
 * balances; "balanced" when the net is zero (§4). An account of another tenant is not found.
 */
export async function getPackageBalance(ctx: TenantCtx, query: BalanceQuery): Promise<PackageBalance> {
  if (query.accountId) await getAccount(ctx, query.accountId);
  const byType = (await selectBalanceByType(ctx.tx, ctx.tenantId, query)).map(toTypeBalance);
  const accounts = query.accountId
    ? []
    : (await selectBalanceByAccount(ctx.tx, ctx.tenantId, query, packageAccountsBalanceLimit)).map(toAccountBalance);
  const netBalance = byType.reduce((sum, t) => sum + t.netBalance, 0);
  return {
    accountId: query.accountId ?? null,
    totalPackages: byType.reduce((sum, t) => sum + t.quantityDelivered + t.quantityReceived, 0),
    totalValue: toMoneyString(byType.reduce((sum, t) => sum.plus(t.totalValue), money(0))),
    totalTransactions: byType.reduce((sum, t) => sum + t.totalTransactions, 0),
    netBalance,
    status: netBalance === 0 ? 'balanced' : 'outstanding',
    byType,
    accounts,
  };
}

/** The first day of a range of `days` days ending today (company time zone), and today. */
export function analyticsRange(days: number, today = todayInCompanyZone()): { from: string; to: string; dates: string[] } {
  const end = new Date(`${today}T00:00:00Z`);
  const dates: string[] = [];
  for (let i = days - 1; i >= 0; i--) dates.push(new Date(end.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  return { from: dates[0] ?? today, to: today, dates };
}

/** Packages out and in per day and type; every day of the range is present for each type that moved. */
export async function getPackageTrends(ctx: TenantCtx, days: number): Promise<PackageTrends> {
  const { from, to, dates } = analyticsRange(days);
  const rows = await selectTrendRows(ctx.tx, ctx.tenantId, from, to);
  const types = [...new Set(rows.map((r) => r.packageType))];
  const found = new Map(rows.map((r) => [`${r.date}|${r.packageType}`, r]));
  const points = dates.flatMap((date) =>
    types.map((packageType) => {
      const row = found.get(`${date}|${packageType}`);
      return { date, packageType, delivered: Number(row?.delivered ?? 0), received: Number(row?.received ?? 0) };
    }),
  );
  return { days, from, to, points };
}

/** Accounts by outstanding value over all dates, most first; only accounts with packages out. */
export async function getTopPackageAccounts(ctx: TenantCtx, limit: number): Promise<TopPackageAccounts> {
  const rows = await selectBalanceByAccount(ctx.tx, ctx.tenantId, {}, limit, { outstandingOnly: true });
  return { items: rows.map(toAccountBalance) };
}

export async function getPackageTypeAnalytics(ctx: TenantCtx, days: number): Promise<PackageTypeAnalytics> {
  const { from, to } = analyticsRange(days);
  return { days, items: (await selectBalanceByType(ctx.tx, ctx.tenantId, { from, to })).map(toTypeBalance) };
}

/** A customer's package balance as a document prints it (invoice, statement): the types still out, on a date. */
export type DocumentPackageBalance = {
  date: string;
  lines: Array<{ packageType: PackageTypeBalance['packageType']; name: string | null; count: number; value: string }>;
};

/**
 * The account's package balance after everything dated up to `date` (a delivery's date), for a
 * document: the types with packages still out; null when the account never had packages.
 */
export async function getDocumentPackageBalance(ctx: TenantCtx, accountId: string, date: string): Promise<DocumentPackageBalance | null> {
  const byType = (await selectBalanceByType(ctx.tx, ctx.tenantId, { accountId, to: date })).map(toTypeBalance);
  if (byType.length === 0) return null;
  return {
    date,
    lines: byType
      .filter((t) => t.netBalance !== 0)
      .map((t) => ({ packageType: t.packageType, name: t.customTypeName, count: t.netBalance, value: t.totalValue })),
  };
}
