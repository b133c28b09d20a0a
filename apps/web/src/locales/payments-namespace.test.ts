import { paymentMessages } from '@wb/contract/messages/payments';
import { describe, expect, it } from 'vitest';
import enErrors from './en/errors.json';
import en from './en/payments.json';

describe('payments namespace', () => {
  it("keeps every message of the payment calls word for word in English (the spec's, and the server's)", () => {
    for (const [key, text] of Object.entries(paymentMessages)) {
      expect(enErrors.payments[key as keyof typeof enErrors.payments], key).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
    }
  });

  it('has the spec texts of the terminal steps and the iDEAL action', () => {
    expect(en.terminal.steps).toEqual({
      select_terminal: 'Select terminal',
      initiated: 'Payment initiated',
      waiting_for_customer: 'Waiting for customer',
      processing: 'Processing',
      complete: 'Complete',
    });
    expect(en.ideal.create).toBe('Create iDEAL payment');
    expect(en.terminal.pay).toBe('Pay on terminal');
  });
});
