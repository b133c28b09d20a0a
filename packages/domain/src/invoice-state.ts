import { money } from './money';

/**
 * What an invoice's stored state and payments mean for the people reading it: its payment status
 * (from what was paid against what is due) and its status as shown (overdue when past due and
 * not settled). Amounts are decimal strings; a credit note's amounts are negative.
 */
export type SystemInvoiceStatus = 'draft' | 'sent' | 'paid' | 'partially_paid' | 'cancelled';
/** A system status, or the code of one the tenant configured (issue 30); a payment change sets a system one. */
export type StoredInvoiceStatus = SystemInvoiceStatus | (string & {});
export type ShownInvoiceStatus = StoredInvoiceStatus | 'overdue';
export type PaymentStatus = 'unpaid' | 'partial' | 'paid' | 'overpaid';

/** Payment status of an amount due (gross less credited) against the amount paid, compared by size. */
export function paymentStatusOf(due: string, paid: string): PaymentStatus {
  const owed = money(due).abs();
  const got = money(paid).abs();
  if (got.isZero()) return owed.isZero() ? 'paid' : 'unpaid';
  if (got.lt(owed)) return 'partial';
  return got.eq(owed) ? 'paid' : 'overpaid';
}

/** The stored status that follows a payment change of a final invoice (a cancelled one stays cancelled). */
export function statusAfterPayment(current: StoredInvoiceStatus, payment: PaymentStatus): StoredInvoiceStatus {
  if (current === 'draft' || current === 'cancelled') return current;
  if (payment === 'paid' || payment === 'overpaid') return 'paid';
  return payment === 'partial' ? 'partially_paid' : 'sent';
}

/** The status as shown: a sent or partly paid invoice past its due date (ISO dates) is overdue. */
export function shownStatusOf(status: StoredInvoiceStatus, dueDate: string, today: string): ShownInvoiceStatus {
  return (status === 'sent' || status === 'partially_paid') && dueDate < today ? 'overdue' : status;
}

/** Outstanding: what is due less what was paid, never past zero the wrong way. */
export function outstandingOf(due: string, paid: string): string {
  const rest = money(due).minus(paid);
  const sign = money(due).isNegative() ? -1 : 1;
  return rest.times(sign).isNegative() ? '0.00' : rest.toFixed(2);
}

/** The due date: the invoice date plus the payment terms in days (ISO dates, calendar days). */
export function dueDateOf(invoiceDate: string, paymentTerms: number): string {
  const date = new Date(`${invoiceDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + paymentTerms);
  return date.toISOString().slice(0, 10);
}

/** Whole calendar days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type ReminderStage = 'before_due' | 'overdue';

/**
 * Which automatic reminder an open invoice is due for today: `overdue` once past its due date,
 * `before_due` from `daysBefore` days before it up to the due date itself (none when 0).
 */
export function reminderStageOf(dueDate: string, today: string, daysBefore: number): ReminderStage | null {
  const left = daysBetween(today, dueDate);
  if (left < 0) return 'overdue';
  return daysBefore > 0 && left <= daysBefore ? 'before_due' : null;
}

/** The late fee: a percentage of what is outstanding, rounded half-up to cents; never negative. */
export function lateFeeOf(outstanding: string, percentage: string): string {
  const fee = money(outstanding).times(percentage).dividedBy(100);
  return fee.isNegative() ? '0.00' : fee.toDecimalPlaces(2).toFixed(2);
}
