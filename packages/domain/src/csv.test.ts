import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, detectDelimiter, headerKey, parseCsv, writeCsv } from './csv';

describe('parseCsv', () => {
  it('reads semicolon CSV with a BOM, CRLF, quotes, doubled quotes and line breaks in a field', () => {
    const text = '\uFEFFNaam;Plaats;Notitie\r\n"Bakkerij ""De Korf""";Utrecht;"regel 1\nregel 2"\r\nKaas B.V.;Gouda;\r\n';
    const table = parseCsv(text);
    expect(table.delimiter).toBe(';');
    expect(table.header).toEqual(['Naam', 'Plaats', 'Notitie']);
    expect(table.rows).toEqual([
      ['Bakkerij "De Korf"', 'Utrecht', 'regel 1\nregel 2'],
      ['Kaas B.V.', 'Gouda', ''],
    ]);
    expect(table.lines).toEqual([2, 4]);
  });

  it('detects commas and tabs, and skips blank lines', () => {
    expect(detectDelimiter('a,b,c\n1,2,3')).toBe(',');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
    const table = parseCsv('name,city\n\nA,B\n ,  \nC,D');
    expect(table.rows).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    expect(table.lines).toEqual([3, 5]);
  });

  it('gives an empty table for empty text', () => {
    expect(parseCsv('')).toMatchObject({ header: [], rows: [] });
  });
});

describe('writeCsv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(null)).toBe('');
    expect(parseCsv(writeCsv(['a'], [["'=x"], ['=x'], ["'-1"]])).rows).toEqual([["'=x"], ['=x'], ["'-1"]]);
    expect(writeCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa;b\r\n1;x\r\n');
  });

  it('reads back what it writes, formulas included (property)', () => {
    const cell = fc.string({ maxLength: 12 }).filter((s) => s.trim() === s);
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(';', ','),
        (rows, delimiter) => {
          const nonBlank = rows.filter((row) => row.some((v) => v.trim() !== ''));
          const table = parseCsv(writeCsv(['a', 'b', 'c'], nonBlank, delimiter as ';' | ','), delimiter as ';' | ',');
          expect(table.header).toEqual(['a', 'b', 'c']);
          expect(table.rows).toEqual(nonBlank);
        },
      ),
    );
  });
});

describe('headerKey', () => {
  it('matches headers whatever their case, spacing and accents', () => {
    expect(headerKey('Postal code')).toBe(headerKey('postal_code'));
    expect(headerKey('Téléphone')).toBe('telephone');
  });
});
