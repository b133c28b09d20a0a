import { addValidationKeys } from '@/app/messages';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { accountValidationKeys } from './account-messages';

/**
 * The account pages' texts, loaded on demand (they are not part of the first page): the
 * `account` namespace, and the keys under which the contract's English messages of the
 * account calls are translated. Suspends until they are there.
 */
export function useAccountTexts(): void {
  addValidationKeys(accountValidationKeys);
  useLazyNamespace('account');
}
