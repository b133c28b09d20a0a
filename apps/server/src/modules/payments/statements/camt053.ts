import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type ParsedLine, type ParsedStatement, StatementFormatError } from './statement-types';

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

/**
 * camt.053 (ISO 20022 bank-to-customer statement, as Dutch banks send 001.02): every entry, split
 * into its transaction details when a batch carries several with their own amounts.
 */
export function parseCamt053(xml: string): ParsedStatement {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementFormatError(valid.err.line, valid.err.msg);
  const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, trimValues: true });
  const doc = parser.parse(xml) as Node;
  const root = at(doc, 'Document.BkToCstmrStmt');
  if (!root) throw new StatementFormatError(1, 'No Document/BkToCstmrStmt element: not a camt.053 statement');
  const statements = list(at(root, 'Stmt'));
  if (statements.length === 0) throw new StatementFormatError(1, 'No Stmt element');
  const lines: ParsedLine[] = [];
  let accountIban = '';
  let statementRef = '';
  for (const stmt of statements) {
    accountIban ||= text(stmt, 'Acct.Id.IBAN');
    statementRef ||= text(stmt, 'Id');
    for (const [index, entry] of list(at(stmt, 'Ntry')).entries()) {
      const amount = text(entry, 'Amt');
      const mark = text(entry, 'CdtDbtInd');
      const bookingDate = (text(entry, 'BookgDt.Dt') || text(entry, 'BookgDt.DtTm') || text(entry, 'ValDt.Dt')).slice(0, 10);
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || !['CRDT', 'DBIT'].includes(mark) || !/^\d{4}-\d{2}-\d{2}$/.test(bookingDate))
        throw new StatementFormatError(
          1,
          `Entry ${index + 1} of statement ${text(stmt, 'Id')} lacks a valid amount, credit/debit mark or booking date`,
        );
      const reversal = text(entry, 'RvslInd') === 'true';
      const credit = (mark === 'CRDT') !== reversal;
      const details = list(at(entry, 'NtryDtls')).flatMap((d) => list(at(d, 'TxDtls')));
      const parts =
        details.length > 1 && details.every((d) => text(d, 'AmtDtls.TxAmt.Amt') || text(d, 'Amt')) ? details : [details[0] ?? {}];
      for (const [partIndex, tx] of parts.entries()) {
        const party = credit ? 'Dbtr' : 'Cdtr';
        const endToEnd = text(tx, 'Refs.EndToEndId');
        const ustrd = list(at(tx, 'RmtInf.Ustrd')).map((u) => (typeof u === 'object' ? String((u as Node)['#text'] ?? '') : String(u)));
        const entryRef = text(entry, 'AcctSvcrRef');
        lines.push({
          bookingDate,
          amount: parts.length > 1 ? text(tx, 'AmtDtls.TxAmt.Amt') || text(tx, 'Amt') : amount,
          credit,
          counterpartyName: text(tx, `RltdPties.${party}.Nm`),
          counterpartyIban: text(tx, `RltdPties.${party}Acct.Id.IBAN`),
          remittance: ustrd.join(' ').trim(),
          reference: text(tx, 'RmtInf.Strd.CdtrRefInf.Ref') || (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : ''),
          bankReference: entryRef ? (parts.length > 1 ? `${entryRef}/${partIndex + 1}` : entryRef) : '',
        });
      }
    }
  }
  return { format: 'camt053', accountIban, statementRef, lines };
}
