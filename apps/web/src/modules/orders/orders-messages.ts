import { orderStatusMessages } from '@wb/contract/order-statuses';
import { orderMessages } from '@wb/contract/orders';
import type { TFunction } from 'i18next';
import { ApiError } from '@/app/api/api-error';
import { describeError } from '@/app/messages';
import type { StatusModel } from './order-status';
import { statusName } from './order-status';

/** The contract's English messages of this module, by the key under which each is translated. */
const keys = new Map<string, string>([
  ...Object.entries(orderMessages).map(([key, text]) => [text, `orders:messages.${key}`] as [string, string]),
  ...Object.entries(orderStatusMessages).map(([key, text]) => [text, `orders:statusEditor.messages.${key}`] as [string, string]),
  ['Enter an amount above 0', 'orders:messages.amountAboveZero'],
  ['Invalid quantity', 'orders:messages.invalidQuantity'],
  ['Invalid amount', 'orders:messages.invalidAmount'],
  ['Invalid percentage', 'orders:messages.invalidPercentage'],
  ['Maximum 100', 'orders:messages.max100'],
  ['Maximum 1000000', 'orders:messages.maxMillion'],
  ['Not enough stock', 'orders:messages.notEnoughStock'],
  ['Choose a lot: this item needs a lot before it can be sold', 'orders:messages.lotRequired'],
  ['This field is required', 'common:validation.required'],
]);

/** A field or form message in the user's language (the English text when there is no translation). */
export function orderText(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const key = keys.get(message);
  return key ? t(key) : message;
}

/** A refused call said in the user's language, with the reason the server gave where it has one. */
export function orderErrorText(t: TFunction, err: unknown, statuses?: StatusModel): string {
  if (!(err instanceof ApiError)) return describeError(t, err);
  if (err.code === 'ACCOUNT_BLOCKED') {
    const reason = err.message.split(': ').slice(1).join(': ');
    return t('orders:messages.accountBlockedReason', { reason });
  }
  const moved = /^This status change is not allowed: from "(.*)" to "(.*)"$/.exec(err.message);
  if (moved && statuses) {
    const name = (label: string) =>
      statusName(t, statuses.list.find((s) => s.code === label || s.name === label) ?? { name: label, code: label });
    return t('orders:messages.transitionNotAllowedFromTo', { from: name(moved[1] ?? ''), to: name(moved[2] ?? '') });
  }
  if (/^Not enough stock of /.test(err.message))
    return t('orders:messages.notEnoughStockOf', { item: err.message.replace(/^Not enough stock of /, '') });
  const own = keys.get(err.message) ?? keys.get(err.details[0]?.message ?? '');
  if (own && err.code !== 'VALIDATION_FAILED') return t(own);
  if (err.code === 'VALIDATION_FAILED' && err.details.length) return t('orders:messages.checkFields');
  return describeError(t, err);
}
