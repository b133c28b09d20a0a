import { beforeAll, describe, expect, it } from 'vitest';
import { findPeppolRulesDir, loadPeppolValidator, type PeppolValidator } from '../../../test/peppol-rules';
import { renderInvoiceUbl } from './invoice-ubl';
import { invoiceOf, type LineSpec, ublData } from './invoice-ubl-test-kit';

const rulesDir = findPeppolRulesDir();
if (!rulesDir) console.warn('Peppol rule files (../shared/peppol) not found: the UBL conformance tests are skipped.');

const mixed: LineSpec[] = [
  { description: 'Doos bakpapier 50 vel', quantity: '10', price: '12.50', vatRate: 21 },
  { description: 'Goudse kaas jong', quantity: '4', price: '3.10', vatRate: 9, unit: 'kg' },
  { description: 'Volle melk 1 L', quantity: '7', price: '1.1525', vatRate: 9, discount: '2.5' },
];

describe.skipIf(!rulesDir)('Peppol BIS 3.0 UBL under the official rules', () => {
  let validate: PeppolValidator;
  beforeAll(() => {
    validate = loadPeppolValidator(rulesDir ?? '');
  }, 60_000);

  it('an invoice with two VAT rates and a discounted line passes both rule files', () => {
    const xml = renderInvoiceUbl(ublData(invoiceOf(mixed)));
    expect(xml).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(validate(xml)).toEqual([]);
  }, 60_000);

  it('a credit note (381, positive amounts, referring to its invoice) passes both rule files', () => {
    const note = invoiceOf(
      mixed.map((l) => ({ ...l, quantity: `-${l.quantity}` })),
      'credit_note',
    );
    const xml = renderInvoiceUbl(ublData(note));
    expect(xml).toContain('<CreditNote ');
    expect(xml).toContain('<cac:InvoiceDocumentReference><cbc:ID>INV-1042</cbc:ID>');
    expect(validate(xml)).toEqual([]);
  }, 60_000);

  const belgianBuyer = { country: 'BE', vatNumber: 'BE0123456749', kvk: '', postalCode: '1000', city: 'Brussel' };

  it('an intra-EU supply at 0% to a buyer abroad passes as category K, with its delivery date and country (BR-IC-11/12)', () => {
    const invoice = {
      ...invoiceOf([{ description: 'Stroopwafels', quantity: '12', price: '2.00', vatRate: 0 }]),
      deliveryDate: '2026-02-26',
      deliveryCountry: 'DE',
    };
    const xml = renderInvoiceUbl(ublData(invoice, belgianBuyer));
    expect(xml).toContain('<cbc:ID>K</cbc:ID>');
    expect(xml).toContain('<cbc:ActualDeliveryDate>2026-02-26</cbc:ActualDeliveryDate>');
    expect(xml).toContain('<cac:DeliveryLocation><cac:Address><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode>');
    expect(validate(xml)).toEqual([]);
  }, 60_000);

  it('an intra-EU supply without a stored delivery date states the invoice date and the buyer country, and passes', () => {
    const invoice = invoiceOf([{ description: 'Stroopwafels', quantity: '12', price: '2.00', vatRate: 0 }]);
    const xml = renderInvoiceUbl(ublData(invoice, belgianBuyer));
    expect(xml).toContain('<cbc:ActualDeliveryDate>2026-03-01</cbc:ActualDeliveryDate>');
    expect(xml).toContain('<cbc:IdentificationCode>BE</cbc:IdentificationCode></cac:Country></cac:Address></cac:DeliveryLocation>');
    expect(validate(xml)).toEqual([]);
  }, 60_000);

  it('the rules do catch an intra-EU supply without its delivery (so the case above proves something)', () => {
    const invoice = invoiceOf([{ description: 'Stroopwafels', quantity: '12', price: '2.00', vatRate: 0 }]);
    const xml = renderInvoiceUbl(ublData(invoice, belgianBuyer)).replace(/<cac:Delivery>.*?<\/cac:Delivery>/s, '');
    const failures = validate(xml);
    expect(failures.some((m) => m.includes('BR-IC-11'))).toBe(true);
    expect(failures.some((m) => m.includes('BR-IC-12'))).toBe(true);
  }, 60_000);

  it('reports a broken document (so the rules really run)', () => {
    const xml = renderInvoiceUbl(ublData(invoiceOf(mixed))).replace(
      /<cbc:PayableAmount currencyID="EUR">[\d.]+</,
      '<cbc:PayableAmount currencyID="EUR">1.00<',
    );
    expect(validate(xml).some((m) => m.includes('BR-CO-16'))).toBe(true);
  }, 60_000);
});
