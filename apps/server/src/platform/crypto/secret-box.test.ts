import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox(Buffer.from('a-server-key-of-at-least-32-characters!!'));

describe('secret box', () => {
  it('round-trips a secret and never stores it readably', () => {
    const sealed = box.encrypt('live_abcdefghijklmnop', 'tenant-a:payments:provider.apiKey');
    expect(sealed).not.toContain('abcdefghijklmnop');
    expect(box.decrypt(sealed, 'tenant-a:payments:provider.apiKey')).toBe('live_abcdefghijklmnop');
  });
  it('makes a different ciphertext each time', () => {
    expect(box.encrypt('same', 'c')).not.toBe(box.encrypt('same', 'c'));
  });
  it('refuses a ciphertext moved to another tenant or field, or changed', () => {
    const sealed = box.encrypt('pass', 'tenant-a:email:smtp.auth.pass');
    expect(() => box.decrypt(sealed, 'tenant-b:email:smtp.auth.pass')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.decrypt(`v1:${raw.toString('base64')}`, 'tenant-a:email:smtp.auth.pass')).toThrow();
  });
  it('refuses under another server key', () => {
    const other = createSecretBox(Buffer.from('another-server-key-of-32-characters!!!!!'));
    expect(() => other.decrypt(box.encrypt('x', 'c'), 'c')).toThrow();
  });
});

describe('secret box: a two-factor secret', () => {
  const mfa = createSecretBox(Buffer.from('k'.repeat(48)));
  it('round-trips, with a fresh nonce each time', () => {
    const a = mfa.encrypt('JBSWY3DPEHPK3PXP', 'mfa-secret');
    expect(mfa.decrypt(a, 'mfa-secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(mfa.encrypt('JBSWY3DPEHPK3PXP', 'mfa-secret')).not.toBe(a);
  });
  it('refuses a changed ciphertext and another key', () => {
    const sealed = mfa.encrypt('secret', 'mfa-secret');
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => mfa.decrypt(flipped, 'mfa-secret')).toThrow();
    expect(() => createSecretBox(Buffer.from('x'.repeat(48))).decrypt(sealed, 'mfa-secret')).toThrow();
  });
});

/**
 * Values written before the two boxes became one, by each of them, under the server key above:
 * the settings box (`v1:`, bound to its context) and the two-factor box (`v1.`, base64url, no
 * additional data, its key derived for the purpose 'mfa-secret').
 */
describe('secret box: values already stored', () => {
  const settingsValue = 'v1:f4mrXECyCXwfrpYWQCEwqTqc645TtavNmrFJLHCfmDdsBJO7YtG0RTg=';
  const twoFactorValue = 'v1.toNhNFa5m5Uc54zqVoIZ_r3HXZxx8VGGXdX-C54m1JyUN60fOkDtBzj-bSc';

  it('decrypts a settings secret as before, only in its own context', () => {
    expect(box.decrypt(settingsValue, 'tenant-a:email:smtp.auth.pass')).toBe('smtp-password');
    expect(() => box.decrypt(settingsValue, 'tenant-b:email:smtp.auth.pass')).toThrow();
  });
  it('decrypts a two-factor secret in the older format, only for its purpose and key', () => {
    expect(box.decrypt(twoFactorValue, 'mfa-secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.decrypt(twoFactorValue, 'tenant-a:email:smtp.auth.pass')).toThrow();
    expect(() => createSecretBox(Buffer.from('x'.repeat(48))).decrypt(twoFactorValue, 'mfa-secret')).toThrow();
  });
  it('refuses what is in neither format', () => {
    expect(() => box.decrypt('v2:abc', 'c')).toThrow('Unknown secret format');
    expect(() => box.decrypt('v1:', 'c')).toThrow('Unknown secret format');
  });
});
