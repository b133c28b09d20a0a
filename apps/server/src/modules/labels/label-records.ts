import type { LabelPrinter, LabelTemplate, PrintJob, PrintJobDetail } from '@wb/contract/labels';
import { isMessageKey, renderMessage } from '@wb/contract/messages';
import type { MessageParams } from '@wb/contract/messages';
import type { JobDetailRow, JobRow, PrinterRow, TemplateRow } from './labels.queries';

export function toTemplate(row: TemplateRow): LabelTemplate {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    isDefault: row.isDefault,
    widthMm: Number(row.widthMm),
    heightMm: Number(row.heightMm),
    elements: row.elements,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPrinter(row: PrinterRow): LabelPrinter {
  return {
    id: row.id,
    name: row.name,
    connection: row.connection,
    host: row.host,
    port: row.port,
    dpi: row.dpi,
    pageWidthMm: Number(row.pageWidthMm),
    pageHeightMm: Number(row.pageHeightMm),
    orientation: row.orientation,
    logoSize: row.logoSize,
    logoWidthMm: Number(row.logoWidthMm),
    logoHeightMm: Number(row.logoHeightMm),
    fontSizes: { default: row.fontSizeDefault, header: row.fontSizeHeader, subHeader: row.fontSizeSubHeader, footer: row.fontSizeFooter },
    margins: { top: Number(row.marginTop), right: Number(row.marginRight), bottom: Number(row.marginBottom), left: Number(row.marginLeft) },
    footerText: row.footerText,
    costPerLabel: row.costPerLabel,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function messageOf(key: string | null, params: Record<string, unknown> | null) {
  if (!key || !isMessageKey(key)) return null;
  const p = (params ?? {}) as MessageParams;
  return { key, params: p, message: renderMessage(key, p) };
}

export function toJob(row: JobRow): PrintJob {
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: row.templateName,
    printerId: row.printerId,
    printerName: row.printerName,
    status: row.status,
    copies: row.copies,
    labelCount: row.labelCount,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    error: messageOf(row.errorKey, row.errorParams),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toJobDetail(row: JobDetailRow): PrintJobDetail {
  return { ...toJob(row), zpl: row.zpl, data: row.data as PrintJobDetail['data'] };
}
