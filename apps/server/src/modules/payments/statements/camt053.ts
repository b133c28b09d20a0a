import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { money } from '@wb/domain/money';
import { type ParsedLine, type ParsedSection, type ParsedStatement, StatementFormatError } from './statement-types';
import { dotAmount } from './statement-values';
import { guardXml, rootOf } from './xml-guard';

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]) as Node[];
const at = (node: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((here, key) => (here && typeof here === 'object' ? (here as Node)[key] : undefined), node);
const text = (node: unknown, path: string): string => {
  const value = at(node, path);
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return String((value as Node)['#text'] ?? '');
  return String(value);
};
const texts = (node: unknown, path: string) =>
  list(at(node, path)).map((u) => (typeof u === 'object' ? String((u as Node)['#text'] ?? '') : String(u)));

const camt053Namespace = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;

export function checkNamespace(xml: string): void {
  const root = rootOf(xml);
  if (root.name !== 'Document') throw new StatementFormatError(1, 'No Document element: not a camt.053 statement');
  if (camt053Namespace.test(root.namespace)) return;
  if (/camt\.052/.test(root.namespace))
    throw new StatementFormatError(1, 'This is a camt.052 account report, not a camt.053 statement: export the statement (camt.053)');
  throw new StatementFormatError(
    1,
    root.namespace ? `The namespace ${root.namespace} is not that of a camt.053 statement` : 'The file has no camt.053 namespace',
  );
}

/** A balance of the given codes (OPBD/PRCD opening, CLBD closing), signed, with its date. */
function balance(stmt: Node, codes: string[]): { amount: string; date: string } | null {
  const found = list(at(stmt, 'Bal')).find((b) => codes.includes(text(b, 'Tp.CdOrPrtry.Cd')));
  const amount = found ? dotAmount(text(found, 'Amt')) : null;
  if (!found || !amount) return null;
  const date = (text(found, 'Dt.Dt') || text(found, 'Dt.DtTm')).slice(0, 10);
  return { amount: text(found, 'CdtDbtInd') === 'DBIT' && amount !== '0.00' ? `-${amount}` : amount, date };
}

/** The other party: the debtor of money received, the creditor of money paid; a reversal keeps the original's. */
function counterparty(tx: Node, credit: boolean, reversal: boolean) {
  const sides = credit !== reversal ? ['Dbtr', 'Cdtr'] : ['Cdtr', 'Dbtr'];
  for (const side of sides) {
    const name = text(tx, `RltdPties.${side}.Nm`) || text(tx, `RltdPties.${side}.Pty.Nm`);
    const iban = text(tx, `RltdPties.${side}Acct.Id.IBAN`);
    if (name || iban) return { name, iban };
  }
  return { name: '', iban: '' };
}

function entryLines(stmt: Node, entry: Node, index: number, section: number, position: () => number): ParsedLine[] {
  const amount = dotAmount(text(entry, 'Amt'));
  const mark = text(entry, 'CdtDbtInd');
  const bookingDate = (text(entry, 'BookgDt.Dt') || text(entry, 'BookgDt.DtTm') || text(entry, 'ValDt.Dt')).slice(0, 10);
  if (!amount || !['CRDT', 'DBIT'].includes(mark) || !/^\d{4}-\d{2}-\d{2}$/.test(bookingDate))
    throw new StatementFormatError(
      1,
      `Entry ${index + 1} of statement ${text(stmt, 'Id')} lacks a valid amount, credit/debit mark or booking date`,
    );
  const reversal = text(entry, 'RvslInd') === 'true';
  const credit = mark === 'CRDT';
  const details = list(at(entry, 'NtryDtls')).flatMap((d) => list(at(d, 'TxDtls')));
  const partAmount = (d: Node) => dotAmount(text(d, 'AmtDtls.TxAmt.Amt') || text(d, 'Amt'));
  const split =
    details.length > 1 &&
    details.every((d) => partAmount(d)) &&
    details.reduce((sum, d) => sum.plus(partAmount(d) ?? '0'), money(0)).eq(amount);
  const parts = split ? details : [details[0] ?? {}];
  const entryRef = text(entry, 'AcctSvcrRef');
  return parts.map((tx, partIndex) => {
    const party = counterparty(tx, credit, reversal);
    const endToEnd = text(tx, 'Refs.EndToEndId');
    const remittance = texts(tx, 'RmtInf.Ustrd').join(' ').trim() || text(tx, 'AddtlTxInf') || text(entry, 'AddtlNtryInf');
    return {
      section,
      positionInSection: position(),
      bookingDate,
      amount: split ? (partAmount(tx) ?? amount) : amount,
      credit,
      reversal,
      counterpartyName: party.name,
      counterpartyIban: party.iban,
      remittance: remittance.replace(/\s+/g, ' ').trim(),
      reference: text(tx, 'RmtInf.Strd.CdtrRefInf.Ref') || (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : ''),
      bankReference: entryRef ? (split ? `${entryRef}/${partIndex + 1}` : entryRef) : '',
    };
  });
}

/**
 * camt.053 (ISO 20022 bank-to-customer statement, any 001.xx version): every booked entry, split
 * into its transaction details when a batch carries several whose amounts add up to the entry.
 * CdtDbtInd is the entry's own direction (a reversal is flagged, not turned around).
 */
export function parseCamt053(xml: string): ParsedStatement {
  guardXml(xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const unclosed = valid.err.msg.startsWith("Invalid '[");
    throw new StatementFormatError(
      valid.err.line,
      unclosed ? 'The file ends before its elements are closed: it is incomplete' : `The XML is not well-formed: ${valid.err.msg}`,
    );
  }
  checkNamespace(xml);
  const parser = new XMLParser({
    ignoreAttributes: false,
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    processEntities: true,
  });
  const doc = parser.parse(xml) as Node;
  const root = at(doc, 'Document.BkToCstmrStmt');
  if (!root) throw new StatementFormatError(1, 'No Document/BkToCstmrStmt element: not a camt.053 statement');
  const statements = list(at(root, 'Stmt'));
  if (statements.length === 0) throw new StatementFormatError(1, 'No Stmt element');
  const lines: ParsedLine[] = [];
  const sections: ParsedSection[] = statements.map((stmt, section) => {
    const opening = balance(stmt, ['OPBD', 'PRCD']);
    const closing = balance(stmt, ['CLBD']);
    if (!opening || !closing)
      throw new StatementFormatError(1, `Statement ${text(stmt, 'Id')} has no opening (OPBD) or closing (CLBD) booked balance`);
    let position = 0;
    const booked = list(at(stmt, 'Ntry')).filter((e) => !['PDNG', 'INFO'].includes(text(e, 'Sts') || text(e, 'Sts.Cd')));
    for (const [index, entry] of booked.entries()) lines.push(...entryLines(stmt, entry, index, section, () => ++position));
    const firstBalance = list(at(stmt, 'Bal'))[0];
    return {
      account: text(stmt, 'Acct.Id.IBAN') || text(stmt, 'Acct.Id.Othr.Id'),
      currency: text(stmt, 'Acct.Ccy') || String(at(firstBalance, 'Amt.@_Ccy') ?? 'EUR'),
      number: text(stmt, 'Id'),
      sequence: text(stmt, 'ElctrncSeqNb') || text(stmt, 'LglSeqNb'),
      openingBalance: opening.amount,
      openingDate: opening.date,
      closingBalance: closing.amount,
      closingDate: closing.date,
      entryCount: position,
    };
  });
  return {
    format: 'camt053',
    accountIban: sections[0]?.account ?? '',
    statementRef: sections[0]?.number ?? '',
    currency: sections[0]?.currency ?? 'EUR',
    sections,
    lines,
  };
}
