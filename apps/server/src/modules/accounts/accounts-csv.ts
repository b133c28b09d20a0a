import type { Account } from '@wb/contract/accounts';
import { readLocalizedNumber, writeLocalizedNumber } from '@wb/domain/localized-number';
import type { ImportField } from '@/platform/lists/csv-import';

/**
 * The CSV columns of accounts: the export writes these English headers, the import also knows
 * them by the Dutch names and the names other packages use.
 */
export const accountCsvFields = [
  {
    field: 'accountNumber',
    label: 'Account number',
    headers: ['klantnummer', 'debiteurnummer', 'relatienummer', 'customer number', 'number', 'nummer'],
  },
  {
    field: 'companyName',
    label: 'Company name',
    headers: ['name', 'account name', 'naam', 'bedrijfsnaam', 'company', 'bedrijf', 'relatie'],
  },
  { field: 'contactPerson', label: 'Contact person', headers: ['contact', 'contactpersoon'] },
  { field: 'firstName', label: 'First name', headers: ['voornaam'] },
  { field: 'lastName', label: 'Last name', headers: ['achternaam'] },
  { field: 'email', label: 'Email', headers: ['e-mail', 'email address', 'e-mailadres', 'mail'] },
  { field: 'phone', label: 'Phone', headers: ['telephone', 'telefoon', 'telefoonnummer', 'tel'] },
  { field: 'mobile', label: 'Mobile', headers: ['mobiel', 'gsm', 'mobile phone'] },
  { field: 'fax', label: 'Fax', headers: [] },
  { field: 'website', label: 'Website', headers: ['web', 'url', 'site'] },
  { field: 'street', label: 'Street', headers: ['straat', 'address', 'adres'] },
  { field: 'houseNumber', label: 'House number', headers: ['huisnummer', 'house no', 'nr'] },
  { field: 'city', label: 'City', headers: ['plaats', 'stad', 'woonplaats', 'town'] },
  { field: 'postalCode', label: 'Postal code', headers: ['postcode', 'zip', 'zip code'] },
  { field: 'country', label: 'Country', headers: ['land', 'landcode', 'country code'] },
  { field: 'kvkNumber', label: 'KvK number', headers: ['kvk', 'kvk-nummer', 'coc', 'coc number', 'chamber of commerce'] },
  { field: 'vatNumber', label: 'VAT number', headers: ['vat', 'vat id', 'btw', 'btw-nummer', 'btw-id', 'btw nummer'] },
  { field: 'iban', label: 'IBAN', headers: ['rekeningnummer', 'bankrekening', 'bank account'] },
  { field: 'paymentTerms', label: 'Payment terms', headers: ['betalingstermijn', 'payment terms days', 'termijn'] },
  { field: 'creditLimit', label: 'Credit limit', headers: ['kredietlimiet', 'credit'] },
  { field: 'discount', label: 'Discount', headers: ['korting'] },
  { field: 'notes', label: 'Notes', headers: ['opmerkingen', 'notities', 'memo'] },
  { field: 'status', label: 'Status', headers: [] },
  { field: 'type', label: 'Type', headers: ['soort'] },
] as const satisfies ReadonlyArray<ImportField<string> & { label: string }>;

export type AccountCsvField = (typeof accountCsvFields)[number]['field'];

const countries: Record<string, string> = {
  nederland: 'NL',
  netherlands: 'NL',
  holland: 'NL',
  belgie: 'BE',
  belgië: 'BE',
  belgium: 'BE',
  duitsland: 'DE',
  germany: 'DE',
  deutschland: 'DE',
  frankrijk: 'FR',
  france: 'FR',
  luxemburg: 'LU',
  luxembourg: 'LU',
};

const statuses: Record<string, string> = { active: 'active', actief: 'active', inactive: 'inactive', inactief: 'inactive' };
const types: Record<string, string> = {
  company: 'company',
  bedrijf: 'company',
  zakelijk: 'company',
  individual: 'individual',
  particulier: 'individual',
};

const blankToUndefined = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/** One CSV row's strings as the create schema's input: numbers, nulls and known words mapped. */
export function accountCsvInput(values: Partial<Record<AccountCsvField, string>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values) as Array<[AccountCsvField, string]>) {
    if (value === '') continue;
    input[field] = value;
  }
  const country = blankToUndefined(values.country);
  if (country) input.country = countries[country.toLowerCase()] ?? country;
  // Dutch Excel: "1.500,00", "€ 2.000,00", "2,5".
  for (const field of ['creditLimit', 'discount'] as const) if (values[field]) input[field] = readLocalizedNumber(values[field] ?? '');
  if (values.paymentTerms) input.paymentTerms = /^\d+$/.test(values.paymentTerms) ? Number(values.paymentTerms) : values.paymentTerms;
  const status = blankToUndefined(values.status);
  if (status) input.status = statuses[status.toLowerCase()] ?? status;
  const type = blankToUndefined(values.type);
  if (type) input.type = types[type.toLowerCase()] ?? type;
  if (input.companyName === undefined) input.companyName = '';
  return input;
}

/** One account as an export row, in the order of `accountCsvFields`. */
export function accountCsvRow(account: Account): Array<string | number | null> {
  return accountCsvFields.map(({ field }) => {
    const value = account[field];
    return value === null ? '' : value;
  });
}

export const accountCsvHeader = [...accountCsvFields.map((f) => f.label), 'Blocked reason'];

/** An export row; `numbers: 'nl'` writes credit limit and discount with a decimal comma (Dutch Excel). */
export function accountCsvExportRow(account: Account, numbers: 'nl' | 'en' = 'en'): Array<string | number | null> {
  const row = accountCsvRow(account).map((value, i) => {
    const field = accountCsvFields[i]?.field;
    return typeof value === 'string' && (field === 'creditLimit' || field === 'discount') ? writeLocalizedNumber(value, numbers) : value;
  });
  return [...row, account.blocked?.reason ?? ''];
}
