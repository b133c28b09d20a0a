import { describe, expect, it } from 'vitest';

// Every namespace file of every language, whether bundled up front or loaded on demand.
const files = import.meta.glob<{ default: Tree }>('./*/*.json', { eager: true });
const resources: Record<string, Record<string, Tree>> = {};
for (const [file, bundle] of Object.entries(files)) {
  const [, lang = '', ns = ''] = /^\.\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  resources[lang] = { ...resources[lang], [ns]: bundle.default };
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const languages = ['nl', 'en', 'tr', 'ar'] as const;
const flat = Object.fromEntries(languages.map((lang) => [lang, flatten((resources[lang] ?? {}) as Tree)])) as Record<
  (typeof languages)[number],
  Record<string, string>
>;

describe('locales', () => {
  it.each(languages)('%s has exactly the keys of nl, each with a non-empty text', (lang) => {
    expect(Object.keys(flat[lang]).sort()).toEqual(Object.keys(flat.nl).sort());
    for (const [key, text] of Object.entries(flat[lang])) expect(text.trim(), `${lang}:${key}`).not.toBe('');
  });

  it.each(languages)('%s keeps every interpolation variable of en', (lang) => {
    const vars = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, text] of Object.entries(flat.en)) expect(vars(flat[lang][key] ?? ''), `${lang}:${key}`).toEqual(vars(text));
  });

  it('keeps the spec messages word for word in English', () => {
    expect(flat.en['common.validation.required']).toBe('This field is required');
    expect(flat.en['common.validation.minLength']).toBe('Minimum {{count}} characters required');
    expect(flat.en['common.validation.passwordsDontMatch']).toBe('Passwords do not match');
    expect(flat.en['common.errors.boundaryTitle']).toBe('Something went wrong');
    expect(flat.en['auth.login.invalidCredentials']).toBe('Invalid credentials');
  });

  it('translates the other languages rather than copying English', () => {
    for (const lang of ['nl', 'tr', 'ar'] as const) {
      const same = Object.keys(flat.en).filter((key) => flat[lang][key] === flat.en[key] && !key.startsWith('shell.languages'));
      expect(same.length, `${lang} copies: ${same.join(', ')}`).toBeLessThan(Object.keys(flat.en).length / 10);
    }
  });
});
