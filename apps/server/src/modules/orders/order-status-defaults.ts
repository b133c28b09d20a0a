import type { DefaultOrderStatusCode } from '@wb/contract/order-statuses';

/** The statuses a tenant starts with (business §4): pending → confirmed → preparing → ready → delivered. */
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
