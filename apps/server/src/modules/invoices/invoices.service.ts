import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type { Invoice, InvoicePage, listInvoicesQuerySchema } from '@wb/contract/invoices';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError, invalidField } from '@/platform/errors';
import { cursorsAround, keysetPage, needsCursors, pagePosition } from '@/platform/lists/keyset';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { todayInCompanyZone } from '@wb/domain/today';
import { selectCreditedQuantities, selectInvoiceLines } from './invoice-lines.queries';
import { toInvoice, toInvoiceSummary } from './invoice-record';
import { selectInvoiceStatusExists } from './invoice-statuses.queries';
import {
  deleteInvoiceRow,
  type InvoiceSortColumn,
  selectInvoice,
  selectInvoicePage,
  selectInvoiceSums,
  selectInvoiceWithLinks,
} from './invoices.queries';

type ListQuery = z.output<typeof listInvoicesQuerySchema>;

const sortColumns: Record<string, InvoiceSortColumn> = {
  invoiceNumber: 'i.invoice_number',
  invoiceDate: 'i.invoice_date',
  dueDate: 'i.due_date',
  accountName: 'a.company_name',
  gross: 'i.gross_total',
  outstanding: 'outstanding',
  updatedAt: 'i.updated_at',
};

export const invoiceNotFound = () => new AppError('NOT_FOUND', 'invoices.notFound');
export const invoiceConflict = (path: string, key: MessageKey, params?: MessageParams) => fieldError('CONFLICT', path, key, params);

/** A page of invoices (newest invoice date first unless sorted otherwise) and the sums over all that match. */
export async function findInvoices(ctx: TenantCtx, query: ListQuery): Promise<InvoicePage> {
  const { tenantId } = ctx;
  // The status filter names a configured status (issue 30), or overdue (shown, never stored).
  if (query.status && query.status !== 'overdue' && !(await selectInvoiceStatusExists(ctx.tx, tenantId, query.status)))
    throw invalidField('status', 'validation.invalidOption');
  const today = todayInCompanyZone();
  const filter = {
    q: query.q,
    status: query.status,
    paymentStatus: query.paymentStatus,
    kind: query.kind,
    accountId: query.accountId,
    from: query.from,
    to: query.to,
    overdue: query.overdue,
    open: query.open,
    today,
  };
  const sort = parseSort(query.sort, sortColumns, { column: 'i.invoice_date', direction: 'desc' });
  const at = pagePosition('invoices', query, 3);
  const offset = pageOffset(at.page, query.pageSize);
  const [rows, sums] = await Promise.all([
    selectInvoicePage(ctx.tx, tenantId, filter, sort, { limit: query.pageSize, offset, cursor: at.cursor }),
    selectInvoiceSums(ctx.tx, tenantId, filter),
  ]);
  const total = Number(sums.count);
  // Past the numbered pages, by keyset (issue 35): the cursors from the page's first and last keys.
  const keyset = at.cursor ? keysetPage(rows, at.cursor, query.pageSize, 3) : null;
  const pageRows = keyset?.rows ?? rows;
  const cursors =
    keyset?.cursors ??
    (needsCursors(at.page) ? cursorsAround(rows, at, 3, { hasNext: offset + rows.length < total, hasPrevious: at.page > 1 }) : undefined);
  return {
    items: pageRows.map((row) => toInvoiceSummary(row, today)),
    total,
    count: { value: total, kind: 'exact' },
    ...(cursors && { cursors }),
    page: at.page,
    pageSize: query.pageSize,
    sums: { net: sums.net, gross: sums.gross, outstanding: sums.outstanding },
  };
}

export async function getInvoice(ctx: TenantCtx, id: string): Promise<Invoice> {
  const { tenantId } = ctx;
  const header = await selectInvoiceWithLinks(ctx.tx, tenantId, id);
  if (!header) throw invoiceNotFound();
  const lines = await selectInvoiceLines(ctx.tx, tenantId, id);
  const credited = header.creditNoteIds.length > 0 ? await selectCreditedQuantities(ctx.tx, tenantId, id) : new Map<string, string>();
  return toInvoice(header, lines, { ...header, credited }, todayInCompanyZone());
}

/** Deletes a draft (its orders can be invoiced again); a final invoice is credited, never deleted. */
export async function deleteInvoice(ctx: TenantCtx, id: string): Promise<{ deleted: true }> {
  const { tenantId } = ctx;
  const header = await selectInvoice(ctx.tx, tenantId, id, { forUpdate: true });
  if (!header) throw invoiceNotFound();
  if (header.status !== 'draft') throw invoiceConflict('status', 'invoices.final');
  await deleteInvoiceRow(ctx.tx, tenantId, id);
  await auditInvoice(ctx, 'invoice.deleted', id, { accountId: header.accountId, gross: header.gross });
  return { deleted: true };
}

/** Appended as the transaction's last work: the tenant's audit lock is held only until the commit (issue 11). */
export function auditInvoice(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(
    ctx.tx,
    {
      tenantId: ctx.tenantId,
      actorUserId: ctx.principal?.userId ?? null,
      action,
      target: `invoice:${id}`,
      ip: ctx.ip,
      details,
    },
    { atEnd: true },
  );
}
