import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/**
 * The namespaces loaded with their lazy page (app/module-locales.ts) are not in resources.ts, so
 * locales.test.ts does not see them: the same rules, for them.
 */
type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const languages = ['nl', 'en', 'tr', 'ar'] as const;
const eager = new Set(Object.keys(resources.nl));
const lazy = [...new Set(Object.keys(files).map((path) => path.split('/')[2]?.replace('.json', '') ?? ''))].filter((ns) => !eager.has(ns));

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}
const flat = (lang: string, ns: string) => flatten(files[`./${lang}/${ns}.json`] ?? {});
const vars = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('module locale namespaces', () => {
  it('exist (this issue adds tenantUsers, tenants and roles)', () => {
    expect(lazy).toEqual(expect.arrayContaining(['tenantUsers', 'tenants', 'roles']));
  });

  it.each(lazy)('%s: every language has the keys of nl, non-empty, with the variables of en', (ns) => {
    const nl = flat('nl', ns);
    const en = flat('en', ns);
    for (const lang of languages) {
      const texts = flat(lang, ns);
      expect(Object.keys(texts).sort(), `${lang}/${ns}`).toEqual(Object.keys(nl).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${lang}:${ns}.${key}`).not.toBe('');
        expect(vars(text), `${lang}:${ns}.${key}`).toEqual(vars(en[key] ?? ''));
      }
    }
  });

  it.each(lazy)('%s: translated rather than copied from English', (ns) => {
    const en = flat('en', ns);
    for (const lang of ['nl', 'tr', 'ar']) {
      const texts = flat(lang, ns);
      const same = Object.keys(en).filter((key) => texts[key] === en[key]);
      expect(same.length, `${lang} copies: ${same.join(', ')}`).toBeLessThan(Object.keys(en).length / 10);
    }
  });
});
