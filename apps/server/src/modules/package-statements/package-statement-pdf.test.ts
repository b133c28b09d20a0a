import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../invoices/pdf-text';
import { renderPackageStatementPdf } from './package-statement-pdf';

const party = { name: 'Poelier Jansen', lines: ['Markt 1'], vatNumber: '', country: 'NL' };
const data = {
  seller: { ...party, name: 'Demo Groothandel B.V.', kvk: '1', iban: '', bic: '', contact: [] },
  buyer: { ...party, accountNumber: 'ACC-1001' },
  logo: null,
  language: 'nl' as const,
  from: '2026-02-01',
  to: '2026-02-28',
  opening: [{ packageType: 'chicken_crate' as const, name: null, count: 10, value: '50.00' }],
  closing: [
    { packageType: 'chicken_crate' as const, name: null, count: 0, value: '0.00' },
    { packageType: 'custom' as const, name: 'Rolcontainer', count: 2, value: '170.00' },
  ],
  transactions: [
    {
      packageType: 'chicken_crate' as const,
      name: null,
      date: '2026-02-08',
      reference: 'ORD-1042',
      notes: '',
      delivered: 4,
      received: 14,
      net: -10,
      value: '-50.00',
    },
    {
      packageType: 'custom' as const,
      name: 'Rolcontainer',
      date: '2026-02-09',
      reference: '',
      notes: 'telling',
      delivered: 2,
      received: 0,
      net: 2,
      value: '170.00',
    },
  ],
  truncated: false,
};

describe('the package statement PDF', () => {
  it('prints the opening balance, every movement and the closing balance per type', async () => {
    const text = extractPdfText(await renderPackageStatementPdf(data, { compress: false })).join('\n');
    for (const part of [
      'Emballageoverzicht',
      'Periode: 01-02-2026 t/m 28-02-2026',
      'Klantnummer: ACC-1001',
      'Beginsaldo op 01-02-2026',
      'Kratten: 10 (€ 50,00)',
      'ORD-1042',
      '€ -50,00',
      'telling',
      'Eindsaldo op 28-02-2026',
      'Rolcontainer: 2 (€ 170,00)',
    ])
      expect(text).toContain(part);
    // A type back to zero is not listed in the closing balance.
    expect(text.split('Eindsaldo')[1]).not.toContain('Kratten');
  });

  it('says so when nothing moved and nothing is out, in English too', async () => {
    const text = extractPdfText(
      await renderPackageStatementPdf({ ...data, language: 'en', opening: [], closing: [], transactions: [] }, { compress: false }),
    ).join('\n');
    expect(text).toContain('Returnable packages statement');
    expect(text).toContain('No movements in this period.');
    expect(text).toContain('No returnable packages with you.');
  });
});
