import { isKeptSecret, secretMaskChar } from '@wb/contract/settings-fields';
import type { SettingsSectionKey } from '@wb/contract/settings';
import type { StoredSecrets } from '@/db/column-types';
import type { SecretBox } from '@/platform/crypto/secret-box';

type Reveal = 'none' | 'last4' | 'prefixAndLast4';
type SecretField = { path: string[]; reveal: Reveal };
type Json = Record<string, unknown>;

/** The secret fields of each section: stored encrypted, shown masked, never audited. */
export const secretFields: Partial<Record<SettingsSectionKey, SecretField[]>> = {
  email: [{ path: ['smtp', 'auth', 'pass'], reveal: 'none' }],
  communication: [{ path: ['twilio', 'authToken'], reveal: 'last4' }],
  payments: [{ path: ['provider', 'apiKey'], reveal: 'prefixAndLast4' }],
  search: [{ path: ['kvk', 'apiKey'], reveal: 'last4' }],
  assistant: [{ path: ['apiKey'], reveal: 'last4' }],
};

export function isSecretPath(section: SettingsSectionKey, path: string): boolean {
  return (secretFields[section] ?? []).some((field) => field.path.join('.') === path);
}

const dots = secretMaskChar.repeat(8);

/** What is shown instead of a secret: dots, with the last 4 (and a live_/test_ prefix) where useful. */
export function maskOf(value: string, reveal: Reveal): string {
  if (reveal === 'none' || value.length < 12) return dots;
  const prefix = reveal === 'prefixAndLast4' ? (value.match(/^(live|test)_/)?.[0] ?? '') : '';
  return `${prefix}${dots}${value.slice(-4)}`;
}

export function getPath(obj: Json, path: string[]): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Json)[key] : undefined), obj);
}

/** A copy of `obj` with `value` at `path` (objects along the path copied, not shared). */
export function withPath(obj: Json, path: string[], value: unknown): Json {
  const [head, ...rest] = path;
  if (head === undefined) return obj;
  const child = (obj[head] ?? {}) as Json;
  return { ...obj, [head]: rest.length ? withPath(child, rest, value) : value };
}

const contextOf = (tenantId: string, section: string, field: SecretField) => `${tenantId}:${section}:${field.path.join('.')}`;

/**
 * Takes the secrets out of a section about to be saved: a new value is encrypted, a blank or
 * masked one keeps what was stored. The value keeps '' in their place.
 */
export function sealSecrets(
  box: SecretBox,
  tenantId: string,
  section: SettingsSectionKey,
  value: Json,
  stored: StoredSecrets,
): { value: Json; secrets: StoredSecrets; changed: string[] } {
  let clean = value;
  const secrets: StoredSecrets = {};
  const changed: string[] = [];
  for (const field of secretFields[section] ?? []) {
    const key = field.path.join('.');
    const given = getPath(value, field.path);
    const previous = stored[key];
    if (typeof given === 'string' && !isKeptSecret(given)) {
      secrets[key] = { ciphertext: box.encrypt(given, contextOf(tenantId, section, field)), mask: maskOf(given, field.reveal) };
      changed.push(key);
    } else if (previous) {
      secrets[key] = previous;
    }
    clean = withPath(clean, field.path, '');
  }
  return { value: clean, secrets, changed };
}

/** The section as shown: each stored secret replaced by its mask. */
export function maskSecrets(section: SettingsSectionKey, value: Json, stored: StoredSecrets): Json {
  let shown = value;
  for (const field of secretFields[section] ?? []) {
    shown = withPath(shown, field.path, stored[field.path.join('.')]?.mask ?? '');
  }
  return shown;
}

/** One secret in plain text, for the code that uses it (mailer, provider clients); null when unset. */
export function openSecret(
  box: SecretBox,
  tenantId: string,
  section: SettingsSectionKey,
  stored: StoredSecrets,
  path: string[],
): string | null {
  const field = (secretFields[section] ?? []).find((f) => f.path.join('.') === path.join('.'));
  const entry = stored[path.join('.')];
  if (!field || !entry) return null;
  return box.decrypt(entry.ciphertext, contextOf(tenantId, section, field));
}
