import type { createLabelTemplateInputSchema, LabelTemplate, LabelTemplateType, updateLabelTemplateInputSchema } from '@wb/contract/labels';
import type { z } from 'zod';
import { isUniqueViolation, withSavepoint } from '@/db/savepoint';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, invalidFields } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { geometryIssues, type LabelDesign, staticBarcodeIssues } from './label-layout';
import { toTemplate } from './label-records';
import {
  deleteTemplateRow,
  insertTemplate,
  markDefault,
  selectDefaultTemplate,
  selectTemplate,
  selectTemplates,
  type TemplateValues,
  updateTemplateRow,
} from './labels.queries';

type CreateInput = z.output<typeof createLabelTemplateInputSchema>;
type UpdateInput = z.output<typeof updateLabelTemplateInputSchema>;

export const templateNotFound = () => new AppError('NOT_FOUND', 'labels.templateNotFound');

export function labelAudit(ctx: TenantCtx, action: string, target: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(
    ctx.tx,
    { tenantId: ctx.tenantId, actorUserId: ctx.principal?.userId ?? null, action, target, ip: ctx.ip, details },
    { atEnd: true },
  );
}

/** Elements on the label and static barcode data valid: 400 naming the element (and the AI). */
export function checkDesign(design: LabelDesign): void {
  const issues = [...geometryIssues(design), ...staticBarcodeIssues(design)];
  if (issues.length) throw invalidFields(issues);
}

export async function findTemplates(ctx: TenantCtx, type?: LabelTemplateType): Promise<{ items: LabelTemplate[] }> {
  return { items: (await selectTemplates(ctx.tx, ctx.tenantId, type)).map(toTemplate) };
}

export async function getTemplate(ctx: TenantCtx, id: string): Promise<LabelTemplate> {
  const row = await selectTemplate(ctx.tx, ctx.tenantId, id);
  if (!row) throw templateNotFound();
  return toTemplate(row);
}

export async function getDefaultTemplate(ctx: TenantCtx, type: LabelTemplateType): Promise<LabelTemplate> {
  const row = await selectDefaultTemplate(ctx.tx, ctx.tenantId, type);
  if (!row) throw new AppError('NOT_FOUND', 'labels.noDefaultTemplate');
  return toTemplate(row);
}

/** The first template of a type becomes its default. */
export async function createTemplate(ctx: TenantCtx, input: CreateInput): Promise<LabelTemplate> {
  const values: TemplateValues = {
    name: input.name,
    type: input.type,
    widthMm: input.widthMm,
    heightMm: input.heightMm,
    elements: input.elements,
  };
  checkDesign(values);
  const id = newId();
  const hasDefault = (await selectDefaultTemplate(ctx.tx, ctx.tenantId, input.type)) !== undefined;
  await insertTemplate(ctx.tx, ctx.tenantId, id, values, false);
  if (input.isDefault || !hasDefault) await markDefault(ctx.tx, ctx.tenantId, input.type, id);
  await labelAudit(ctx, 'label_template.created', `label_template:${id}`, { name: values.name, type: values.type });
  return getTemplate(ctx, id);
}

export async function updateTemplate(ctx: TenantCtx, id: string, input: UpdateInput): Promise<LabelTemplate> {
  const row = await selectTemplate(ctx.tx, ctx.tenantId, id, true);
  if (!row) throw templateNotFound();
  const merged: TemplateValues = {
    name: input.name ?? row.name,
    type: input.type ?? row.type,
    widthMm: input.widthMm ?? Number(row.widthMm),
    heightMm: input.heightMm ?? Number(row.heightMm),
    elements: input.elements ?? row.elements,
  };
  checkDesign(merged);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<TemplateValues>;
  if (!Object.keys(changes).length) return toTemplate(row);
  // Moving the default template to another type takes its default flag off (the new type keeps its own).
  if (input.type && input.type !== row.type && row.isDefault) {
    await withSavepoint(ctx.tx, () =>
      ctx.tx.updateTable('labelTemplate').set({ isDefault: false }).where('tenantId', '=', ctx.tenantId).where('id', '=', id).execute(),
    );
  }
  await updateTemplateRow(ctx.tx, ctx.tenantId, id, changes);
  await labelAudit(ctx, 'label_template.updated', `label_template:${id}`, { changes: Object.keys(changes) });
  return getTemplate(ctx, id);
}

export async function setDefaultTemplate(ctx: TenantCtx, id: string): Promise<LabelTemplate> {
  const row = await selectTemplate(ctx.tx, ctx.tenantId, id, true);
  if (!row) throw templateNotFound();
  try {
    await withSavepoint(ctx.tx, () => markDefault(ctx.tx, ctx.tenantId, row.type, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'labels.saveTemplateFailed');
    throw err;
  }
  await labelAudit(ctx, 'label_template.default_set', `label_template:${id}`, { type: row.type });
  return getTemplate(ctx, id);
}

/** Print jobs keep the template's name; the history stays. */
export async function deleteTemplate(ctx: TenantCtx, id: string): Promise<void> {
  const row = await selectTemplate(ctx.tx, ctx.tenantId, id, true);
  if (!row) throw templateNotFound();
  await deleteTemplateRow(ctx.tx, ctx.tenantId, id);
  await labelAudit(ctx, 'label_template.deleted', `label_template:${id}`, { name: row.name, type: row.type });
}
