/** Workspace-settings messages by key (English, the spec's wording); `{name}` marks a parameter. */
export const settingsMessages = {
  invalidEori: 'Invalid EORI number',
  invalidRex: 'Invalid REX number',
  invalidHost: 'Invalid host name',
  invalidAccountSid: 'Invalid Account SID',
  invalidAuthToken: 'Invalid auth token',
  invalidPassword: 'Invalid password',
  atLeastOneAmount: 'Enter at least one amount',
  atLeastOneColumn: 'Choose at least one column',
  columnTwice: 'A column is chosen twice',
  payMethodTwice: 'A payment method is chosen twice',
  nameUsed: 'This name is already used',
  yearListed: 'This year is already listed',
  safeCharacters: 'Use letters, digits and - _ / . only',
  unknownPlaceholder: 'Unknown placeholder',
  noPlaceholder: 'Use at least one placeholder',
  unknownVariable: 'Unknown template variable',
  chooseWarnOrBlock: 'Choose warn or block',
  apiKeyRequired: 'API key is required',
  apiKeyPrefix: 'API key must start with live_ or test_',
  companyOnly: 'Workspace settings belong to a company; sign in as one of its users',
  messagingFailed: 'Messaging provider connection failed: {reason}',
} as const;

export const logoMessages = {
  type: 'Use a PNG, JPEG, WebP or SVG image',
  fileTooLarge: 'The file may be at most 2 MB',
  tooLarge: 'The logo may be at most 2 MB',
  tooManyPixels: 'The logo may be at most 16 megapixels (for example 4096 × 4096 pixels)',
  unreadable: 'The image could not be read',
} as const;
