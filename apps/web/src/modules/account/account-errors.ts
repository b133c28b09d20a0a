import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/app/api/api-error';
import { describeError, detailMessage } from '@/app/messages';

/**
 * A failed account call in the user's language: the server's answer when it gave one, else the
 * spec's fallback for that call (platform §8), such as "Failed to update profile".
 */
export function describeAccountError(t: TFunction, err: unknown, fallbackKey: string): string {
  if (err instanceof ApiError && err.code !== 'NETWORK' && err.message) return describeError(t, err);
  return t(fallbackKey);
}

/** Puts the server's field details (English; translated when shown) on the form's fields; answers whether any landed. */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(err instanceof ApiError)) return false;
  let placed = false;
  for (const detail of err.details) {
    const field = detail.path.split('.')[0] ?? '';
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: detailMessage(detail) });
    placed = true;
  }
  return placed;
}
