import type { StatusNames } from '@wb/contract/order-statuses';
import i18n from 'i18next';

/**
 * A status's name as the company gave it: the one for the reader's language where there is one,
 * else its own name; null when it has neither (the translated label of its code is shown then).
 */
export function givenStatusName(status: { name: string | null; names?: StatusNames }, language = i18n.language ?? 'nl'): string | null {
  const lang = language.split('-')[0] as keyof StatusNames;
  return status.names?.[lang] || status.name;
}
