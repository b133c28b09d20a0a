/**
 * CSV as spreadsheets write it (RFC 4180 quoting; semicolons as Dutch Excel uses, commas or tabs
 * from other packages), for importing and exporting lists. Pure functions, no streaming: an
 * import is at most a few megabytes.
 */

/** `lines[i]` is the line of the file on which `rows[i]` starts (the header is on line 1 or later). */
export type CsvTable = { header: string[]; rows: string[][]; lines: number[]; delimiter: CsvDelimiter };
export type CsvDelimiter = ';' | ',' | '\t';

/** The delimiter that splits the first line into the most fields, outside quotes. */
export function detectDelimiter(text: string): CsvDelimiter {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts: Record<CsvDelimiter, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char as CsvDelimiter]++;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).sort((a, b) => counts[b] - counts[a])[0];
  return best && counts[best] > 0 ? best : ';';
}

/** Parses CSV text; the first non-empty record is the header. Blank records are skipped. */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input.replace(/^\uFEFF/, ''))): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  const starts: number[] = [];
  let record: string[] = [];
  let line = 1;
  let recordStart = 1;
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (record.some((value) => value.trim() !== '')) {
      records.push(record);
      starts.push(recordStart);
    }
    record = [];
    recordStart = line;
  };
  while (i < text.length) {
    const char = text[i];
    if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i++;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === delimiter) endField();
    else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (text[i + 1] !== '\n') endRecord();
    } else field += char;
    i++;
  }
  if (field !== '' || record.length) endRecord();
  const [header = [], ...rows] = records;
  return { header: header.map((h) => h.trim()), rows: rows.map((row) => row.map(unguardCell)), lines: starts.slice(1), delimiter };
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** A cell as written to CSV: formulas defused with a leading apostrophe, quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined, delimiter: CsvDelimiter = ';'): string {
  let text = value === null || value === undefined ? '' : String(value);
  const formula = formulaStart.test(text) && !/^-?\d+([.,]\d+)?$/.test(text);
  if (typeof value === 'string' && (formula || guarded.test(text))) text = `'${text}`;
  return text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell that starts with apostrophes before a formula character: one apostrophe was added on export. */
const guarded = /^'+[=+\-@\t\r]/;

function unguardCell(value: string): string {
  return guarded.test(value) ? value.slice(1) : value;
}

/** A whole table as CSV text, with a byte-order mark so Excel reads UTF-8. */
export function writeCsv(
  header: string[],
  rows: Array<Array<string | number | boolean | null | undefined>>,
  delimiter: CsvDelimiter = ';',
): string {
  const line = (cells: Array<string | number | boolean | null | undefined>) =>
    cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}

/** A header cell reduced to letters and digits, lower case: "Postal code" and "postal_code" meet. */
export function headerKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
