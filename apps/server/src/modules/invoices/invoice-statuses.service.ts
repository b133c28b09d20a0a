import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type {
  CreateInvoiceStatusInput,
  DeleteInvoiceStatusInput,
  InvoiceStatus,
  InvoiceStatuses,
  InvoiceStatusTransition,
  SetTransitionsInput,
  UpdateInvoiceStatusInput,
} from '@wb/contract/invoice-statuses';
import type { CreateTransitionInput, ReorderOrderStatusesInput } from '@wb/contract/order-statuses';
import { isUniqueViolation } from '@/db/savepoint';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError, invalidField, notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { checkNameFree, codeFor } from '../orders/order-statuses.service';
import {
  deleteInvoiceStatusRow,
  deleteInvoiceTransitionRows,
  deleteInvoiceTransitionsFrom,
  insertInvoiceStatuses,
  insertInvoiceTransitions,
  selectInvoiceStatuses,
  selectInvoiceTransitions,
  updateClearInvoiceDefault,
  updateInvoicesStatus,
  updateInvoiceStatusRow,
  updateInvoiceStatusSortOrders,
} from './invoice-statuses.queries';

/** Invoice statuses as data (issue 30): the order statuses' rules, and the system statuses kept. */

const invalid = (path: string, key: MessageKey, params?: MessageParams) => invalidField(path, key, params);
const conflict = (path: string, key: MessageKey, params?: MessageParams) => fieldError('CONFLICT', path, key, params);
const statusNotFound = () => new AppError('NOT_FOUND', 'orderStatuses.statusNotFound');

export async function findInvoiceStatuses(ctx: TenantCtx): Promise<InvoiceStatuses> {
  const statuses = await selectInvoiceStatuses(ctx.tx, ctx.tenantId);
  return { statuses, transitions: await selectInvoiceTransitions(ctx.tx, ctx.tenantId) };
}

function requireStatus(all: InvoiceStatuses, id: string): InvoiceStatus {
  const status = all.statuses.find((s) => s.id === id);
  if (!status) throw statusNotFound();
  return status;
}

function audit(ctx: TenantCtx, action: string, target: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(ctx.tx, { tenantId: ctx.tenantId, actorUserId: ctx.principal?.userId ?? null, action, target, ip: ctx.ip, details });
}

export async function createInvoiceStatus(ctx: TenantCtx, input: CreateInvoiceStatusInput): Promise<InvoiceStatuses> {
  const all = await findInvoiceStatuses(ctx);
  checkNameFree(all, input.name);
  if (input.isDefault && input.isTerminal) throw invalid('isDefault', 'orderStatuses.defaultNotTerminal');
  const id = newId();
  if (input.isDefault) await updateClearInvoiceDefault(ctx.tx, ctx.tenantId, id);
  await insertInvoiceStatuses(ctx.tx, ctx.tenantId, [
    {
      id,
      code: codeFor(all, input.name),
      name: input.name.trim(),
      colour: input.colour.toUpperCase(),
      sortOrder: all.statuses.length,
      isDefault: input.isDefault ?? false,
      isTerminal: input.isTerminal ?? false,
      isSystem: false,
    },
  ]);
  await audit(ctx, 'invoice_status.created', `invoice_status:${id}`, { name: input.name });
  return findInvoiceStatuses(ctx);
}

export async function updateInvoiceStatus(ctx: TenantCtx, id: string, input: UpdateInvoiceStatusInput): Promise<InvoiceStatuses> {
  const all = await findInvoiceStatuses(ctx);
  const status = requireStatus(all, id);
  if (input.name !== undefined) checkNameFree(all, input.name, id);
  const isDefault = input.isDefault ?? status.isDefault;
  const isTerminal = input.isTerminal ?? status.isTerminal;
  if (status.isSystem && isTerminal !== status.isTerminal) throw conflict('isTerminal', 'invoices.systemStatus');
  if (isDefault && isTerminal) throw invalid(input.isTerminal ? 'isTerminal' : 'isDefault', 'orderStatuses.defaultNotTerminal');
  if (status.isDefault && input.isDefault === false) throw conflict('isDefault', 'orderStatuses.defaultRequired');
  if (input.isDefault && !status.isDefault) await updateClearInvoiceDefault(ctx.tx, ctx.tenantId, id);
  await updateInvoiceStatusRow(ctx.tx, ctx.tenantId, id, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.colour !== undefined ? { colour: input.colour.toUpperCase() } : {}),
    isDefault,
    isTerminal,
  });
  // A terminal status leads nowhere: its transitions go with the flag.
  if (isTerminal && !status.isTerminal) await deleteInvoiceTransitionsFrom(ctx.tx, ctx.tenantId, id);
  await audit(ctx, 'invoice_status.updated', `invoice_status:${id}`, { fields: Object.keys(input) });
  return findInvoiceStatuses(ctx);
}

export async function reorderInvoiceStatuses(ctx: TenantCtx, input: ReorderOrderStatusesInput): Promise<InvoiceStatuses> {
  const all = await findInvoiceStatuses(ctx);
  const given = new Set(input.ids);
  const complete = given.size === input.ids.length && all.statuses.length === given.size && all.statuses.every((s) => given.has(s.id));
  if (!complete) throw invalid('ids', 'orderStatuses.reorderIncomplete');
  await updateInvoiceStatusSortOrders(ctx.tx, ctx.tenantId, input.ids);
  await audit(ctx, 'invoice_status.reordered', 'invoice_status', { ids: input.ids });
  return findInvoiceStatuses(ctx);
}

/**
 * Deletes a status. One the system sets, or the default, stays. One that invoices have is deleted
 * only with `mergeIntoId`: its invoices move to that status first, in the same transaction.
 */
export async function deleteInvoiceStatus(ctx: TenantCtx, id: string, input: DeleteInvoiceStatusInput = {}): Promise<InvoiceStatuses> {
  const all = await findInvoiceStatuses(ctx);
  const status = requireStatus(all, id);
  if (status.isSystem) throw conflict('id', 'invoices.systemStatus');
  if (status.isDefault) throw conflict('isDefault', 'orderStatuses.defaultRequired');
  if (input.mergeIntoId === id) throw invalid('mergeIntoId', 'invoices.mergeIntoSame');
  const target = input.mergeIntoId === undefined ? undefined : requireStatus(all, input.mergeIntoId);
  if (target?.code === 'draft') throw invalid('mergeIntoId', 'invoices.mergeIntoDraft');
  if (status.invoiceCount > 0) {
    if (!target) throw conflict('id', 'invoices.statusInUse');
    await updateInvoicesStatus(ctx.tx, ctx.tenantId, status.code, target.code);
  }
  await deleteInvoiceStatusRow(ctx.tx, ctx.tenantId, id);
  await audit(ctx, 'invoice_status.deleted', `invoice_status:${id}`, {
    code: status.code,
    name: status.name,
    mergedInto: target?.id ?? null,
  });
  return findInvoiceStatuses(ctx);
}

/** The rules of one transition against the statuses: both exist, not the same, not out of a terminal one. */
function checkTransition(all: InvoiceStatuses, fromStatusId: string, toStatusId: string): void {
  if (fromStatusId === toStatusId) throw invalid('toStatusId', 'orderStatuses.sameStatus');
  const from = requireStatus(all, fromStatusId);
  requireStatus(all, toStatusId);
  if (from.isTerminal) throw conflict('fromStatusId', 'orderStatuses.fromTerminal');
}

export async function createInvoiceTransition(ctx: TenantCtx, input: CreateTransitionInput): Promise<InvoiceStatusTransition> {
  const all = await findInvoiceStatuses(ctx);
  checkTransition(all, input.fromStatusId, input.toStatusId);
  const exists = all.transitions.some((t) => t.fromStatusId === input.fromStatusId && t.toStatusId === input.toStatusId);
  if (exists) throw conflict('toStatusId', 'orderStatuses.transitionExists');
  const transition = { id: newId(), fromStatusId: input.fromStatusId, toStatusId: input.toStatusId };
  await insertInvoiceTransitions(ctx.tx, ctx.tenantId, [transition]).catch((err) => {
    throw isUniqueViolation(err) ? conflict('toStatusId', 'orderStatuses.transitionExists') : err;
  });
  await audit(ctx, 'invoice_status.transition_added', `invoice_status:${input.fromStatusId}`, { to: input.toStatusId });
  return transition;
}

export async function deleteInvoiceTransition(ctx: TenantCtx, id: string): Promise<void> {
  if ((await deleteInvoiceTransitionRows(ctx.tx, ctx.tenantId, [id])) !== 1) throw notFound('transition');
  await audit(ctx, 'invoice_status.transition_deleted', `invoice_status_transition:${id}`, {});
}

/**
 * The bulk editor: the complete set of transitions, with the same rules as one at a time (a pair
 * twice is a duplicate). Removed ones are deleted, new ones added, kept ones keep their id.
 */
export async function setInvoiceTransitions(ctx: TenantCtx, input: SetTransitionsInput): Promise<InvoiceStatuses> {
  const all = await findInvoiceStatuses(ctx);
  const key = (t: { fromStatusId: string; toStatusId: string }) => `${t.fromStatusId}>${t.toStatusId}`;
  const wanted = new Set<string>();
  input.transitions.forEach((t, index) => {
    try {
      checkTransition(all, t.fromStatusId, t.toStatusId);
    } catch (err) {
      throw err instanceof AppError && err.code !== 'NOT_FOUND' ? atRow(err, index) : err;
    }
    if (wanted.has(key(t))) throw conflict(`transitions.${index}.toStatusId`, 'orderStatuses.transitionExists');
    wanted.add(key(t));
  });
  const current = new Map(all.transitions.map((t) => [key(t), t]));
  const removed = all.transitions.filter((t) => !wanted.has(key(t))).map((t) => t.id);
  const added = input.transitions.filter((t) => !current.has(key(t))).map((t) => ({ id: newId(), ...t }));
  await deleteInvoiceTransitionRows(ctx.tx, ctx.tenantId, removed);
  await insertInvoiceTransitions(ctx.tx, ctx.tenantId, added);
  await audit(ctx, 'invoice_status.transitions_set', 'invoice_status', { added: added.length, removed: removed.length });
  return findInvoiceStatuses(ctx);
}

/** A rule's field error of one row of the matrix, with the row's place in the path. */
function atRow(err: AppError, index: number): AppError {
  const detail = err.details?.[0];
  if (!detail) return err;
  const path = `transitions.${index}.${detail.path}`;
  return err.code === 'CONFLICT' ? conflict(path, detail.key, detail.params) : invalid(path, detail.key, detail.params);
}
