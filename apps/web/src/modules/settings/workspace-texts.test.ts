import { describe, expect, it } from 'vitest';
import ar from '@/locales/ar/workspace.json';
import en from '@/locales/en/workspace.json';
import nl from '@/locales/nl/workspace.json';
import tr from '@/locales/tr/workspace.json';

// The settings namespace loads with its page (see workspace-texts.ts), so it is not in
// locales/resources.ts; these are the checks locales.test.ts makes for the bundled ones.
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const flat = { nl: flatten(nl), en: flatten(en), tr: flatten(tr), ar: flatten(ar) };
const languages = Object.keys(flat) as Array<keyof typeof flat>;

describe('workspace texts', () => {
  it.each(languages)('%s has exactly the keys of nl, each with a non-empty text and the variables of en', (lang) => {
    expect(Object.keys(flat[lang]).sort()).toEqual(Object.keys(flat.nl).sort());
    const vars = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, text] of Object.entries(flat[lang])) {
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      expect(vars(text), `${lang}:${key}`).toEqual(vars(flat.en[key] ?? ''));
    }
  });

  it('keeps the spec messages word for word in English', () => {
    expect(flat.en).toMatchObject({
      'errors.fetchSettings': 'Failed to fetch settings',
      'errors.updateSettings': 'Failed to update settings',
      'errors.updateCompanyDetails': 'Failed to update company details',
      'errors.uploadLogo': 'Failed to upload logo',
      'errors.removeLogo': 'Failed to remove logo',
      'errors.savingFailed': 'Saving failed, please try again.',
      'validation.apiKeyRequired': 'API key is required',
      'validation.kvkNumber': 'KVK Number must be 8 digits if provided.',
    });
  });

  it('translates the other languages rather than copying English', () => {
    for (const lang of ['nl', 'tr', 'ar'] as const) {
      const same = Object.keys(flat.en).filter((key) => flat[lang][key] === flat.en[key]);
      expect(same.length, `${lang} copies: ${same.join(', ')}`).toBeLessThan(Object.keys(flat.en).length / 10);
    }
  });
});
