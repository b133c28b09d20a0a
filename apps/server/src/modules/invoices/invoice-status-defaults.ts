import type { DefaultInvoiceStatusCode } from '@wb/contract/invoice-statuses';
import type { Tx } from '@/db/transaction';
import { newId } from '@/platform/ids';
import { insertInvoiceStatuses, insertInvoiceTransitions } from './invoice-statuses.queries';

/**
 * The invoice statuses a tenant starts with (business §4; issue 30). `isSystem`: the app sets it
 * itself (finalising, payments, the due date, a credit note). Migration 0300 gave them, in this
 * form, to the tenants that existed.
 */
export const defaultInvoiceStatuses: Array<{
  code: DefaultInvoiceStatusCode;
  colour: string;
  isDefault?: boolean;
  isTerminal?: boolean;
  isSystem?: boolean;
}> = [
  { code: 'draft', colour: '#9E9E9E', isDefault: true, isSystem: true },
  { code: 'pending', colour: '#F59E0B' },
  { code: 'sent', colour: '#3B82F6', isSystem: true },
  { code: 'viewed', colour: '#6366F1' },
  { code: 'processing', colour: '#8B5CF6' },
  { code: 'partially_paid', colour: '#14B8A6', isSystem: true },
  { code: 'paid', colour: '#22C55E', isSystem: true },
  { code: 'overdue', colour: '#F97316', isSystem: true },
  { code: 'completed', colour: '#15803D', isTerminal: true },
  { code: 'cancelled', colour: '#EF4444', isTerminal: true, isSystem: true },
];

export const defaultInvoiceTransitions: Array<[DefaultInvoiceStatusCode, DefaultInvoiceStatusCode]> = [
  ['draft', 'pending'],
  ['draft', 'sent'],
  ['draft', 'cancelled'],
  ['pending', 'sent'],
  ['pending', 'cancelled'],
  ['sent', 'viewed'],
  ['sent', 'processing'],
  ['sent', 'partially_paid'],
  ['sent', 'paid'],
  ['sent', 'overdue'],
  ['sent', 'cancelled'],
  ['viewed', 'processing'],
  ['viewed', 'partially_paid'],
  ['viewed', 'paid'],
  ['viewed', 'overdue'],
  ['processing', 'partially_paid'],
  ['processing', 'paid'],
  ['processing', 'overdue'],
  ['partially_paid', 'paid'],
  ['partially_paid', 'overdue'],
  ['overdue', 'partially_paid'],
  ['overdue', 'paid'],
  ['paid', 'completed'],
];

/** Gives a new tenant the default invoice statuses, in the transaction that makes it (tenant-defaults.ts). */
export async function insertDefaultInvoiceStatuses(tx: Tx, tenantId: string): Promise<void> {
  const ids = new Map(defaultInvoiceStatuses.map((s) => [s.code, newId()]));
  const idOf = (code: DefaultInvoiceStatusCode) => ids.get(code) as string;
  await insertInvoiceStatuses(
    tx,
    tenantId,
    defaultInvoiceStatuses.map((s, index) => ({
      id: idOf(s.code),
      code: s.code,
      name: null,
      colour: s.colour,
      sortOrder: index,
      isDefault: s.isDefault ?? false,
      isTerminal: s.isTerminal ?? false,
      isSystem: s.isSystem ?? false,
    })),
  );
  await insertInvoiceTransitions(
    tx,
    tenantId,
    defaultInvoiceTransitions.map(([from, to]) => ({ id: newId(), fromStatusId: idOf(from), toStatusId: idOf(to) })),
  );
}
