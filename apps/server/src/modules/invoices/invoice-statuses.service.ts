import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type {
  CreateInvoiceStatusInput,
  DeleteInvoiceStatusInput,
  InvoiceStatuses,
  InvoiceStatusTransition,
  SetTransitionsInput,
  UpdateInvoiceStatusInput,
} from '@wb/contract/invoice-statuses';
import type { CreateTransitionInput, ReorderOrderStatusesInput } from '@wb/contract/order-statuses';
import { isUniqueViolation } from '@/db/savepoint';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { fieldError, invalidField, notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { checkNameFree, codeFor, namesValue } from '../orders/order-statuses.service';
import { checkTransition, planTransitions, requireStatusIn as requireStatus } from '../orders/status-transition-rules';
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

export async function findInvoiceStatuses(ctx: TenantCtx): Promise<InvoiceStatuses> {
  const statuses = await selectInvoiceStatuses(ctx.tx, ctx.tenantId);
  return { statuses, transitions: await selectInvoiceTransitions(ctx.tx, ctx.tenantId) };
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
    ...(input.names !== undefined ? { names: namesValue(input.names) } : {}),
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

export async function createInvoiceTransition(ctx: TenantCtx, input: CreateTransitionInput): Promise<InvoiceStatusTransition> {
  const all = await findInvoiceStatuses(ctx);
  checkTransition(all, input, { isNew: true });
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

/** The bulk editor: the complete set of transitions, by the same rules as one at a time, in one transaction. */
export async function setInvoiceTransitions(ctx: TenantCtx, input: SetTransitionsInput): Promise<InvoiceStatuses> {
  const { removed, added } = planTransitions(await findInvoiceStatuses(ctx), input.transitions);
  await deleteInvoiceTransitionRows(ctx.tx, ctx.tenantId, removed);
  await insertInvoiceTransitions(ctx.tx, ctx.tenantId, added);
  await audit(ctx, 'invoice_status.transitions_set', 'invoice_status', { added: added.length, removed: removed.length });
  return findInvoiceStatuses(ctx);
}
