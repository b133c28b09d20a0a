import type { InvoiceStatus, InvoiceStatuses } from '@wb/contract/invoice-statuses';

/**
 * Where an invoice in status `code` (the status the user sees: overdue included) may be moved by
 * hand: along a configured transition, to a status of the company's own. A draft and an invoice
 * in a terminal status do not move; the server checks the same (invoice-status-change.service).
 */
export function handMoveTargets(statuses: InvoiceStatuses, code: string): InvoiceStatus[] {
  const current = statuses.statuses.find((s) => s.code === code);
  if (!current || code === 'draft' || current.isTerminal) return [];
  return statuses.transitions
    .filter((tr) => tr.fromStatusId === current.id)
    .flatMap((tr) => statuses.statuses.find((s) => s.id === tr.toStatusId && !s.isSystem) ?? []);
}
