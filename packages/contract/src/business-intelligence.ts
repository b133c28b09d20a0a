import { z } from 'zod';

/**
 * Business intelligence (platform §7 "AI analytics", issue 32): GET /ai/business-intelligence/…
 * with optional startDate and endDate (inclusive, company dates). Money is a decimal string with
 * two places; rates and days are numbers. Every answer carries its data in a `data` field.
 */
export const biQuerySchema = z.strictObject({
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  /** The company a super admin looks at (required for them); a company's own people may only name their own. */
  tenantId: z.uuid().optional(),
});

/** The super admin's view across companies: per company the period's orders, revenue, margin and open receivables. */
export const biTenantsQuerySchema = z.strictObject({ startDate: z.iso.date().optional(), endDate: z.iso.date().optional() });
export const biTenantRowSchema = z.object({
  tenantId: z.uuid(),
  name: z.string(),
  orders: z.number().int(),
  revenue: z.string(),
  margin: z.string(),
  openReceivables: z.string(),
});
export type BiTenantRow = z.infer<typeof biTenantRowSchema>;
export const biTenantsResponseSchema = z.object({
  data: z.object({ period: z.object({ startDate: z.string(), endDate: z.string() }), tenants: z.array(biTenantRowSchema) }),
});
export type BiQuery = z.input<typeof biQuerySchema>;

export const predictiveQuerySchema = biQuerySchema.extend({
  weeks: z.coerce.number().int().min(4).max(12).default(8),
});
export type PredictiveQuery = z.input<typeof predictiveQuerySchema>;

const money = z.string();
const period = z.object({ startDate: z.iso.date(), endDate: z.iso.date() });

export const realtimeKpisSchema = z.object({
  date: z.iso.date(),
  ordersToday: z.number().int(),
  revenueToday: money,
  openOrdersByStatus: z.array(
    z.object({ statusId: z.uuid(), code: z.string(), name: z.string().nullable(), colour: z.string(), count: z.number().int() }),
  ),
  invoicesDueCount: z.number().int(),
  invoicesDueAmount: money,
  invoicesOverdueCount: z.number().int(),
  invoicesOverdueAmount: money,
  cashReceivedToday: money,
  lowStockItems: z.number().int(),
  cratesOut: z.number().int(),
});
export type RealtimeKpis = z.infer<typeof realtimeKpisSchema>;
export const realtimeKpisResponseSchema = z.object({ data: realtimeKpisSchema });

export const biMetricsSchema = realtimeKpisSchema.extend({
  period,
  orders: z.number().int(),
  revenue: money,
  margin: money,
  cashReceived: money,
  /** Days sales outstanding: open receivables ÷ invoiced in the period × days in the period. */
  daysSalesOutstanding: z.number().nullable(),
  openReceivables: money,
});
export type BiMetrics = z.infer<typeof biMetricsSchema>;
export const biMetricsResponseSchema = z.object({ data: biMetricsSchema });

const breakdownRow = z.object({ key: z.string(), label: z.string(), revenue: money, margin: money, previousRevenue: money });
export type BreakdownRow = z.infer<typeof breakdownRow>;
export const salesPerformanceSchema = z.object({
  period,
  previousPeriod: period,
  revenue: money,
  margin: money,
  previousRevenue: money,
  previousMargin: money,
  /** Revenue per day or per month (granularity), with the previous period's at the same offset. */
  granularity: z.enum(['day', 'month']),
  series: z.array(z.object({ period: z.string(), revenue: money, margin: money, previousRevenue: money })),
  byItem: z.array(breakdownRow),
  byCategory: z.array(breakdownRow),
  byAccount: z.array(breakdownRow),
  byRoute: z.array(breakdownRow),
  byEmployee: z.array(breakdownRow),
});
export type SalesPerformance = z.infer<typeof salesPerformanceSchema>;
export const salesPerformanceResponseSchema = z.object({ data: salesPerformanceSchema });

export const rfmSegments = ['champions', 'loyal', 'potential', 'new', 'atRisk', 'cantLose', 'hibernating', 'lost'] as const;
export type RfmSegment = (typeof rfmSegments)[number];
export const customerSegmentsSchema = z.object({
  period,
  segments: z.array(z.object({ segment: z.enum(rfmSegments), customers: z.number().int(), revenue: money })),
  customers: z.array(
    z.object({
      accountId: z.uuid(),
      companyName: z.string(),
      recencyDays: z.number().int(),
      frequency: z.number().int(),
      monetary: money,
      r: z.number().int(),
      f: z.number().int(),
      m: z.number().int(),
      segment: z.enum(rfmSegments),
    }),
  ),
  overdue: z.array(
    z.object({
      accountId: z.uuid(),
      companyName: z.string(),
      lastOrderDate: z.iso.date(),
      usualIntervalDays: z.number(),
      daysSinceLastOrder: z.number().int(),
    }),
  ),
});
export type CustomerSegments = z.infer<typeof customerSegmentsSchema>;
export const customerSegmentsResponseSchema = z.object({ data: customerSegmentsSchema });

export const cycleSteps = ['createdToConfirmed', 'confirmedToDelivered', 'deliveredToInvoiced', 'invoicedToPaid'] as const;
export const operationalEfficiencySchema = z.object({
  period,
  cycleTimes: z.array(z.object({ step: z.enum(cycleSteps), averageDays: z.number().nullable(), count: z.number().int() })),
  deliveries: z.number().int(),
  onTimeDeliveries: z.number().int(),
  onTimeRate: z.number().nullable(),
  stockTurnover: z.array(
    z.object({ itemId: z.uuid(), name: z.string(), soldQuantity: z.number(), onHand: z.number(), turnover: z.number().nullable() }),
  ),
  paymentDelay: z.array(
    z.object({ accountId: z.uuid(), companyName: z.string(), invoices: z.number().int(), averageDaysLate: z.number() }),
  ),
});
export type OperationalEfficiency = z.infer<typeof operationalEfficiencySchema>;
export const operationalEfficiencyResponseSchema = z.object({ data: operationalEfficiencySchema });

export const predictiveAnalyticsSchema = z.object({
  method: z.literal('holt-winters-additive-weekly'),
  historyWeeks: z.array(z.object({ weekStart: z.iso.date(), revenue: money })),
  forecast: z.array(z.object({ weekStart: z.iso.date(), forecast: money, lower: money, upper: money })),
  /** Mean absolute percentage error on the held-back weeks; null when there was too little history. */
  backtestMape: z.number().nullable(),
  backtestWeeks: z.number().int(),
  parameters: z.object({ alpha: z.number(), beta: z.number(), gamma: z.number() }).nullable(),
  reorder: z.array(
    z.object({
      itemId: z.uuid(),
      sku: z.string(),
      name: z.string(),
      onHand: z.number(),
      dailyVelocity: z.number(),
      daysOfStock: z.number().nullable(),
      reorderDate: z.iso.date().nullable(),
    }),
  ),
});
export type PredictiveAnalytics = z.infer<typeof predictiveAnalyticsSchema>;
export const predictiveAnalyticsResponseSchema = z.object({ data: predictiveAnalyticsSchema });

/** The event on the live stream carrying fresh real-time KPIs to a tenant's open pages. */
export const biKpisEvent = 'bi.kpis';
