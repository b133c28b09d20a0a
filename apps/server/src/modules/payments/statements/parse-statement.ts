import { parseCamt053 } from './camt053';
import { parseMt940 } from './mt940';
import { type ParsedStatement, StatementFormatError } from './statement-types';

/** camt.053 when the file is XML, else MT940 (with or without the banks' header lines). */
export function parseStatement(content: string): ParsedStatement {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('<')) return parseCamt053(trimmed);
  if (/^:\d{2}[A-Z]?:/m.test(trimmed)) return parseMt940(trimmed);
  throw new StatementFormatError(1, 'The file is neither XML (camt.053) nor an MT940 text (with fields such as :20:)');
}
