/** Company-register (KVK) messages by key (English, the spec's wording where it has one); `{name}` marks a parameter. */
export const kvkMessages = {
  numberDigits: 'KVK Number must be 8 digits if provided.',
  termTooShort: 'Minimum {count} characters required',
  rateLimited: 'company-register rate limit exceeded',
  unavailable: 'The company register (KVK) cannot be reached right now. Try again in a moment.',
  keyRejected: 'The company register (KVK) refused the API key. Check the key in settings.',
  notConfigured: 'No company-register (KVK) API key is configured. Add one in settings.',
  invalidRequest: 'The company register (KVK) did not accept this search',
  invalidKey: 'A KVK API key has 8 to 128 letters, digits, - or _',
  companyNotFound: 'No company with this KVK number in the register',
  vatInvalid: 'Invalid VAT number (NL, 9 digits, B, 2 digits)',
  viesUnavailable: 'The EU VAT check (VIES) cannot be reached right now. Try again in a moment.',
} as const;
