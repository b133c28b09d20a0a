import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  createLabelPrinterInputSchema,
  createLabelTemplateInputSchema,
  createPrintJobInputSchema,
  generateLabelInputSchema,
  generateProductLabelInputSchema,
  labelAnalyticsQuerySchema,
  labelCostsSchema,
  labelErrorsSchema,
  labelHealthSchema,
  labelPreviewQuerySchema,
  labelPrinterListSchema,
  labelPrinterSchema,
  labelTemplateListQuerySchema,
  labelTemplateListSchema,
  labelTemplateSchema,
  labelTemplateTypeParamsSchema,
  labelUsageSchema,
  printerTestResultSchema,
  printJobDetailSchema,
  printJobListQuerySchema,
  printJobPageSchema,
  printJobSchema,
  printLabelsInputSchema,
  updateLabelPrinterInputSchema,
  updateLabelTemplateInputSchema,
} from '@wb/contract/labels';
import { withTenantCtx } from '@/platform/context';
import { labelCosts, labelErrors, labelUsage } from './label-analytics.service';
import { generateLabel, generateProductLabel, type Rendered } from './label-generate.service';
import {
  createPrinter,
  deletePrinter,
  findPrinters,
  getPrinter,
  getPrinterRow,
  labelHealth,
  readHealthData,
  testPrinter,
  updatePrinter,
} from './label-printers.service';
import {
  createTemplate,
  deleteTemplate,
  findTemplates,
  getDefaultTemplate,
  getTemplate,
  setDefaultTemplate,
  updateTemplate,
} from './label-templates.service';
import { cancelJob, createPrintJob, deleteJob, findJobs, getJobDetail, printLabels, renderJob } from './print-jobs.service';

const tags = ['labels'];

function sendRendered(reply: FastifyReply, rendered: Rendered) {
  if (rendered.type === 'pdf')
    return reply.type('application/pdf').header('content-disposition', 'inline; filename="labels.pdf"').send(rendered.pdf);
  if (rendered.type === 'svg') return reply.type('image/svg+xml').send(rendered.svg);
  if (rendered.type === 'png') return reply.type('image/png').send(rendered.png);
  return reply.send({ zpl: rendered.zpl, dpi: rendered.dpi, labelCount: rendered.labelCount });
}

/**
 * Labels and label printers (business §7 Labels). Printing goes with orders (the warehouse prints
 * what it ships): reading at orders:read, designing and printing at orders:write; printers are
 * settings; analytics are reports.
 */
export function registerLabelRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'orders:read' as const };
  const write = { permission: 'orders:write' as const };
  const remove = { permission: 'orders:delete' as const };
  const base = '/api/v1/labels';

  r.get(
    `${base}/templates`,
    { config: read, schema: { tags, querystring: labelTemplateListQuerySchema, response: { 200: labelTemplateListSchema } } },
    (req) => withTenantCtx(req, (ctx) => findTemplates(ctx, req.query.type)),
  );
  r.post(
    `${base}/templates`,
    { config: write, schema: { tags, body: createLabelTemplateInputSchema, response: { 201: labelTemplateSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createTemplate(ctx, req.body))),
  );
  r.get(
    `${base}/templates/default/:type`,
    { config: read, schema: { tags, params: labelTemplateTypeParamsSchema, response: { 200: labelTemplateSchema } } },
    (req) => withTenantCtx(req, (ctx) => getDefaultTemplate(ctx, req.params.type)),
  );
  r.get(
    `${base}/templates/:id`,
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: labelTemplateSchema } } },
    (req) => withTenantCtx(req, (ctx) => getTemplate(ctx, req.params.id)),
  );
  for (const method of ['put', 'patch'] as const) {
    r[method](
      `${base}/templates/:id`,
      {
        config: write,
        schema: { tags, params: idParamsSchema, body: updateLabelTemplateInputSchema, response: { 200: labelTemplateSchema } },
      },
      (req) => withTenantCtx(req, (ctx) => updateTemplate(ctx, req.params.id, req.body)),
    );
  }
  r.put(
    `${base}/templates/:id/set-default`,
    { config: write, schema: { tags, params: idParamsSchema, response: { 200: labelTemplateSchema } } },
    (req) => withTenantCtx(req, (ctx) => setDefaultTemplate(ctx, req.params.id)),
  );
  r.delete(`${base}/templates/:id`, { config: remove, schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    await withTenantCtx(req, (ctx) => deleteTemplate(ctx, req.params.id));
    return reply.status(204).send();
  });

  r.post(`${base}/generate`, { config: read, schema: { tags, body: generateLabelInputSchema } }, async (req, reply) =>
    sendRendered(reply, await withTenantCtx(req, (ctx) => generateLabel(ctx, req.body))),
  );
  r.post(`${base}/generate/product`, { config: read, schema: { tags, body: generateProductLabelInputSchema } }, async (req, reply) =>
    sendRendered(reply, await withTenantCtx(req, (ctx) => generateProductLabel(ctx, req.body))),
  );

  registerPrintRoutes(app, base);
  registerPrinterRoutes(app, base);

  const reports = { permission: 'reports:read' as const };
  r.get(
    `${base}/analytics/usage`,
    { config: reports, schema: { tags, querystring: labelAnalyticsQuerySchema, response: { 200: labelUsageSchema } } },
    (req) => withTenantCtx(req, (ctx) => labelUsage(ctx, req.query.days)),
  );
  r.get(
    `${base}/analytics/costs`,
    { config: reports, schema: { tags, querystring: labelAnalyticsQuerySchema, response: { 200: labelCostsSchema } } },
    (req) => withTenantCtx(req, (ctx) => labelCosts(ctx, req.query.days)),
  );
  r.get(
    `${base}/analytics/errors`,
    { config: reports, schema: { tags, querystring: labelAnalyticsQuerySchema, response: { 200: labelErrorsSchema } } },
    (req) => withTenantCtx(req, (ctx) => labelErrors(ctx, req.query.days)),
  );
  r.get(`${base}/health`, { config: read, schema: { tags, response: { 200: labelHealthSchema } } }, (req) =>
    labelHealth(() => withTenantCtx(req, (ctx) => readHealthData(ctx))),
  );
}

function registerPrintRoutes(app: FastifyInstance, base: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'orders:read' as const };
  const write = { permission: 'orders:write' as const };
  r.get(
    `${base}/print-jobs`,
    { config: read, schema: { tags, querystring: printJobListQuerySchema, response: { 200: printJobPageSchema } } },
    (req) => withTenantCtx(req, (ctx) => findJobs(ctx, req.query)),
  );
  r.post(
    `${base}/print-jobs`,
    { config: write, schema: { tags, body: createPrintJobInputSchema, response: { 201: printJobSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createPrintJob(ctx, req.server.deps.db, req.body))),
  );
  r.post(
    `${base}/print/single`,
    { config: write, schema: { tags, body: createPrintJobInputSchema, response: { 201: printJobSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createPrintJob(ctx, req.server.deps.db, req.body))),
  );
  r.post(
    `${base}/print`,
    { config: write, schema: { tags, body: printLabelsInputSchema, response: { 201: printJobSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => printLabels(ctx, req.server.deps.db, req.body))),
  );
  r.get(
    `${base}/print-jobs/:id`,
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: printJobDetailSchema } } },
    (req) => withTenantCtx(req, (ctx) => getJobDetail(ctx, req.params.id)),
  );
  r.get(`${base}/print-jobs/:id/pdf`, { config: read, schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    const pdf = await withTenantCtx(req, (ctx) => renderJob(ctx, req.params.id, 'pdf'));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="labels-${req.params.id.slice(0, 8)}.pdf"`)
      .send(pdf);
  });
  r.get(
    `${base}/print-jobs/:id/preview`,
    { config: read, schema: { tags, params: idParamsSchema, querystring: labelPreviewQuerySchema } },
    async (req, reply) => {
      const format = req.query.format;
      const preview = await withTenantCtx(req, (ctx) => renderJob(ctx, req.params.id, format));
      return reply.type(format === 'png' ? 'image/png' : 'image/svg+xml').send(preview);
    },
  );
  r.put(
    `${base}/print-jobs/:id/cancel`,
    { config: write, schema: { tags, params: idParamsSchema, response: { 200: printJobSchema } } },
    (req) => withTenantCtx(req, (ctx) => cancelJob(ctx, req.params.id)),
  );
  r.delete(
    `${base}/print-jobs/:id`,
    { config: { permission: 'orders:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deleteJob(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
}

function registerPrinterRoutes(app: FastifyInstance, base: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'orders:read' as const };
  const write = { permission: 'settings:write' as const };
  r.get(`${base}/printers`, { config: read, schema: { tags, response: { 200: labelPrinterListSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => findPrinters(ctx)),
  );
  r.post(
    `${base}/printers`,
    { config: write, schema: { tags, body: createLabelPrinterInputSchema, response: { 201: labelPrinterSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createPrinter(ctx, req.body))),
  );
  r.get(`${base}/printers/:id`, { config: read, schema: { tags, params: idParamsSchema, response: { 200: labelPrinterSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => getPrinter(ctx, req.params.id)),
  );
  for (const method of ['put', 'patch'] as const) {
    r[method](
      `${base}/printers/:id`,
      {
        config: write,
        schema: { tags, params: idParamsSchema, body: updateLabelPrinterInputSchema, response: { 200: labelPrinterSchema } },
      },
      (req) => withTenantCtx(req, (ctx) => updatePrinter(ctx, req.params.id, req.body)),
    );
  }
  r.delete(
    `${base}/printers/:id`,
    { config: { permission: 'settings:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deletePrinter(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
  r.post(
    `${base}/printers/:id/test`,
    { config: { permission: 'orders:write' }, schema: { tags, params: idParamsSchema, response: { 200: printerTestResultSchema } } },
    async (req) => testPrinter(await withTenantCtx(req, (ctx) => getPrinterRow(ctx, req.params.id))),
  );
}
