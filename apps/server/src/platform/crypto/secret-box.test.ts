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
