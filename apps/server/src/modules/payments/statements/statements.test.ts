import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { StatementFormatError } from './statement-types';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

describe('camt.053', () => {
  it('reads account, entries, debtor, IBAN, remittance and the bank reference; debits marked as such', () => {
    const statement = parseStatement(sample('rabobank.camt053.xml'));
    expect(statement).toMatchObject({
      format: 'camt053',
      accountIban: 'NL44RABO0123456789',
      statementRef: 'NL44RABO0123456789-2026-03-13',
    });
    expect(statement.lines).toHaveLength(4);
    expect(statement.lines[0]).toEqual({
      section: 0,
      positionInSection: 1,
      bookingDate: '2026-03-13',
      amount: '121.00',
      credit: true,
      reversal: false,
      counterpartyName: 'Bakkerij Van Dam',
      counterpartyIban: 'NL91ABNA0417164300',
      remittance: 'Factuur INV-1000 bedankt',
      reference: '',
      bankReference: '2026031300012345',
    });
    expect(statement.lines[3]).toMatchObject({ credit: false, amount: '12.00', counterpartyName: 'Rabobank', reference: 'E2E-BANKKOSTEN' });
  });

  it('refuses malformed XML with its line, and XML that is no statement', () => {
    const broken = sample('rabobank.camt053.xml').replace('<Amt Ccy="EUR">50.00</Amt>', '<Amt Ccy="EUR">50.00</Amount>');
    expect(() => parseStatement(broken)).toThrow(StatementFormatError);
    try {
      parseStatement(broken);
    } catch (err) {
      expect((err as StatementFormatError).line).toBe(49);
    }
    expect(() => parseStatement('<Invoice/>')).toThrow(/not a camt.053/);
  });
});

describe('MT940', () => {
  it('reads :61: and the structured :86: (continuation lines joined), with CRLF line ends', () => {
    const statement = parseStatement(sample('ing.mt940'));
    expect(statement).toMatchObject({ format: 'mt940', accountIban: 'NL20INGB0001234567', statementRef: 'P260313000009999' });
    expect(statement.lines).toHaveLength(3);
    expect(statement.lines[0]).toEqual({
      section: 0,
      positionInSection: 1,
      bookingDate: '2026-03-13',
      amount: '121.00',
      credit: true,
      reversal: false,
      counterpartyName: 'Bakkerij Van Dam',
      counterpartyIban: 'NL91ABNA0417164300',
      remittance: 'Factuur INV-1000',
      reference: '',
      bankReference: '20260313001',
    });
    expect(statement.lines[2]).toMatchObject({ credit: false, amount: '12.00', reference: 'E2E420260313' });
  });

  it('refuses a bad :61: line with its line number', () => {
    const bad = sample('ing.mt940').replace(':61:2603130313C50,00', ':61:26AB0313C50,00');
    try {
      parseStatement(bad);
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({ line: 10 });
    }
    expect(() => parseStatement('hello')).toThrow(StatementFormatError);
  });
});
