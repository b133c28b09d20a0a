import { useLazyNamespace } from '@/locales/lazy-namespace';

/**
 * The account pages' texts, loaded on demand (they are not part of the first page): the
 * `account` namespace. Suspends until it is there. (The API's messages are in `errors`, loaded up front.)
 */
export function useAccountTexts(): void {
  useLazyNamespace('account');
}
