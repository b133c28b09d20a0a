import { purchaseOrderMessages } from '@wb/contract/purchase-orders';
import type { TFunction } from 'i18next';
import { ApiError } from '@/app/api/api-error';
import { describeError, translateMessage } from '@/app/messages';

/** The contract's purchase-order messages by their translation key. */
const keys = new Map<string, string>(
  Object.entries(purchaseOrderMessages).map(([key, message]) => [message, `purchaseOrders:messages.${key}`]),
);

/** A field or error message in the user's language. */
export function translatePurchaseOrderMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = keys.get(message);
  return key ? t(key) : translateMessage(t, message);
}

/** A failed call in the user's language: the module's own message when it is one, else by its code. */
export function describePurchaseOrderError(t: TFunction, err: unknown): string {
  if (err instanceof ApiError && keys.has(err.message)) return translatePurchaseOrderMessage(t, err.message) ?? err.message;
  const detail = err instanceof ApiError ? err.details?.[0]?.message : undefined;
  if (detail && keys.has(detail)) return translatePurchaseOrderMessage(t, detail) ?? detail;
  return describeError(t, err);
}
