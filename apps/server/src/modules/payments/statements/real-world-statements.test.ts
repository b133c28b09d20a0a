import { describe, expect, it } from 'vitest';
import { findRealWorldDir, readRealWorld, realWorldFiles } from '../../../../test/real-world';
import { parseStatement } from './parse-statement';
import { balanceMismatches } from './statement-balance';
import type { ParsedLine } from './statement-types';

const dir = findRealWorldDir();
if (!dir) console.warn('Sample files (../shared/real-world) not found: the real-world statement tests are skipped.');

type Expected = {
  sections: number;
  lines: number;
  account: string;
  opening: string;
  closing: string;
  /** Per statement whose balances do not add up: closing minus (opening + entries). */
  differences: string[];
  /** Lines by index (0-based) that must read exactly so. */
  spot: Record<number, Partial<ParsedLine>>;
};

/** Every bank file of ../shared/real-world, with what a reader finds in it by eye. */
const expected: Record<string, Expected> = {
  'mt940/jejik-abnamro.txt': {
    sections: 2,
    lines: 10,
    account: '517852257',
    opening: '3236.28',
    closing: '1849.75',
    differences: ['-2038.00', '-1002.60'],
    spot: {
      0: { bookingDate: '2011-05-24', amount: '9.00', credit: false, counterpartyName: 'KPN - DIGITENNE', counterpartyIban: '428428' },
      9: { amount: '15.00', credit: false, counterpartyName: 'MYCOM DEN HAAG', counterpartyIban: '52.89.39.882' },
    },
  },
  'mt940/jejik-ing-dos.txt': {
    sections: 1,
    lines: 7,
    account: '0001234567',
    opening: '0.00',
    closing: '3.47',
    differences: ['49.06'],
    spot: { 6: { bookingDate: '2010-07-23', amount: '1.00', credit: true, remittance: expect.stringContaining('Hr S Marechal ROSMALEN') } },
  },
  'mt940/jejik-ing-unix.txt': {
    sections: 1,
    lines: 7,
    account: '0001234567',
    opening: '0.00',
    closing: '3.47',
    differences: ['49.06'],
    spot: { 0: { amount: '25.03', credit: false, remittance: expect.stringContaining('RC AFREKENING BETALINGSVERKEER') } },
  },
  'mt940/jejik-knab.txt': {
    sections: 2,
    lines: 3,
    account: '123456789',
    opening: '0.00',
    closing: '798.98',
    differences: ['4500.00'],
    spot: {
      1: {
        amount: '7260.00',
        credit: false,
        counterpartyName: 'PICQER',
        counterpartyIban: 'NL65INGB0123456789',
        remittance: 'FACTUUR 201403110, 201403113',
      },
      2: { amount: '500.00', credit: true, counterpartyName: 'MMS ONLINE NEDERLAND B.V.', counterpartyIban: 'NL84INGB0234561789' },
    },
  },
  'mt940/jejik-rabobank-iban.txt': {
    sections: 2,
    lines: 4,
    account: 'NL71RABO0123456789',
    opening: '1000.00',
    closing: '930.00',
    differences: [],
    spot: {
      0: {
        bookingDate: '2013-01-01',
        amount: '25.00',
        credit: false,
        counterpartyName: 'CONTRA ACCOUNT HOLDER',
        counterpartyIban: 'NL70ABNA0987654321',
      },
      1: { amount: '10.00', counterpartyName: 'JOHN DOE', counterpartyIban: 'P001234567', remittance: 'Reference 201301234' },
    },
  },
  'mt940/jejik-rabobank.txt': {
    sections: 4,
    lines: 5,
    account: '1291.99.348',
    opening: '473.17',
    closing: '4101.82',
    differences: ['1135.93', '236.56'],
    spot: {
      0: { bookingDate: '2011-05-27', amount: '1213.28', counterpartyName: 'W.P. Jansen', counterpartyIban: '0121470966' },
      2: {
        amount: '236.56',
        counterpartyName: 'TOMTE TUMMETOT AMERSFOORT',
        counterpartyIban: '',
        remittance: 'Betaalautomaat 14:23 pasnr. 065',
      },
    },
  },
  'mt940/jejik-triodos.txt': {
    sections: 1,
    lines: 2,
    account: 'TRIODOSBANK/0390123456',
    opening: '4975.09',
    closing: '4370.79',
    differences: ['111.40'],
    spot: { 1: { bookingDate: '2011-01-25', amount: '700.00', credit: false, remittance: 'HUUR KANTOOR - FEB 2010' } },
  },
  'mt940/libmt94x-ibp-structured-ing-provided-example-edited.txt': {
    sections: 1,
    lines: 3,
    account: '0654321789',
    opening: '26.10',
    closing: '19.52',
    differences: [],
    spot: {
      0: {
        amount: '1.45',
        counterpartyName: 'ING Bank N.V. inzake WeB',
        counterpartyIban: 'NL50INGB0001234567',
        remittance: 'EV45451REP170112T1106',
      },
    },
  },
  'mt940/libmt94x-ibp-structured-ing-provided-example.txt': {
    sections: 1,
    lines: 3,
    account: '0654321789',
    opening: '26.10',
    closing: '19.52',
    differences: [],
    spot: { 1: { amount: '2.56', counterpartyName: 'ING Bank NV inzake EBW PP', counterpartyIban: 'NL38INGB0654321789' } },
  },
  'mt940/libmt94x-ibp-unstructured-ing-provided-example.txt': {
    sections: 1,
    lines: 5,
    account: 'NL20INGB0001234567',
    opening: '0.00',
    closing: '-0.09',
    differences: [],
    spot: { 2: { amount: '0.09', credit: false, counterpartyIban: 'NL12INGB0003333333' }, 3: { amount: '0.02', credit: true } },
  },
  'mt940/libmt94x-ming-from-spec.txt': {
    sections: 1,
    lines: 8,
    account: 'NL69INGB0123456789',
    opening: '662.23',
    closing: '564.35',
    differences: [],
    spot: {
      2: {
        amount: '1.57',
        credit: true,
        counterpartyName: 'J.Janssen',
        counterpartyIban: 'NL32INGB0000012345',
        remittance: 'Factuurnr 123456 Klantnr 00123',
        reference: '20120123456789',
      },
      6: { amount: '32.00', credit: true, reference: '9001123412341234' },
    },
  },
  'mt940/libmt94x-ming-ing-provided-example-multiple-messages.txt': {
    sections: 2,
    lines: 2,
    account: 'NL20INGB0001234567',
    opening: '1000.00',
    closing: '4882.15',
    differences: ['3897.15', '3897.15'],
    spot: {
      1: { section: 1, amount: '15.00', credit: false, counterpartyName: 'ING Testrekening', counterpartyIban: 'NL08INGB0000001234' },
    },
  },
  'mt940/libmt94x-ming-ing-provided-example-single-message.txt': {
    sections: 1,
    lines: 9,
    account: 'NL20INGB0001234567',
    opening: '1000.00',
    closing: '4882.15',
    differences: ['540.00'],
    spot: {
      3: { amount: '300.00', credit: false, counterpartyName: 'ING Testrekening', remittance: 'UstrdRemInf87899100' },
      7: { amount: '3889.15', credit: true, remittance: 'TOTAAL     168 POSTEN' },
    },
  },
  'camt053/OCA-test-camt053-txdtls.xml': {
    sections: 1,
    lines: 2,
    account: 'CH1111000000123456789',
    opening: '75960.15',
    closing: '79443.15',
    differences: [],
    spot: {
      0: { amount: '2187.00', credit: true, counterpartyName: 'Banque Cantonale Vaudoise', counterpartyIban: 'CH2222000000123456789' },
    },
  },
  'camt053/OCA-test-camt053.xml': {
    sections: 1,
    lines: 4,
    account: 'NL77ABNA0574908765',
    opening: '15568.27',
    closing: '15121.12',
    differences: ['-434.16'],
    spot: {
      // A reversed direct debit keeps its counterparty (the creditor of the original).
      1: { amount: '564.05', credit: false, reversal: true, counterpartyName: 'Test Customer', counterpartyIban: 'NL46ABNA0499998748' },
      3: { amount: '1405.31', credit: true, counterpartyName: '3rd party Media', counterpartyIban: 'NL69ABNA0522123643' },
    },
  },
  'camt053/mpdroog-invoiced-CAMT053-rabobank.xml': {
    sections: 132,
    lines: 9,
    account: 'NL17RABO0310029597',
    opening: '21489.44',
    closing: '5823.83',
    differences: [],
    spot: {},
  },
  'adapted/adapted-OCA-test-camt053-matching.xml': {
    sections: 1,
    lines: 9,
    account: 'NL91ABNA0417164300',
    opening: '15568.27',
    closing: '15121.12',
    differences: ['-636.55'],
    spot: {
      3: { amount: '181.67', credit: true, counterpartyName: 'Cafetaria De Smulhoek', remittance: 'Betaling factuur inv 1002 Smulhoek' },
    },
  },
  'adapted/adapted-ing-ming-from-spec-matching.txt': {
    sections: 1,
    lines: 8,
    account: 'NL91ABNA0417164300',
    opening: '662.23',
    closing: '564.35',
    differences: ['-612.79'],
    spot: { 6: { amount: '612.01', credit: true, counterpartyName: 'J.Janssen', remittance: 'Factuur INV-1001' } },
  },
};

describe.skipIf(!dir)('every bank file of ../shared/real-world', () => {
  const root = dir ?? '';
  const files = ['mt940', 'camt053', 'adapted'].flatMap((folder) => realWorldFiles(root, folder).map((f) => `${folder}/${f}`));

  it('has an expectation for every file (a new sample file must be added here)', () => {
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(files)('%s: entries, balances and the lines read as written', (file) => {
    const [folder = '', name = ''] = file.split('/');
    const want = expected[file] as Expected;
    const parsed = parseStatement(readRealWorld(root, folder, name));
    expect(parsed.sections).toHaveLength(want.sections);
    expect(parsed.lines).toHaveLength(want.lines);
    expect(parsed.accountIban).toBe(want.account);
    expect(parsed.sections[0]?.openingBalance).toBe(want.opening);
    expect(parsed.sections[parsed.sections.length - 1]?.closingBalance).toBe(want.closing);
    expect(parsed.sections.reduce((n, s) => n + s.entryCount, 0)).toBe(want.lines);
    expect(balanceMismatches(parsed).map((m) => m.difference)).toEqual(want.differences);
    for (const [index, line] of Object.entries(want.spot)) expect(parsed.lines[Number(index)]).toMatchObject(line);
  });
});

describe.skipIf(!dir)('every bad file of ../shared/real-world/bad-input is refused with its reason', () => {
  const reasons: Record<string, RegExp> = {
    'billion.xml': /DOCTYPE/,
    'quadratic.xml': /DOCTYPE/,
    'xxe.xml': /DOCTYPE/,
    'xxe-param.xml': /DOCTYPE/,
    'ns-bogus.xml': /not that of a camt\.053/,
    'ns-camt052.xml': /camt\.052/,
    'ns-none.xml': /no camt\.053 namespace/,
    'truncated.xml': /incomplete/,
    'mt940-bad61.txt': /:61: line is not/,
    'mt940-baddate.txt': /date that does not exist/,
    'mt940-truncated.txt': /no closing balance/,
  };
  const files = dir ? realWorldFiles(dir, 'bad-input') : [];

  it('has a reason for every file', () => expect(files).toEqual(Object.keys(reasons).sort()));

  it.each(files)('%s', (name) => {
    expect(() => parseStatement(readRealWorld(dir ?? '', 'bad-input', name))).toThrow(reasons[name] as RegExp);
  });

  it('100,000 nested elements are refused by a scan, without recursion', () => {
    const deep = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</Document>`;
    expect(() => parseStatement(deep)).toThrow(/nested more than 64 deep/);
  });
});
