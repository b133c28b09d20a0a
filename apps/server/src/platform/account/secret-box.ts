import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts small secrets at rest (two-factor secrets) with AES-256-GCM under a key from the server secret. */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

const version = 'v1';

export function createSecretBox(appSecret: Buffer, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'wb', `secret-box:${purpose}`, 32));
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open: (sealed) => {
      const [tag, payload] = sealed.split('.');
      if (tag !== version || !payload) throw new Error('Unknown secret format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** The box for two-factor secrets. */
export const mfaSecretBox = (appSecret: Buffer): SecretBox => createSecretBox(appSecret, 'mfa-secret');
