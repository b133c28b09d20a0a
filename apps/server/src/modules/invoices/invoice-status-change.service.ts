import type { ChangeInvoiceStatusInput } from '@wb/contract/invoice-statuses';
import type { Invoice } from '@wb/contract/invoices';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { shownStatusOf } from '@wb/domain/invoice-state';
import { todayInCompanyZone } from '@wb/domain/today';
import { statusLabel } from '../orders/order-statuses.service';
import { findInvoiceStatuses } from './invoice-statuses.service';
import { selectInvoice, updateInvoiceRow } from './invoices.queries';
import { auditInvoice, getInvoice, invoiceConflict, invoiceNotFound } from './invoices.service';

const refuse = (code: 'CONFLICT' | 'VALIDATION_FAILED', key: Parameters<typeof invoiceConflict>[1], params?: Record<string, string>) =>
  new AppError(code, key, params, {
    at: code === 'VALIDATION_FAILED' ? 'statusId' : undefined,
    details: [{ path: 'statusId', key, params }],
  });

/**
 * Moves a final invoice by hand to one of the tenant's own statuses (issue 30: "Herinnering
 * verstuurd", "Incasso"), along a configured transition. The statuses the app sets itself
 * (draft, sent, partially paid, paid, overdue, cancelled) follow from finalising, payments, the
 * due date and credit notes, and are never chosen by hand; out of a terminal status nothing moves.
 */
export async function changeInvoiceStatus(ctx: TenantCtx, id: string, input: ChangeInvoiceStatusInput): Promise<Invoice> {
  const { statuses, transitions } = await findInvoiceStatuses(ctx);
  const header = await selectInvoice(ctx.tx, ctx.tenantId, id, { forUpdate: true });
  if (!header) throw invoiceNotFound();
  if (input.version !== undefined && input.version !== header.version) throw invoiceConflict('version', 'invoices.stale');
  if (header.status === 'draft') throw refuse('CONFLICT', 'invoices.changeDraft');
  const to = statuses.find((s) => s.id === input.statusId);
  if (!to) throw refuse('VALIDATION_FAILED', 'orders.unknownStatus');
  if (to.isSystem) throw refuse('CONFLICT', 'invoices.setBySystem');
  // From the status the user sees: a sent invoice past its due date is overdue, and moves along overdue's transitions.
  const shown = shownStatusOf(header.status, header.dueDate, todayInCompanyZone());
  const from = statuses.find((s) => s.code === shown);
  if (from?.id === to.id) throw refuse('VALIDATION_FAILED', 'orderStatuses.sameStatus');
  if (from?.isTerminal) throw refuse('CONFLICT', 'invoices.terminalStatus', { status: statusLabel(from) });
  if (!from || !transitions.some((t) => t.fromStatusId === from.id && t.toStatusId === to.id))
    throw refuse('CONFLICT', 'orders.transitionNotAllowedFromTo', { from: from ? statusLabel(from) : shown, to: statusLabel(to) });
  const saved = await updateInvoiceRow(ctx.tx, ctx.tenantId, id, header.version, {
    status: to.code,
    updatedBy: ctx.principal?.userId ?? null,
  });
  if (!saved) throw invoiceConflict('version', 'invoices.stale');
  await auditInvoice(ctx, 'invoice.status_changed', id, { from: header.status, to: to.code });
  return getInvoice(ctx, id);
}
