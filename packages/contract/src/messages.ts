import { decodeMessage, encodeMessage, fillIn, type KeyedMessage, type MessageParams } from './message-key';
import { accountSecurityMessages, authMessages } from './messages/auth';
import { notificationMessages, roleMessages, tenantMessages, tenantUserMessages } from './messages/admin';
import { invoiceMessages } from './messages/invoices';
import { labelMessages } from './messages/labels';
import { kvkMessages } from './messages/kvk';
import { accountMessages, itemMessages, supplierMessages } from './messages/master-data';
import { orderMessages, orderStatusMessages } from './messages/orders';
import { packageMessages } from './messages/packages';
import { passwordMessages } from './messages/password';
import { paymentMessages } from './messages/payments';
import { purchaseOrderMessages } from './messages/purchase-orders';
import { quoteMessages } from './messages/quotes';
import { cashBookMessages } from './messages/cash-book';
import { notFoundMessages, platformMessages } from './messages/platform';
import { logoMessages, settingsMessages } from './messages/settings';
import { securityMessages } from './messages/security';
import { textInputMessages, validationMessages } from './messages/validation';

/**
 * The catalogue of every message the API answers with, by key: `<area>.<name>` → English (the
 * spec's wording, `{name}` for a parameter). The server renders the English `message`; the web
 * translates the key (locale namespace `errors`). How to add one: docs/errors.md.
 */
type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}.${K}`]: T[K] };

function prefixed<P extends string, T extends Record<string, string>>(prefix: P, texts: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text])) as Prefixed<P, T>;
}

export const messages = {
  ...prefixed('validation', validationMessages),
  ...prefixed('text', textInputMessages),
  ...prefixed('password', passwordMessages),
  ...prefixed('platform', platformMessages),
  ...prefixed('notFound', notFoundMessages),
  ...prefixed('auth', authMessages),
  ...prefixed('account', accountSecurityMessages),
  ...prefixed('tenantUsers', tenantUserMessages),
  ...prefixed('tenants', tenantMessages),
  ...prefixed('roles', roleMessages),
  ...prefixed('notifications', notificationMessages),
  ...prefixed('invoices', invoiceMessages),
  ...prefixed('orders', orderMessages),
  ...prefixed('orderStatuses', orderStatusMessages),
  ...prefixed('items', itemMessages),
  ...prefixed('accounts', accountMessages),
  ...prefixed('suppliers', supplierMessages),
  ...prefixed('payments', paymentMessages),
  ...prefixed('settings', settingsMessages),
  ...prefixed('logo', logoMessages),
  ...prefixed('purchaseOrders', purchaseOrderMessages),
  ...prefixed('packages', packageMessages),
  ...prefixed('labels', labelMessages),
  ...prefixed('kvk', kvkMessages),
  ...prefixed('quotes', quoteMessages),
  ...prefixed('cashBook', cashBookMessages),
  ...prefixed('security', securityMessages),
};

export type MessageKey = keyof typeof messages;
export type { KeyedMessage, MessageParams };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** The English text of a message, its placeholders filled in. */
export function renderMessage(key: MessageKey, params?: MessageParams): string {
  return fillIn(messages[key], params);
}

/** A zod issue's message read back as key and params, when it is one of the catalogue's. */
export function keyedOf(text: string | undefined): { key: MessageKey; params?: MessageParams } | null {
  if (!text) return null;
  const { key, params } = decodeMessage(text);
  return isMessageKey(key) ? (params ? { key, params } : { key }) : null;
}

export { decodeMessage, encodeMessage };
