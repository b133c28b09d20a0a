import { sql } from 'kysely';
import type {
  BiMetrics,
  BiQuery,
  OperationalEfficiency,
  PredictiveAnalytics,
  PredictiveQuery,
  RealtimeKpis,
} from '@wb/contract/business-intelligence';
import { backtestWeekly, fitHoltWinters, weeklyForecast } from '@wb/domain/holt-winters';
import { todayInCompanyZone } from '@wb/domain/today';
import type { TenantCtx } from '@/platform/context';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { daysBetween, periodOf, shiftDay } from './bi-period';
import { counted, money2, num, roomToAggregate, rows } from './bi-sql';

/*
 * Business intelligence (issue 32). Revenue is the net total of orders by order date, without
 * cancelled orders; margin is their profit (net minus the purchase price of the lines). Sums per
 * day are read from bi_sales_day, which a trigger on the orders keeps (migration 0480). Every
 * query names the tenant (and runs under the tenant's row-level security).
 */

export async function realtimeKpis(ctx: TenantCtx, today = todayInCompanyZone()): Promise<RealtimeKpis> {
  const t = ctx.tenantId;
  const [orders] = await rows<{ count: string; revenue: string }>(
    ctx,
    sql`select count(*) as count, coalesce(sum(o.net_total), 0) as revenue from sales_order o
        where o.tenant_id = ${t} and o.order_date = ${today} and ${counted(t)}`,
  );
  const open = await rows<{ statusId: string; code: string; name: string | null; colour: string; count: string }>(
    ctx,
    sql`select s.id as "statusId", s.code, s.name, s.colour, count(o.id) as count
        from order_status s join sales_order o on o.tenant_id = s.tenant_id and o.status_id = s.id
        where s.tenant_id = ${t} and not s.is_terminal
        group by s.id, s.code, s.name, s.colour, s.sort_order order by s.sort_order`,
  );
  const [invoices] = await rows<{ dueCount: string; dueAmount: string; overdueCount: string; overdueAmount: string }>(
    ctx,
    sql`select count(*) filter (where i.due_date >= ${today}) as "dueCount",
               coalesce(sum(i.gross_total - i.paid_amount) filter (where i.due_date >= ${today}), 0) as "dueAmount",
               count(*) filter (where i.due_date < ${today}) as "overdueCount",
               coalesce(sum(i.gross_total - i.paid_amount) filter (where i.due_date < ${today}), 0) as "overdueAmount"
        from invoice i where i.tenant_id = ${t} and i.kind = 'invoice' and i.status in ('sent', 'partially_paid')`,
  );
  const [cash] = await rows<{ amount: string }>(
    ctx,
    sql`select coalesce(sum(p.amount - p.refunded_amount), 0) as amount from payment p
        where p.tenant_id = ${t} and p.payment_date = ${today} and p.status in ('completed', 'partial_refund')`,
  );
  const items = await getSettingsSection(ctx, 'items');
  const [low] = items.enableStockTracking
    ? await rows<{ count: string }>(
        ctx,
        sql`select count(*) as count from item where tenant_id = ${t} and is_active and quantity_on_hand <= ${items.lowStockThreshold}`,
      )
    : [{ count: '0' }];
  const [crates] = await rows<{ out: string }>(
    ctx,
    sql`select coalesce(sum(quantity_delivered - quantity_received), 0) as out from package_transaction where tenant_id = ${t}`,
  );
  return {
    date: today,
    ordersToday: num(orders?.count),
    revenueToday: money2(orders?.revenue),
    openOrdersByStatus: open.map((row) => ({ ...row, count: num(row.count) })),
    invoicesDueCount: num(invoices?.dueCount),
    invoicesDueAmount: money2(invoices?.dueAmount),
    invoicesOverdueCount: num(invoices?.overdueCount),
    invoicesOverdueAmount: money2(invoices?.overdueAmount),
    cashReceivedToday: money2(cash?.amount),
    lowStockItems: num(low?.count),
    cratesOut: num(crates?.out),
  };
}

export async function biMetrics(ctx: TenantCtx, query: BiQuery): Promise<BiMetrics> {
  const today = todayInCompanyZone();
  const period = periodOf(query, 30, today);
  const t = ctx.tenantId;
  const kpis = await realtimeKpis(ctx, today);
  const [sales] = await rows<{ orders: string; revenue: string; margin: string }>(
    ctx,
    sql`select coalesce(sum(d.orders), 0) as orders, coalesce(sum(d.revenue), 0) as revenue, coalesce(sum(d.margin), 0) as margin
        from bi_sales_day d where d.tenant_id = ${t} and d.day between ${period.startDate} and ${period.endDate}`,
  );
  const [cash] = await rows<{ amount: string }>(
    ctx,
    sql`select coalesce(sum(p.amount - p.refunded_amount), 0) as amount from payment p
        where p.tenant_id = ${t} and p.payment_date between ${period.startDate} and ${period.endDate} and p.status in ('completed', 'partial_refund')`,
  );
  const [invoiced] = await rows<{ amount: string }>(
    ctx,
    sql`select coalesce(sum(i.gross_total), 0) as amount from invoice i
        where i.tenant_id = ${t} and i.status <> 'draft' and i.status <> 'cancelled'
          and i.invoice_date between ${period.startDate} and ${period.endDate}`,
  );
  const openReceivables = num(kpis.invoicesDueAmount) + num(kpis.invoicesOverdueAmount);
  const days = daysBetween(period.startDate, period.endDate) + 1;
  const invoicedAmount = num(invoiced?.amount);
  return {
    ...kpis,
    period,
    orders: num(sales?.orders),
    revenue: money2(sales?.revenue),
    margin: money2(sales?.margin),
    cashReceived: money2(cash?.amount),
    openReceivables: money2(openReceivables),
    daysSalesOutstanding: invoicedAmount > 0 ? Math.round((openReceivables / invoicedAmount) * days * 10) / 10 : null,
  };
}

export async function operationalEfficiency(ctx: TenantCtx, query: BiQuery): Promise<OperationalEfficiency> {
  const period = periodOf(query, 90);
  const t = ctx.tenantId;
  const zone = 'Europe/Amsterdam';
  await roomToAggregate(ctx);
  // Per order of the period: when it was created, first confirmed, first delivered, invoiced and paid.
  const [cycle] = await rows<Record<string, string | null>>(
    ctx,
    sql`with h as (
          -- The first confirmation and delivery of each order of the period that has a history.
          select o.id, o.created_at, o.delivery_date,
                 min(h.changed_at) filter (where s.code = 'confirmed') as confirmed_at,
                 min(h.changed_at) filter (where s.is_delivering) as delivered_at
          from sales_order o join order_status_history h on h.tenant_id = o.tenant_id and h.order_id = o.id
          join order_status s on s.tenant_id = h.tenant_id and s.id = h.to_status_id
          where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
          group by o.id, o.created_at, o.delivery_date
        ), iv as (
          -- When each order of the period that was invoiced was first invoiced, and when paid: min
          -- and max do not mind the rows the joins repeat (its invoices times their allocations).
          select o.id, o.created_at, o.delivery_date, min(i.finalised_at) as invoiced_at,
                 max(p.payment_date) filter (where i.status = 'paid') as paid_on
          from sales_order o join invoice_order io on io.tenant_id = o.tenant_id and io.order_id = o.id
          join invoice i on i.tenant_id = io.tenant_id and i.id = io.invoice_id
          left join payment_allocation pa on pa.tenant_id = i.tenant_id and pa.invoice_id = i.id
          left join payment p on p.tenant_id = pa.tenant_id and p.id = pa.payment_id
          where o.tenant_id = ${t} and o.order_date between ${period.startDate} and ${period.endDate} and ${counted(t)}
          group by o.id, o.created_at, o.delivery_date
        ), o_steps as (
          -- Every figure below needs a step after creation: orders with neither add nothing, and
          -- are not read (most of a large tenant's year, where the history is young).
          select coalesce(h.created_at, iv.created_at) as created_at, coalesce(h.delivery_date, iv.delivery_date) as delivery_date,
                 h.confirmed_at, h.delivered_at, iv.invoiced_at, iv.paid_on
          from h full join iv on iv.id = h.id
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
        from o_steps`,
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
          -- Paid last in the period: its latest payment is the latest of those from the period's start.
          where i.tenant_id = ${t} and i.kind = 'invoice' and i.status = 'paid' and p.payment_date >= ${period.startDate}
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

const historyWeeks = 52;
const heldBackWeeks = 4;
const leadTimeDays = 7;

export async function predictiveAnalytics(ctx: TenantCtx, query: PredictiveQuery): Promise<PredictiveAnalytics> {
  const today = todayInCompanyZone();
  // History: whole weeks ending yesterday (or the asked end date), at most a year back.
  const end = query.endDate ?? shiftDay(today, -1);
  const earliest = shiftDay(end, -(historyWeeks * 7 - 1));
  const start = query.startDate && query.startDate > earliest ? query.startDate : earliest;
  const length = Math.floor((daysBetween(start, end) + 1) / 7) * 7;
  const from = shiftDay(end, -(length - 1));
  const t = ctx.tenantId;
  const perDay = await rows<{ day: string; revenue: string }>(
    ctx,
    sql`select d.day::text as day, sum(d.revenue) as revenue from bi_sales_day d
        where d.tenant_id = ${t} and d.day between ${from} and ${end} group by d.day`,
  );
  const at = new Map(perDay.map((row) => [row.day.slice(0, 10), num(row.revenue)]));
  const daily = Array.from({ length }, (_, i) => at.get(shiftDay(from, i)) ?? 0);
  const weeks = Math.min(12, Math.max(4, Number(query.weeks ?? 8)));
  const history = Array.from({ length: length / 7 }, (_, w) => ({
    weekStart: shiftDay(from, w * 7),
    revenue: money2(daily.slice(w * 7, w * 7 + 7).reduce((sum, value) => sum + value, 0)),
  }));
  let forecast: PredictiveAnalytics['forecast'] = [];
  let parameters: PredictiveAnalytics['parameters'] = null;
  let backtestMape: number | null = null;
  if (length >= 14) {
    const model = fitHoltWinters(daily, 7);
    parameters = { alpha: model.alpha, beta: model.beta, gamma: model.gamma };
    forecast = weeklyForecast(model, weeks).map((week) => ({
      weekStart: shiftDay(end, 1 + (week.week - 1) * 7),
      forecast: money2(week.forecast),
      lower: money2(week.lower),
      upper: money2(week.upper),
    }));
    if (length >= (heldBackWeeks + 2) * 7) {
      const backtest = backtestWeekly(daily, heldBackWeeks);
      backtestMape = backtest.mape === null ? null : Math.round(backtest.mape * 10) / 10;
    }
  }
  const velocity = await rows<{ itemId: string; sku: string; name: string; onHand: string; sold: string }>(
    ctx,
    sql`select i.id as "itemId", i.sku, i.name, i.quantity_on_hand as "onHand", coalesce(s.sold, 0) as sold
        from item i join (
          select l.item_id, sum(l.amount) as sold from sales_order o
          join sales_order_line l on l.tenant_id = o.tenant_id and l.order_id = o.id
          where o.tenant_id = ${t} and o.order_date between ${shiftDay(today, -27)} and ${today} and ${counted(t)}
          group by l.item_id
        ) s on s.item_id = i.id
        where i.tenant_id = ${t} and i.is_active`,
  );
  const reorder = velocity
    .map((row) => {
      const dailyVelocity = num(row.sold) / 28;
      const daysOfStock = dailyVelocity > 0 ? num(row.onHand) / dailyVelocity : null;
      const reorderDate = daysOfStock === null ? null : shiftDay(today, Math.max(0, Math.floor(daysOfStock - leadTimeDays)));
      return {
        itemId: row.itemId,
        sku: row.sku,
        name: row.name,
        onHand: num(row.onHand),
        dailyVelocity: Math.round(dailyVelocity * 100) / 100,
        daysOfStock: daysOfStock === null ? null : Math.round(daysOfStock * 10) / 10,
        reorderDate,
      };
    })
    .sort((a, b) => (a.daysOfStock ?? Infinity) - (b.daysOfStock ?? Infinity))
    .slice(0, 20);
  return {
    method: 'holt-winters-additive-weekly',
    historyWeeks: history,
    forecast,
    backtestMape,
    backtestWeeks: heldBackWeeks,
    parameters,
    reorder,
  };
}
