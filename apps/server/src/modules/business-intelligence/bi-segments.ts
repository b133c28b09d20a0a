import { sql } from 'kysely';
import type { BiQuery, CustomerSegments, RfmSegment } from '@wb/contract/business-intelligence';
import { rfmSegments } from '@wb/contract/business-intelligence';
import type { TenantCtx } from '@/platform/context';
import { periodOf } from './bi-period';
import { counted, money2, num, roomToAggregate, rows } from './bi-sql';

/*
 * Customer segments (issue 32): RFM over the period's customers, scored and named in the database,
 * which answers the segments' sums, the first 100 customers by revenue and the 50 most overdue
 * against their own rhythm: a few hundred rows where it answered one per customer (100,000 at
 * scale, whose sorting and scoring took the server hundreds of milliseconds a request).
 *
 * Scores are quintiles by rank, 5 best: a customer's score is 1 + ⌊5 · (customers ranked strictly
 * before it) / customers⌋, at most 5, so equals share the lower rank's score. Recency ranks fewer
 * days first, frequency and monetary more first. The segment is named from recency and the mean of
 * frequency and monetary, rounded half up.
 */

type Row = {
  kind: 'segment' | 'customer' | 'overdue';
  accountId: string | null;
  segment: RfmSegment | null;
  customers: string | null;
  revenue: string | null;
  recencyDays: number | null;
  frequency: string | null;
  r: number | null;
  f: number | null;
  m: number | null;
  lastOrder: string | null;
  usual: number | null;
};

const shownCustomers = 100;
const shownOverdue = 50;

export async function customerSegments(ctx: TenantCtx, query: BiQuery): Promise<CustomerSegments> {
  const period = periodOf(query, 365);
  const t = ctx.tenantId;
  await roomToAggregate(ctx);
  const found = await rows<Row>(
    ctx,
    sql`with per_account as (
          -- One sort of the period's orders by customer (counting distinct days sorts anyway): a
          -- hash per customer and day first spilled to disk at 100,000 customers.
          select o.account_id, min(o.order_date) as first_order, max(o.order_date) as last_order,
                 count(*) as frequency, sum(o.net_total) as monetary, count(distinct o.order_date) as days,
                 ${period.endDate}::date - max(o.order_date) as recency
          from sales_order o
          where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
          group by o.account_id
        ), ranked as (
          select *, count(*) over () as n,
                 rank() over (order by recency desc) - 1 as r_before,
                 rank() over (order by frequency) - 1 as f_before,
                 rank() over (order by monetary) - 1 as m_before
          from per_account
        ), scored as (
          select *, least(5, r_before * 5 / n + 1)::int as r, least(5, f_before * 5 / n + 1)::int as f,
                 least(5, m_before * 5 / n + 1)::int as m
          from ranked
        ), named as (
          select *, case
              when r >= 4 and (f + m + 1) / 2 >= 4 then 'champions'
              when r >= 3 and (f + m + 1) / 2 >= 3 then 'loyal'
              when r >= 4 then case when f <= 1 then 'new' else 'potential' end
              when r = 3 then 'potential'
              when (f + m + 1) / 2 >= 4 then 'cantLose'
              when (f + m + 1) / 2 = 3 then 'atRisk'
              when r = 2 then 'hibernating'
              else 'lost' end as segment
          from scored
        ), rhythm as (
          select account_id, last_order, recency, (last_order - first_order)::float8 / (days - 1) as usual
          from per_account where days >= 3
        )
        select 'segment' as kind, null::uuid as "accountId", segment, count(*) as customers, sum(monetary) as revenue,
               null::int as "recencyDays", null::bigint as frequency, null::int as r, null::int as f, null::int as m,
               null::text as "lastOrder", null::float8 as usual
        from named group by segment
        union all
        (select 'customer', account_id, segment, null, monetary, recency, frequency, r, f, m, null, null
         from named order by monetary desc fetch first ${shownCustomers} rows with ties)
        union all
        (select 'overdue', account_id, null, null, null, recency, null, null, null, null, last_order::text, usual
         from rhythm where recency > greatest(1.5 * usual, usual + 2)
         order by recency / usual desc, account_id limit ${shownOverdue})`,
  );
  const of = (kind: Row['kind']) => found.filter((row) => row.kind === kind);
  const sums = new Map(of('segment').map((row) => [row.segment, row]));
  const segments = rfmSegments.map((segment) => ({
    segment,
    customers: num(sums.get(segment)?.customers),
    revenue: money2(sums.get(segment)?.revenue),
  }));
  const shown = of('customer');
  const overdue = of('overdue');
  const names = await accountNames(
    ctx,
    [...shown, ...overdue].map((row) => row.accountId as string),
  );
  const nameOf = (row: Row) => names.get(row.accountId as string) ?? '';
  // The first 100 by revenue, by name among equals (all those tied with the 100th were read).
  const customers = shown
    .map((row) => ({ row, value: num(row.revenue), companyName: nameOf(row) }))
    .sort((a, b) => b.value - a.value || byName(a.companyName, b.companyName))
    .slice(0, shownCustomers)
    .map(({ row, companyName }) => ({
      accountId: row.accountId as string,
      recencyDays: num(row.recencyDays),
      frequency: num(row.frequency),
      monetary: money2(row.revenue),
      r: num(row.r),
      f: num(row.f),
      m: num(row.m),
      segment: row.segment as RfmSegment,
      companyName,
    }));
  return {
    period,
    segments,
    customers,
    overdue: overdue.map((row) => ({
      accountId: row.accountId as string,
      lastOrderDate: row.lastOrder as string,
      usualIntervalDays: Math.round(num(row.usual) * 10) / 10,
      daysSinceLastOrder: num(row.recencyDays),
      companyName: nameOf(row),
    })),
  };
}

/** As `localeCompare`, with the collator made once (not on every comparison of a sort). */
const byName = new Intl.Collator().compare;

async function accountNames(ctx: TenantCtx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: string; name: string }>(
    ctx,
    sql`select a.id, a.company_name as name from account a where a.tenant_id = ${ctx.tenantId} and a.id = any(${[...new Set(ids)]}::uuid[])`,
  );
  return new Map(found.map((row) => [row.id, row.name]));
}
