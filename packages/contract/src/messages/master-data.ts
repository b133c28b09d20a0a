/** Item, account and supplier messages by key (English, the spec's wording); `{name}` marks a parameter. */
export const itemMessages = {
  required: 'This field is required',
  createFailed: 'Failed to create item',
  notFound: 'Item not found',
  unknownCategory: 'Choose a category from the settings',
  descriptionRequired: 'A description is required',
  notEnoughStock: 'Not enough stock',
  notEnoughStockOf: 'Not enough stock of {item}',
  notEnoughStockInLot: 'Not enough stock of {item} in the chosen lot',
  notEnoughLotStock: 'Not enough stock in lots that have not expired',
  notEnoughLotStockOf: 'Not enough stock of {item} in lots that have not expired: {needed} needed, {available} available',
  stockTrackingOff: 'Stock tracking is turned off in the item settings',
  lotsOff: 'Lot tracking is turned off in the traceability settings',
  lotRequired: 'Choose a lot: this item needs a lot before it can be sold',
  lotRequiredFor: '{item}: Choose a lot: this item needs a lot before it can be sold',
  chooseLot: 'Choose a lot',
  unknownLot: 'Choose a lot of this item',
  notLotTracked: 'This item is not tracked by lot',
  lotNumberInUse: 'This lot number is already in use',
  skuInUse: 'This item number is already in use',
  stockPerLot: 'Stock of lot-tracked items is received per lot',
  supplierNotFound: 'Supplier not found',
} as const;

export const accountMessages = {
  nameRequired: 'Account name is required',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number',
  invalidKvk: 'Invalid KvK number',
  notFound: 'Account not found',
  loadFailed: 'Failed to load account data',
  deleteFailed: 'Failed to delete account',
  blocked: 'This account is blocked by administration',
  inactive: 'This account is inactive',
  numberInUse: 'This account number is already in use',
} as const;

export const supplierMessages = {
  nameRequired: 'supplier name is required',
  noteRequired: 'note content is required',
  notFound: 'Supplier not found',
  hasItems: 'Cannot delete a supplier with linked items',
  hasItemsCount: 'Cannot delete a supplier with linked items ({count})',
  creditLimitWhole: 'Credit limit takes whole euros only',
  contactNameRequired: 'contact name is required',
  numberInUse: 'This supplier number is already in use',
} as const;
