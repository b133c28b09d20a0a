import type { MessageKey, MessageParams } from '@wb/contract/messages';

/**
 * GS1 application identifiers for GS1-128 (external-apis §6.4): parse `(01)…(17)…(10)…`, check
 * each value, and order them so the variable-length ones come last. A problem is answered as a
 * message key naming the AI.
 */
export type Gs1Problem = { key: MessageKey; params: MessageParams };
export type Gs1Element = { ai: string; value: string };

type AiRule = { fixed?: number; max?: number; numeric: boolean; checkDigit?: boolean; date?: boolean; format: string };
const rules: Record<string, AiRule> = {
  '00': { fixed: 18, numeric: true, checkDigit: true, format: '18 digits' },
  '01': { fixed: 14, numeric: true, checkDigit: true, format: '14 digits' },
  '02': { fixed: 14, numeric: true, checkDigit: true, format: '14 digits' },
  '10': { max: 20, numeric: false, format: 'up to 20 characters' },
  '11': { fixed: 6, numeric: true, date: true, format: 'YYMMDD' },
  '13': { fixed: 6, numeric: true, date: true, format: 'YYMMDD' },
  '15': { fixed: 6, numeric: true, date: true, format: 'YYMMDD' },
  '17': { fixed: 6, numeric: true, date: true, format: 'YYMMDD' },
  '21': { max: 20, numeric: false, format: 'up to 20 characters' },
  '37': { max: 8, numeric: true, format: 'up to 8 digits' },
  '3103': { fixed: 6, numeric: true, format: '6 digits' },
  '400': { max: 30, numeric: false, format: 'up to 30 characters' },
};

export const isFixedLengthAi = (ai: string): boolean => rules[ai]?.fixed !== undefined;

/** GS1 mod-10 check digit of the digits before it (GTIN-8/12/13/14, SSCC). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function hasValidCheckDigit(code: string): boolean {
  return /^\d{2,}$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** GTIN-8/12/13/14 as the 14 digits of AI 01, or '' when it is not a GTIN. */
export function toGtin14(code: string): string {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{8}$|^\d{12,14}$/.test(digits)) return '';
  return digits.padStart(14, '0');
}

function validDate(value: string): boolean {
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  if (month < 1 || month > 12) return false;
  if (day === 0) return true;
  const year = 2000 + Number(value.slice(0, 2));
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses `(01)08712345678906(10)LOT42` into elements; checks every value. */
export function parseGs1(text: string): { elements: Gs1Element[] } | { problem: Gs1Problem } {
  const source = text.trim();
  const pattern = /\((\d{2,4})\)([^(]*)/g;
  const elements: Gs1Element[] = [];
  let consumed = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index !== consumed) return { problem: { key: 'labels.gs1Empty', params: {} } };
    consumed = match.index + match[0].length;
    const ai = match[1] ?? '';
    let value = (match[2] ?? '').trim();
    const rule = rules[ai];
    if (!rule) return { problem: { key: 'labels.gs1UnknownAi', params: { ai } } };
    if (ai === '01' || ai === '02') value = /^\d{8}$|^\d{12,13}$/.test(value) ? value.padStart(14, '0') : value;
    if (rule.max !== undefined && value.length > rule.max) return { problem: { key: 'labels.gs1TooLong', params: { ai, max: rule.max } } };
    const shapeOk =
      value.length > 0 &&
      (rule.fixed === undefined || value.length === rule.fixed) &&
      (rule.numeric ? /^\d+$/.test(value) : /^[\x21-\x7e]+$/.test(value));
    if (!shapeOk) {
      return {
        problem: rule.date
          ? { key: 'labels.gs1BadDate', params: { ai } }
          : { key: 'labels.gs1Format', params: { ai, format: rule.format } },
      };
    }
    if (rule.date && !validDate(value)) return { problem: { key: 'labels.gs1BadDate', params: { ai } } };
    if (rule.checkDigit && !hasValidCheckDigit(value)) return { problem: { key: 'labels.gs1CheckDigit', params: { ai } } };
    elements.push({ ai, value });
  }
  if (!elements.length || consumed !== source.length) return { problem: { key: 'labels.gs1Empty', params: {} } };
  return { elements };
}

/** Fixed-length AIs first, then the variable ones (each but the last followed by FNC1). */
export function orderGs1(elements: Gs1Element[]): Gs1Element[] {
  return [...elements.filter((e) => isFixedLengthAi(e.ai)), ...elements.filter((e) => !isFixedLengthAi(e.ai))];
}

/** The human-readable line: `(01)08712345678906(17)250630(10)LOT42`. */
export function gs1Text(elements: Gs1Element[]): string {
  return elements.map((e) => `(${e.ai})${e.value}`).join('');
}

const fnc1 = '\u001d';

/**
 * ZPL ^BC field data with invocation codes (no mode D, any firmware): start in subset C with
 * FNC1 (`>;>8`), digit pairs in C, `>6` to subset B for other characters, `>5` back to C for a
 * run of at least four digits, `>8` for FNC1 after a variable-length AI that is not last.
 */
export function gs1ZplData(elements: Gs1Element[]): string {
  const ordered = orderGs1(elements);
  const chars: string[] = [];
  ordered.forEach((e, index) => {
    chars.push(...e.ai, ...e.value);
    if (!isFixedLengthAi(e.ai) && index < ordered.length - 1) chars.push(fnc1);
  });
  const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  const digitRun = (from: number) => {
    let end = from;
    while (isDigit(chars[end])) end++;
    return end - from;
  };
  let out = '>;>8';
  let subset: 'B' | 'C' = 'C';
  let i = 0;
  while (i < chars.length) {
    const c = chars[i] as string;
    if (c === fnc1) {
      out += '>8';
      i++;
      continue;
    }
    if (subset === 'C') {
      if (isDigit(c) && isDigit(chars[i + 1])) {
        out += c + chars[i + 1];
        i += 2;
        continue;
      }
      out += '>6';
      subset = 'B';
    }
    const run = digitRun(i);
    if (run >= 4 && run % 2 === 0) {
      out += '>5';
      subset = 'C';
      continue;
    }
    out += c === '>' ? '>0' : c;
    i++;
  }
  return out;
}

/** The data bwip-js takes for gs1-128: `(01)…(10)…` in the printed order. */
export function gs1BwipText(elements: Gs1Element[]): string {
  return gs1Text(orderGs1(elements));
}
