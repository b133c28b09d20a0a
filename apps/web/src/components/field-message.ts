import type { TFunction } from 'i18next';
import { ApiError } from '@/app/api/api-error';
import { describeError } from '@/app/messages';

/** The contract's English messages of the master-data forms, by their key in the `lists` namespace. */
const messageKeys: Record<string, string> = {
  'This field is required': 'required',
  'Account name is required': 'accountNameRequired',
  'Invalid email address': 'invalidEmail',
  'Invalid phone number': 'invalidPhone',
  'Invalid KvK number': 'invalidKvk',
  'Invalid VAT number': 'invalidVat',
  'Invalid IBAN': 'invalidIban',
  'Invalid postal code': 'invalidPostcode',
  'Invalid URL': 'invalidUrl',
  'Invalid amount': 'invalidAmount',
  'Invalid percentage': 'invalidPercentage',
  'Invalid quantity': 'invalidQuantity',
  'Invalid weight': 'invalidWeight',
  'Invalid date': 'invalidDate',
  'Invalid value': 'invalidValue',
  'Choose a country': 'chooseCountry',
  'Enter a whole number': 'wholeNumber',
  'supplier name is required': 'supplierNameRequired',
  'note content is required': 'noteRequired',
  'contact name is required': 'contactNameRequired',
  'Credit limit takes whole euros only': 'creditLimitWhole',
  'Choose a VAT rate': 'chooseVat',
  'Invalid barcode': 'invalidBarcode',
  'Invalid commodity code': 'invalidCommodityCode',
  'Choose a category from the settings': 'unknownCategory',
  'A description is required': 'descriptionRequired',
  'Give a reason': 'reasonRequired',
  'This account number is already in use': 'accountNumberTaken',
  'This item number is already in use': 'skuTaken',
  'This supplier number is already in use': 'supplierNumberTaken',
  'This lot number is already in use': 'lotNumberTaken',
  'Not enough stock': 'notEnoughStock',
  'Stock tracking is turned off in the item settings': 'stockTrackingOff',
  'Lot tracking is turned off in the traceability settings': 'lotsOff',
  'Choose a lot': 'chooseLot',
  'Choose a lot of this item': 'chooseLot',
  'This item is not tracked by lot': 'notLotTracked',
  'Enter a quantity above 0': 'quantityAboveZero',
  'Enter a quantity other than 0': 'quantityNotZero',
  'Supplier not found': 'supplierNotFound',
  'Cannot delete a supplier with linked items': 'supplierHasItems',
  'Use letters, digits and - _ / . only': 'lotNumberCharacters',
  'Choose a status': 'chooseOption',
  'Choose a type': 'chooseOption',
  'Choose a category': 'chooseOption',
  'Choose a priority': 'chooseOption',
  'Choose a kind of movement': 'chooseOption',
  'Account not found': 'accountNotFound',
  'Item not found': 'itemNotFound',
  'Contact not found': 'notFound',
  'Note not found': 'notFound',
};

/** A field's message in the user's language; limits ("Maximum 200 characters") keep their number. */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = messageKeys[message];
  if (key) return t(`lists:messages.${key}`);
  const max = /^Maximum (\d+) characters$/.exec(message);
  if (max) return t('lists:messages.maxLength', { count: Number(max[1]) });
  const limit = /^(Minimum|Maximum) (-?\d+)$/.exec(message);
  if (limit) return t(limit[1] === 'Minimum' ? 'lists:messages.min' : 'lists:messages.max', { value: limit[2] });
  return message;
}

/** A failed call in the user's language: the server's field message when it names one, else by its code. */
export function problemText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const detail = err.details[0]?.message;
    const known = fieldMessage(t, detail);
    if (detail && known !== detail) return known ?? detail;
    const own = fieldMessage(t, err.message);
    if (own !== err.message && own) return own;
  }
  return describeError(t, err);
}
