import { describe, expect, it } from 'vitest';
import arAccount from './ar/account.json';
import enAccount from './en/account.json';
import nlAccount from './nl/account.json';
import trAccount from './tr/account.json';

// The namespaces loaded on demand (lazy-namespace.ts) are not in `resources`, so locales.test.ts
// does not see them: the same rules are checked here.
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const account = { nl: flatten(nlAccount), en: flatten(enAccount), tr: flatten(trAccount), ar: flatten(arAccount) };
const vars = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('account namespace', () => {
  it.each(['en', 'tr', 'ar'] as const)('%s has exactly the keys of nl, none empty, with the same variables', (lang) => {
    expect(Object.keys(account[lang]).sort()).toEqual(Object.keys(account.nl).sort());
    for (const [key, text] of Object.entries(account[lang])) {
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      expect(vars(text), `${lang}:${key}`).toEqual(vars(account.en[key] ?? ''));
    }
  });

  it('keeps the spec messages word for word in English', () => {
    expect(account.en).toMatchObject({
      'validation.userDetails': 'Please fill in all required user details (First Name, Last Name, Email, Password).',
      'validation.companyName': 'Company Name is required.',
      'validation.kvkNumber': 'KVK Number must be 8 digits if provided.',
      'validation.emailRequired': 'Email address is required',
      'register.failed': 'Registration failed. Please try again.',
      'verify.invalid': 'Invalid verification token',
      'errors.registrationFailed': 'Registration failed',
      'errors.companyRegistrationFailed': 'Company registration failed',
      'errors.logoutAllFailed': 'Logout all devices failed',
      'errors.getSessionsFailed': 'Failed to get active sessions',
      'errors.revokeSessionFailed': 'Failed to revoke session',
      'errors.getProfileFailed': 'Failed to get profile',
      'errors.updateProfileFailed': 'Failed to update profile',
      'errors.changePasswordFailed': 'Failed to change password',
      'errors.setupMfaFailed': 'Failed to setup MFA',
      'errors.verifyMfaFailed': 'Failed to verify MFA',
      'errors.disableMfaFailed': 'Failed to disable MFA',
      'errors.uploadAvatarFailed': 'Failed to upload avatar',
    });
  });

  it('translates the other languages rather than copying English', () => {
    for (const lang of ['nl', 'tr', 'ar'] as const) {
      const same = Object.keys(account.en).filter((key) => account[lang][key] === account.en[key]);
      expect(same.length, `${lang} copies: ${same.join(', ')}`).toBeLessThan(Object.keys(account.en).length / 10);
    }
  });
});
