import type { generateLabelInputSchema, generateProductLabelInputSchema, LabelData, LabelTemplateType } from '@wb/contract/labels';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { renderPdf, renderSvg } from './label-graphics';
import { renderPng } from './label-png';
import type { LabelDesign } from './label-layout';
import { checkDesign, templateNotFound } from './label-templates.service';
import { renderZpl } from './label-zpl';
import { selectDefaultTemplate, selectTemplate } from './labels.queries';
import { resolveSets } from './print-jobs.service';

type GenerateInput = z.output<typeof generateLabelInputSchema>;
type ProductInput = z.output<typeof generateProductLabelInputSchema>;

export type Rendered =
  | { type: 'zpl'; zpl: string; dpi: number; labelCount: number }
  | { type: 'pdf'; pdf: Buffer }
  | { type: 'svg'; svg: string }
  | { type: 'png'; png: Buffer };

async function designOf(ctx: TenantCtx, templateId: string | undefined, fallbackType?: LabelTemplateType): Promise<LabelDesign> {
  const row = templateId
    ? await selectTemplate(ctx.tx, ctx.tenantId, templateId)
    : fallbackType
      ? await selectDefaultTemplate(ctx.tx, ctx.tenantId, fallbackType)
      : undefined;
  if (!row) {
    if (!templateId && fallbackType) throw new AppError('NOT_FOUND', 'labels.noDefaultTemplate');
    throw templateNotFound();
  }
  return { widthMm: Number(row.widthMm), heightMm: Number(row.heightMm), elements: row.elements };
}

async function render(
  ctx: TenantCtx,
  design: LabelDesign,
  target: { itemId?: string; lotId?: string; data?: LabelData },
  format: 'zpl' | 'pdf' | 'svg' | 'png',
  dpi: number,
  copies: number,
): Promise<Rendered> {
  const [set] = await resolveSets(ctx, design, [{ ...target, copies }], () => '');
  if (!set) throw templateNotFound();
  if (format === 'svg') return { type: 'svg', svg: renderSvg({ ...design, elements: set.elements }) };
  if (format === 'png') return { type: 'png', png: await renderPng({ ...design, elements: set.elements }, dpi) };
  if (format === 'pdf') return { type: 'pdf', pdf: await renderPdf([{ ...design, elements: set.elements, copies }]) };
  return { type: 'zpl', zpl: renderZpl(set.elements, { ...design, dpi, copies }), dpi, labelCount: copies };
}

/** POST /labels/generate: a stored template, or one being designed, with the given data. */
export async function generateLabel(ctx: TenantCtx, input: GenerateInput): Promise<Rendered> {
  let design: LabelDesign;
  if (input.template) {
    design = { widthMm: input.template.widthMm, heightMm: input.template.heightMm, elements: input.template.elements };
    checkDesign(design);
  } else {
    design = await designOf(ctx, input.templateId);
  }
  return render(ctx, design, { data: input.data ?? {} }, input.format, input.dpi ?? 203, input.copies ?? 1);
}

/** POST /labels/generate/product: an item (and lot) from the database; the default product or lot template when none is named. */
export async function generateProductLabel(ctx: TenantCtx, input: ProductInput): Promise<Rendered> {
  const design = await designOf(ctx, input.templateId, input.lotId ? 'lot' : 'product');
  return render(ctx, design, { itemId: input.itemId, lotId: input.lotId }, input.format, input.dpi ?? 203, 1);
}
