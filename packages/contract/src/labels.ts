import { k } from './message-keys';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, requiredText } from './common';
import { optionalText } from './master-data-fields';

/**
 * Labels and label printers (business §2 Labels, §3 Label template, Print job, Label printer, §5,
 * §7 Labels, §9 printer defaults; issue 28). A template is kept in millimetres and rendered per
 * printer to ZPL II (203 or 300 dpi) or to PDF. Text and barcode data may hold field
 * placeholders such as `{{item.name}}`, filled from an item, a lot, an order and the company.
 */

export const labelTemplateTypes = ['product', 'lot', 'shipping', 'pallet'] as const;
export type LabelTemplateType = (typeof labelTemplateTypes)[number];

export const labelElementTypes = ['text', 'barcode', 'image', 'table', 'line', 'rectangle', 'circle'] as const;
export type LabelElementType = (typeof labelElementTypes)[number];

export const barcodeSymbologies = ['code128', 'gs1-128', 'ean13', 'qr', 'datamatrix'] as const;
export type BarcodeSymbology = (typeof barcodeSymbologies)[number];

export const printerDpis = [203, 300] as const;
export const printJobStatuses = ['queued', 'printing', 'completed', 'failed', 'cancelled'] as const;
export type PrintJobStatus = (typeof printJobStatuses)[number];
export const labelAnalyticsRanges = [7, 30, 90] as const;

/** Business §9: printer defaults. */
export const printerDefaults = {
  port: 9100,
  dpi: 203,
  pageWidthMm: 100,
  pageHeightMm: 150,
  orientation: 'portrait',
  logoSize: 100,
  fontSizes: { default: 12, header: 16, subHeader: 14, footer: 10 },
  margins: { top: 10, right: 10, bottom: 10, left: 10 },
} as const;

export const labelLimits = { maxElements: 60, maxSizeMm: 300, maxCopies: 1000, maxItemsPerPrint: 200 } as const;

/** The fields a template can bind to, as `{{group.name}}` (the designer's field list). */
export const labelFields = {
  item: ['number', 'name', 'sku', 'ean', 'gtin', 'price', 'unit', 'vat', 'description'],
  lot: ['number', 'expiry', 'expiryGs1', 'quantity'],
  order: ['number', 'account', 'address', 'route', 'date', 'crates', 'sscc'],
  company: ['name', 'logo'],
} as const;

const mm = (max: number = labelLimits.maxSizeMm) =>
  z
    .number({ error: k('validation.invalidValue') })
    .min(0, { error: k('validation.min', { min: 0 }) })
    .max(max, { error: k('validation.max', { max }) });

export const labelElementSchema = z.strictObject({
  id: z.string().trim().min(1).max(40),
  type: z.enum(labelElementTypes, { error: k('validation.chooseType') }),
  x: mm(),
  y: mm(),
  width: mm(),
  height: mm(),
  /** Text (with placeholders) of a text element; the data of a barcode; the source of an image. */
  text: optionalText(500).optional(),
  symbology: z.enum(barcodeSymbologies).optional(),
  /** Show the human-readable text under a barcode. */
  showText: z.boolean().optional(),
  font: z.enum(['sans', 'mono']).optional(),
  /** In points. */
  fontSize: z.number().min(4).max(144).optional(),
  fontWeight: z.enum(['normal', 'bold']).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: k('validation.invalidValue') })
    .optional(),
  /** Line and border thickness in mm. */
  thickness: z.number().min(0.1).max(20).optional(),
  /** Table rows: cells separated by `|`, rows by new lines (text with placeholders). */
  align: z.enum(['left', 'center', 'right']).optional(),
});
export type LabelElement = z.infer<typeof labelElementSchema>;

const templateShape = {
  name: requiredText(120),
  type: z.enum(labelTemplateTypes, { error: k('validation.chooseType') }),
  widthMm: mm().min(5, { error: k('validation.min', { min: 5 }) }),
  heightMm: mm().min(5, { error: k('validation.min', { min: 5 }) }),
  elements: z
    .array(labelElementSchema)
    .max(labelLimits.maxElements, { error: k('labels.tooManyElements', { max: labelLimits.maxElements }) }),
};

export const createLabelTemplateInputSchema = z.strictObject({ ...templateShape, isDefault: z.boolean().optional() });
export type CreateLabelTemplateInput = z.input<typeof createLabelTemplateInputSchema>;
export const updateLabelTemplateInputSchema = z.strictObject(templateShape).partial();
export type UpdateLabelTemplateInput = z.input<typeof updateLabelTemplateInputSchema>;

export const labelTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(labelTemplateTypes),
  isDefault: z.boolean(),
  widthMm: z.number(),
  heightMm: z.number(),
  elements: z.array(labelElementSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LabelTemplate = z.infer<typeof labelTemplateSchema>;
export const labelTemplateListSchema = z.object({ items: z.array(labelTemplateSchema) });
export const labelTemplateListQuerySchema = z.object({ type: z.enum(labelTemplateTypes).optional() });
export const labelTemplateTypeParamsSchema = z.strictObject({ type: z.enum(labelTemplateTypes) });

/** The data a label is filled with: each group a flat record of text. */
export const labelDataSchema = z
  .object({
    item: z.record(z.string(), z.string().max(500)).optional(),
    lot: z.record(z.string(), z.string().max(500)).optional(),
    order: z.record(z.string(), z.string().max(500)).optional(),
    company: z.record(z.string(), z.string().max(500)).optional(),
  })
  .strict();
export type LabelData = z.infer<typeof labelDataSchema>;

export const labelFormats = ['zpl', 'pdf', 'svg', 'png'] as const;
export const labelPreviewQuerySchema = z.object({ format: z.enum(['svg', 'png']).default('svg') });

/** Render a stored template or one being designed (not saved yet) with given data. */
export const generateLabelInputSchema = z
  .strictObject({
    templateId: idSchema.optional(),
    template: z.strictObject(templateShape).optional(),
    data: labelDataSchema.optional(),
    format: z.enum(labelFormats).default('zpl'),
    dpi: z.union([z.literal(203), z.literal(300)]).optional(),
    copies: z.number().int().min(1).max(labelLimits.maxCopies).optional(),
  })
  .refine((v) => v.templateId || v.template, { path: ['templateId'], error: k('labels.templateRequired') });
export type GenerateLabelInput = z.input<typeof generateLabelInputSchema>;

/** Render a product or lot label from an item (and lot) in the database. */
export const generateProductLabelInputSchema = z.strictObject({
  templateId: idSchema.optional(),
  itemId: idSchema,
  lotId: idSchema.optional(),
  format: z.enum(labelFormats).default('zpl'),
  dpi: z.union([z.literal(203), z.literal(300)]).optional(),
});
export type GenerateProductLabelInput = z.input<typeof generateProductLabelInputSchema>;
export const generatedLabelSchema = z.object({ zpl: z.string(), dpi: z.number(), labelCount: z.number().int() });
export type GeneratedLabel = z.infer<typeof generatedLabelSchema>;

const copies = z
  .number({ error: k('validation.wholeNumber') })
  .int({ error: k('validation.wholeNumber') })
  .min(1, { error: k('validation.min', { min: 1 }) })
  .max(labelLimits.maxCopies, { error: k('validation.max', { max: labelLimits.maxCopies }) });

export const printTargetSchema = z.strictObject({
  itemId: idSchema.optional(),
  lotId: idSchema.optional(),
  orderId: idSchema.optional(),
  data: labelDataSchema.optional(),
  copies: copies.optional(),
});
export type PrintTarget = z.infer<typeof printTargetSchema>;

const templateRequired = idSchema.optional();
function requireTemplate(value: { templateId?: string }, ctx: z.RefinementCtx): void {
  if (!value.templateId) ctx.addIssue({ code: 'custom', path: ['templateId'], message: k('labels.templateRequired') });
}

/** POST /labels/print-jobs and /labels/print/single: one label set (an item, a lot or free data) × copies. */
export const createPrintJobInputSchema = z
  .strictObject({
    templateId: templateRequired,
    printerId: idSchema,
    itemId: idSchema.optional(),
    lotId: idSchema.optional(),
    orderId: idSchema.optional(),
    data: labelDataSchema.optional(),
    copies: copies.default(1),
  })
  .superRefine(requireTemplate);
export type CreatePrintJobInput = z.input<typeof createPrintJobInputSchema>;

/** POST /labels/print: labels for many items or lots in one job. */
export const printLabelsInputSchema = z
  .strictObject({
    templateId: templateRequired,
    printerId: idSchema,
    items: z
      .array(printTargetSchema, { error: k('labels.itemsRequired') })
      .min(1, { error: k('labels.itemsRequired') })
      .max(labelLimits.maxItemsPerPrint, { error: k('validation.maxItems', { max: labelLimits.maxItemsPerPrint }) }),
  })
  .superRefine(requireTemplate);
export type PrintLabelsInput = z.input<typeof printLabelsInputSchema>;

export const messageSchema = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()), message: z.string() });

export const printJobSchema = z.object({
  id: z.uuid(),
  templateId: z.uuid().nullable(),
  templateName: z.string(),
  printerId: z.uuid().nullable(),
  printerName: z.string(),
  status: z.enum(printJobStatuses),
  copies: z.number().int(),
  labelCount: z.number().int(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  error: messageSchema.nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type PrintJob = z.infer<typeof printJobSchema>;
export const printJobDetailSchema = printJobSchema.extend({
  zpl: z.string(),
  data: z.array(z.object({ data: labelDataSchema, copies: z.number().int() })),
});
export type PrintJobDetail = z.infer<typeof printJobDetailSchema>;
export const printJobPageSchema = pageOf(printJobSchema);
export type PrintJobPage = z.infer<typeof printJobPageSchema>;
export const printJobListQuerySchema = pageQuerySchema.extend({
  status: z.enum(printJobStatuses).optional(),
  printerId: idSchema.optional(),
  templateId: idSchema.optional(),
});
export const printJobListSchema = z.object({ items: z.array(printJobSchema) });

const fontSizeField = z.number().int().min(4).max(72);
const marginField = z.number().min(0).max(100);
const printerShape = {
  name: requiredText(120),
  connection: z.enum(['tcp', 'pdf']),
  host: optionalText(255),
  port: z.number().int().min(1).max(65535),
  dpi: z.union([z.literal(203), z.literal(300)]),
  pageWidthMm: mm().min(5, { error: k('validation.min', { min: 5 }) }),
  pageHeightMm: mm().min(5, { error: k('validation.min', { min: 5 }) }),
  orientation: z.enum(['portrait', 'landscape']),
  logoSize: z.number().int().min(0).max(1000),
  logoWidthMm: mm(),
  logoHeightMm: mm(),
  fontSizes: z.strictObject({ default: fontSizeField, header: fontSizeField, subHeader: fontSizeField, footer: fontSizeField }),
  margins: z.strictObject({ top: marginField, right: marginField, bottom: marginField, left: marginField }),
  footerText: optionalText(200),
  costPerLabel: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/, { error: k('validation.invalidAmount') }),
  isActive: z.boolean(),
};
function hostForTcp(value: { connection?: string; host?: string }, ctx: z.RefinementCtx): void {
  if (value.connection === 'tcp' && value.host !== undefined && !value.host) {
    ctx.addIssue({ code: 'custom', path: ['host'], message: k('validation.required') });
  }
}
export const createLabelPrinterInputSchema = z
  .strictObject({ ...printerShape })
  .partial()
  .required({ name: true })
  .superRefine((v, ctx) => hostForTcp({ connection: v.connection ?? 'tcp', host: v.host ?? '' }, ctx));
export type CreateLabelPrinterInput = z.input<typeof createLabelPrinterInputSchema>;
export const updateLabelPrinterInputSchema = z.strictObject(printerShape).partial().superRefine(hostForTcp);
export type UpdateLabelPrinterInput = z.input<typeof updateLabelPrinterInputSchema>;

export const labelPrinterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  connection: z.enum(['tcp', 'pdf']),
  host: z.string(),
  port: z.number().int(),
  dpi: z.number().int(),
  pageWidthMm: z.number(),
  pageHeightMm: z.number(),
  orientation: z.enum(['portrait', 'landscape']),
  logoSize: z.number().int(),
  logoWidthMm: z.number(),
  logoHeightMm: z.number(),
  fontSizes: z.object({ default: z.number(), header: z.number(), subHeader: z.number(), footer: z.number() }),
  margins: z.object({ top: z.number(), right: z.number(), bottom: z.number(), left: z.number() }),
  footerText: z.string(),
  costPerLabel: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LabelPrinter = z.infer<typeof labelPrinterSchema>;
export const labelPrinterListSchema = z.object({ items: z.array(labelPrinterSchema) });

/** A printer's answer to ~HS, or why there was none. */
export const printerStatusSchema = z.object({
  reachable: z.boolean(),
  paperOut: z.boolean(),
  paused: z.boolean(),
  headOpen: z.boolean(),
  ribbonOut: z.boolean(),
  labelsRemaining: z.number().int().nullable(),
  error: messageSchema.nullable(),
});
export type PrinterStatus = z.infer<typeof printerStatusSchema>;
export const printerTestResultSchema = z.object({ ok: z.boolean(), status: printerStatusSchema, error: messageSchema.nullable() });
export type PrinterTestResult = z.infer<typeof printerTestResultSchema>;

export const labelHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  printers: z.array(
    z.object({ id: z.uuid(), name: z.string(), connection: z.enum(['tcp', 'pdf']), status: printerStatusSchema.nullable() }),
  ),
  queuedJobs: z.number().int(),
  failedJobs24h: z.number().int(),
});
export type LabelHealth = z.infer<typeof labelHealthSchema>;

export const labelAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (labelAnalyticsRanges as readonly number[]).includes(d), { error: k('packages.invalidRange') })
    .default(30),
});
export const labelUsageSchema = z.object({
  days: z.number().int(),
  totalLabels: z.number().int(),
  totalJobs: z.number().int(),
  byDay: z.array(z.object({ date: z.string(), labels: z.number().int() })),
  byTemplate: z.array(z.object({ name: z.string(), labels: z.number().int() })),
  byPrinter: z.array(z.object({ name: z.string(), labels: z.number().int() })),
});
export type LabelUsage = z.infer<typeof labelUsageSchema>;
export const labelCostsSchema = z.object({
  days: z.number().int(),
  totalLabels: z.number().int(),
  totalCost: z.string(),
  byPrinter: z.array(z.object({ name: z.string(), labels: z.number().int(), costPerLabel: z.string(), cost: z.string() })),
});
export type LabelCosts = z.infer<typeof labelCostsSchema>;
export const labelErrorsSchema = z.object({
  days: z.number().int(),
  failedJobs: z.number().int(),
  totalJobs: z.number().int(),
  byCause: z.array(z.object({ key: z.string(), message: z.string(), count: z.number().int() })),
});
export type LabelErrors = z.infer<typeof labelErrorsSchema>;
