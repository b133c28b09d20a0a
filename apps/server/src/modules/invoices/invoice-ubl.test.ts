import type { Invoice } from '@wb/contract/invoices';
import { computeDocumentTotals, lineNet } from '@wb/domain/order-totals';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPeppolRulesDir, loadPeppolValidator, type PeppolValidator } from '../../../test/peppol-rules';
import { renderInvoiceUbl, type UblData } from './invoice-ubl';

const rulesDir = findPeppolRulesDir();
if (!rulesDir) console.warn('Peppol rule files (../shared/peppol) not found: the UBL conformance tests are skipped.');

type LineSpec = { description: string; quantity: string; price: string; vatRate: 21 | 9 | 0; unit?: string; discount?: string };

function invoiceOf(specs: LineSpec[], kind: Invoice['kind'] = 'invoice'): Invoice {
  const lines = specs.map((line, index) => ({
    id: `00000000-0000-7000-8000-${String(index).padStart(12, '0')}`,
    position: index + 1,
    itemId: null,
    orderId: null,
    creditedLineId: null,
    itemNumber: `ITEM-${1000 + index}`,
    itemName: line.description,
    description: line.description,
    unit: line.unit ?? 'st',
    vatRate: line.vatRate,
    quantity: line.quantity,
    price: line.price,
    discount: line.discount ?? '0.00',
    lineNet: lineNet({ amount: line.quantity, price: line.price, discount: line.discount }),
    creditedQuantity: '0.0000',
  }));
  const totals = computeDocumentTotals(
    lines.map((l) => ({ amount: l.quantity, price: l.price, discount: l.discount, vatRate: l.vatRate })),
  );
  return {
    id: '00000000-0000-7000-8000-000000000001',
    kind,
    invoiceNumber: kind === 'invoice' ? 'INV-1042' : 'INV-1043',
    creditedInvoice: kind === 'credit_note' ? { id: '00000000-0000-7000-8000-000000000009', invoiceNumber: 'INV-1042' } : null,
    account: { id: '00000000-0000-7000-8000-000000000002', accountNumber: 'ACC-1007', companyName: 'Eetcafé De Zwaan' },
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    paymentTerms: 30,
    reference: '',
    notes: '',
    route: '',
    assignedTo: null,
    currency: 'EUR',
    status: 'sent',
    paymentStatus: 'unpaid',
    totals,
    paidAmount: '0.00',
    outstandingAmount: totals.gross,
    creditedAmount: '0.00',
    orderIds: [],
    creditNoteIds: [],
    deliveryDate: null,
    deliveryCountry: '',
    overdueSince: null,
    reminders: [],
    lines,
    finalisedAt: null,
    sentAt: null,
    sentTo: null,
    version: 2,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

const party = {
  lines: [],
  contact: [],
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
};

const ublData = (invoice: Invoice, buyer: Partial<UblData['buyer']> = {}): UblData => ({
  invoice,
  creditedInvoiceDate: invoice.kind === 'credit_note' ? '2026-03-01' : null,
  seller: {
    ...party,
    name: 'Groothandel Voorbeeld BV',
    vatNumber: 'NL004495445B01',
    country: 'NL',
    kvk: '68750110',
    street: 'Hizzaarderlaan 3A',
    city: 'Lollum',
    postalCode: '8823 SJ',
  },
  buyer: {
    ...party,
    iban: '',
    bic: '',
    name: 'Eetcafé De Zwaan & Co',
    accountNumber: 'ACC-1007',
    vatNumber: 'NL002455799B11',
    country: 'NL',
    kvk: '68727720',
    street: 'Marktplein 1',
    city: 'Veendam',
    postalCode: '9641 AA',
    ...buyer,
  },
});

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
