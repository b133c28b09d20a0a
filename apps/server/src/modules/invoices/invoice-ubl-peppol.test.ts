import { beforeAll, describe, expect, it } from 'vitest';
import { findPeppolRulesDir, loadPeppolValidator, type PeppolValidator } from '../../../test/peppol-rules';
import { findRealWorldDir, readRealWorld, realWorldFiles } from '../../../test/real-world';
import { renderInvoiceUbl } from './invoice-ubl';
import type { UblData } from './ubl-types';
import { invoiceOf, type LineSpec, ublData } from './invoice-ubl-test-kit';

const rulesDir = findPeppolRulesDir();
const samplesDir = findRealWorldDir();
if (!rulesDir || !samplesDir) console.warn('Peppol rules or sample files (../shared) not found: the Peppol conformance tests are skipped.');

/** Mixed 9 % and 21 %, a line discount, units with their UN/ECE codes, and a negative deposit line. */
const withDeposit: LineSpec[] = [
  { description: 'Doos bakpapier 50 vel', quantity: '10', price: '12.50', vatRate: 21, unit: 'doos' },
  { description: 'Goudse kaas jong', quantity: '4', price: '8.95', vatRate: 9, unit: 'kg', discount: '5' },
  { description: 'Spa blauw 0,5 L', quantity: '3', price: '11.9035', vatRate: 9, unit: 'tray', discount: '2.5' },
  { description: 'Statiegeld kratten retour', quantity: '-4', price: '3.90', vatRate: 21, unit: 'krat' },
  { description: 'Korting emballage', quantity: '1', price: '-1.25', vatRate: 9, unit: 'st' },
];
const zeroRated: LineSpec[] = [{ description: 'Stroopwafels', quantity: '12', price: '2.00', vatRate: 0, unit: 'pak' }];

const germanBuyer = { country: 'DE', vatNumber: 'DE123456789', kvk: '', postalCode: '10115', city: 'Berlin', street: 'Invalidenstraße 1' };
const swissBuyer = {
  country: 'CH',
  vatNumber: 'CHE-123.456.789 MWST',
  kvk: '',
  postalCode: '8001',
  city: 'Zürich',
  street: 'Bahnhofstrasse 1',
};
const consumer = {
  name: 'J. de Vries',
  vatNumber: '',
  kvk: '',
  iban: 'NL20INGB0001234567',
  street: 'Kerkstraat 12',
  city: 'Haarlem',
  postalCode: '2011 HR',
};

/** Every document the app produces, by type. */
const documents: Array<[string, () => UblData]> = [
  ['invoice: 9 % and 21 %, line discounts, a negative deposit line', () => ublData(invoiceOf(withDeposit))],
  [
    'invoice: intra-EU supply to a German business (K, VAT reverse-charged to the buyer)',
    () => ublData({ ...invoiceOf(zeroRated), deliveryDate: '2026-02-26' }, germanBuyer),
  ],
  ['invoice: export outside the EU (G)', () => ublData(invoiceOf(zeroRated), swissBuyer)],
  ['invoice: consumer (no KvK, no VAT id)', () => ublData(invoiceOf(withDeposit.slice(0, 2)), consumer)],
  [
    'credit note: partial (one line, and the deposit line credited back)',
    () => ({
      ...ublData(
        invoiceOf(
          [
            { description: 'Doos bakpapier 50 vel', quantity: '-2', price: '12.50', vatRate: 21, unit: 'doos' },
            { description: 'Statiegeld kratten retour', quantity: '4', price: '3.90', vatRate: 21, unit: 'krat' },
          ],
          'credit_note',
        ),
      ),
      buyerReference: 'PO-4711',
    }),
  ],
  [
    'credit note: full',
    () =>
      ublData(
        invoiceOf(
          withDeposit.map((l) => ({ ...l, quantity: String(-Number(l.quantity)) })),
          'credit_note',
        ),
      ),
  ],
];

describe.skipIf(!rulesDir || !samplesDir)('Peppol BIS 3.0: 0 failed rules on every document type', () => {
  let validate: PeppolValidator;
  beforeAll(() => {
    validate = loadPeppolValidator(rulesDir ?? '');
  }, 120_000);

  it.each(realWorldFiles(samplesDir ?? '', 'peppol-examples'))(
    'the validator first: the official example %s passes with 0 failures',
    (name) => {
      expect(validate(readRealWorld(samplesDir ?? '', 'peppol-examples', name))).toEqual([]);
    },
    180_000,
  );

  it('the validator does fail a broken official example (negative price, BR-27)', () => {
    const broken = readRealWorld(samplesDir ?? '', 'peppol-examples', 'base-example.xml').replace(
      /<cbc:PriceAmount currencyID="EUR">/,
      '<cbc:PriceAmount currencyID="EUR">-',
    );
    expect(validate(broken).some((m) => m.includes('BR-27'))).toBe(true);
  }, 180_000);

  it.each(documents)('%s', (_, make) => expect(validate(renderInvoiceUbl(make()))).toEqual([]), 180_000);
});

describe('what the UBL says (without the rules)', () => {
  it('negative lines keep their sign; unit codes come from the item unit', () => {
    const xml = renderInvoiceUbl(ublData(invoiceOf(withDeposit)));
    expect(xml).toContain(
      '<cbc:InvoicedQuantity unitCode="XCR">-4</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">-15.60</cbc:LineExtensionAmount>',
    );
    // A negative price: the sign goes to the quantity, the price stays positive (BR-27).
    expect(xml).toContain(
      '<cbc:InvoicedQuantity unitCode="H87">-1</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">-1.25</cbc:LineExtensionAmount>',
    );
    expect(xml).toContain('unitCode="XBX">10<');
    expect(xml).toContain('unitCode="KGM">4<');
    expect(xml).toContain('unitCode="XPU">3<');
  });

  it("the buyer's electronic address is its own country's scheme; a consumer's is the IBAN, with the address", () => {
    expect(renderInvoiceUbl(ublData(invoiceOf(zeroRated), germanBuyer))).toContain(
      '<cbc:EndpointID schemeID="9930">DE123456789</cbc:EndpointID>',
    );
    expect(renderInvoiceUbl(ublData(invoiceOf(zeroRated)))).toContain('<cbc:EndpointID schemeID="0106">68727720</cbc:EndpointID>');
    const forConsumer = renderInvoiceUbl(ublData(invoiceOf(zeroRated), consumer));
    expect(forConsumer).toContain('<cbc:EndpointID schemeID="9918">NL20INGB0001234567</cbc:EndpointID>');
    expect(renderInvoiceUbl(ublData(invoiceOf(zeroRated), swissBuyer))).toContain(
      '<cbc:EndpointID schemeID="0183">CHE123456789</cbc:EndpointID>',
    );
    expect(forConsumer).toContain('<cbc:StreetName>Kerkstraat 12</cbc:StreetName><cbc:CityName>Haarlem</cbc:CityName>');
  });

  it("a credit note's BuyerReference is the buyer's, and its credited deposit line is negative", () => {
    const [, make] = documents[4] ?? [];
    const xml = renderInvoiceUbl((make as () => UblData)());
    expect(xml).toContain('<cbc:BuyerReference>PO-4711</cbc:BuyerReference>');
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="XBX">2</cbc:CreditedQuantity>');
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="XCR">-4</cbc:CreditedQuantity>');
  });

  it('text is escaped by the XML library', () => {
    const xml = renderInvoiceUbl(ublData(invoiceOf([{ description: 'Kaas & <worst> "extra"', quantity: '1', price: '1.00', vatRate: 9 }])));
    expect(xml).toContain('<cbc:Name>Kaas &amp; &lt;worst&gt; &quot;extra&quot;</cbc:Name>');
  });
});
