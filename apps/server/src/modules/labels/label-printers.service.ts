import {
  type createLabelPrinterInputSchema,
  type LabelHealth,
  type LabelPrinter,
  type PrinterStatus,
  type PrinterTestResult,
  printerDefaults,
  type updateLabelPrinterInputSchema,
} from '@wb/contract/labels';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { AppError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { labelAudit } from './label-templates.service';
import { toPrinter } from './label-records';
import { renderZpl } from './label-zpl';
import {
  countJobs,
  deletePrinterRow,
  insertPrinter,
  type PrinterColumns,
  type PrinterRow,
  selectPrinter,
  selectPrinters,
  updatePrinterRow,
} from './labels.queries';
import { PrinterError, problemOf, queryStatus, sendRaw, withMessage } from './zebra-transport';

type CreateInput = z.output<typeof createLabelPrinterInputSchema>;
type UpdateInput = z.output<typeof updateLabelPrinterInputSchema>;

export const printerNotFound = () => new AppError('NOT_FOUND', 'labels.printerNotFound');

function columnsOf(input: UpdateInput): Partial<PrinterColumns> {
  const c: Partial<PrinterColumns> = {};
  if (input.name !== undefined) c.name = input.name;
  if (input.connection !== undefined) c.connection = input.connection;
  if (input.host !== undefined) c.host = input.host;
  if (input.port !== undefined) c.port = input.port;
  if (input.dpi !== undefined) c.dpi = input.dpi;
  if (input.pageWidthMm !== undefined) c.pageWidthMm = String(input.pageWidthMm);
  if (input.pageHeightMm !== undefined) c.pageHeightMm = String(input.pageHeightMm);
  if (input.orientation !== undefined) c.orientation = input.orientation;
  if (input.logoSize !== undefined) c.logoSize = input.logoSize;
  if (input.logoWidthMm !== undefined) c.logoWidthMm = String(input.logoWidthMm);
  if (input.logoHeightMm !== undefined) c.logoHeightMm = String(input.logoHeightMm);
  if (input.fontSizes) {
    c.fontSizeDefault = input.fontSizes.default;
    c.fontSizeHeader = input.fontSizes.header;
    c.fontSizeSubHeader = input.fontSizes.subHeader;
    c.fontSizeFooter = input.fontSizes.footer;
  }
  if (input.margins) {
    c.marginTop = String(input.margins.top);
    c.marginRight = String(input.margins.right);
    c.marginBottom = String(input.margins.bottom);
    c.marginLeft = String(input.margins.left);
  }
  if (input.footerText !== undefined) c.footerText = input.footerText;
  if (input.costPerLabel !== undefined) c.costPerLabel = input.costPerLabel;
  if (input.isActive !== undefined) c.isActive = input.isActive;
  return c;
}

/** Business §9 defaults for what the input leaves out. */
function defaults(): PrinterColumns {
  return {
    name: '',
    connection: 'tcp',
    host: '',
    port: printerDefaults.port,
    dpi: printerDefaults.dpi,
    pageWidthMm: String(printerDefaults.pageWidthMm),
    pageHeightMm: String(printerDefaults.pageHeightMm),
    orientation: printerDefaults.orientation,
    logoSize: printerDefaults.logoSize,
    logoWidthMm: '0',
    logoHeightMm: '0',
    fontSizeDefault: printerDefaults.fontSizes.default,
    fontSizeHeader: printerDefaults.fontSizes.header,
    fontSizeSubHeader: printerDefaults.fontSizes.subHeader,
    fontSizeFooter: printerDefaults.fontSizes.footer,
    marginTop: String(printerDefaults.margins.top),
    marginRight: String(printerDefaults.margins.right),
    marginBottom: String(printerDefaults.margins.bottom),
    marginLeft: String(printerDefaults.margins.left),
    footerText: '',
    costPerLabel: '0',
    isActive: true,
  };
}

export async function findPrinters(ctx: TenantCtx): Promise<{ items: LabelPrinter[] }> {
  return { items: (await selectPrinters(ctx.tx, ctx.tenantId)).map(toPrinter) };
}

export async function getPrinterRow(ctx: TenantCtx, id: string, forUpdate = false): Promise<PrinterRow> {
  const row = await selectPrinter(ctx.tx, ctx.tenantId, id, forUpdate);
  if (!row) throw printerNotFound();
  return row;
}

export async function getPrinter(ctx: TenantCtx, id: string): Promise<LabelPrinter> {
  return toPrinter(await getPrinterRow(ctx, id));
}

export async function createPrinter(ctx: TenantCtx, input: CreateInput): Promise<LabelPrinter> {
  const values = { ...defaults(), ...columnsOf(input) };
  if (values.connection === 'pdf') values.host = '';
  const id = newId();
  await insertPrinter(ctx.tx, ctx.tenantId, id, values);
  await labelAudit(ctx, 'label_printer.created', `label_printer:${id}`, { name: values.name, host: values.host, port: values.port });
  return getPrinter(ctx, id);
}

export async function updatePrinter(ctx: TenantCtx, id: string, input: UpdateInput): Promise<LabelPrinter> {
  const row = await getPrinterRow(ctx, id, true);
  const changes = columnsOf(input);
  if ((changes.connection ?? row.connection) === 'tcp' && !(changes.host ?? row.host)) {
    throw invalidField('host', 'validation.required');
  }
  if (Object.keys(changes).length) {
    await updatePrinterRow(ctx.tx, ctx.tenantId, id, changes);
    await labelAudit(ctx, 'label_printer.updated', `label_printer:${id}`, { changes: Object.keys(changes) });
  }
  return getPrinter(ctx, id);
}

export async function deletePrinter(ctx: TenantCtx, id: string): Promise<void> {
  const row = await getPrinterRow(ctx, id, true);
  await deletePrinterRow(ctx.tx, ctx.tenantId, id);
  await labelAudit(ctx, 'label_printer.deleted', `label_printer:${id}`, { name: row.name });
}

/** A printer's status over ~HS; a PDF printer has none. */
export async function printerStatus(printer: Pick<PrinterRow, 'connection' | 'host' | 'port'>): Promise<PrinterStatus | null> {
  if (printer.connection === 'pdf') return null;
  return queryStatus({ host: printer.host, port: printer.port });
}

/** The test label: the printer's name, its resolution and a ruler, at the printer's page size. */
export function testLabelZpl(printer: PrinterRow): string {
  const width = Number(printer.pageWidthMm);
  const height = Math.min(Number(printer.pageHeightMm), 40);
  return renderZpl(
    [
      {
        id: 't',
        type: 'text',
        x: 4,
        y: 4,
        width: width - 8,
        height: 8,
        content: `Test: ${printer.name}`,
        fontSize: 14,
        fontWeight: 'bold',
      },
      {
        id: 'd',
        type: 'text',
        x: 4,
        y: 14,
        width: width - 8,
        height: 6,
        content: `${printer.dpi} dpi · ${width} × ${printer.pageHeightMm} mm`,
        fontSize: 10,
      },
      { id: 'l', type: 'line', x: 4, y: 22, width: width - 8, height: 0, content: '' },
      {
        id: 'b',
        type: 'barcode',
        symbology: 'code128',
        x: 4,
        y: 24,
        width: Math.min(60, width - 8),
        height: Math.max(8, height - 28),
        content: 'TEST-9100',
      },
    ],
    { widthMm: width, heightMm: Number(printer.pageHeightMm), dpi: printer.dpi },
  );
}

/** POST /printers/{id}/test: asks the status, then prints a test label; never a 500 for a printer problem. */
export async function testPrinter(printer: PrinterRow): Promise<PrinterTestResult> {
  if (printer.connection === 'pdf') {
    const error = withMessage({ key: 'labels.printerPdfOnly', params: {} });
    return {
      ok: false,
      error,
      status: { reachable: false, paperOut: false, paused: false, headOpen: false, ribbonOut: false, labelsRemaining: null, error },
    };
  }
  const status = await queryStatus({ host: printer.host, port: printer.port });
  if (!status.reachable) return { ok: false, status, error: status.error };
  const problem = problemOf(status);
  if (problem) return { ok: false, status, error: problem };
  try {
    await sendRaw({ host: printer.host, port: printer.port }, testLabelZpl(printer));
    return { ok: true, status, error: null };
  } catch (err) {
    if (err instanceof PrinterError) return { ok: false, status, error: withMessage(err.failure) };
    throw err;
  }
}

/** GET /labels/health: every active printer's status (asked in parallel, outside the transaction), and the queue. */
export async function labelHealth(read: () => Promise<{ printers: PrinterRow[]; queued: number; failed: number }>): Promise<LabelHealth> {
  const { printers, queued, failed } = await read();
  const statuses = await Promise.all(printers.map((p) => printerStatus(p)));
  const result = printers.map((p, i) => ({ id: p.id, name: p.name, connection: p.connection, status: statuses[i] ?? null }));
  const degraded = result.some((p) => p.status && (!p.status.reachable || p.status.error));
  return { status: degraded ? 'degraded' : 'ok', printers: result, queuedJobs: queued, failedJobs24h: failed };
}

export async function readHealthData(ctx: TenantCtx) {
  const printers = (await selectPrinters(ctx.tx, ctx.tenantId)).filter((p) => p.isActive);
  const queued = await countJobs(ctx.tx, ctx.tenantId, 'queued');
  const failed = await countJobs(ctx.tx, ctx.tenantId, 'failed', new Date(Date.now() - 24 * 3600 * 1000));
  return { printers, queued, failed };
}
