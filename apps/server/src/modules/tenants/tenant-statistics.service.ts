import type { TenantStatistics } from '@wb/contract/tenants';
import { subscriptionStatuses } from '@wb/contract/tenants';
import { asPlatformReader } from '@/db/platform-reader';
import type { Ctx } from '@/platform/context';
import { countAccountsByTenant, countAllMembers, selectMonthlyCounts, selectStatusCounts } from './tenants.queries';

const growthMonths = 12;

/** Tenants per status, users and accounts in all, and growth per month (UTC), for the super admin. */
export async function getTenantStatistics(ctx: Ctx, now = new Date()): Promise<TenantStatistics> {
  const months = lastMonths(now, growthMonths);
  const from = new Date(`${months[0]}-01T00:00:00Z`);
  const statusRows = await selectStatusCounts(ctx.tx);
  const newTenants = await selectMonthlyCounts(ctx.tx, 'tenant', from);
  const { users, accounts, newUsers } = await asPlatformReader(ctx.tx, async (tx) => ({
    users: await countAllMembers(tx),
    accounts: [...(await countAccountsByTenant(tx, null)).values()].reduce((a, b) => a + b, 0),
    newUsers: await selectMonthlyCounts(tx, 'tenant_user', from),
  }));
  const byStatus = Object.fromEntries(subscriptionStatuses.map((s) => [s, 0])) as TenantStatistics['byStatus'];
  for (const row of statusRows) byStatus[row.subscriptionStatus] = Number(row.count);
  return {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    users,
    accounts,
    growth: months.map((month) => ({ month, tenants: newTenants.get(month) ?? 0, users: newUsers.get(month) ?? 0 })),
  };
}

/** The last `count` calendar months up to and including this one, as YYYY-MM, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}
