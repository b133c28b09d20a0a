import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/app/api/api-error';
import { translateDetail } from '@/app/messages';

/**
 * Puts the server's field errors on the form's fields, each said by its key in the user's
 * language; answers whether any matched a field (if none did, the caller shows the error as a whole).
 */
export function applyServerErrors<T extends FieldValues>(
  t: TFunction,
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  /** Where a server path lands on this form, when the names differ. */
  rename: Record<string, string> = {},
): boolean {
  if (!(err instanceof ApiError)) return false;
  let matched = false;
  for (const detail of err.details) {
    const path = rename[detail.path] ?? detail.path;
    if (!fields.includes(path)) continue;
    setError(path as Path<T>, { type: 'server', message: translateDetail(t, detail) });
    matched = true;
  }
  return matched;
}
