import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyOfIssue } from './message-keys';
import { keyedOf, messages, renderMessage } from './messages';
import { createItemInputSchema } from './items';
import { loginInputSchema } from './auth';

const here = import.meta.dirname;
const languages = ['nl', 'en', 'tr', 'ar'] as const;
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const localeFile = (lang: string) => path.join(here, '../../../apps/web/src/locales', lang, 'errors.json');
const translations = Object.fromEntries(
  languages.map((lang) => [lang, flatten(JSON.parse(readFileSync(localeFile(lang), 'utf8')) as Tree)]),
);

/** Every `k('<key>'` the contract's schemas use for their own messages. */
function keysUsedByTheContract(): string[] {
  const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return files.flatMap((file) => [...readFileSync(path.join(here, file), 'utf8').matchAll(/\bk\('([\w.]+)'/g)].map((m) => m[1] ?? ''));
}

describe('the message catalogue', () => {
  it.each(languages)('every key has a translation in %s (locale namespace errors), with the same placeholders', (lang) => {
    const vars = (text: string) => (text.match(/\{\{?\s*(\w+)\s*\}?\}/g) ?? []).map((v) => v.replace(/[{}\s]/g, '')).sort();
    for (const [key, english] of Object.entries(messages)) {
      const text = translations[lang]?.[key];
      expect(text?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(vars(text ?? ''), `${lang}: ${key}`).toEqual(vars(english));
    }
  });

  it('says English word for word as the catalogue does', () => {
    for (const [key, english] of Object.entries(messages))
      expect(translations.en?.[key], key).toBe(english.replace(/\{(\w+)\}/g, '{{$1}}'));
  });

  it("knows every key the contract's schemas use, so each has its translations", () => {
    const used = keysUsedByTheContract();
    expect(used.length).toBeGreaterThan(100);
    for (const key of used) expect(Object.hasOwn(messages, key), key).toBe(true);
  });

  it("gives each of zod's own issues a key of the catalogue", () => {
    for (const code of [
      'invalid_type',
      'too_small',
      'too_big',
      'invalid_format',
      'not_multiple_of',
      'unrecognized_keys',
      'invalid_union',
      'invalid_key',
      'invalid_element',
      'invalid_value',
      'custom',
    ]) {
      expect(Object.hasOwn(messages, keyOfIssue({ code }).key), code).toBe(true);
    }
  });

  it("carries a schema's own message as its key with params, rendered in English by the catalogue", () => {
    const parsed = createItemInputSchema.safeParse({ name: 'x'.repeat(500) });
    const issue = parsed.error?.issues.find((i) => i.path[0] === 'name');
    const keyed = keyedOf(issue?.message);
    expect(keyed).toEqual({ key: 'validation.maxCharacters', params: { max: 200 } });
    expect(keyed && renderMessage(keyed.key, keyed.params)).toBe('Maximum 200 characters');
    const login = loginInputSchema.safeParse({ email: 'nope', password: '' });
    expect(login.error?.issues.map((i) => keyedOf(i.message)?.key)).toEqual(['validation.invalidEmail', 'validation.required']);
    expect(z.string().safeParse(1).error?.issues[0]?.message).not.toContain('validation.');
  });
});
