import { checkNamespace, parseCamt053 } from './camt053';
import { mt940Steps, parseMt940 } from './mt940';
import { type ParsedStatement, StatementFormatError } from './statement-types';
import { guardXml } from './xml-guard';

/** camt.053 when the file is XML, else MT940 (with or without the banks' header lines). */
export function parseStatement(content: string): ParsedStatement {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('<')) return parseCamt053(trimmed);
  if (/^:\d{2}[A-Z]?:/m.test(trimmed)) return parseMt940(trimmed);
  throw new StatementFormatError(1, 'The file is neither XML (camt.053) nor an MT940 text (with fields such as :20:)');
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The same, for a big file read in the background: an MT940 is read a few hundred entries at a
 * time, letting other requests run in between (a camt.053 is parsed in one go).
 */
export async function parseStatementYielding(content: string): Promise<ParsedStatement> {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('<') || !/^:\d{2}[A-Z]?:/m.test(trimmed)) return parseStatement(trimmed);
  const steps = mt940Steps(trimmed);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * The checks a big file gets before it is queued, cheap enough for the request (one linear scan):
 * hostile or foreign XML and text that is no MT940 are refused at once, whatever the file's size.
 */
export function precheckStatement(content: string): void {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('<')) {
    guardXml(trimmed);
    checkNamespace(trimmed);
  } else if (!/^:\d{2}[A-Z]?:/m.test(trimmed))
    throw new StatementFormatError(1, 'The file is neither XML (camt.053) nor an MT940 text (with fields such as :20:)');
}
