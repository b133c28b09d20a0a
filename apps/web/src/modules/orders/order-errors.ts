import type { TFunction } from 'i18next';
import { ApiError } from '@/app/api/api-error';
import { describeError } from '@/app/messages';
import type { StatusModel } from './order-status';
import { statusName } from './order-status';

/**
 * A refused order call in the user's language: by its message key, with the statuses of a
 * refused status change named as the user knows them (a default status in their language).
 */
export function orderErrorText(t: TFunction, err: unknown, statuses?: StatusModel): string {
  if (!(err instanceof ApiError)) return describeError(t, err);
  if (err.key === 'orders.transitionNotAllowedFromTo' && statuses && err.params) {
    const name = (label: string) =>
      statusName(t, statuses.list.find((s) => s.code === label || s.name === label) ?? { name: label, code: label });
    return t('errors:orders.transitionNotAllowedFromTo', {
      from: name(String(err.params.from ?? '')),
      to: name(String(err.params.to ?? '')),
    });
  }
  if (err.code === 'VALIDATION_FAILED' && err.details.length && (err.key ?? '').startsWith('validation.'))
    return t('orders:messages.checkFields');
  return describeError(t, err);
}
