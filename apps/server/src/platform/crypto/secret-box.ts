import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets at rest (SMTP password, payment-provider key, messaging token) with
 * AES-256-GCM under a key derived from the server key by HKDF-SHA256. Each ciphertext is bound to
 * where it belongs (`context`, e.g. tenant, section and field) as additional authenticated data,
 * so a value copied to another tenant or field does not decrypt.
 */
export type SecretBox = {
  encrypt: (plaintext: string, context: string) => string;
  decrypt: (envelope: string, context: string) => string;
};

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

export function createSecretBox(serverKey: Buffer): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverKey, 'wb-secret-box', 'settings secrets v1', 32));
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(envelope, context) {
      const [tag, data] = envelope.split(':');
      if (tag !== version || !data) throw new Error('Unknown secret format');
      const raw = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    },
  };
}
