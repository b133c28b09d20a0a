import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type { Invoice, InvoicePage, InvoiceSums, invoiceSumsQuerySchema, listInvoicesQuerySchema } from '@wb/contract/invoices';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError, invalidField } from '@/platform/errors';
import { aboutTotal, countCap, countedTotal, countLimit } from '@/platform/lists/id-page';
import { cursorsAround, keysetPage, needsCursors, pagePosition } from '@/platform/lists/keyset';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { todayInCompanyZone } from '@wb/domain/today';
import { selectCreditedQuantities, selectInvoiceLines } from './invoice-lines.queries';
import { toInvoice, toInvoiceSummary } from './invoice-record';
import { selectInvoiceStatusExists } from './invoice-statuses.queries';
import {
  countInvoices,
  deleteInvoiceRow,
  estimateInvoices,
  type InvoiceFilter,
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

type InvoiceFilterQuery = Omit<ListQuery, 'page' | 'pageSize' | 'sort' | 'cursor'>;

/** The list's filter; the status must name a configured status (issue 30), or overdue (shown, never stored). */
async function filterOf(ctx: TenantCtx, query: InvoiceFilterQuery): Promise<InvoiceFilter> {
  if (query.status && query.status !== 'overdue' && !(await selectInvoiceStatusExists(ctx.tx, ctx.tenantId, query.status)))
    throw invalidField('status', 'validation.invalidOption');
  return {
    q: query.q,
    status: query.status,
    paymentStatus: query.paymentStatus,
    kind: query.kind,
    accountId: query.accountId,
    from: query.from,
    to: query.to,
    overdue: query.overdue,
    open: query.open,
    today: todayInCompanyZone(),
  };
}

/**
 * A page of invoices (newest invoice date first unless sorted otherwise), counted as the other
 * lists are (issue 35): exactly up to 1,000 or 20 pages past this one, then "more than"; a search
 * past that is "about" the planner's estimate. The sums are asked apart (sumInvoices).
 */
export async function findInvoices(ctx: TenantCtx, query: ListQuery): Promise<InvoicePage> {
  const { tenantId } = ctx;
  const filter = await filterOf(ctx, query);
  const sort = parseSort(query.sort, sortColumns, { column: 'i.invoice_date', direction: 'desc' });
  const at = pagePosition('invoices', query, 3);
  const offset = at.cursor ? 0 : pageOffset(at.page, query.pageSize);
  const cap = at.cursor ? countLimit : countCap(offset, query.pageSize);
  const [rows, counted] = await Promise.all([
    selectInvoicePage(ctx.tx, tenantId, filter, sort, { limit: query.pageSize, offset, cursor: at.cursor }),
    countInvoices(ctx.tx, tenantId, filter, cap),
  ]);
  const count =
    counted > cap && filter.q?.trim() ? aboutTotal(await estimateInvoices(ctx.tx, tenantId, filter), cap) : countedTotal(counted, cap);
  const total = Math.min(counted, cap + 1);
  // Past the numbered pages, by keyset (issue 35): the cursors from the page's first and last keys.
  const keyset = at.cursor ? keysetPage(rows, at.cursor, query.pageSize, 3) : null;
  const pageRows = keyset?.rows ?? rows;
  const cursors =
    keyset?.cursors ??
    (needsCursors(at.page) ? cursorsAround(rows, at, 3, { hasNext: offset + rows.length < total, hasPrevious: at.page > 1 }) : undefined);
  return {
    items: pageRows.map((row) => toInvoiceSummary(row, filter.today)),
    total,
    count,
    ...(cursors && { cursors }),
    page: at.page,
    pageSize: query.pageSize,
  };
}

/** Every invoice the filter matches, counted, with its net, gross and outstanding sums: the list's footer. */
export async function sumInvoices(ctx: TenantCtx, query: z.output<typeof invoiceSumsQuerySchema>): Promise<InvoiceSums> {
  const sums = await selectInvoiceSums(ctx.tx, ctx.tenantId, await filterOf(ctx, query));
  return { count: Number(sums.count), net: sums.net, gross: sums.gross, outstanding: sums.outstanding };
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
