import type {
  createPrintJobInputSchema,
  LabelData,
  PrintJob,
  PrintJobDetail,
  PrintJobPage,
  printJobListQuerySchema,
  printLabelsInputSchema,
} from '@wb/contract/labels';
import type { z } from 'zod';
import type { Db } from '@/db/transaction';
import type { TenantCtx } from '@/platform/context';
import { AppError, type FieldIssue, invalidFields } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { labelDataFor } from './label-data';
import { renderPdf, renderSvg } from './label-graphics';
import { attachLogo } from './label-logo';
import { renderPng } from './label-png';
import { type LabelDesign, type ResolvedElement, resolveElements } from './label-layout';
import { toJob, toJobDetail } from './label-records';
import { labelAudit, templateNotFound } from './label-templates.service';
import { renderZpl } from './label-zpl';
import { deleteJobRow, insertJob, selectJob, selectJobPage, selectPrinter, selectTemplate, updateJobRow } from './labels.queries';
import { printerNotFound } from './label-printers.service';
import { runPrintJob } from './print-dispatch';

type ListQuery = z.output<typeof printJobListQuerySchema>;
type CreateInput = z.output<typeof createPrintJobInputSchema>;
type PrintInput = z.output<typeof printLabelsInputSchema>;
type Target = { itemId?: string; lotId?: string; data?: LabelData; copies?: number };

export const jobNotFound = () => new AppError('NOT_FOUND', 'labels.printJobNotFound');

/** Resolves every label set; issues carry the set's place (`items.2.elements.3.text`) when there are several. */
export async function resolveSets(
  ctx: TenantCtx,
  design: LabelDesign,
  targets: Target[],
  pathPrefix: (index: number) => string,
): Promise<Array<{ data: LabelData; copies: number; elements: ResolvedElement[] }>> {
  const sets: Array<{ data: LabelData; copies: number; elements: ResolvedElement[] }> = [];
  const issues: FieldIssue[] = [];
  for (const [index, target] of targets.entries()) {
    const data = await labelDataFor(ctx, target);
    const resolved = resolveElements(design, data);
    if ('issues' in resolved) issues.push(...resolved.issues.map((i) => ({ ...i, path: `${pathPrefix(index)}${i.path}` })));
    else sets.push({ data, copies: target.copies ?? 1, elements: resolved.elements });
  }
  if (issues.length) throw invalidFields(issues);
  return attachLogo(ctx, sets);
}

async function queueJob(
  ctx: TenantCtx,
  db: Db,
  templateId: string,
  printerId: string,
  targets: Target[],
  many: boolean,
): Promise<PrintJob> {
  const template = await selectTemplate(ctx.tx, ctx.tenantId, templateId);
  if (!template) throw templateNotFound();
  const printer = await selectPrinter(ctx.tx, ctx.tenantId, printerId);
  if (!printer) throw printerNotFound();
  if (!printer.isActive) throw new AppError('CONFLICT', 'labels.printerInactive');
  const design: LabelDesign = { widthMm: Number(template.widthMm), heightMm: Number(template.heightMm), elements: template.elements };
  const sets = await resolveSets(ctx, design, targets, (i) => (many ? `items.${i}.` : ''));
  const zpl = sets
    .map((s) => renderZpl(s.elements, { widthMm: design.widthMm, heightMm: design.heightMm, dpi: printer.dpi, copies: s.copies }))
    .join('');
  const labelCount = sets.reduce((sum, s) => sum + s.copies, 0);
  const id = newId();
  const pdfOnly = printer.connection === 'pdf';
  await insertJob(ctx.tx, ctx.tenantId, {
    id,
    templateId: template.id,
    templateName: template.name,
    printerId: printer.id,
    printerName: printer.name,
    copies: many ? 1 : (sets[0]?.copies ?? 1),
    labelCount,
    zpl,
    data: sets.map((s) => ({ data: s.data, copies: s.copies })),
    createdBy: ctx.principal?.userId ?? null,
    // A PDF-only printer has nothing to send: the labels are there to download.
    ...(pdfOnly ? { status: 'completed' as const, completedAt: new Date() } : {}),
  });
  await labelAudit(ctx, 'label_print_job.created', `label_print_job:${id}`, { template: template.name, printer: printer.name, labelCount });
  if (!pdfOnly) ctx.afterCommit(() => runPrintJob(db, ctx.tenantId, id));
  return getJob(ctx, id);
}

export async function createPrintJob(ctx: TenantCtx, db: Db, input: CreateInput): Promise<PrintJob> {
  const { templateId, printerId, copies, ...target } = input;
  return queueJob(ctx, db, templateId as string, printerId, [{ ...target, copies }], false);
}

export async function printLabels(ctx: TenantCtx, db: Db, input: PrintInput): Promise<PrintJob> {
  return queueJob(ctx, db, input.templateId as string, input.printerId, input.items, true);
}

export async function findJobs(ctx: TenantCtx, query: ListQuery): Promise<PrintJobPage> {
  const { rows, total } = await selectJobPage(ctx.tx, ctx.tenantId, query, query.page, query.pageSize);
  return { items: rows.map(toJob), total, page: query.page, pageSize: query.pageSize };
}

export async function getJob(ctx: TenantCtx, id: string): Promise<PrintJob> {
  return toJob(await getJobRow(ctx, id));
}

async function getJobRow(ctx: TenantCtx, id: string, forUpdate = false) {
  const row = await selectJob(ctx.tx, ctx.tenantId, id, forUpdate);
  if (!row) throw jobNotFound();
  return row;
}

export async function getJobDetail(ctx: TenantCtx, id: string): Promise<PrintJobDetail> {
  return toJobDetail(await getJobRow(ctx, id));
}

export async function cancelJob(ctx: TenantCtx, id: string): Promise<PrintJob> {
  const row = await getJobRow(ctx, id, true);
  if (row.status !== 'queued') throw new AppError('CONFLICT', 'labels.cancelNotQueued');
  await updateJobRow(ctx.tx, ctx.tenantId, id, { status: 'cancelled', completedAt: new Date() });
  await labelAudit(ctx, 'label_print_job.cancelled', `label_print_job:${id}`, {});
  return getJob(ctx, id);
}

export async function deleteJob(ctx: TenantCtx, id: string): Promise<void> {
  const row = await getJobRow(ctx, id, true);
  if (row.status === 'printing') throw new AppError('CONFLICT', 'labels.deletePrinting');
  await deleteJobRow(ctx.tx, ctx.tenantId, id);
  await labelAudit(ctx, 'label_print_job.deleted', `label_print_job:${id}`, { status: row.status });
}

/** The job's labels again, as PDF or as an SVG or PNG preview of the first label (from its template and data). */
export async function renderJob(ctx: TenantCtx, id: string, format: 'pdf' | 'svg' | 'png'): Promise<Buffer | string> {
  const row = await getJobRow(ctx, id);
  const template = row.templateId ? await selectTemplate(ctx.tx, ctx.tenantId, row.templateId) : undefined;
  if (!template) throw templateNotFound();
  const design: LabelDesign = { widthMm: Number(template.widthMm), heightMm: Number(template.heightMm), elements: template.elements };
  const entries = row.data as Array<{ data: LabelData; copies: number }>;
  const resolvedPages = entries.flatMap((entry) => {
    const resolved = resolveElements(design, entry.data);
    return 'elements' in resolved ? [{ ...design, elements: resolved.elements, copies: entry.copies }] : [];
  });
  const pages = await attachLogo(ctx, resolvedPages);
  const first = pages[0] ?? { ...design, elements: [] };
  if (format === 'svg') return renderSvg(first);
  if (format === 'png')
    return renderPng(first, row.printerId ? ((await selectPrinter(ctx.tx, ctx.tenantId, row.printerId))?.dpi ?? 203) : 203);
  return renderPdf(pages);
}
