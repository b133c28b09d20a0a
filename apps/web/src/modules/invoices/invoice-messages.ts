import { invoiceMessages } from '@wb/contract/invoices';
import type { TFunction } from 'i18next';
import { ApiError } from '@/app/api/api-error';
import { describeError, translateMessage } from '@/app/messages';

/** The contract's invoice messages by their translation key in the invoices namespace. */
const keys = new Map<string, string>(Object.entries(invoiceMessages).map(([key, message]) => [message, `invoices:messages.${key}`]));

/** A field or error message in the user's language. */
export function translateInvoiceMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = keys.get(message);
  return key ? t(key) : translateMessage(t, message);
}

/** An invoice call's error in the user's language: the invoice's own reason when it gives one, else what its code means. */
export function describeInvoiceError(t: TFunction, err: unknown): string {
  const key = err instanceof ApiError ? keys.get(err.message) : undefined;
  return key ? t(key) : (translateInvoiceMessage(t, describeError(t, err)) ?? '');
}
