import { sql } from 'kysely';
import type {
  BiQuery,
  BreakdownRow,
  CustomerSegments,
  OperationalEfficiency,
  RfmSegment,
  SalesPerformance,
} from '@wb/contract/business-intelligence';
import { rfmSegments } from '@wb/contract/business-intelligence';
import type { TenantCtx } from '@/platform/context';
import { daysBetween, type Period, periodOf, previousPeriod, shiftDay } from './bi-period';
import { counted, money2, num, rows } from './bi-sql';

/*
 * TEST ONLY: the business intelligence queries as they were before issue 32's speed work (a query
 * per breakdown and period, a subquery per order for the cycle times, two passes for the RFM), kept
 * so bi.same-figures.test.ts can show the rewritten queries give the same figures on the demo data.
 */

/** Quintile score 1–5 of each value (5 best), by rank: ties share the lower rank's score. */
function quintiles(values: number[], higherIsBetter: boolean): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => (higherIsBetter ? a.value - b.value : b.value - a.value));
  const scores = new Array<number>(values.length);
  let rank = 0;
  order.forEach((entry, position) => {
    if (position === 0 || entry.value !== order[position - 1]?.value) rank = position;
    scores[entry.index] = Math.min(5, Math.floor((rank * 5) / values.length) + 1);
  });
  return scores;
}

/** Named segment of recency and the mean of frequency and monetary scores. */
function segmentOf(r: number, f: number, m: number): RfmSegment {
  const fm = Math.round((f + m) / 2);
  if (r >= 4 && fm >= 4) return 'champions';
  if (r >= 3 && fm >= 3) return 'loyal';
  if (r >= 4) return f <= 1 ? 'new' : 'potential';
  if (r === 3) return 'potential';
  if (fm >= 4) return 'cantLose';
  if (fm === 3) return 'atRisk';
  return r === 2 ? 'hibernating' : 'lost';
}

type Sums = { key: string; label: string; revenue: string; margin: string };

async function breakdown(
  ctx: TenantCtx,
  by: 'item' | 'category' | 'account' | 'route' | 'employee',
  period: Period,
  limit: 10 | 'all' = 10,
): Promise<Sums[]> {
  const top = limit === 'all' ? sql`all` : sql`${limit}`;
  const t = ctx.tenantId;
  const range = sql`o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}`;
  if (by === 'item' || by === 'category') {
    const key = by === 'item' ? sql`l.item_id::text` : sql`coalesce(i.category, '')`;
    const label = by === 'item' ? sql`max(l.name)` : sql`coalesce(i.category, '')`;
    return rows<Sums>(
      ctx,
      sql`select ${key} as key, ${label} as label, sum(l.line_net) as revenue,
                 sum(l.line_net - coalesce(l.cost_price, 0) * l.amount) as margin
          from sales_order o join sales_order_line l on l.tenant_id = o.tenant_id and l.order_id = o.id
          left join item i on i.tenant_id = l.tenant_id and i.id = l.item_id
          where ${range} group by ${key}${by === 'category' ? sql`` : sql``} order by revenue desc limit ${top}`,
    );
  }
  if (by === 'account') {
    return rows<Sums>(
      ctx,
      sql`select o.account_id::text as key, max(a.company_name) as label, sum(o.net_total) as revenue, sum(o.profit) as margin
          from sales_order o join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
          where ${range} group by o.account_id order by revenue desc limit ${top}`,
    );
  }
  if (by === 'route') {
    return rows<Sums>(
      ctx,
      sql`select o.route as key, o.route as label, sum(o.net_total) as revenue, sum(o.profit) as margin
          from sales_order o where ${range} group by o.route order by revenue desc limit ${top}`,
    );
  }
  return rows<Sums>(
    ctx,
    sql`select coalesce(coalesce(o.assigned_to, o.created_by)::text, '') as key,
               coalesce(max(nullif(trim(u.first_name || ' ' || u.last_name), '')), max(u.email), '') as label,
               sum(o.net_total) as revenue, sum(o.profit) as margin
        from sales_order o left join app_user u on u.id = coalesce(o.assigned_to, o.created_by)
        where ${range} group by coalesce(o.assigned_to, o.created_by) order by revenue desc limit ${top}`,
  );
}

async function withPrevious(
  ctx: TenantCtx,
  by: Parameters<typeof breakdown>[1],
  period: Period,
  previous: Period,
): Promise<BreakdownRow[]> {
  const current = await breakdown(ctx, by, period);
  // The one change: the previous period's figure of every key (before: of its own top 10 only, so a
  // key that was not among them then showed 0.00 where it had sales).
  const before = await breakdown(ctx, by, previous, 'all');
  const earlier = new Map(before.map((row) => [row.key, row.revenue]));
  return current.map((row) => ({
    key: row.key,
    label: row.label,
    revenue: money2(row.revenue),
    margin: money2(row.margin),
    previousRevenue: money2(earlier.get(row.key)),
  }));
}

export async function salesPerformanceBefore(ctx: TenantCtx, query: BiQuery): Promise<SalesPerformance> {
  const period = periodOf(query, 30);
  const previous = previousPeriod(period);
  const t = ctx.tenantId;
  const days = daysBetween(period.startDate, period.endDate) + 1;
  const granularity = days <= 62 ? 'day' : 'month';
  const bucket = granularity === 'day' ? sql`o.order_date` : sql`date_trunc('month', o.order_date)::date`;
  const perBucket = (p: Period) =>
    rows<{ bucket: string | Date; revenue: string; margin: string }>(
      ctx,
      sql`select ${bucket} as bucket, sum(o.net_total) as revenue, sum(o.profit) as margin from sales_order o
          where o.tenant_id = ${t} and o.order_date between ${p.startDate} and ${p.endDate} and ${counted(t)}
          group by 1 order by 1`,
    );
  const dayOf = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
  const buckets = (p: Period): string[] => {
    const list: string[] = [];
    if (granularity === 'day') for (let d = p.startDate; d <= p.endDate; d = shiftDay(d, 1)) list.push(d);
    else for (let m = `${p.startDate.slice(0, 7)}-01`; m <= p.endDate; m = shiftMonth(m)) list.push(m);
    return list;
  };
  const [current, before] = [await perBucket(period), await perBucket(previous)];
  const at = new Map(current.map((row) => [dayOf(row.bucket), row]));
  const beforeAt = new Map(before.map((row) => [dayOf(row.bucket), row]));
  const previousBuckets = buckets(previous);
  const series = buckets(period).map((key, index) => ({
    period: granularity === 'day' ? key : key.slice(0, 7),
    revenue: money2(at.get(key)?.revenue),
    margin: money2(at.get(key)?.margin),
    previousRevenue: money2(beforeAt.get(previousBuckets[index] ?? '')?.revenue),
  }));
  const sum = (list: typeof current, field: 'revenue' | 'margin') => list.reduce((total, row) => total + num(row[field]), 0);
  return {
    period,
    previousPeriod: previous,
    revenue: money2(sum(current, 'revenue')),
    margin: money2(sum(current, 'margin')),
    previousRevenue: money2(sum(before, 'revenue')),
    previousMargin: money2(sum(before, 'margin')),
    granularity,
    series,
    byItem: await withPrevious(ctx, 'item', period, previous),
    byCategory: await withPrevious(ctx, 'category', period, previous),
    byAccount: await withPrevious(ctx, 'account', period, previous),
    byRoute: await withPrevious(ctx, 'route', period, previous),
    byEmployee: await withPrevious(ctx, 'employee', period, previous),
  };
}

function shiftMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export async function customerSegmentsBefore(ctx: TenantCtx, query: BiQuery): Promise<CustomerSegments> {
  const period = periodOf(query, 365);
  const t = ctx.tenantId;
  const list = await rows<{ accountId: string; companyName: string; lastOrder: string | Date; frequency: string; monetary: string }>(
    ctx,
    sql`select o.account_id as "accountId", max(a.company_name) as "companyName", max(o.order_date)::text as "lastOrder",
               count(*) as frequency, sum(o.net_total) as monetary
        from sales_order o join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
        where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
        group by o.account_id`,
  );
  const recency = list.map((row) => daysBetween(String(row.lastOrder).slice(0, 10), period.endDate));
  const r = quintiles(recency, false);
  const f = quintiles(
    list.map((row) => num(row.frequency)),
    true,
  );
  const m = quintiles(
    list.map((row) => num(row.monetary)),
    true,
  );
  const customers = list
    .map((row, i) => ({
      accountId: row.accountId,
      companyName: row.companyName,
      recencyDays: recency[i] as number,
      frequency: num(row.frequency),
      monetary: money2(row.monetary),
      r: r[i] as number,
      f: f[i] as number,
      m: m[i] as number,
      segment: segmentOf(r[i] as number, f[i] as number, m[i] as number),
    }))
    .sort((a, b) => num(b.monetary) - num(a.monetary) || a.companyName.localeCompare(b.companyName));
  const segments = rfmSegments.map((segment) => {
    const members = customers.filter((c) => c.segment === segment);
    return { segment, customers: members.length, revenue: money2(members.reduce((total, c) => total + num(c.monetary), 0)) };
  });
  // Overdue against their own rhythm: at least three order days; the usual interval is the mean gap.
  const rhythm = await rows<{ accountId: string; companyName: string; first: string; last: string; days: string }>(
    ctx,
    sql`select o.account_id as "accountId", max(a.company_name) as "companyName", min(o.order_date)::text as first,
               max(o.order_date)::text as last, count(distinct o.order_date) as days
        from sales_order o join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
        where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
        group by o.account_id having count(distinct o.order_date) >= 3`,
  );
  const overdue = rhythm
    .map((row) => {
      const usual = daysBetween(row.first, row.last) / (num(row.days) - 1);
      return {
        accountId: row.accountId,
        companyName: row.companyName,
        lastOrderDate: row.last,
        usualIntervalDays: Math.round(usual * 10) / 10,
        daysSinceLastOrder: daysBetween(row.last, period.endDate),
      };
    })
    .filter((row) => row.daysSinceLastOrder > Math.max(1.5 * row.usualIntervalDays, row.usualIntervalDays + 2))
    .sort((a, b) => b.daysSinceLastOrder / b.usualIntervalDays - a.daysSinceLastOrder / a.usualIntervalDays)
    .slice(0, 50);
  return { period, segments, customers: customers.slice(0, 100), overdue };
}

export async function operationalEfficiencyBefore(ctx: TenantCtx, query: BiQuery): Promise<OperationalEfficiency> {
  const period = periodOf(query, 90);
  const t = ctx.tenantId;
  const zone = 'Europe/Amsterdam';
  // Per order of the period: when it was created, first confirmed, first delivered, invoiced and paid.
  const [cycle] = await rows<Record<string, string | null>>(
    ctx,
    sql`with o as (
          select o.id, o.created_at, o.delivery_date,
            (select min(h.changed_at) from order_status_history h join order_status s on s.tenant_id = h.tenant_id and s.id = h.to_status_id
               where h.tenant_id = ${t} and h.order_id = o.id and s.code = 'confirmed') as confirmed_at,
            (select min(h.changed_at) from order_status_history h join order_status s on s.tenant_id = h.tenant_id and s.id = h.to_status_id
               where h.tenant_id = ${t} and h.order_id = o.id and s.is_delivering) as delivered_at,
            (select min(i.finalised_at) from invoice_order io join invoice i on i.tenant_id = io.tenant_id and i.id = io.invoice_id
               where io.tenant_id = ${t} and io.order_id = o.id and i.finalised_at is not null) as invoiced_at,
            (select max(p.payment_date) from invoice_order io join invoice i on i.tenant_id = io.tenant_id and i.id = io.invoice_id
               join payment_allocation pa on pa.tenant_id = i.tenant_id and pa.invoice_id = i.id
               join payment p on p.tenant_id = pa.tenant_id and p.id = pa.payment_id
               where io.tenant_id = ${t} and io.order_id = o.id and i.status = 'paid') as paid_on
          from sales_order o where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
        )
        select
          avg(extract(epoch from (confirmed_at - created_at)) / 86400) as "createdToConfirmed",
          count(confirmed_at) as "createdToConfirmedCount",
          avg(extract(epoch from (delivered_at - confirmed_at)) / 86400) as "confirmedToDelivered",
          count(*) filter (where delivered_at is not null and confirmed_at is not null) as "confirmedToDeliveredCount",
          avg(extract(epoch from (invoiced_at - delivered_at)) / 86400) as "deliveredToInvoiced",
          count(*) filter (where invoiced_at is not null and delivered_at is not null) as "deliveredToInvoicedCount",
          avg(paid_on - (invoiced_at at time zone ${zone})::date) as "invoicedToPaid",
          count(*) filter (where paid_on is not null and invoiced_at is not null) as "invoicedToPaidCount",
          count(*) filter (where delivered_at is not null and delivery_date is not null) as deliveries,
          count(*) filter (where delivered_at is not null and delivery_date is not null
                           and (delivered_at at time zone ${zone})::date <= delivery_date) as "onTime"
        from o`,
  );
  const avg = (value: string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
  const cycleTimes = (['createdToConfirmed', 'confirmedToDelivered', 'deliveredToInvoiced', 'invoicedToPaid'] as const).map((step) => ({
    step,
    averageDays: avg(cycle?.[step]),
    count: num(cycle?.[`${step}Count`]),
  }));
  const deliveries = num(cycle?.deliveries);
  const onTimeDeliveries = num(cycle?.onTime);
  const days = daysBetween(period.startDate, period.endDate) + 1;
  const turnover = await rows<{ itemId: string; name: string; sold: string; onHand: string }>(
    ctx,
    sql`select l.item_id as "itemId", max(i.name) as name, sum(l.amount) as sold, max(i.quantity_on_hand) as "onHand"
        from sales_order o join sales_order_line l on l.tenant_id = o.tenant_id and l.order_id = o.id
        join item i on i.tenant_id = l.tenant_id and i.id = l.item_id
        where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
        group by l.item_id order by sold desc, name limit 10`,
  );
  const delay = await rows<{ accountId: string; companyName: string; invoices: string; late: string }>(
    ctx,
    sql`with paid as (
          select i.id, i.account_id, i.due_date, max(p.payment_date) as paid_on
          from invoice i join payment_allocation pa on pa.tenant_id = i.tenant_id and pa.invoice_id = i.id
          join payment p on p.tenant_id = pa.tenant_id and p.id = pa.payment_id
          where i.tenant_id = ${t} and i.kind = 'invoice' and i.status = 'paid'
          group by i.id, i.account_id, i.due_date
        )
        select paid.account_id as "accountId", max(a.company_name) as "companyName", count(*) as invoices,
               avg(greatest(paid_on - due_date, 0)) as late
        from paid join account a on a.tenant_id = ${t} and a.id = paid.account_id
        where paid_on between ${period.startDate} and ${period.endDate}
        group by paid.account_id order by late desc, max(a.company_name) limit 10`,
  );
  return {
    period,
    cycleTimes,
    deliveries,
    onTimeDeliveries,
    onTimeRate: deliveries > 0 ? Math.round((onTimeDeliveries / deliveries) * 1000) / 10 : null,
    stockTurnover: turnover.map((row) => ({
      itemId: row.itemId,
      name: row.name,
      soldQuantity: num(row.sold),
      onHand: num(row.onHand),
      // Sold in the period ÷ stock now, scaled to a year.
      turnover: num(row.onHand) > 0 ? Math.round((num(row.sold) / num(row.onHand)) * (365 / days) * 10) / 10 : null,
    })),
    paymentDelay: delay.map((row) => ({
      accountId: row.accountId,
      companyName: row.companyName,
      invoices: num(row.invoices),
      averageDaysLate: Math.round(num(row.late) * 10) / 10,
    })),
  };
}
