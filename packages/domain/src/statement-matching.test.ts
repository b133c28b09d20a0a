import { describe, expect, it } from 'vitest';
import { matchStatementLine, type OpenInvoice } from './statement-matching';

const open: OpenInvoice[] = [
  {
    id: 'a',
    invoiceNumber: 'INV-1000',
    accountId: 'x',
    accountName: 'Bakkerij',
    accountIban: 'NL91ABNA0417164300',
    dueDate: '2026-03-01',
    outstanding: '121.00',
  },
  {
    id: 'b',
    invoiceNumber: 'INV-1001',
    accountId: 'x',
    accountName: 'Bakkerij',
    accountIban: 'NL91ABNA0417164300',
    dueDate: '2026-03-05',
    outstanding: '50.00',
  },
  {
    id: 'c',
    invoiceNumber: 'INV-10010',
    accountId: 'y',
    accountName: 'Slager',
    accountIban: 'NL20INGB0001234567',
    dueDate: '2026-03-02',
    outstanding: '50.00',
  },
];
const line = (over: Partial<Parameters<typeof matchStatementLine>[0]>) => ({
  amount: '121.00',
  remittance: '',
  reference: '',
  counterpartyIban: '',
  ...over,
});

describe('matchStatementLine', () => {
  it('matches the payment reference first', () => {
    expect(matchStatementLine(line({ reference: 'inv 1001', amount: '50.00', remittance: 'INV-1000' }), open)).toEqual({
      reason: 'reference',
      allocations: [{ invoiceId: 'b', invoiceNumber: 'INV-1001', amount: '50.00', accountName: 'Bakkerij' }],
    });
  });

  it('finds invoice numbers in the text, whole numbers only, and spreads over several', () => {
    const one = matchStatementLine(line({ remittance: 'Betaling factuur INV.1000 dank u' }), open);
    expect(one?.reason).toBe('invoice_number');
    expect(one?.allocations.map((a) => a.invoiceId)).toEqual(['a']);
    const two = matchStatementLine(line({ amount: '171.00', remittance: 'INV-1000 en INV-1001' }), open);
    expect(two?.allocations).toMatchObject([
      { invoiceId: 'a', amount: '121.00' },
      { invoiceId: 'b', amount: '50.00' },
    ]);
    // INV-10010 is not INV-1001.
    expect(matchStatementLine(line({ amount: '50.00', remittance: 'INV-10010' }), open)?.allocations[0]?.invoiceId).toBe('c');
  });

  it('then the exact open amount from the account IBAN, the oldest due first; amount alone never matches', () => {
    expect(matchStatementLine(line({ amount: '50.00', counterpartyIban: 'NL91 ABNA 0417 1643 00' }), open)).toMatchObject({
      reason: 'amount_iban',
      allocations: [{ invoiceId: 'b' }],
    });
    expect(matchStatementLine(line({ amount: '50.00' }), open)).toBeNull();
    expect(matchStatementLine(line({ amount: '49.99', counterpartyIban: 'NL91ABNA0417164300' }), open)).toBeNull();
  });
});
