import { paymentMessages } from '@wb/contract/payments';
import { describe, expect, it } from 'vitest';
import en from './en/payments.json';

describe('payments namespace', () => {
  it("keeps every message of the payment calls word for word in English (the spec's, and the server's)", () => {
    for (const [key, text] of Object.entries(paymentMessages)) {
      expect(en.messages[key as keyof typeof en.messages], key).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
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
