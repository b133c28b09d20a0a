import Decimal from 'decimal.js';
import type { LabelCosts, LabelErrors, LabelUsage } from '@wb/contract/labels';
import type { TenantCtx } from '@/platform/context';
import { messageOf } from './label-records';
import { selectJobsSince, selectPrinters } from './labels.queries';

/** Analytics over the print jobs of the last 7, 30 or 90 days (spec: usage, costs, errors). */
const since = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

function countBy<T>(rows: T[], key: (row: T) => string, value: (row: T) => number): Array<{ name: string; labels: number }> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + value(row));
  return [...totals].map(([name, labels]) => ({ name, labels })).sort((a, b) => b.labels - a.labels || a.name.localeCompare(b.name));
}

/** Printed labels: jobs that completed. */
export async function labelUsage(ctx: TenantCtx, days: number): Promise<LabelUsage> {
  const jobs = (await selectJobsSince(ctx.tx, ctx.tenantId, since(days))).filter((j) => j.status === 'completed');
  const byDay = countBy(
    jobs,
    (j) => new Date(j.createdAt as unknown as Date).toISOString().slice(0, 10),
    (j) => j.labelCount,
  )
    .map(({ name, labels }) => ({ date: name, labels }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    days,
    totalLabels: jobs.reduce((s, j) => s + j.labelCount, 0),
    totalJobs: jobs.length,
    byDay,
    byTemplate: countBy(
      jobs,
      (j) => j.templateName,
      (j) => j.labelCount,
    ),
    byPrinter: countBy(
      jobs,
      (j) => j.printerName,
      (j) => j.labelCount,
    ),
  };
}

/** Labels × the printer's cost per label. */
export async function labelCosts(ctx: TenantCtx, days: number): Promise<LabelCosts> {
  const jobs = (await selectJobsSince(ctx.tx, ctx.tenantId, since(days))).filter((j) => j.status === 'completed');
  const printers = new Map((await selectPrinters(ctx.tx, ctx.tenantId)).map((p) => [p.id, p]));
  const rows = new Map<string, { name: string; labels: number; costPerLabel: string }>();
  for (const job of jobs) {
    const cost = (job.printerId && printers.get(job.printerId)?.costPerLabel) || '0';
    const key = job.printerId ?? job.printerName;
    const row = rows.get(key) ?? { name: job.printerName, labels: 0, costPerLabel: new Money(cost).toFixed(4) };
    row.labels += job.labelCount;
    rows.set(key, row);
  }
  const byPrinter = [...rows.values()].map((r) => ({ ...r, cost: new Money(r.costPerLabel).times(r.labels).toFixed(2) }));
  return {
    days,
    totalLabels: byPrinter.reduce((s, r) => s + r.labels, 0),
    totalCost: byPrinter.reduce((s, r) => s.plus(r.cost), new Money(0)).toFixed(2),
    byPrinter,
  };
}

/** Failed jobs by cause (the message key). */
export async function labelErrors(ctx: TenantCtx, days: number): Promise<LabelErrors> {
  const jobs = await selectJobsSince(ctx.tx, ctx.tenantId, since(days));
  const failed = jobs.filter((j) => j.status === 'failed');
  const causes = new Map<string, { key: string; message: string; count: number }>();
  for (const job of failed) {
    const message = messageOf(job.errorKey, job.errorParams as Record<string, unknown> | null);
    const key = message?.key ?? 'labels.printerUnreachable';
    const entry = causes.get(key) ?? { key, message: message?.message ?? '', count: 0 };
    entry.count++;
    causes.set(key, entry);
  }
  return { days, failedJobs: failed.length, totalJobs: jobs.length, byCause: [...causes.values()].sort((a, b) => b.count - a.count) };
}
