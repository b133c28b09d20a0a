import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cashBookDayCloseSchema,
  cashBookEntrySchema,
  cashBookMonthCloseSchema,
  cashBookPdfQuerySchema,
  cashBookQuerySchema,
  cashBookSchema,
  closeCashBookDayInputSchema,
  closeCashBookMonthInputSchema,
  createCashBookEntryInputSchema,
  updateCashBookEntryInputSchema,
} from '@wb/contract/cash-book';
import { idParamsSchema } from '@wb/contract/common';
import { withTenantCtx } from '@/platform/context';
import { AppError, invalidField } from '@/platform/errors';
import { exportCashBook } from './cash-book-csv.service';
import { closeCashBookDay } from './cash-book-day.service';
import { renderCashBookPdf } from './cash-book-pdf';
import { findCashBookPdfData } from './cash-book-pdf.service';
import { getCashBookReceipt, maxReceiptBytes, saveCashBookReceipt } from './cash-book-receipt.service';
import { closeCashBookMonth, createCashBookEntry, deleteCashBookEntry, getCashBook, updateCashBookEntry } from './cash-book.service';

const tags = ['cash-book'];

/** The cash book (issue 34): money, so the payments permissions (payments:read, write, delete). */
export function registerCashBookRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'payments:read' as const };
  const write = { permission: 'payments:write' as const };

  r.get(
    '/api/v1/cash-book',
    { config: read, schema: { tags, querystring: cashBookQuerySchema, response: { 200: cashBookSchema } } },
    (req) => withTenantCtx(req, (ctx) => getCashBook(ctx, req.query)),
  );
  r.get('/api/v1/cash-book/export', { config: read, schema: { tags, querystring: cashBookQuerySchema } }, async (req, reply) => {
    const csv = await withTenantCtx(req, (ctx) => exportCashBook(ctx, req.query));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="cash-book.csv"').send(csv);
  });
  r.post(
    '/api/v1/cash-book/entries',
    { config: write, schema: { tags, body: createCashBookEntryInputSchema, response: { 201: cashBookEntrySchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createCashBookEntry(ctx, req.body))),
  );
  r.patch(
    '/api/v1/cash-book/entries/:id',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updateCashBookEntryInputSchema, response: { 200: cashBookEntrySchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updateCashBookEntry(ctx, req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/cash-book/entries/:id',
    { config: { permission: 'payments:delete' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deleteCashBookEntry(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/v1/cash-book/close',
    { config: write, schema: { tags, body: closeCashBookMonthInputSchema, response: { 200: cashBookMonthCloseSchema } } },
    (req) => withTenantCtx(req, (ctx) => closeCashBookMonth(ctx, req.body)),
  );
  r.post(
    '/api/v1/cash-book/close-day',
    { config: write, schema: { tags, body: closeCashBookDayInputSchema, response: { 200: cashBookDayCloseSchema } } },
    (req) => withTenantCtx(req, (ctx) => closeCashBookDay(ctx, req.body)),
  );
  r.get('/api/v1/cash-book/pdf', { config: read, schema: { tags, querystring: cashBookPdfQuerySchema } }, async (req, reply) => {
    // Gathered in the transaction, rendered after it.
    const data = await withTenantCtx(req, (ctx) => findCashBookPdfData(ctx, req.query));
    const pdf = await renderCashBookPdf(data);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="cash-book-${data.month}.pdf"`).send(pdf);
  });
  r.get('/api/v1/cash-book/entries/:id/receipt', { config: read, schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    const receipt = await withTenantCtx(req, (ctx) => getCashBookReceipt(ctx, req.params.id));
    return reply
      .type(receipt.contentType)
      .header('content-disposition', `inline; filename="${receipt.filename}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(receipt.content);
  });
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxReceiptBytes, files: 1, fields: 5, parts: 6 } });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/v1/cash-book/entries/:id/receipt', { config: write, schema: { tags, params: idParamsSchema } }, async (req, reply) => {
        const upload = await readReceipt(req);
        await withTenantCtx(req, (ctx) => saveCashBookReceipt(ctx, req.params.id, upload));
        return reply.status(204).send();
      });
  });
}

/** The uploaded file of field `file`, read whole (at most 5 MB), as a 4xx when absent or too large. */
async function readReceipt(req: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  const missing = () => invalidField('file', 'validation.required');
  if (!req.isMultipart()) throw missing();
  const file = await req.file();
  if (file?.fieldname !== 'file') throw missing();
  try {
    return { filename: file.filename, data: await file.toBuffer() };
  } catch (err) {
    if (err instanceof req.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'cashBook.receiptTooLarge', undefined, {
        details: [{ path: 'file', key: 'cashBook.receiptTooLarge' }],
      });
    }
    throw err;
  }
}
