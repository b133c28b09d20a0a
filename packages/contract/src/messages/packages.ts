/** Returnable-package messages by key (English); `{name}` marks a parameter. */
export const packageMessages = {
  transactionNotFound: 'Package transaction not found',
  customTypeNotFound: 'Package type not found',
  accountNotFound: 'Account not found',
  quantityRequired: 'Enter a quantity received or delivered',
  reasonRequired: 'A reason is required for a manual transaction',
  customTypeRequired: 'Choose a custom package type',
  customTypeOnlyForCustom: 'A custom package type goes with the package type custom',
  customTypeInactive: 'This package type is not active',
  raisedByOrder: 'This transaction was raised by an order: change the order instead',
  nameTaken: 'A package type with this name already exists',
  typeInUse: 'This package type is used by transactions: deactivate it instead',
  fromAfterTo: 'The from date is after the to date',
  invalidRange: 'Choose 7, 30 or 90 days',
} as const;
