import type { PurchaseOrder } from '@wb/contract/purchase-orders';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../invoices/pdf-text';
import { renderPurchaseOrderPdf } from './purchase-order-pdf';

const id = '00000000-0000-7000-8000-000000000001';
const order: PurchaseOrder = {
  id,
  poNumber: 'PO-1001',
  supplierId: id,
  supplierNumber: 'L-7',
  supplierName: 'Kaasmakerij Noord',
  status: 'draft',
  orderDate: '2026-03-02',
  expectedDate: '2026-03-09',
  paymentTerms: 21,
  notes: 'Graag voor 10 uur',
  net: '600.00',
  vat: '54.00',
  gross: '654.00',
  sentAt: null,
  sentTo: null,
  receivedAt: null,
  version: 1,
  lines: [
    {
      id,
      itemId: id,
      sku: 'KAAS-1',
      description: 'Goudse kaas jong',
      unit: 'kg',
      packageAmount: '12.0000',
      quantity: '10.0000',
      receivedQuantity: '0.0000',
      price: '60.0000',
      vatRate: 9,
      net: '600.00',
      lotTracked: true,
    },
  ],
  receipts: [],
  createdAt: '',
  updatedAt: '',
};
const party = { name: 'Kaasmakerij Noord', accountNumber: 'L-7', lines: ['Dijk 1', '9000 Gent', 'BE'], vatNumber: '', country: 'BE' };
const seller = {
  name: 'Demo Groothandel B.V.',
  lines: ['Straat 1'],
  vatNumber: 'NL001',
  country: 'NL',
  kvk: '1',
  iban: '',
  bic: '',
  contact: [],
};

describe('the purchase-order PDF', () => {
  it('prints the supplier, the lines per package and the totals in the supplier’s language', async () => {
    for (const [language, words] of [
      ['nl', ['Inkooporder', 'Inkoopordernummer: PO-1001', 'Gewenste leverdatum: 09-03-2026', 'Betalingstermijn: 21 dagen']],
      ['en', ['Purchase order', 'Purchase order number: PO-1001', 'Payment terms: 21 days']],
    ] as const) {
      const pdf = await renderPurchaseOrderPdf({ order, seller, supplier: party, logo: null, language }, { compress: false });
      const text = extractPdfText(pdf).join('\n');
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain('Kaasmakerij Noord');
      expect(text).toContain('KAAS-1');
      expect(text).toContain('12 kg');
      expect(text).toContain(language === 'nl' ? '€ 654,00' : '€654.00');
    }
  });
});
