import { paymentMessages } from '@wb/contract/payments';
import type { TFunction } from 'i18next';
import { ApiError } from '@/app/api/api-error';
import { addValidationKeys, describeError } from '@/app/messages';

const keyOf = new Map<string, string>(Object.entries(paymentMessages).map(([key, text]) => [text, `payments:messages.${key}`]));

/** The payment calls' field messages are translated like the common ones. */
addValidationKeys(Object.fromEntries(keyOf));

/** A failed payment call in the user's language: the spec's messages by their text, else as usual. */
export function paymentError(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = keyOf.get(err.message) ?? keyOf.get(err.details[0]?.message ?? '');
    if (key) return t(key);
    if (err.code === 'VALIDATION_FAILED' || err.code === 'CONFLICT') return err.details[0]?.message ?? err.message;
  }
  return describeError(t, err);
}
