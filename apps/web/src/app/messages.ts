import type { TFunction } from 'i18next';
import { passwordMessages } from '@wb/contract/messages/password';
import { ApiError } from '@/app/api/api-error';

/** The contract's English validation messages, by the key under which each is translated. */
const validationKeys: Record<string, string> = {
  'This field is required': 'common:validation.required',
  'Please enter a valid email address.': 'common:validation.invalidEmail',
  'Passwords do not match': 'common:validation.passwordsDontMatch',
};

// Why the server refused a password, by zxcvbn's reason (see components/password-strength.tsx).
for (const [reason, message] of Object.entries(passwordMessages)) validationKeys[message] = `common:passwordStrength.reasons.${reason}`;

/** A module loaded later adds the messages of its own calls (with their keys in its own namespace). */
export function addValidationKeys(keys: Record<string, string>): void {
  Object.assign(validationKeys, keys);
}
const minimumLength = /^Minimum (\d+) characters required$/;

/** A field message in the user's language (the English text when there is no translation). */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = validationKeys[message];
  if (key) return t(key);
  const minimum = minimumLength.exec(message);
  return minimum ? t('common:validation.minLength', { count: Number(minimum[1]) }) : message;
}

/** A failed call said in the user's language: by its code, else the server's own message. */
export function describeError(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'RATE_LIMITED' && err.retryAfterSeconds) {
      return t('common:errors.tooManyAttempts', { count: Math.ceil(err.retryAfterSeconds / 60) });
    }
    // Codes of the sign-in and account calls are translated in their own namespaces.
    return t([`common:errors.${err.code}`, `auth:errors.${err.code}`, `account:errors.${err.code}`], { defaultValue: err.message });
  }
  return t('common:errors.INTERNAL');
}
