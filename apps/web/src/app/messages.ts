import { decodeMessage, encodeMessage } from '@wb/contract/message-key';
import { keyOfIssue } from '@wb/contract/message-keys';
import type { MessageParams } from '@wb/contract/message-key';
import type { FieldError } from '@wb/contract/errors';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '@/app/api/api-error';
import { defaultLanguage, i18n } from '@/app/i18n';

// Zod's own issues on the web (a form's schema without a message of ours) carry a key too, so a
// form says them in the user's language like every other message: `validation.<issue>` + params.
z.config({
  customError: (issue) => {
    const { key, params } = keyOfIssue(issue as Parameters<typeof keyOfIssue>[0]);
    return encodeMessage(key, params);
  },
});

/**
 * Whether a text is a key of the catalogue: every key has its Dutch translation, which is always
 * bundled (the web app does not carry the catalogue's English texts; the contract's test keeps
 * the catalogue and the four translations in step).
 */
function isMessageKey(key: string): boolean {
  return /^\w+\.\w+$/.test(key) && i18n.exists(`errors:${key}`, { lng: defaultLanguage });
}

/** The translation of a catalogue key (locale namespace `errors`), or undefined for any other text. */
function byKey(t: TFunction, key: string | undefined, params?: MessageParams): string | undefined {
  if (!key || !isMessageKey(key)) return undefined;
  return t(`errors:${key}`, { ...params });
}

/**
 * A field message in the user's language: a form's zod message (the contract's key, see
 * @wb/contract/messages) or a server detail's key. Any other text is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const { key, params } = decodeMessage(message);
  return byKey(t, key, params) ?? message;
}

/** A server detail (`{ path, message, key, params }`) in the user's language. */
export function translateDetail(t: TFunction, detail: FieldError | undefined): string | undefined {
  if (!detail) return undefined;
  return byKey(t, detail.key, detail.params) ?? detail.message;
}

/** Keys too general to say more than the error's code does. */
const generalKeys = new Set([
  'platform.internal',
  'platform.badRequest',
  'platform.badRequestBecause',
  'platform.invalidRequest',
  'platform.noRoute',
]);

/**
 * A failed call said in the user's language: by its message key (the server's reason, with its
 * params), else by its code. A validation failure of a form's fields is said by its code (the
 * fields show their own messages), unless its reason is a rule of the module rather than a field's format.
 */
export function describeError(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    // The app's own limit says when to try again; a limit of an outside service (the company register) says its own reason.
    if (err.code === 'RATE_LIMITED' && err.retryAfterSeconds && !err.key?.startsWith('kvk.')) {
      return t('common:errors.tooManyAttempts', { count: Math.ceil(err.retryAfterSeconds / 60) });
    }
    const fieldFormat = err.code === 'VALIDATION_FAILED' && (err.key ?? '').startsWith('validation.');
    const said = fieldFormat || generalKeys.has(err.key ?? '') ? undefined : byKey(t, err.key, err.params);
    if (said) return said;
    // Codes of the sign-in and account calls are translated in their own namespaces.
    return t([`common:errors.${err.code}`, `auth:errors.${err.code}`, `account:errors.${err.code}`], { defaultValue: err.message });
  }
  return t('common:errors.INTERNAL');
}

/** The first message in a field's error, also when it sits on an item of a list. */
export function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const found = child && typeof child === 'object' ? firstMessage(child, depth + 1) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A server detail as a field's message (its key and params), for a form that translates on render. */
export function detailMessage(detail: FieldError): string {
  return isMessageKey(detail.key) ? encodeMessage(detail.key, detail.params) : detail.message;
}
