import { describe, expect, it } from 'vitest';
import { renderQuotePdf } from './quote-pdf';

const party = { name: 'Groothandel', lines: ['Straat 1'], vatNumber: 'NL001', country: 'NL' };

describe('the quote PDF', () => {
  it('renders the settings’ columns and header text', async () => {
    const line = {
      id: '00000000-0000-7000-8000-000000000001',
      position: 0,
      itemId: '00000000-0000-7000-8000-000000000002',
      lotId: null,
      lotNumber: null,
      itemNumber: 'SKU-1',
      name: 'Kaas',
      unit: 'kg',
      vatRate: 9,
      amount: '2.0000',
      price: '10.0000',
      discount: '0.00',
      packageAmount: '1.0000',
      unitWeight: '1.0000',
      costPrice: null,
      lineNet: '20.00',
    };
    const totals = {
      net: '20.00',
      vat: '1.80',
      gross: '21.80',
      vatBreakdown: [{ rate: 9, base: '20.00', vat: '1.80' }],
      packages: '2',
      weight: '2',
      cost: '0',
      profit: '0',
      uncostedLines: 1,
    };
    const pdf = await renderQuotePdf({
      quote: {
        id: line.itemId,
        quoteNumber: 'QUO-1000',
        quoteDate: '2026-03-01',
        validUntil: '2026-03-31',
        account: { id: line.itemId, accountNumber: 'K-1', companyName: 'Klant' },
        status: 'draft',
        notes: '',
        totals,
        lines: [line],
        sentAt: null,
        sentTo: null,
        decidedAt: null,
        order: null,
        version: 1,
        createdAt: '',
        updatedAt: '',
      },
      seller: { ...party, kvk: '1', iban: '', bic: '', contact: [] },
      buyer: { ...party, name: 'Klant', accountNumber: 'K-1' },
      logo: null,
      headerText: 'Vrijblijvend',
      columns: ['itemNumber', 'name', 'quantity', 'packages', 'weight', 'price', 'discount', 'vat', 'total'],
      language: 'nl',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
