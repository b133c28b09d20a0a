import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type {
  createPaymentInputSchema,
  listPaymentsQuerySchema,
  Payment,
  PaymentPage,
  refundInputSchema,
  updatePaymentInputSchema,
} from '@wb/contract/payments';
import { formatMoney } from '@wb/domain/format/numbers';
import { money } from '@wb/domain/money';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { applyInvoicePayment } from '@/modules/invoices/invoice-finalise.service';
import { selectInvoice } from '@/modules/invoices/invoices.queries';
import { raiseNotification, raiseNotificationForTenant } from '@/platform/notifications/raise-notification';
import { toPayment, toPaymentSummary } from './payment-record';
import {
  deletePaymentRow,
  insertPayment,
  type PaymentRow,
  type PaymentSortColumn,
  type PaymentValues,
  replaceAllocations,
  selectAllocations,
  selectPayment,
  selectPaymentPage,
  selectPaymentSums,
  selectRefunds,
  setAllocationReversed,
  updatePaymentRow,
} from './payments.queries';
import { newPublicId } from './public-id';

type CreateInput = z.output<typeof createPaymentInputSchema>;
type UpdateInput = z.output<typeof updatePaymentInputSchema>;
type RefundInput = z.output<typeof refundInputSchema>;
type ListQuery = z.output<typeof listPaymentsQuerySchema>;
export type Allocation = { invoiceId: string; amount: string };

export const paymentNotFound = () => new AppError('NOT_FOUND', 'payments.notFound');
export const paymentConflict = (path: string, key: MessageKey, params?: MessageParams) => fieldError('CONFLICT', path, key, params);
const invalid = (path: string, key: MessageKey, params?: MessageParams) => fieldError('VALIDATION_FAILED', path, key, params);

/** Statuses in which a payment's allocations are booked on its invoices. */
export const bookedStatuses = new Set(['completed', 'partial_refund']);

const sortColumns: Record<string, PaymentSortColumn> = {
  paymentDate: 'p.payment_date',
  amount: 'p.amount',
  accountName: 'a.company_name',
  status: 'p.status',
  method: 'p.method',
};

export async function findPayments(ctx: TenantCtx, query: ListQuery): Promise<PaymentPage> {
  const { tenantId } = ctx;
  const filter = {
    q: query.q,
    method: query.method,
    status: query.status,
    from: query.from,
    to: query.to,
    invoiceId: query.invoiceId,
    accountId: query.accountId,
  };
  const sort = parseSort(query.sort, sortColumns, { column: 'p.payment_date', direction: 'desc' });
  const [rows, sums] = await Promise.all([
    selectPaymentPage(ctx.tx, tenantId, filter, sort, { limit: query.pageSize, offset: pageOffset(query.page, query.pageSize) }),
    selectPaymentSums(ctx.tx, tenantId, filter),
  ]);
  const allocations = await selectAllocations(
    ctx.tx,
    tenantId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) =>
      toPaymentSummary(
        row,
        allocations.filter((a) => a.paymentId === row.id && a.invoiceNumber).map((a) => a.invoiceNumber ?? ''),
      ),
    ),
    total: Number(sums.count),
    page: query.page,
    pageSize: query.pageSize,
    sums: { amount: sums.amount },
  };
}

export async function getPayment(ctx: TenantCtx, id: string): Promise<Payment> {
  const { tenantId } = ctx;
  const row = await selectPayment(ctx.tx, tenantId, { id });
  if (!row) throw paymentNotFound();
  return paymentOf(ctx, row);
}

export async function paymentOf(ctx: TenantCtx, row: PaymentRow): Promise<Payment> {
  const { tenantId } = ctx;
  const [allocations, refunds] = await Promise.all([
    selectAllocations(ctx.tx, tenantId, [row.id]),
    selectRefunds(ctx.tx, tenantId, row.id),
  ]);
  return toPayment(row, allocations, refunds);
}

/**
 * Checks that the invoices can take the allocations: they exist in this tenant, are final invoices
 * (not credit notes, drafts or cancelled ones) and belong to one account. Locks them. Answers the account.
 */
export async function checkAllocations(ctx: TenantCtx, allocations: Allocation[]): Promise<string> {
  const { tenantId } = ctx;
  let accountId: string | null = null;
  for (const [index, allocation] of allocations.entries()) {
    const path = `allocations.${index}.invoiceId`;
    const invoice = await selectInvoice(ctx.tx, tenantId, allocation.invoiceId, { forUpdate: true });
    if (!invoice) throw invalid(path, 'payments.unknownInvoice');
    if (invoice.kind !== 'invoice' || invoice.status === 'draft' || invoice.status === 'cancelled')
      throw invalid(path, 'payments.invoiceNotOpen');
    if (accountId && invoice.accountId !== accountId) throw invalid(path, 'payments.oneAccount');
    accountId = invoice.accountId;
  }
  if (!accountId) throw invalid('allocations', 'payments.allocationsRequired');
  return accountId;
}

/** Registers a payment (by hand, from a bank line or a provider) with its allocations; books it when completed. */
export async function registerPayment(
  ctx: TenantCtx,
  input: {
    amount: string;
    paymentDate: string;
    method: PaymentRow['method'];
    reference?: string;
    notes?: string;
    status: PaymentRow['status'];
    allocations: Allocation[];
    extra?: Partial<PaymentValues>;
  },
): Promise<PaymentRow> {
  const { tenantId } = ctx;
  const accountId = await checkAllocations(ctx, input.allocations);
  const id = input.extra?.id ?? newId();
  await insertPayment(ctx.tx, tenantId, {
    publicId: newPublicId(tenantId),
    accountId,
    amount: input.amount,
    paymentDate: input.paymentDate,
    method: input.method,
    reference: input.reference ?? '',
    notes: input.notes ?? '',
    status: input.status,
    createdBy: ctx.principal?.userId ?? null,
    updatedBy: ctx.principal?.userId ?? null,
    ...input.extra,
    id,
  });
  await replaceAllocations(ctx.tx, tenantId, id, input.allocations);
  if (bookedStatuses.has(input.status)) await bookPayment(ctx, id);
  await auditPayment(ctx, 'payment.created', id, { amount: input.amount, method: input.method, status: input.status });
  const row = await selectPayment(ctx.tx, tenantId, { id });
  if (!row) throw paymentNotFound();
  return row;
}

export async function createPayment(ctx: TenantCtx, input: CreateInput): Promise<Payment> {
  const row = await registerPayment(ctx, { ...input, status: input.status ?? 'completed' });
  return paymentOf(ctx, row);
}

/**
 * Books a payment's allocations (less what refunds took back) on its invoices, once, and tells
 * the people concerned that the payment came in: the one who made the payment request or
 * registered it, else every user of the company.
 */
export async function bookPayment(ctx: TenantCtx, id: string): Promise<void> {
  const { tenantId } = ctx;
  const row = await selectPayment(ctx.tx, tenantId, { id }, { forUpdate: true });
  if (!row || row.booked) return;
  const allocations = await selectAllocations(ctx.tx, tenantId, [id]);
  for (const allocation of allocations) {
    const net = money(allocation.amount).minus(allocation.reversed);
    if (net.gt(0)) await applyInvoicePayment(ctx, allocation.invoiceId, net.toFixed(2));
  }
  await updatePaymentRow(ctx.tx, tenantId, id, null, { booked: true });
  const invoices = allocations.map((a) => a.invoiceNumber ?? '').join(', ');
  const note = {
    tenantId,
    type: 'SUCCESS' as const,
    title: 'Payment received',
    message: `${formatMoney(row.amount, 'en')} received${invoices ? ` for ${invoices}` : ''}`,
    link: `/payments/${id}`,
    code: 'payments.received',
    params: { amount: row.amount, invoice: invoices },
  };
  if (row.createdBy) await raiseNotification(ctx.tx, { ...note, userId: row.createdBy });
  else await raiseNotificationForTenant(ctx.tx, note);
}

/** Takes a payment's booked allocations off its invoices again. */
export async function unbookPayment(ctx: TenantCtx, id: string): Promise<void> {
  const { tenantId } = ctx;
  const row = await selectPayment(ctx.tx, tenantId, { id }, { forUpdate: true });
  if (!row?.booked) return;
  for (const allocation of await selectAllocations(ctx.tx, tenantId, [id])) {
    const net = money(allocation.amount).minus(allocation.reversed);
    if (net.gt(0)) await applyInvoicePayment(ctx, allocation.invoiceId, net.negated().toFixed(2));
  }
  await updatePaymentRow(ctx.tx, tenantId, id, null, { booked: false });
}

function assertEditable(row: PaymentRow) {
  if (row.provider) throw paymentConflict('provider', 'payments.providerPayment');
  if (money(row.refundedAmount).gt(0) || row.status === 'refunded' || row.status === 'partial_refund')
    throw paymentConflict('status', 'payments.refunded');
}

/** Changes a payment registered by hand: its bookings are taken off and made again as changed. */
export async function updatePayment(ctx: TenantCtx, id: string, input: UpdateInput): Promise<Payment> {
  const { tenantId } = ctx;
  const row = await selectPayment(ctx.tx, tenantId, { id }, { forUpdate: true });
  if (!row) throw paymentNotFound();
  if (row.version !== input.version) throw paymentConflict('version', 'payments.stale');
  assertEditable(row);
  const amount = input.amount ?? row.amount;
  const current = await selectAllocations(ctx.tx, tenantId, [id]);
  const allocations = input.allocations ?? current.map((a) => ({ invoiceId: a.invoiceId, amount: a.amount }));
  const total = allocations.reduce((sum, a) => sum.plus(a.amount), money(0));
  if (total.gt(amount)) throw invalid('allocations', 'payments.allocationTooLarge');
  await unbookPayment(ctx, id);
  const accountId = await checkAllocations(ctx, allocations);
  const status = input.status ?? row.status;
  await updatePaymentRow(ctx.tx, tenantId, id, input.version, {
    amount,
    accountId,
    paymentDate: input.paymentDate ?? row.paymentDate,
    method: input.method ?? row.method,
    reference: input.reference ?? row.reference,
    notes: input.notes ?? row.notes,
    status,
    updatedBy: ctx.principal?.userId ?? null,
  });
  await replaceAllocations(ctx.tx, tenantId, id, allocations);
  if (bookedStatuses.has(status)) await bookPayment(ctx, id);
  await auditPayment(ctx, 'payment.updated', id, { amount, status });
  return getPayment(ctx, id);
}

export async function deletePayment(ctx: TenantCtx, id: string): Promise<{ deleted: true }> {
  const { tenantId } = ctx;
  const row = await selectPayment(ctx.tx, tenantId, { id }, { forUpdate: true });
  if (!row) throw paymentNotFound();
  assertEditable(row);
  await unbookPayment(ctx, id);
  await ctx.tx
    .updateTable('bankStatementLine')
    .set({ status: 'proposed', paymentId: null })
    .where('tenantId', '=', tenantId)
    .where('paymentId', '=', id)
    .execute();
  await deletePaymentRow(ctx.tx, tenantId, id);
  await auditPayment(ctx, 'payment.deleted', id, { amount: row.amount });
  return { deleted: true };
}

/** What is left to refund of a payment that can be refunded, or a 409. */
export function refundableOf(row: PaymentRow, wanted: string | undefined): string {
  if (!bookedStatuses.has(row.status)) throw paymentConflict('status', 'payments.notRefundable');
  const left = money(row.amount).minus(row.refundedAmount);
  const amount = money(wanted ?? left).toFixed(2);
  if (money(amount).gt(left)) throw paymentConflict('amount', 'payments.refundTooLarge');
  return amount;
}

/**
 * Records a refund (the provider's part is done by the caller first): the amount comes off what
 * was not allocated first, then off the allocations from the last one back, each taken off its
 * invoice. The payment becomes partial_refund, or refunded when nothing is left.
 */
export async function recordRefund(
  ctx: TenantCtx,
  id: string,
  input: RefundInput & { providerRefundId?: string | null; providerStatus?: string },
): Promise<Payment> {
  const { tenantId } = ctx;
  const row = await selectPayment(ctx.tx, tenantId, { id }, { forUpdate: true });
  if (!row) throw paymentNotFound();
  const amount = refundableOf(row, input.amount);
  const allocations = await selectAllocations(ctx.tx, tenantId, [id]);
  const allocatedLeft = allocations.reduce((sum, a) => sum.plus(a.amount).minus(a.reversed), money(0));
  const unallocatedLeft = money(row.amount).minus(row.refundedAmount).minus(allocatedLeft);
  let rest = money(amount).minus(unallocatedLeft.gt(0) ? unallocatedLeft : 0);
  for (const allocation of [...allocations].reverse()) {
    if (rest.lte(0)) break;
    const open = money(allocation.amount).minus(allocation.reversed);
    const take = open.lt(rest) ? open : rest;
    if (take.lte(0)) continue;
    if (row.booked) await applyInvoicePayment(ctx, allocation.invoiceId, take.negated().toFixed(2));
    await setAllocationReversed(ctx.tx, tenantId, id, allocation.invoiceId, money(allocation.reversed).plus(take).toFixed(2));
    rest = rest.minus(take);
  }
  const refundedAmount = money(row.refundedAmount).plus(amount).toFixed(2);
  const status = money(refundedAmount).gte(row.amount) ? 'refunded' : 'partial_refund';
  await ctx.tx
    .insertInto('paymentRefund')
    .values({
      tenantId,
      id: newId(),
      paymentId: id,
      amount,
      description: input.description ?? '',
      providerRefundId: input.providerRefundId ?? null,
      status: input.providerStatus ?? 'refunded',
      createdBy: ctx.principal?.userId ?? null,
    })
    .execute();
  await updatePaymentRow(ctx.tx, tenantId, id, null, {
    refundedAmount,
    status,
    booked: status !== 'refunded' && row.booked,
    updatedBy: ctx.principal?.userId ?? null,
  });
  await auditPayment(ctx, 'payment.refunded', id, { amount, refundedAmount });
  return getPayment(ctx, id);
}

export function auditPayment(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(ctx.tx, {
    tenantId: ctx.tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action,
    target: `payment:${id}`,
    ip: ctx.ip,
    details,
  });
}
