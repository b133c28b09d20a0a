import type { DefaultOrderStatusCode } from '@wb/contract/order-statuses';
import type { Tx } from '@/db/transaction';
import { newId } from '@/platform/ids';
import { insertOrderStatuses, insertTransitions } from './order-statuses.queries';

/**
 * The statuses a tenant starts with (business §4): pending → confirmed → preparing → ready → delivered.
 * Migration 0127 gave them, in this form, to the tenants made before they came with the tenant.
 */
export const defaultOrderStatuses: Array<{
  code: DefaultOrderStatusCode;
  colour: string;
  isDefault?: boolean;
  isTerminal?: boolean;
  isDelivering?: boolean;
}> = [
  { code: 'pending', colour: '#F59E0B', isDefault: true },
  { code: 'confirmed', colour: '#3B82F6' },
  { code: 'preparing', colour: '#8B5CF6' },
  { code: 'ready', colour: '#14B8A6' },
  { code: 'delivered', colour: '#22C55E', isTerminal: true, isDelivering: true },
  { code: 'cancelled', colour: '#EF4444', isTerminal: true },
];

/** The forward steps, and cancelled from every status that is not terminal. */
export const defaultOrderTransitions: Array<[DefaultOrderStatusCode, DefaultOrderStatusCode]> = [
  ['pending', 'confirmed'],
  ['confirmed', 'preparing'],
  ['preparing', 'ready'],
  ['ready', 'delivered'],
  ['pending', 'cancelled'],
  ['confirmed', 'cancelled'],
  ['preparing', 'cancelled'],
  ['ready', 'cancelled'],
];

/**
 * Gives a new tenant the default statuses and transitions, in the transaction that makes the
 * tenant (scoped to it): see tenant-defaults.ts. Reads of the statuses never make them.
 */
export async function insertDefaultOrderStatuses(tx: Tx, tenantId: string): Promise<void> {
  const ids = new Map(defaultOrderStatuses.map((s) => [s.code, newId()]));
  const idOf = (code: DefaultOrderStatusCode) => ids.get(code) as string;
  await insertOrderStatuses(
    tx,
    tenantId,
    defaultOrderStatuses.map((s, index) => ({
      id: idOf(s.code),
      code: s.code,
      name: null,
      colour: s.colour,
      sortOrder: index,
      isDefault: s.isDefault ?? false,
      isTerminal: s.isTerminal ?? false,
      isDelivering: s.isDelivering ?? false,
    })),
  );
  await insertTransitions(
    tx,
    tenantId,
    defaultOrderTransitions.map(([from, to]) => ({ id: newId(), fromStatusId: idOf(from), toStatusId: idOf(to) })),
  );
}
