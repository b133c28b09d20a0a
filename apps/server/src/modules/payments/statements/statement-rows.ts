import { createHash } from 'node:crypto';
import { matchStatementLine, type OpenInvoice } from '@wb/domain/statement-matching';
import { newId } from '@/platform/ids';
import type { StatementLineValues } from './bank-statements.queries';
import type { ParsedLine, ParsedSection, ParsedStatement } from './statement-types';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The file's hash: the same file imported again is recognised before anything is read into the database. */
export const contentHashOf = (content: string) =>
  sha256(
    content
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
      .trim(),
  );

/**
 * The key a line is stored under once per tenant: its statement (account, statement number and
 * sequence, opening balance and date — banks that number every statement 0 still differ there),
 * its position in that statement and its content. A bank's entry reference is not unique (ING
 * writes EREF on most lines), so it is part of the content, not the key.
 */
export function lineKeyOf(section: ParsedSection, line: ParsedLine): string {
  return sha256(
    [
      section.account,
      section.number,
      section.sequence,
      section.openingDate,
      section.openingBalance,
      line.positionInSection,
      line.bookingDate,
      line.amount,
      line.credit,
      line.reversal,
      line.counterpartyIban,
      line.counterpartyName,
      line.remittance,
      line.reference,
      line.bankReference,
    ].join('|'),
  );
}

export const lineKeysOf = (parsed: ParsedStatement) =>
  parsed.lines.map((line) => lineKeyOf(parsed.sections[line.section] as ParsedSection, line));

/** The rows to store for new lines: credits in euros get a proposed match, debits none. */
export function lineRowsOf(
  parsed: ParsedStatement,
  keys: string[],
  known: Set<string>,
  open: OpenInvoice[],
  from = 0,
  to = parsed.lines.length,
): StatementLineValues[] {
  const rows: StatementLineValues[] = [];
  for (let index = from; index < to; index++) {
    const line = parsed.lines[index] as ParsedLine;
    const key = keys[index] ?? '';
    if (known.has(key)) continue;
    const euro = (parsed.sections[line.section]?.currency ?? 'EUR') === 'EUR';
    const match = line.credit && euro ? matchStatementLine(line, open) : null;
    rows.push({
      id: newId(),
      lineKey: key,
      position: index + 1,
      bookingDate: line.bookingDate,
      amount: line.amount,
      credit: line.credit,
      counterpartyName: line.counterpartyName.slice(0, 200),
      counterpartyIban: line.counterpartyIban.slice(0, 40),
      remittance: line.remittance.slice(0, 500),
      reference: line.reference.slice(0, 100),
      status: !line.credit ? 'debit' : match ? 'proposed' : 'unmatched',
      matchReason: match?.reason ?? null,
      proposed: JSON.stringify(match?.allocations ?? []),
    });
  }
  return rows;
}
