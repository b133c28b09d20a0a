import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/app/api/api-error';
import { describeError, translateMessage } from '@/app/messages';

/** The server's and the contract's English messages of this module, by translation key. */
const messageKeys: Record<string, string> = {
  'Minimum 8 characters required': 'tenantUsers:messages.passwordTooShort',
  'This email address is already in use': 'tenantUsers:messages.emailInUse',
  'Please enter a valid phone number.': 'tenantUsers:messages.invalidPhone',
  'Please enter a valid date.': 'tenantUsers:messages.invalidDate',
  'Please enter an amount such as 2500.00.': 'tenantUsers:messages.invalidAmount',
  'Manager not found': 'tenantUsers:messages.managerInvalid',
  'A user cannot be their own manager': 'tenantUsers:messages.managerInvalid',
  'This person reports to the user already': 'tenantUsers:messages.managerCycle',
  'Invalid manager chain': 'tenantUsers:messages.managerInvalid',
  'User not found': 'tenantUsers:messages.notFound',
  'You cannot manage a user whose role has more rights than your own': 'tenantUsers:messages.higherRole',
  'You cannot deactivate yourself': 'tenantUsers:messages.selfDeactivate',
  'You cannot change your own role': 'tenantUsers:messages.selfDemote',
  'You cannot delete yourself': 'tenantUsers:messages.selfDelete',
  'A company must keep at least one active company admin': 'tenantUsers:messages.lastAdmin',
  'This user is not waiting for an invitation': 'tenantUsers:messages.notInvited',
  'Requires users:admin': 'tenantUsers:messages.personalFields',
  'Type the exact name of the tenant': 'tenants:messages.confirmName',
  'Only a cancelled tenant can be restored': 'tenants:messages.notCancelled',
  'Cancel the tenant before erasing it': 'tenants:messages.cancelFirst',
  // In these forms only an empty choice (tenant, manager) can be an invalid id.
  'Invalid id': 'common:validation.required',
  'This link has expired': 'tenantUsers:invite.expired',
  'Invalid verification token': 'tenantUsers:invite.invalid',
};

export function userMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = messageKeys[message];
  return key ? t(key) : translateMessage(t, message);
}

/** A failed call in the user's language: a known rule by its own text, else by its error code. */
export function describeUserError(t: TFunction, err: unknown): string {
  if (err instanceof ApiError && messageKeys[err.message]) return t(messageKeys[err.message] as string);
  return describeError(t, err);
}

/**
 * Puts the server's field errors on the form's fields; answers whether any matched a field
 * (if none did, the caller shows the error as a whole).
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
    setError(path as Path<T>, { type: 'server', message: userMessage(t, detail.message) });
    matched = true;
  }
  return matched;
}
