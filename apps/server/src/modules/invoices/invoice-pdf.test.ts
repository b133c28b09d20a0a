import type { Invoice } from '@wb/contract/invoices';
import { computeDocumentTotals, lineNet } from '@wb/domain/order-totals';
import { epcQrPayload } from '@wb/domain/epc-qr';
import { formatMoney } from '@wb/domain/format/numbers';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { type InvoicePdfData, pdfMoney, renderInvoicePdf } from './invoice-pdf';
import { extractPdfText } from './pdf-text';

function invoiceWith(lines: Array<{ description: string; quantity: string; price: string; vatRate: 21 | 9 | 0; unit?: string }>): Invoice {
  const full = lines.map((line, index) => ({
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
    discount: '0.00',
    lineNet: lineNet({ amount: line.quantity, price: line.price }),
    creditedQuantity: '0.0000',
  }));
  const totals = computeDocumentTotals(full.map((l) => ({ amount: l.quantity, price: l.price, vatRate: l.vatRate })));
  return {
    id: '00000000-0000-7000-8000-000000000001',
    kind: 'invoice',
    invoiceNumber: 'INV-1042',
    creditedInvoice: null,
    account: { id: '00000000-0000-7000-8000-000000000002', accountNumber: 'ACC-1007', companyName: 'Eetcafé De Zwaan' },
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    paymentTerms: 30,
    reference: 'ORD-1001',
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
    deliveryDate: '2026-02-27',
    deliveryCountry: '',
    overdueSince: null,
    reminders: [],
    lines: full,
    finalisedAt: '2026-03-01T10:00:00.000Z',
    sentAt: null,
    sentTo: null,
    version: 2,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

/** The PDF's raw text (uncompressed content streams), to count drawing operators. */
const extractRaw = (pdf: Buffer) => pdf.toString('latin1');

const data = (invoice: Invoice): InvoicePdfData => ({
  invoice,
  seller: {
    name: 'Groothandel Voorbeeld BV',
    lines: ['Industrieweg 12', '3542 AD Utrecht', ''],
    vatNumber: 'NL123456789B01',
    country: 'NL',
    kvk: '12345678',
    iban: 'NL91ABNA0417164300',
    bic: 'ABNANL2A',
    contact: ['030 123 4567', 'info@voorbeeld.nl'],
  },
  buyer: {
    name: 'Eetcafé De Zwaan',
    accountNumber: 'ACC-1007',
    lines: ['J. de Vries', 'Marktplein 3', '1011 AB Amsterdam', ''],
    vatNumber: 'NL987654321B01',
    country: 'NL',
  },
  logo: null,
  language: 'nl',
});

describe('invoice PDF', () => {
  // The app's one money format (Intl): a no-break space after € in Dutch, the minus after it.
  it('formats money the Dutch and the English way without floating point', () => {
    expect(formatMoney('1234567.5', 'nl')).toBe('€\u00a01.234.567,50');
    expect(formatMoney('-2.51', 'nl')).toBe('€\u00a0-2,51');
    expect(formatMoney('1234.05', 'en')).toBe('€1,234.05');
  });

  it('prints a unit price rounded half-up like its line total (49.5868 → € 49,59), not cut off', () => {
    expect(pdfMoney('49.5868', 'nl')).toBe('€ 49,59');
    expect(pdfMoney('49.5849', 'nl')).toBe('€ 49,58');
    expect(pdfMoney('0.005', 'en')).toBe('€0.01');
  });

  it('asks for the open amount (sentence and EPC QR code), naming the IBAN; a paid invoice says so and has no QR code', async () => {
    const invoice = invoiceWith([{ description: 'Volle melk 1 L', quantity: '10', price: '1.15', vatRate: 9 }]);
    const partly = { ...invoice, status: 'partially_paid' as const, paidAmount: '10.00', outstandingAmount: '2.54' };
    const text = extractPdfText(await renderInvoicePdf(data(partly), { compress: false })).join(' ');
    expect(text).toContain('€ 2,54');
    expect(text).toMatch(/over te\s+maken op\s+NL91 ABNA 0417 1643 00/);
    const raw = extractRaw(await renderInvoicePdf(data(partly), { compress: false }));
    const qrFor = (amount: string) =>
      epcQrPayload({
        name: 'Groothandel Voorbeeld BV',
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        amount,
        remittance: 'Factuur INV-1042',
      });
    const runsOf = (payload: string) => {
      const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
      let runs = 0;
      for (let row = 0; row < modules.size; row++)
        for (let col = 0; col < modules.size; col++) if (modules.get(row, col) && (col === 0 || !modules.get(row, col - 1))) runs++;
      return runs;
    };
    const noQr = (
      extractRaw(await renderInvoicePdf(data({ ...partly, invoiceNumber: null, status: 'draft' }), { compress: false })).match(/ re\b/g) ??
      []
    ).length;
    expect((raw.match(/ re\b/g) ?? []).length - noQr).toBe(runsOf(qrFor('2.54') ?? ''));

    const paid = {
      ...invoice,
      status: 'paid' as const,
      paymentStatus: 'paid' as const,
      paidAmount: invoice.totals.gross,
      outstandingAmount: '0.00',
    };
    const paidText = extractPdfText(await renderInvoicePdf(data(paid), { compress: false })).join(' ');
    expect(paidText).toContain('Deze factuur is volledig betaald');
    expect(paidText).not.toContain('Scan om te betalen');
    expect(paidText).not.toContain('Wij verzoeken u');
  });

  it('shows everything Dutch law asks of an invoice (golden text)', async () => {
    const invoice = invoiceWith([
      { description: 'Volle melk 1 L', quantity: '10', price: '1.15', vatRate: 9, unit: 'fles' },
      { description: 'Bezorgkosten', quantity: '1', price: '7.50', vatRate: 21 },
    ]);
    const pdf = await renderInvoicePdf(data(invoice), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf);
    expect(text).toMatchSnapshot();
    const all = text.join('\n');
    for (const required of [
      'Factuur',
      'Factuurnummer: INV-1042',
      'Factuurdatum: 01-03-2026',
      'Leverdatum: 27-02-2026',
      'Vervaldatum: 31-03-2026',
      'Groothandel Voorbeeld BV',
      'KvK: 12345678',
      'Btw-nummer: NL123456789B01',
      'IBAN: NL91ABNA0417164300',
      'Eetcafé De Zwaan',
      'Marktplein 3',
      '1011 AB Amsterdam',
      'Btw-nummer: NL987654321B01',
      'Volle melk 1 L',
      '€ 11,50',
      'Btw 9 % grondslag € 11,50',
      '€ 1,04',
      'Btw 21 % grondslag € 7,50',
      '€ 1,58',
      'Totaal incl. btw',
      '€ 21,62',
      'Scan om te betalen',
      'Pagina 1 van 1',
    ]) {
      expect(all, required).toContain(required);
    }
  });

  it('spreads 100 lines over several pages, repeating the table header and numbering the pages', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({
      description: `Artikel ${i + 1}`,
      quantity: String(i + 1),
      price: '2.35',
      vatRate: (i % 2 ? 9 : 21) as 9 | 21,
    }));
    const pdf = await renderInvoicePdf(data(invoiceWith(lines)), { compress: false });
    const text = extractPdfText(pdf);
    const pages = text.filter((t) => /Pagina \d+ van \d+/.test(t));
    expect(pages.length).toBeGreaterThan(1);
    expect(text.filter((t) => t === 'Omschrijving').length).toBe(pages.length);
    expect(text).toContain('ITEM-1000 Artikel 1');
    expect(text).toContain('ITEM-1099 Artikel 100');
    expect(pages.at(-1)).toContain(`Pagina ${pages.length} van ${pages.length}`);
  });

  it('prints the customer’s package balance after the delivery: the types still out with their value, or that all is back', async () => {
    const invoice = invoiceWith([{ description: 'Volle melk 1 L', quantity: '2', price: '1.15', vatRate: 9 }]);
    const packageBalance = {
      date: '2026-03-02',
      lines: [
        { packageType: 'chicken_crate' as const, name: null, count: 12, value: '60.00' },
        { packageType: 'custom' as const, name: 'Rolcontainer', count: -1, value: '-85.00' },
      ],
    };
    const nl = extractPdfText(await renderInvoicePdf({ ...data(invoice), packageBalance }, { compress: false })).join('\n');
    expect(nl).toContain('Emballagesaldo per 02-03-2026');
    expect(nl).toContain('Kratten: 12 bij u (€ 60,00)');
    expect(nl).toContain('Rolcontainer: -1 bij u (€ -85,00)');
    const en = extractPdfText(
      await renderInvoicePdf({ ...data(invoice), language: 'en', packageBalance: { date: '2026-03-02', lines: [] } }, { compress: false }),
    ).join('\n');
    expect(en).toContain('All returnable packages are back (balance 0).');
    const none = extractPdfText(await renderInvoicePdf(data(invoice), { compress: false })).join('\n');
    expect(none).not.toContain('Emballagesaldo');
  });

  it('prints a credit note with its invoice and no payment request or QR code', async () => {
    const invoice = { ...invoiceWith([{ description: 'Volle melk 1 L', quantity: '-2', price: '1.15', vatRate: 9 }]) };
    const note: Invoice = {
      ...invoice,
      kind: 'credit_note',
      invoiceNumber: 'INV-1043',
      creditedInvoice: { id: invoice.id, invoiceNumber: 'INV-1042' },
    };
    const all = extractPdfText(await renderInvoicePdf(data(note), { compress: false })).join('\n');
    expect(all).toContain('Creditnota');
    expect(all).toContain('Creditnota voor factuur: INV-1042');
    expect(all).toContain('€ -2,51');
    expect(all).not.toContain('Scan om te betalen');
  });

  it('draws the EPC payment QR code of the invoice as vector squares, one per run of dark modules', async () => {
    const invoice = invoiceWith([{ description: 'Volle melk 1 L', quantity: '10', price: '1.15', vatRate: 9 }]);
    const rects = async (i: Invoice) => (extractRaw(await renderInvoicePdf(data(i), { compress: false })).match(/ re\b/g) ?? []).length;
    const payload = epcQrPayload({
      name: 'Groothandel Voorbeeld BV',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      amount: invoice.totals.gross,
      remittance: 'Factuur INV-1042',
    });
    expect(payload).toContain('EUR12.54');
    const { modules } = QRCode.create(payload ?? '', { errorCorrectionLevel: 'M' });
    let runs = 0;
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col) && (col === 0 || !modules.get(row, col - 1))) runs++;
    // A draft has no number, so no QR code: the difference is the code's squares exactly.
    const withQr = await rects(invoice);
    const withoutQr = await rects({ ...invoice, status: 'draft', invoiceNumber: null });
    expect(withQr - withoutQr).toBe(runs);
  });
});
