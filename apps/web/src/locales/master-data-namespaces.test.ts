import { describe, expect, it } from 'vitest';
import arAccounts from './ar/accounts.json';
import arItems from './ar/items.json';
import arLists from './ar/lists.json';
import arSuppliers from './ar/suppliers.json';
import enAccounts from './en/accounts.json';
import enItems from './en/items.json';
import enLists from './en/lists.json';
import enSuppliers from './en/suppliers.json';
import nlAccounts from './nl/accounts.json';
import nlItems from './nl/items.json';
import nlLists from './nl/lists.json';
import nlSuppliers from './nl/suppliers.json';
import trAccounts from './tr/accounts.json';
import trItems from './tr/items.json';
import trLists from './tr/lists.json';
import trSuppliers from './tr/suppliers.json';

// The master-data namespaces load on demand (master-data-namespaces.ts), so locales.test.ts does
// not see them: the same rules are checked here.
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const namespaces = {
  lists: { nl: nlLists, en: enLists, tr: trLists, ar: arLists },
  accounts: { nl: nlAccounts, en: enAccounts, tr: trAccounts, ar: arAccounts },
  items: { nl: nlItems, en: enItems, tr: trItems, ar: arItems },
  suppliers: { nl: nlSuppliers, en: enSuppliers, tr: trSuppliers, ar: arSuppliers },
};
const vars = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe.each(Object.entries(namespaces))('%s namespace', (_, bundles) => {
  const flat = { nl: flatten(bundles.nl), en: flatten(bundles.en), tr: flatten(bundles.tr), ar: flatten(bundles.ar) };

  it.each(['en', 'tr', 'ar'] as const)('%s has exactly the keys of nl, none empty, with the same variables', (lang) => {
    expect(Object.keys(flat[lang]).sort()).toEqual(Object.keys(flat.nl).sort());
    for (const [key, text] of Object.entries(flat[lang])) {
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      expect(vars(text), `${lang}:${key}`).toEqual(vars(flat.en[key] ?? ''));
    }
  });

  it('translates the other languages rather than copying English', () => {
    for (const lang of ['nl', 'tr', 'ar'] as const) {
      const same = Object.keys(flat.en).filter(
        (key) => flat[lang][key] === flat.en[key] && !/^(IBAN|Lots?|Status|Website|Fax)$/.test(flat.en[key] ?? ''),
      );
      expect(same.length, `${lang} copies: ${same.join(', ')}`).toBeLessThan(Object.keys(flat.en).length / 10);
    }
  });
});

describe('spec messages', () => {
  it('are kept word for word in English', () => {
    expect(flatten(enLists)).toMatchObject({
      'messages.accountNameRequired': 'Account name is required',
      'messages.invalidEmail': 'Invalid email address',
      'messages.invalidPhone': 'Invalid phone number',
      'messages.invalidKvk': 'Invalid KvK number',
      'messages.supplierNameRequired': 'supplier name is required',
      'messages.noteRequired': 'note content is required',
      'messages.accountNotFound': 'Account not found',
    });
    expect(flatten(enAccounts)).toMatchObject({
      'errors.loadFailed': 'Failed to load account data',
      'errors.deleteFailed': 'Failed to delete account',
      'errors.notFound': 'Account not found',
    });
    expect(flatten(enItems)['errors.createFailed']).toBe('Failed to create item');
  });
});
