import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets at rest (SMTP password, payment-provider key, messaging token, two-factor
 * secret) with AES-256-GCM under a key derived from the server key by HKDF-SHA256. Each
 * ciphertext is bound to where it belongs (`context`, e.g. tenant, section and field) as
 * additional authenticated data, so a value copied to another tenant or field does not decrypt.
 *
 * Two formats are read. `v1:` + base64 is the one written. `v1.` + base64url is how two-factor
 * secrets were written before there was one box: no additional data, under a key derived for
 * their purpose, which is now their context; such values stay readable until they are replaced.
 */
export type SecretBox = {
  encrypt: (plaintext: string, context: string) => string;
  decrypt: (envelope: string, context: string) => string;
};

const current = 'v1:';
const legacy = 'v1.';
const ivBytes = 12;
const tagBytes = 16;

export function createSecretBox(serverKey: Buffer): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverKey, 'wb-secret-box', 'settings secrets v1', 32));
  const legacyKey = (context: string) => Buffer.from(hkdfSync('sha256', serverKey, 'wb', `secret-box:${context}`, 32));
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${current}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(envelope, context) {
      if (envelope.startsWith(current) && envelope.length > current.length) {
        return open(key, Buffer.from(envelope.slice(current.length), 'base64'), Buffer.from(context, 'utf8'));
      }
      if (envelope.startsWith(legacy) && envelope.length > legacy.length) {
        return open(legacyKey(context), Buffer.from(envelope.slice(legacy.length), 'base64url'), null);
      }
      throw new Error('Unknown secret format');
    },
  };
}

/** The plaintext of iv ‖ tag ‖ body; throws when the key, the data or the additional data do not match. */
function open(key: Buffer, raw: Buffer, aad: Buffer | null): string {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
}
