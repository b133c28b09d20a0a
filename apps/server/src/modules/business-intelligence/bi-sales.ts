import { sql } from 'kysely';
import type { BiQuery, BreakdownRow, SalesPerformance } from '@wb/contract/business-intelligence';
import type { TenantCtx } from '@/platform/context';
import { daysBetween, type Period, periodOf, previousPeriod, shiftDay } from './bi-period';
import { counted, money2, num, roomToAggregate, rows } from './bi-sql';

/*
 * Sales performance (issue 32): revenue and margin per day or month and by item, category,
 * account, route and employee, against the previous period. Buckets, routes and employees come
 * from the sales kept per day; the period's orders are read once for the accounts, its lines once;
 * the previous period is summed for the keys the current one shows.
 */

type Granularity = 'day' | 'month';
type OrderKind = 'bucket' | 'account' | 'route' | 'employee';
type LineKind = 'item' | 'category';
type Sum = { kind: OrderKind | LineKind; key: string | null; label: string | null; revenue: string; margin: string };

const top = 10;

/**
 * Per bucket (every one), and the top routes and employees by revenue (or those of `only`): from
 * the sales kept per day, route and employee (bi_sales_day, migration 0480), not the orders.
 */
function daySums(ctx: TenantCtx, period: Period, granularity: Granularity, only?: string[]): Promise<Sum[]> {
  const t = ctx.tenantId;
  const bucket = granularity === 'day' ? sql`day` : sql`date_trunc('month', day)::date`;
  const keep = only ? sql`kind = 'bucket' or (kind || ':' || key) = any(${only}::text[])` : sql`kind = 'bucket' or rank <= ${top}`;
  return rows<Sum>(
    ctx,
    sql`with g as (
          select case when grouping(${bucket}) = 0 then 'bucket' when grouping(route) = 0 then 'route' else 'employee' end as kind,
                 case when grouping(${bucket}) = 0 then (${bucket})::text when grouping(route) = 0 then route else employee end as key,
                 sum(revenue) as revenue, sum(margin) as margin
          from bi_sales_day
          where tenant_id = ${t} and day between ${period.startDate} and ${period.endDate}
          group by grouping sets ((${bucket}), (route), (employee))
          -- A day whose orders were all cancelled or deleted since keeps a row of nothing.
          having sum(orders) > 0
        ), ranked as (
          select g.*, row_number() over (partition by kind order by revenue desc) as rank from g
        )
        select kind, key, null as label, revenue, margin from ranked where ${keep} order by kind, rank`,
  );
}

/** The top accounts by revenue (or those of `only`, by the account's own index). */
function accountSums(ctx: TenantCtx, period: Period, only?: string[]): Promise<Sum[]> {
  const t = ctx.tenantId;
  const ids = only?.filter((key) => key.startsWith('account:')).map((key) => key.slice('account:'.length));
  if (ids?.length === 0) return Promise.resolve([]);
  return rows<Sum>(
    ctx,
    sql`select 'account' as kind, o.account_id::text as key, null as label, sum(o.net_total) as revenue, sum(o.profit) as margin
        from sales_order o
        where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
          ${ids ? sql`and o.account_id = any(${ids}::uuid[])` : sql``}
        group by o.account_id order by revenue desc ${ids ? sql`` : sql`limit ${top}`}`,
  );
}

/** The top items and categories by revenue of the period's lines (or those of `only`). */
function lineSums(ctx: TenantCtx, period: Period, only?: string[]): Promise<Sum[]> {
  const t = ctx.tenantId;
  const keep = only ? sql`(kind || ':' || key) = any(${only}::text[])` : sql`rank <= ${top}`;
  return rows<Sum>(
    ctx,
    sql`with l as (
          select l.item_id, coalesce(i.category, '') as category, l.name, l.line_net,
                 l.line_net - coalesce(l.cost_price, 0) * l.amount as margin
          from sales_order o join sales_order_line l on l.tenant_id = o.tenant_id and l.order_id = o.id
          left join item i on i.tenant_id = l.tenant_id and i.id = l.item_id
          where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
        ), g as (
          select case when grouping(item_id) = 0 then 'item' else 'category' end as kind,
                 case when grouping(item_id) = 0 then item_id::text else category end as key,
                 case when grouping(item_id) = 0 then max(name) else category end as label,
                 sum(line_net) as revenue, sum(margin) as margin
          from l group by grouping sets ((item_id), (category))
        ), ranked as (
          select g.*, row_number() over (partition by kind order by revenue desc) as rank from g
        )
        select kind, key, label, revenue, margin from ranked where ${keep} order by kind, rank`,
  );
}

/** The names of the accounts and employees shown (the keys of the current period). */
async function labelsOf(ctx: TenantCtx, sums: Sum[]): Promise<Map<string, string>> {
  const keys = (kind: string) => sums.filter((s) => s.kind === kind && s.key).map((s) => s.key as string);
  const accounts = keys('account');
  const employees = keys('employee');
  const named = accounts.length
    ? await rows<{ id: string; label: string }>(
        ctx,
        sql`select a.id::text as id, a.company_name as label from account a where a.tenant_id = ${ctx.tenantId} and a.id = any(${accounts}::uuid[])`,
      )
    : [];
  const people = employees.length
    ? await rows<{ id: string; label: string }>(
        ctx,
        sql`select u.id::text as id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, '') as label
            from app_user u where u.id = any(${employees}::uuid[])`,
      )
    : [];
  return new Map([
    ...named.map((r) => [`account:${r.id}`, r.label] as const),
    ...people.map((r) => [`employee:${r.id}`, r.label] as const),
  ]);
}

function labelOf(sum: Sum, labels: Map<string, string>): string {
  if (sum.kind === 'account' || sum.kind === 'employee') return labels.get(`${sum.kind}:${sum.key}`) ?? '';
  return sum.label ?? sum.key ?? '';
}

const dayOf = (value: string) => value.slice(0, 10);

function shiftMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

function bucketsOf(p: Period, granularity: Granularity): string[] {
  const list: string[] = [];
  if (granularity === 'day') for (let d = p.startDate; d <= p.endDate; d = shiftDay(d, 1)) list.push(d);
  else for (let m = `${p.startDate.slice(0, 7)}-01`; m <= p.endDate; m = shiftMonth(m)) list.push(m);
  return list;
}

export async function salesPerformance(ctx: TenantCtx, query: BiQuery): Promise<SalesPerformance> {
  const period = periodOf(query, 30);
  const previous = previousPeriod(period);
  const days = daysBetween(period.startDate, period.endDate) + 1;
  const granularity: Granularity = days <= 62 ? 'day' : 'month';
  await roomToAggregate(ctx);
  const current = [...(await daySums(ctx, period, granularity)), ...(await accountSums(ctx, period)), ...(await lineSums(ctx, period))];
  // The previous period: every bucket, and of the breakdowns the keys the current period shows.
  const shown = current.filter((sum) => sum.kind !== 'bucket').map((sum) => `${sum.kind}:${sum.key}`);
  const before = [
    ...(await daySums(ctx, previous, granularity, shown)),
    ...(await accountSums(ctx, previous, shown)),
    ...(await lineSums(ctx, previous, shown)),
  ];
  const labels = await labelsOf(ctx, current);
  const of = (list: Sum[], kind: Sum['kind']) => list.filter((s) => s.kind === kind);
  const currentBuckets = of(current, 'bucket').sort((a, b) => String(a.key).localeCompare(String(b.key)));
  const previousBuckets = of(before, 'bucket').sort((a, b) => String(a.key).localeCompare(String(b.key)));
  const at = new Map(currentBuckets.map((row) => [dayOf(row.key ?? ''), row]));
  const beforeAt = new Map(previousBuckets.map((row) => [dayOf(row.key ?? ''), row]));
  const previousKeys = bucketsOf(previous, granularity);
  const series = bucketsOf(period, granularity).map((key, index) => ({
    period: granularity === 'day' ? key : key.slice(0, 7),
    revenue: money2(at.get(key)?.revenue),
    margin: money2(at.get(key)?.margin),
    previousRevenue: money2(beforeAt.get(previousKeys[index] ?? '')?.revenue),
  }));
  const total = (list: Sum[], field: 'revenue' | 'margin') => list.reduce((sum, row) => sum + num(row[field]), 0);
  const breakdown = (kind: Exclude<Sum['kind'], 'bucket'>): BreakdownRow[] => {
    const earlier = new Map(of(before, kind).map((row) => [row.key, row.revenue]));
    return of(current, kind).map((row) => ({
      key: row.key ?? '',
      label: labelOf(row, labels),
      revenue: money2(row.revenue),
      margin: money2(row.margin),
      previousRevenue: money2(earlier.get(row.key)),
    }));
  };
  return {
    period,
    previousPeriod: previous,
    revenue: money2(total(currentBuckets, 'revenue')),
    margin: money2(total(currentBuckets, 'margin')),
    previousRevenue: money2(total(previousBuckets, 'revenue')),
    previousMargin: money2(total(previousBuckets, 'margin')),
    granularity,
    series,
    byItem: breakdown('item'),
    byCategory: breakdown('category'),
    byAccount: breakdown('account'),
    byRoute: breakdown('route'),
    byEmployee: breakdown('employee'),
  };
}
