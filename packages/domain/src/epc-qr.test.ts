import { describe, expect, it } from 'vitest';
import { epcQrPayload } from './epc-qr';

describe('EPC QR payload', () => {
  it('writes the fields of version 002 in order, one a line, without trailing empty fields', () => {
    expect(
      epcQrPayload({
        name: 'Groothandel Voorbeeld BV',
        iban: 'NL91 ABNA 0417 1643 00',
        amount: '164.77',
        remittance: 'Factuur 2025-000123',
      }),
    ).toBe('BCD\n002\n1\nSCT\n\nGroothandel Voorbeeld BV\nNL91ABNA0417164300\nEUR164.77\n\n\nFactuur 2025-000123');
  });

  it('always writes two decimals with a dot, and refuses amounts out of range and missing data', () => {
    expect(epcQrPayload({ name: 'X', iban: 'NL91ABNA0417164300', amount: '5', remittance: 'F 1' })).toContain('\nEUR5.00\n');
    expect(epcQrPayload({ name: 'X', iban: 'NL91ABNA0417164300', amount: '0.00', remittance: 'F 1' })).toBeNull();
    expect(epcQrPayload({ name: 'X', iban: 'NL91ABNA0417164300', amount: '-3.00', remittance: 'F 1' })).toBeNull();
    expect(epcQrPayload({ name: 'X', iban: '', amount: '3.00', remittance: 'F 1' })).toBeNull();
    expect(epcQrPayload({ name: '', iban: 'NL91ABNA0417164300', amount: '3.00', remittance: 'F 1' })).toBeNull();
  });
});
