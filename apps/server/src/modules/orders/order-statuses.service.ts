import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type {
  CreateOrderStatusInput,
  CreateTransitionInput,
  DeleteOrderStatusInput,
  OrderStatus,
  OrderStatuses,
  OrderStatusTransition,
  ReorderOrderStatusesInput,
  SetTransitionsInput,
  StatusNames,
  UpdateOrderStatusInput,
} from '@wb/contract/order-statuses';
import { isUniqueViolation } from '@/db/savepoint';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { notFound, fieldError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { tenantConfig } from '@/platform/tenant-config';
import {
  deleteOrderStatusRow,
  deleteTransitionRows,
  deleteTransitionsFrom,
  insertOrderStatuses,
  insertTransitions,
  selectOrderStatuses,
  selectStatusRules,
  selectStatusInUse,
  updateClearDefault,
  updateOrderStatusRow,
  updateStatusSortOrders,
  updateOrdersStatus,
} from './order-statuses.queries';
import { checkTransition, planTransitions, requireStatusIn as requireStatus } from './status-transition-rules';

const invalid = (path: string, key: MessageKey, params?: MessageParams) => invalidField(path, key, params);
const conflict = (path: string, key: MessageKey, params?: MessageParams) => fieldError('CONFLICT', path, key, params);

/** The statuses in their order (with how many orders each has) and the allowed transitions. */
export async function findOrderStatuses(ctx: TenantCtx): Promise<OrderStatuses> {
  const { tenantId } = ctx;
  const { transitions } = await findStatusRules(ctx);
  return { statuses: await selectOrderStatuses(ctx.tx, tenantId, { counts: true }), transitions };
}

/**
 * The statuses and transitions the order rules need (no order counts), in one statement. A read
 * only: a tenant gets its default statuses when it is made (order-status-defaults.ts).
 */
export async function findStatusRules(ctx: TenantCtx): Promise<OrderStatuses> {
  const { tenantId } = ctx;
  return tenantConfig(ctx, 'order-status-rules', () => selectStatusRules(ctx.tx, tenantId));
}

/** A status's name for messages: the one given, else its code. */
export function statusLabel(status: Pick<OrderStatus, 'name' | 'code'>): string {
  return status.name ?? status.code;
}

type NamedStatuses = { statuses: ReadonlyArray<Pick<OrderStatus, 'id' | 'code' | 'name'>> };

/** Refuses a name another status has (as name or code); invoice statuses share the rule. */
/** The names per language as stored: trimmed, the empty ones left out (that language falls back to `name`). */
export function namesValue(names: StatusNames): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(names)
        .filter(([, v]) => v?.trim())
        .map(([k, v]) => [k, v?.trim()]),
    ),
  );
}

export function checkNameFree(all: NamedStatuses, name: string, exceptId?: string): void {
  const key = name.trim().toLowerCase();
  const taken = all.statuses.some((s) => s.id !== exceptId && (s.name?.toLowerCase() === key || s.code === key));
  if (taken) throw conflict('name', 'orderStatuses.nameTaken');
}

/** A code for a new status from its name: lower-case letters, digits and dashes, unique. */
export function codeFor(all: NamedStatuses, name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'status';
  const codes = new Set(all.statuses.map((s) => s.code));
  if (!codes.has(base)) return base;
  for (let n = 2; ; n++) if (!codes.has(`${base}-${n}`)) return `${base}-${n}`;
}

function audit(ctx: TenantCtx, action: string, target: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(ctx.tx, {
    tenantId: ctx.tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action,
    target,
    ip: ctx.ip,
    details,
  });
}

export async function createOrderStatus(ctx: TenantCtx, input: CreateOrderStatusInput): Promise<OrderStatuses> {
  const { tenantId } = ctx;
  const all = await findOrderStatuses(ctx);
  checkNameFree(all, input.name);
  if (input.isDefault && input.isTerminal) throw invalid('isDefault', 'orderStatuses.defaultNotTerminal');
  const id = newId();
  if (input.isDefault) await updateClearDefault(ctx.tx, tenantId, id);
  await insertOrderStatuses(ctx.tx, tenantId, [
    {
      id,
      code: codeFor(all, input.name),
      name: input.name.trim(),
      colour: input.colour.toUpperCase(),
      sortOrder: all.statuses.length,
      isDefault: input.isDefault ?? false,
      isTerminal: input.isTerminal ?? false,
      isDelivering: input.isDelivering ?? false,
    },
  ]);
  await audit(ctx, 'order_status.created', `order_status:${id}`, { name: input.name });
  return findOrderStatuses(ctx);
}

export async function updateOrderStatus(ctx: TenantCtx, id: string, input: UpdateOrderStatusInput): Promise<OrderStatuses> {
  const { tenantId } = ctx;
  const all = await findOrderStatuses(ctx);
  const status = requireStatus(all, id);
  if (input.name !== undefined) checkNameFree(all, input.name, id);
  const isDefault = input.isDefault ?? status.isDefault;
  const isTerminal = input.isTerminal ?? status.isTerminal;
  if (isDefault && isTerminal) throw invalid(input.isTerminal ? 'isTerminal' : 'isDefault', 'orderStatuses.defaultNotTerminal');
  if (status.isDefault && input.isDefault === false) throw conflict('isDefault', 'orderStatuses.defaultRequired');
  if (input.isDefault && !status.isDefault) await updateClearDefault(ctx.tx, tenantId, id);
  await updateOrderStatusRow(ctx.tx, tenantId, id, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.names !== undefined ? { names: namesValue(input.names) } : {}),
    ...(input.colour !== undefined ? { colour: input.colour.toUpperCase() } : {}),
    isDefault,
    isTerminal,
    ...(input.isDelivering !== undefined ? { isDelivering: input.isDelivering } : {}),
  });
  // A terminal status leads nowhere: its transitions go with the flag.
  if (isTerminal && !status.isTerminal) await deleteTransitionsFrom(ctx.tx, tenantId, id);
  await audit(ctx, 'order_status.updated', `order_status:${id}`, { fields: Object.keys(input) });
  return findOrderStatuses(ctx);
}

export async function reorderOrderStatuses(ctx: TenantCtx, input: ReorderOrderStatusesInput): Promise<OrderStatuses> {
  const { tenantId } = ctx;
  const all = await findOrderStatuses(ctx);
  const given = new Set(input.ids);
  const complete = given.size === input.ids.length && all.statuses.length === given.size && all.statuses.every((s) => given.has(s.id));
  if (!complete) throw invalid('ids', 'orderStatuses.reorderIncomplete');
  await updateStatusSortOrders(ctx.tx, tenantId, input.ids);
  await audit(ctx, 'order_status.reordered', 'order_status', { ids: input.ids });
  return findOrderStatuses(ctx);
}

/**
 * Deletes a status; the default stays. One that orders have (or had) is deleted only with
 * `mergeIntoId`: its orders and their history move to that status first, in the same transaction.
 */
export async function deleteOrderStatus(ctx: TenantCtx, id: string, input: DeleteOrderStatusInput = {}): Promise<OrderStatuses> {
  const { tenantId } = ctx;
  const all = await findOrderStatuses(ctx);
  const status = requireStatus(all, id);
  if (status.isDefault) throw conflict('isDefault', 'orderStatuses.defaultRequired');
  if (input.mergeIntoId === id) throw invalid('mergeIntoId', 'invoices.mergeIntoSame');
  const target = input.mergeIntoId === undefined ? undefined : requireStatus(all, input.mergeIntoId);
  let moved = 0;
  if (await selectStatusInUse(ctx.tx, tenantId, id)) {
    if (!target) throw conflict('id', 'orderStatuses.statusInUse');
    moved = await updateOrdersStatus(ctx.tx, tenantId, id, target.id);
  }
  await deleteOrderStatusRow(ctx.tx, tenantId, id);
  await audit(ctx, 'order_status.deleted', `order_status:${id}`, {
    code: status.code,
    name: status.name,
    mergedInto: target?.id ?? null,
    moved,
  });
  return findOrderStatuses(ctx);
}

/** Adds a transition: not to the same status, not twice, not out of a terminal status. */
export async function createTransition(ctx: TenantCtx, input: CreateTransitionInput): Promise<OrderStatusTransition> {
  const all = await findOrderStatuses(ctx);
  checkTransition(all, input, { isNew: true });
  const transition = { id: newId(), fromStatusId: input.fromStatusId, toStatusId: input.toStatusId };
  await insertTransitions(ctx.tx, ctx.tenantId, [transition]).catch((err) => {
    throw isUniqueViolation(err) ? conflict('toStatusId', 'orderStatuses.transitionExists') : err;
  });
  await audit(ctx, 'order_status.transition_added', `order_status:${input.fromStatusId}`, { to: input.toStatusId });
  return transition;
}

/** The bulk editor: the complete set of transitions, by the same rules as one at a time, in one transaction. */
export async function setOrderTransitions(ctx: TenantCtx, input: SetTransitionsInput): Promise<OrderStatuses> {
  const { removed, added } = planTransitions(await findOrderStatuses(ctx), input.transitions);
  await deleteTransitionRows(ctx.tx, ctx.tenantId, removed);
  await insertTransitions(ctx.tx, ctx.tenantId, added);
  await audit(ctx, 'order_status.transitions_set', 'order_status', { added: added.length, removed: removed.length });
  return findOrderStatuses(ctx);
}

export async function deleteTransition(ctx: TenantCtx, id: string): Promise<void> {
  if ((await deleteTransitionRows(ctx.tx, ctx.tenantId, [id])) !== 1) throw notFound('transition');
  await audit(ctx, 'order_status.transition_deleted', `order_status_transition:${id}`, {});
}
