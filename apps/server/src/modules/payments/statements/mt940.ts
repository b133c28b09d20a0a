import { entryDetails } from './mt940-details';
import { type Field, type Message, messageSteps } from './mt940-fields';
import { type ParsedLine, type ParsedSection, type ParsedStatement, StatementFormatError } from './statement-types';
import { commaAmount, entryDate, ibanIn, swiftDate } from './statement-values';

const entryPattern = /^(\d{6})(\d{4})?(R?[CD])([A-Z])?(\d{1,15}(?:,\d{0,2})?)([A-Z][A-Z0-9 ]{3})(.*)$/;
const balancePattern = /^([CD])(\d{6})([A-Z]{3})(\d{1,15}(?:,\d{0,2})?)$/;

type Balance = { amount: string; date: string; currency: string };

function balanceOf(field: Field): Balance {
  const m = balancePattern.exec(field.value.trim());
  const date = m ? swiftDate(m[2] ?? '') : null;
  const amount = m ? commaAmount(m[4] ?? '') : null;
  if (!m || !date || !amount)
    throw new StatementFormatError(field.line, `A :${field.tag}: balance is not "C|D YYMMDD currency amount" with a real date`);
  return { amount: m[1] === 'D' && amount !== '0.00' ? `-${amount}` : amount, date, currency: m[3] ?? '' };
}

/** :25: as IBAN (a currency after it dropped), else as the bank wrote it. */
function accountOf(value: string): string {
  const compact = value.trim().replace(/\s/g, '');
  const iban = /^([A-Z]{2}\d{2}[A-Z0-9]{10,30}?)([A-Z]{3})?$/.exec(compact);
  if (iban && ibanIn(iban[1] ?? '')) return iban[1] ?? '';
  return compact.replace(/(EUR)$/, '');
}

/** The :61: line and the :86: fields that follow it. */
function entryOf(field: Field, info: string, section: number, positionInSection: number): ParsedLine {
  const [first = '', ...supplementary] = field.value.split('\n');
  const m = entryPattern.exec(first);
  if (!m) throw new StatementFormatError(field.line, 'A :61: line is not "YYMMDD[MMDD]C|D amount,decimals type reference"');
  const valueDate = swiftDate(m[1] ?? '');
  const booked = valueDate && m[2] ? entryDate(valueDate, m[2]) : valueDate;
  if (!valueDate || !booked)
    throw new StatementFormatError(field.line, `A :61: line has a date that does not exist (${m[1]}${m[2] ?? ''})`);
  const amount = commaAmount(m[5] ?? '');
  if (!amount) throw new StatementFormatError(field.line, 'A :61: line has no valid amount');
  const mark = m[3] ?? 'C';
  const [customerPart = '', bankRef = ''] = (m[7] ?? '').split('//');
  // Old Rabobank files put the counterparty's account (16 characters) and name in the reference.
  const customerRef = customerPart.length > 16 ? customerPart.slice(0, 16).trim() : customerPart.trim();
  const nameInRef = customerPart.length > 16 ? customerPart.slice(16).trim() : '';
  const extraAccount = supplementary.map((s) => s.trim()).find((s) => ibanIn(s) || /^P?\d{6,10}$/.test(s)) ?? '';
  const details = entryDetails(info);
  const reversal = mark.startsWith('R');
  return {
    section,
    positionInSection,
    bookingDate: booked,
    amount,
    credit: mark.endsWith('C') !== reversal,
    reversal,
    counterpartyName: details.counterpartyName || nameInRef,
    counterpartyIban:
      details.counterpartyIban || ibanIn(extraAccount) || extraAccount || (nameInRef && customerRef !== 'NONREF' ? customerRef : ''),
    remittance: details.remittance,
    reference: details.reference,
    bankReference: bankRef.trim() || (customerRef && !['NONREF', 'EREF', 'PREF', 'MARF'].includes(customerRef) ? customerRef : ''),
  };
}

/** Entries read between two pauses of a yielding parse. */
const entriesPerStep = 500;

function* sectionSteps(message: Message, index: number, lines: ParsedLine[]): Generator<void, ParsedSection> {
  const one = (tags: string[]) => message.fields.find((f) => tags.includes(f.tag));
  const account = one(['25']);
  if (!one(['20']) || !account) throw new StatementFormatError(message.line, 'No :20: and :25: fields: not an MT940 statement');
  let position = 0;
  for (const [i, field] of message.fields.entries()) {
    if (field.tag !== '61') continue;
    const info: string[] = [];
    for (let j = i + 1; j < message.fields.length && message.fields[j]?.tag === '86'; j++) info.push(message.fields[j]?.value ?? '');
    position += 1;
    lines.push(entryOf(field, info.join('\n'), index, position));
    if (position % entriesPerStep === 0) yield;
  }
  const opening = one(['60F', '60M']);
  if (!opening) throw new StatementFormatError(message.line, 'The statement has no opening balance (:60F:)');
  const open = balanceOf(opening);
  const closing = one(['62F', '62M']);
  if (!closing) {
    const last = message.fields[message.fields.length - 1];
    throw new StatementFormatError(last?.line ?? message.line, 'The statement has no closing balance (:62F:): the file is incomplete');
  }
  const close = balanceOf(closing);
  const [number = '', sequence = ''] = (one(['28C', '28'])?.value.trim() ?? '').split('/');
  return {
    account: accountOf(account.value),
    currency: open.currency,
    number,
    sequence,
    openingBalance: open.amount,
    openingDate: open.date,
    closingBalance: close.amount,
    closingDate: close.date,
    entryCount: position,
  };
}

/** MT940 (SWIFT text statement), one or more messages, as Dutch banks export them. */
export function parseMt940(text: string): ParsedStatement {
  const steps = mt940Steps(text);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** The same parse, pausing (yield) every few hundred entries: a big file is read without holding the event loop. */
export function* mt940Steps(text: string): Generator<void, ParsedStatement> {
  const messages = yield* messageSteps(text);
  if (messages.length === 0) throw new StatementFormatError(1, 'No :20: and :25: fields: not an MT940 statement');
  const lines: ParsedLine[] = [];
  const sections: ParsedSection[] = [];
  for (const [index, message] of messages.entries()) sections.push(yield* sectionSteps(message, index, lines));
  const first = messages[0]?.fields.find((f) => f.tag === '20');
  return {
    format: 'mt940',
    accountIban: sections[0]?.account ?? '',
    statementRef: first?.value.trim() ?? '',
    currency: sections[0]?.currency ?? 'EUR',
    sections,
    lines,
  };
}
