import type { TenantCtx } from '@/platform/context';
import { AppError, invalidField } from '@/platform/errors';
import { selectEntry, selectReceipt, updateReceipt } from './cash-book.queries';
import { assertDayOpen, auditCashBook } from './cash-book.service';

export const maxReceiptBytes = 5 * 1024 * 1024;

/** The receipt types kept, told by their first bytes (the browser's type is not trusted). */
function sniffType(data: Buffer): string | null {
  if (data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (data.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|mif1|hevc)/.test(data.subarray(8, 12).toString('latin1')))
    return 'image/heic';
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

const entryNotFound = () => new AppError('NOT_FOUND', 'cashBook.entryNotFound');

/** Keeps a receipt photo (or PDF) on an entry of an open day. */
export async function saveCashBookReceipt(ctx: TenantCtx, id: string, upload: { filename: string; data: Buffer }): Promise<void> {
  const row = await selectEntry(ctx.tx, ctx.tenantId, id);
  if (!row) throw entryNotFound();
  await assertDayOpen(ctx, row.ledgerId, row.entryDate);
  const contentType = sniffType(upload.data);
  if (!contentType) throw invalidField('file', 'cashBook.receiptType');
  const filename = upload.filename.replace(/[^\w.-]+/g, '_').slice(0, 120) || 'receipt';
  await updateReceipt(ctx.tx, ctx.tenantId, id, { content: upload.data, contentType, filename });
  await auditCashBook(ctx, 'cash_book.receipt_saved', id, { filename, bytes: upload.data.length });
}

export async function getCashBookReceipt(ctx: TenantCtx, id: string): Promise<{ content: Buffer; contentType: string; filename: string }> {
  const row = await selectReceipt(ctx.tx, ctx.tenantId, id);
  if (!row) throw entryNotFound();
  if (!row.receipt || !row.receiptType) throw new AppError('NOT_FOUND', 'cashBook.receiptNotFound');
  return { content: row.receipt, contentType: row.receiptType, filename: row.receiptName ?? 'receipt' };
}
