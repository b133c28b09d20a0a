import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registerCustomXPathFunction } from 'fontoxpath';
import { Schema } from 'node-schematron';
import { repoRoot } from '@/config';

/**
 * The official Peppol BIS 3.0 rule files (../shared/peppol, beside the project or one of its
 * parent folders), run with node-schematron. Null when the folder is absent: the conformance
 * tests then skip with a message.
 */
export function findPeppolRulesDir(): string | null {
  let dir = repoRoot;
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(path.dirname(dir), 'shared', 'peppol');
    if (existsSync(path.join(candidate, 'CEN-EN16931-UBL.sch'))) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

let registered = false;

/** JavaScript stand-ins for the XSLT functions of the Peppol file (see its README). */
function registerPeppolFunctions(): void {
  if (registered) return;
  registered = true;
  const any = 'xs:anyAtomicType';
  const utils = (localName: string) => ({ namespaceURI: 'utils', localName });
  registerCustomXPathFunction(
    utils('slack'),
    [any, any, any],
    'xs:boolean',
    (_: unknown, expected: unknown, value: unknown, slack: unknown) => {
      return Math.abs(Number(expected) - Number(value)) <= Number(slack);
    },
  );
  registerCustomXPathFunction(utils('gln'), [any], 'xs:boolean', (_: unknown, value: unknown) => {
    const digits = String(value).split('').map(Number);
    const check = digits.pop() ?? 0;
    const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
    return (10 - (sum % 10)) % 10 === check;
  });
  for (const name of [
    'mod11',
    'mod97-0208',
    'checkCodiceIPA',
    'checkCF',
    'checkCF16',
    'checkPIVAseIT',
    'abn',
    'TinVerification',
    'checkSEOrgnr',
  ]) {
    registerCustomXPathFunction(utils(name), [any], 'xs:boolean', () => true);
  }
  for (const name of ['checkPIVA', 'addPIVA']) {
    registerCustomXPathFunction(utils(name), [any], 'xs:integer', () => 0);
    registerCustomXPathFunction(utils(name), [any, any], 'xs:integer', () => 0);
  }
}

export type PeppolValidator = (xml: string) => string[];

/** Validates a UBL document under both rule files; answers the failed assertions' messages. */
export function loadPeppolValidator(dir: string): PeppolValidator {
  registerPeppolFunctions();
  const cen = Schema.fromString(readFileSync(path.join(dir, 'CEN-EN16931-UBL.sch'), 'utf8'));
  const peppolText = readFileSync(path.join(dir, 'PEPPOL-EN16931-UBL.sch'), 'utf8').replace(/<function\b[\s\S]*?<\/function>/g, '');
  const peppol = Schema.fromString(peppolText);
  return (xml) =>
    [...cen.validateString(xml), ...peppol.validateString(xml)]
      .filter((result) => !result.isReport)
      .map((result) => (result.message ?? '').trim().replace(/\s+/g, ' '));
}
