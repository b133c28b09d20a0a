import type { TFunction } from 'i18next';
import { translateMessage } from '@/app/messages';

/** The contract's English messages of the settings schemas, by their translation key. */
const exact: Record<string, string> = {
  'Invalid postal code': 'workspace:validation.postalCode',
  'Invalid VAT number': 'workspace:validation.vatNumber',
  'KVK Number must be 8 digits if provided.': 'workspace:validation.kvkNumber',
  'Invalid IBAN': 'workspace:validation.iban',
  'Invalid BIC': 'workspace:validation.bic',
  'Invalid EORI number': 'workspace:validation.eori',
  'Invalid REX number': 'workspace:validation.rex',
  'Invalid URL': 'workspace:validation.url',
  'Invalid phone number': 'workspace:validation.phone',
  'Invalid amount': 'workspace:validation.amount',
  'Invalid host name': 'workspace:validation.host',
  'Invalid Account SID': 'workspace:validation.accountSid',
  'Invalid auth token': 'workspace:validation.authToken',
  'Invalid password': 'workspace:validation.password',
  'Choose a country': 'workspace:validation.country',
  'Enter a whole number': 'workspace:validation.wholeNumber',
  'Enter a year': 'workspace:validation.year',
  'Enter at least one amount': 'workspace:validation.atLeastOneAmount',
  'Choose at least one column': 'workspace:validation.atLeastOneColumn',
  'A column is chosen twice': 'workspace:validation.columnTwice',
  'A payment method is chosen twice': 'workspace:validation.payMethodTwice',
  'This name is already used': 'workspace:validation.nameUsed',
  'This year is already listed': 'workspace:validation.yearListed',
  'Use letters, digits and - _ / . only': 'workspace:validation.safeCharacters',
  'Unknown placeholder': 'workspace:validation.unknownPlaceholder',
  'Use at least one placeholder': 'workspace:validation.noPlaceholder',
  'Unknown template variable': 'workspace:validation.unknownVariable',
  'API key is required': 'workspace:validation.apiKeyRequired',
  'API key must start with live_ or test_': 'workspace:validation.apiKeyPrefix',
  'Use a PNG, JPEG, WebP or SVG image': 'workspace:validation.logoType',
  'The file may be at most 2 MB': 'workspace:validation.logoSize',
  'The logo may be at most 16 megapixels (for example 4096 × 4096 pixels)': 'workspace:validation.logoPixels',
  'The image could not be read': 'workspace:validation.logoUnreadable',
};

const patterns: Array<[RegExp, string]> = [
  [/^Maximum (\d+) characters$/, 'workspace:validation.maxCharacters'],
  [/^Maximum (\d+) items$/, 'workspace:validation.maxItems'],
  [/^Minimum (-?\d+)$/, 'workspace:validation.min'],
  [/^Maximum (-?\d+)$/, 'workspace:validation.max'],
];

/** A field message from the server or the form in the user's language (English when unknown). */
export function translateSettingsMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = exact[message];
  if (key) return t(key);
  for (const [pattern, patternKey] of patterns) {
    const match = message.match(pattern);
    if (match) return t(patternKey, { count: Number(match[1]) });
  }
  if (/^Invalid (input|option)/.test(message)) return t('workspace:validation.invalid');
  return translateMessage(t, message);
}

/** The first message in a field's error, also when it sits on an item of a list. */
export function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const found = child && typeof child === 'object' ? firstMessage(child, depth + 1) : undefined;
    if (found) return found;
  }
  return undefined;
}
