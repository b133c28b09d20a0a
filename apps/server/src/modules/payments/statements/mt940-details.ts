import { ibanIn } from './statement-values';

/**
 * What the :86: information of an MT940 entry says: the counterparty, the description and the
 * payment reference. Dutch structured fields (`/CODE/value`, ING, Rabobank, ABN AMRO SEPA) are
 * read by code; older free-text layouts by the patterns their banks use.
 */
export type EntryDetails = { counterpartyName: string; counterpartyIban: string; remittance: string; reference: string };

const codes = [
  'EREF',
  'PREF',
  'MARF',
  'CSID',
  'CNTP',
  'REMI',
  'RTRN',
  'PURP',
  'ORDP',
  'BENM',
  'BUSP',
  'ULTC',
  'ULTD',
  'ULTB',
  'TRCD',
  'NAME',
  'IBAN',
  'BIC',
  'ADDR',
  'ISDT',
  'SUM',
  'CDTRREFTP',
  'CDTRREF',
  'EXCH',
  'OCMT',
  'CHGS',
];
const codePattern = new RegExp(`/(${codes.join('|')})/`, 'g');

/** The /CODE/value pairs of a structured field; continuation lines joined without a separator. */
export function structuredCodes(info: string): Map<string, string> {
  const text = info.replace(/\n/g, '');
  const found = new Map<string, string>();
  const marks = [...text.matchAll(codePattern)];
  for (const [i, mark] of marks.entries()) {
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[i + 1]?.index ?? text.length;
    const value = text.slice(start, end).replace(/\/$/, '');
    if (!found.has(mark[1] ?? '')) found.set(mark[1] ?? '', value);
  }
  return found;
}

const isStructured = (info: string) => /^\/[A-Z]{2,9}\//.test(info.trim()) && structuredCodes(info).size > 0;

/** IBAN / BIC / name / city of CNTP, BENM or ORDP. */
const partyParts = (value: string | undefined) => (value ?? '').split('/').map((p) => p.trim());

function fromStructured(info: string): EntryDetails {
  const found = structuredCodes(info);
  const party = [found.get('CNTP'), found.get('BENM'), found.get('ORDP')].map(partyParts).find((p) => p[0] || p[2]) ?? [];
  const remi = found.get('REMI') ?? '';
  const structuredRef = /^STRD\/(?:CUR|ISO)\/(.*)$/.exec(remi)?.[1]?.trim() ?? '';
  const text =
    structuredRef ||
    remi
      .replace(/^USTD\/\//, '')
      .replace(/^\/\//, '')
      .trim();
  const eref = (found.get('EREF') ?? '').trim();
  return {
    counterpartyName: party[2] || (found.get('NAME') ?? '').trim(),
    counterpartyIban: ibanIn(party[0] ?? '') ?? ibanIn(found.get('IBAN') ?? '') ?? party[0] ?? '',
    remittance: text,
    reference: structuredRef || (eref && eref !== 'NOTPROVIDED' ? eref : ''),
  };
}

/** Triodos: `>20`–`>29` description, `>31` account, `>32`/`>33` name. */
function fromTriodos(info: string): EntryDetails {
  const parts = new Map<string, string>();
  for (const m of info.replace(/\n/g, '').matchAll(/>(\d{2})([^>]*)/g)) parts.set(m[1] ?? '', (parts.get(m[1] ?? '') ?? '') + (m[2] ?? ''));
  const description = [...parts.entries()]
    .filter(([k]) => k >= '20' && k <= '29')
    .map(([, v]) => v)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    counterpartyName: `${parts.get('32') ?? ''}${parts.get('33') ?? ''}`.trim(),
    counterpartyIban: (parts.get('31') ?? '').trim(),
    remittance: description,
    reference: '',
  };
}

/** Free text: the counterparty where a bank's layout names it (Knab REK/NAAM, ING and ABN AMRO account first). */
function fromText(info: string): EntryDetails {
  const text = info.replace(/\n/g, ' ').replace(/\s+/g, ' ').trim();
  const knab = /REK: ?([A-Z]{2}\d{2}[A-Z0-9]{10,30})\/NAAM: ?(.+)$/.exec(text);
  if (knab)
    return {
      counterpartyIban: knab[1] ?? '',
      counterpartyName: (knab[2] ?? '').trim(),
      remittance: text.slice(0, knab.index).trim(),
      reference: '',
    };
  const ing = /^(?:[A-Z]{2}\d{2} )?([A-Z]{2}\d{2}[A-Z]{4}\d{10}) [A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})? (.*)$/.exec(text);
  if (ing) return { counterpartyIban: ing[1] ?? '', counterpartyName: '', remittance: text, reference: '' };
  const giro = /^(?:GIRO\s+(\d+)|(\d{2}\.\d{2}\.\d{2}\.\d{3}))\s+(.+?)(?:\s{2,}|$)/.exec(info.replace(/\n.*/s, ''));
  if (giro)
    return { counterpartyIban: giro[1] ?? giro[2] ?? '', counterpartyName: (giro[3] ?? '').trim(), remittance: text, reference: '' };
  return { counterpartyName: '', counterpartyIban: '', remittance: text, reference: '' };
}

export function entryDetails(info: string): EntryDetails {
  if (isStructured(info)) return fromStructured(info);
  if (/^\s*\d{3}>\d{2}/.test(info)) return fromTriodos(info);
  return fromText(info);
}
