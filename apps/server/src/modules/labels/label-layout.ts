import type { BarcodeSymbology, LabelData, LabelElement } from '@wb/contract/labels';
import type { FieldIssue } from '@/platform/errors';
import { type Gs1Element, hasValidCheckDigit, parseGs1 } from './gs1';
import type { LabelImage } from './label-image';

/** A template's geometry and elements, as stored (mm). */
export type LabelDesign = { widthMm: number; heightMm: number; elements: LabelElement[] };

/** An element with its placeholders filled and its barcode data checked. */
export type ResolvedElement = LabelElement & {
  content: string;
  /** Set for gs1-128 barcodes. */
  gs1?: Gs1Element[];
  /** Set for image elements that show a picture (the company logo). */
  image?: LabelImage;
};

const placeholder = /\{\{\s*([a-z]+)\.([a-zA-Z0-9]+)\s*\}\}/g;

/** Fills `{{group.field}}` from the data; an unknown or missing field becomes empty text. */
export function fillPlaceholders(text: string, data: LabelData): string {
  return text.replace(placeholder, (_, group: string, field: string) => {
    const values = (data as Record<string, Record<string, string> | undefined>)[group];
    return values?.[field] ?? '';
  });
}

export const hasPlaceholder = (text: string): boolean => /\{\{[^}]*\}\}/.test(text);

const elementName = (element: LabelElement, index: number) => element.id || String(index + 1);

/** Elements must lie on the label (0.01 mm tolerance): 400 naming the element. */
export function geometryIssues(design: LabelDesign): FieldIssue[] {
  const issues: FieldIssue[] = [];
  design.elements.forEach((element, index) => {
    const outside = element.x + element.width > design.widthMm + 0.01 || element.y + element.height > design.heightMm + 0.01;
    if (outside) issues.push({ path: `elements.${index}`, key: 'labels.elementOutside', params: { element: elementName(element, index) } });
  });
  return issues;
}

/** The barcode content checked for its symbology; answers an issue or the parsed GS1 elements. */
export function checkBarcode(
  symbology: BarcodeSymbology,
  content: string,
  path: string,
  name: string,
): { issue: FieldIssue } | { gs1?: Gs1Element[]; content: string } {
  if (!content.trim()) return { issue: { path, key: 'labels.barcodeEmpty', params: { element: name } } };
  if (symbology === 'gs1-128') {
    const parsed = parseGs1(content);
    if ('problem' in parsed) return { issue: { path, key: parsed.problem.key, params: parsed.problem.params } };
    return { gs1: parsed.elements, content };
  }
  if (symbology === 'ean13') {
    const digits = content.replace(/\s/g, '');
    const ok = /^\d{12}$/.test(digits) || (/^\d{13}$/.test(digits) && hasValidCheckDigit(digits));
    if (!ok) return { issue: { path, key: 'labels.ean13Invalid', params: {} } };
    return { content: digits.slice(0, 12) };
  }
  return { content };
}

/** Static barcode data (without placeholders) checked when a template is saved. */
export function staticBarcodeIssues(design: LabelDesign): FieldIssue[] {
  const issues: FieldIssue[] = [];
  design.elements.forEach((element, index) => {
    if (element.type !== 'barcode' || !element.symbology) return;
    const text = element.text ?? '';
    if (hasPlaceholder(text) || !text.trim()) return;
    const checked = checkBarcode(element.symbology, text, `elements.${index}.text`, elementName(element, index));
    if ('issue' in checked) issues.push(checked.issue);
  });
  return issues;
}

/** Fills and checks every element for one set of data; answers the issues when any barcode is invalid. */
export function resolveElements(design: LabelDesign, data: LabelData): { elements: ResolvedElement[] } | { issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const elements: ResolvedElement[] = [];
  design.elements.forEach((element, index) => {
    const content = fillPlaceholders(element.text ?? '', data);
    if (element.type === 'barcode') {
      const checked = checkBarcode(element.symbology ?? 'code128', content, `elements.${index}.text`, elementName(element, index));
      if ('issue' in checked) issues.push(checked.issue);
      else elements.push({ ...element, content: checked.content, ...(checked.gs1 ? { gs1: checked.gs1 } : {}) });
      return;
    }
    elements.push({ ...element, content });
  });
  return issues.length ? { issues } : { elements };
}

/** Table content: rows by new line, cells by `|`. */
export function tableCells(content: string): string[][] {
  return content
    .split('\n')
    .filter((row) => row.trim() !== '')
    .map((row) => row.split('|').map((cell) => cell.trim()));
}

export const pointsToMm = (pt: number): number => pt * 0.3528;
