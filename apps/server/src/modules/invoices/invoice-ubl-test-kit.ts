import type { Invoice } from '@wb/contract/invoices';
import { computeDocumentTotals, lineNet } from '@wb/domain/order-totals';
import type { UblData } from './ubl-types';

/** Invoices and UBL data for the Peppol tests: lines by spec, a Dutch seller, a Dutch buyer unless told. */
export type LineSpec = { description: string; quantity: string; price: string; vatRate: 21 | 9 | 0; unit?: string; discount?: string };

export function invoiceOf(specs: LineSpec[], kind: Invoice['kind'] = 'invoice'): Invoice {
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

export const ublData = (invoice: Invoice, buyer: Partial<UblData['buyer']> = {}): UblData => ({
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
