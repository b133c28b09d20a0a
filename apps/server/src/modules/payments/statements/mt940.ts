import { type ParsedLine, type ParsedStatement, StatementFormatError } from './statement-types';

type Field = { tag: string; value: string; line: number };

/** Splits the text block into its fields; a line without a tag continues the field before it. */
function fieldsOf(text: string): Field[] {
  const fields: Field[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/^\{1:[^}]*\}(\{2:[^}]*\})?(\{3:[^}]*\})?\{4:/, '').replace(/^-\}$/, '');
    if (line.trim() === '' || line === '-') continue;
    const tagged = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (tagged) fields.push({ tag: tagged[1] ?? '', value: tagged[2] ?? '', line: index + 1 });
    else if (fields.length > 0) {
      const last = fields[fields.length - 1] as Field;
      last.value += last.tag === '86' ? line : `\n${line}`;
    } else throw new StatementFormatError(index + 1, 'Text before the first field (expected a tag such as :20:)');
  }
  return fields;
}

/** The /CODE/value pairs of a structured Dutch :86: field. */
function structured(info: string): Map<string, string> {
  const found = new Map<string, string>();
  const codes = ['EREF', 'MARF', 'CSID', 'CNTP', 'REMI', 'RTRN', 'PURP', 'ORDP', 'BENM', 'TRCD', 'NAME', 'IBAN', 'ADDR'];
  const pattern = new RegExp(`/(${codes.join('|')})/`, 'g');
  const marks = [...info.matchAll(pattern)];
  for (const [i, mark] of marks.entries()) {
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[i + 1]?.index ?? info.length;
    found.set(mark[1] ?? '', info.slice(start, end).replace(/\/$/, ''));
  }
  return found;
}

const statementLine =
  /^(\d{2})(\d{2})(\d{2})(\d{4})?(R?[CD])([A-Z])?(\d{1,12},\d{0,2})([A-Z][A-Z0-9]{3})([^\n]*?)(?:\/\/([^\n]*))?(?:\n([\s\S]*))?$/;

/** MT940 (SWIFT text statement; Dutch banks' structured :86: understood, else its text is the remittance). */
export function parseMt940(text: string): ParsedStatement {
  const fields = fieldsOf(text);
  if (!fields.some((f) => f.tag === '20') || !fields.some((f) => f.tag === '25'))
    throw new StatementFormatError(1, 'No :20: and :25: fields: not an MT940 statement');
  const lines: ParsedLine[] = [];
  let accountIban = '';
  let statementRef = '';
  for (const [index, field] of fields.entries()) {
    if (field.tag === '20') statementRef ||= field.value.trim();
    if (field.tag === '25')
      accountIban ||= /^([A-Z]{2}\d{2}[A-Z0-9]{10,30}?)(EUR)?$/.exec(field.value.trim().replace(/\s/g, ''))?.[1] ?? field.value.trim();
    if (field.tag !== '61') continue;
    const parsed = statementLine.exec(field.value);
    if (!parsed) throw new StatementFormatError(field.line, 'A :61: line is not "YYMMDD[MMDD]C|D amount,decimals type reference"');
    const [, yy, mm, dd, , mark = 'C', , amountText = '0,', , customerRef = '', bankRef = ''] = parsed;
    const next = fields[index + 1];
    const info = next?.tag === '86' ? next.value : '';
    const codes = structured(info);
    const counterparty = (codes.get('CNTP') ?? '').split('/');
    const remi = codes.get('REMI') ?? '';
    const remittance =
      codes.size > 0
        ? remi
            .replace(/^USTD\/\//, '')
            .replace(/^STRD\/CUR\//, '')
            .trim()
        : info.trim();
    const eref = codes.get('EREF') ?? '';
    const reversal = mark.startsWith('R');
    const [whole = '0', fraction = ''] = amountText.split(',');
    lines.push({
      bookingDate: `20${yy}-${mm}-${dd}`,
      amount: `${Number(whole)}.${fraction.padEnd(2, '0')}`,
      credit: mark.endsWith('C') !== reversal,
      counterpartyName: counterparty[2] ?? '',
      counterpartyIban: counterparty[0] ?? '',
      remittance,
      reference: remi.startsWith('STRD/CUR/') ? remittance : eref && eref !== 'NOTPROVIDED' ? eref : '',
      bankReference: bankRef.trim() || (customerRef.trim() && customerRef.trim() !== 'NONREF' ? customerRef.trim() : ''),
    });
  }
  return { format: 'mt940', accountIban, statementRef, lines };
}
