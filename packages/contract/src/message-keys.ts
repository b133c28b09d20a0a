import type { MessageKey } from './messages';
import { encodeMessage, type MessageParams } from './message-key';

/*
 * What the contract's schemas and the web app need of the catalogue without its English texts:
 * a keyed zod message, and the key of zod's own issues. (The texts stay on the server's side, so
 * the web app's first page does not carry them.)
 */

/** A keyed message as a zod issue's message: `{ error: k('validation.required') }`. */
export function k(key: MessageKey, params?: MessageParams): string {
  return encodeMessage(key, params);
}

/** What a zod issue has to say, for issues without a message of ours (the `validation.*` keys). */
type IssueLike = {
  code?: string;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  divisor?: unknown;
  keys?: unknown;
};

const issueKeys: Record<string, MessageKey> = {
  invalid_type: 'validation.invalidType',
  too_small: 'validation.tooSmall',
  too_big: 'validation.tooBig',
  invalid_format: 'validation.invalidFormat',
  not_multiple_of: 'validation.notMultipleOf',
  unrecognized_keys: 'validation.unrecognizedKeys',
  invalid_union: 'validation.invalidUnion',
  invalid_key: 'validation.invalidKey',
  invalid_element: 'validation.invalidElement',
  invalid_value: 'validation.invalidOption',
  custom: 'validation.custom',
};

export function keyOfIssue(issue: IssueLike): { key: MessageKey; params?: MessageParams } {
  const key = issueKeys[issue.code ?? ''] ?? 'validation.invalidValue';
  const params: Record<string, string | number> = {};
  const put = (name: string, value: unknown) => {
    if (typeof value === 'number' || typeof value === 'string') params[name] = value;
    else if (typeof value === 'bigint') params[name] = value.toString();
    else if (Array.isArray(value)) params[name] = value.join(', ');
  };
  put('expected', issue.expected);
  put('minimum', issue.minimum);
  put('maximum', issue.maximum);
  put('format', issue.format);
  put('divisor', issue.divisor);
  put('keys', issue.keys);
  return Object.keys(params).length ? { key, params } : { key };
}
