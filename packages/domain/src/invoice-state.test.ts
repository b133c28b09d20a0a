import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  dueDateOf,
  lateFeeOf,
  outstandingOf,
  paymentStatusOf,
  reminderStageOf,
  shownStatusOf,
  statusAfterPayment,
} from './invoice-state';

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

  it('picks the reminder stage: days before the due date (none when 0), overdue after it', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(reminderStageOf('2026-03-31', '2026-03-20', 7)).toBeNull();
    expect(reminderStageOf('2026-03-31', '2026-03-24', 7)).toBe('before_due');
    expect(reminderStageOf('2026-03-31', '2026-03-31', 7)).toBe('before_due');
    expect(reminderStageOf('2026-03-31', '2026-03-31', 0)).toBeNull();
    expect(reminderStageOf('2026-03-31', '2026-04-01', 0)).toBe('overdue');
  });

  it('computes the late fee as a percentage of what is outstanding, half-up to cents', () => {
    expect(lateFeeOf('121.00', '2')).toBe('2.42');
    expect(lateFeeOf('0.25', '2')).toBe('0.01');
    expect(lateFeeOf('0.24', '2')).toBe('0.00');
    expect(lateFeeOf('1234.56', '1.5')).toBe('18.52');
    expect(lateFeeOf('-5.00', '2')).toBe('0.00');
  });
});
