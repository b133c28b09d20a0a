import type { KvkAddress, KvkCompany } from '@wb/contract/kvk';
import type { TFunction } from 'i18next';
import type { AccountFormValues } from '@wb/contract/accounts';
import { normalizePostcode } from '@wb/domain/dutch-formats';

/** The address to put on a record: the visiting address, else the postal one; a shielded one is skipped. */
export function mainAddressOf(company: KvkCompany): KvkAddress | null {
  const open = company.addresses.filter((a) => !a.shielded);
  return open.find((a) => a.kind === 'visiting') ?? open[0] ?? null;
}

/** A website as the forms want it (with a scheme). */
export const websiteOf = (company: KvkCompany): string => {
  const first = company.websites[0];
  if (!first) return '';
  return /^https?:\/\//i.test(first) ? first : `https://${first}`;
};

/** The fields of a company record that the register fills: name, number, address, website. */
export function companyFieldsOf(company: KvkCompany) {
  const address = mainAddressOf(company);
  const country = address?.country && /^[A-Z]{2}$/.test(address.country) ? address.country : 'NL';
  return {
    name: company.name,
    kvkNumber: company.kvkNumber,
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    postalCode: address?.postalCode ? (country === 'NL' ? normalizePostcode(address.postalCode) : address.postalCode) : '',
    city: address?.city ?? '',
    country,
    website: websiteOf(company),
    legalForm: company.legalForm ?? '',
  };
}

/** A new account from the register ("Create customer"): name, number, address, website; the legal form as a note. */
export function accountValuesFromKvk(company: KvkCompany, t: TFunction): Partial<AccountFormValues> {
  const f = companyFieldsOf(company);
  return {
    type: 'company',
    companyName: f.name,
    kvkNumber: f.kvkNumber,
    street: f.street,
    houseNumber: f.houseNumber,
    postalCode: f.postalCode,
    city: f.city,
    country: f.country,
    website: f.website,
    ...(f.legalForm ? { notes: t('common:kvkLookup.legalFormNote', { legalForm: f.legalForm }) } : {}),
  };
}

/** A supplier's fields from the register (the lookup beside its KvK number). */
export function supplierValuesFromKvk(company: KvkCompany) {
  const f = companyFieldsOf(company);
  return {
    name: f.name,
    legalName: company.statutoryName ?? f.name,
    cocNumber: f.kvkNumber,
    address: [f.street, f.houseNumber].filter(Boolean).join(' '),
    postalCode: f.postalCode,
    city: f.city,
    country: f.country,
    website: f.website,
  };
}
