import { describe, expect, it } from 'vitest';
import { dueDateOf, outstandingOf, paymentStatusOf, shownStatusOf, statusAfterPayment } from './invoice-state';

describe('invoice state', () => {
  it('derives the payment status from what is due and what was paid', () => {
    expect(paymentStatusOf('121.00', '0')).toBe('unpaid');
    expect(paymentStatusOf('121.00', '21.00')).toBe('partial');
    expect(paymentStatusOf('121.00', '121.00')).toBe('paid');
    expect(paymentStatusOf('121.00', '121.01')).toBe('overpaid');
    expect(paymentStatusOf('-50.00', '-50.00')).toBe('paid');
    expect(paymentStatusOf('0.00', '0')).toBe('paid');
  });

  it('moves a final invoice between sent, partially paid and paid, and leaves drafts and cancelled ones', () => {
    expect(statusAfterPayment('sent', 'partial')).toBe('partially_paid');
    expect(statusAfterPayment('partially_paid', 'paid')).toBe('paid');
    expect(statusAfterPayment('paid', 'unpaid')).toBe('sent');
    expect(statusAfterPayment('cancelled', 'paid')).toBe('cancelled');
    expect(statusAfterPayment('draft', 'paid')).toBe('draft');
  });

  it('shows open invoices past their due date as overdue', () => {
    expect(shownStatusOf('sent', '2026-01-31', '2026-02-01')).toBe('overdue');
    expect(shownStatusOf('partially_paid', '2026-01-31', '2026-02-01')).toBe('overdue');
    expect(shownStatusOf('sent', '2026-02-01', '2026-02-01')).toBe('sent');
    expect(shownStatusOf('paid', '2026-01-31', '2026-02-01')).toBe('paid');
    expect(shownStatusOf('draft', '2026-01-31', '2026-02-01')).toBe('draft');
  });

  it('computes outstanding amounts and due dates', () => {
    expect(outstandingOf('121.00', '21.00')).toBe('100.00');
    expect(outstandingOf('121.00', '130.00')).toBe('0.00');
    expect(outstandingOf('-50.00', '-20.00')).toBe('-30.00');
    expect(dueDateOf('2026-01-31', 30)).toBe('2026-03-02');
    expect(dueDateOf('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDateOf('2026-05-01', 0)).toBe('2026-05-01');
  });
});
