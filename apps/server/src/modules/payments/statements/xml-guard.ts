import { StatementFormatError } from './statement-types';

/** How deep a statement's elements may nest (camt.053 needs about 12). */
const maxDepth = 64;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * Refuses XML that a statement never needs and that attacks a parser: a DOCTYPE (and with it
 * every entity declaration, external entity and parameter entity), and elements nested deeper
 * than any statement goes. A single linear scan, before any parser sees the text.
 */
export function guardXml(xml: string): void {
  const doctype = /<!(DOCTYPE|ENTITY)/i.exec(xml);
  if (doctype)
    throw new StatementFormatError(lineAt(xml, doctype.index), 'A DOCTYPE or entity declaration is not allowed in a statement file');
  let depth = 0;
  const tags = /<(\/?)[A-Za-z_][^>]*?(\/?)>/g;
  for (let m = tags.exec(xml); m; m = tags.exec(xml)) {
    if (m[1]) depth -= 1;
    else if (!m[2]) depth += 1;
    if (depth > maxDepth) throw new StatementFormatError(lineAt(xml, m.index), `Elements are nested more than ${maxDepth} deep`);
  }
}

/** The root element's local name and namespace (the parser drops namespace declarations). */
export function rootOf(xml: string): { name: string; namespace: string } {
  const start = /<(?![?!])(?:([\w.-]+):)?([\w.-]+)([^>]*)>/.exec(xml);
  if (!start) return { name: '', namespace: '' };
  const attributes = start[3] ?? '';
  const prefix = start[1] ? `:${start[1]}` : '';
  const ns = new RegExp(`\\sxmlns${prefix.replace('.', '\\.')}\\s*=\\s*["']([^"']*)["']`).exec(attributes);
  return { name: start[2] ?? '', namespace: ns?.[1] ?? '' };
}
