import type { Account, createAccountInputSchema } from '@wb/contract/accounts';
import type { z } from 'zod';
import { personName } from '@/platform/person-name';

/** The columns every account read selects (the search column stays in the database). */
export const accountColumns = [
  'a.id',
  'a.accountNumber',
  'a.companyName',
  'a.contactPerson',
  'a.firstName',
  'a.lastName',
  'a.email',
  'a.phone',
  'a.mobile',
  'a.fax',
  'a.website',
  'a.street',
  'a.houseNumber',
  'a.city',
  'a.postalCode',
  'a.country',
  'a.kvkNumber',
  'a.vatNumber',
  'a.iban',
  'a.paymentTerms',
  'a.creditLimit',
  'a.discount',
  'a.notes',
  'a.status',
  'a.type',
  'a.blockedAt',
  'a.blockedReason',
  'a.blockedBy',
  'a.createdAt',
  'a.updatedAt',
] as const;

export type AccountRow = Omit<Account, 'blocked' | 'createdAt' | 'updatedAt'> & {
  blockedAt: Date | null;
  blockedReason: string | null;
  blockedBy: string | null;
  blockedByFirstName: string | null;
  blockedByLastName: string | null;
  blockedByEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The editable fields of an account, complete (what is stored). */
export type AccountValues = Required<Omit<z.output<typeof createAccountInputSchema>, 'accountNumber'>>;

/**
 * The account as the API answers it. Written field by field: a list maps 50 rows per request, and
 * copying a row with `...rest` cost about 30 µs per row here (V8 copies a database row's
 * properties one by one), half the server's time for the page.
 */
export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    accountNumber: row.accountNumber,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    fax: row.fax,
    website: row.website,
    street: row.street,
    houseNumber: row.houseNumber,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    kvkNumber: row.kvkNumber,
    vatNumber: row.vatNumber,
    iban: row.iban,
    paymentTerms: row.paymentTerms,
    creditLimit: row.creditLimit,
    discount: row.discount,
    notes: row.notes,
    status: row.status,
    type: row.type,
    blocked:
      row.blockedAt && row.blockedReason !== null
        ? {
            reason: row.blockedReason,
            at: row.blockedAt.toISOString(),
            byUserId: row.blockedBy,
            byName: personName(row.blockedByFirstName, row.blockedByLastName, row.blockedByEmail),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A new account's values: what was given, the rest from the defaults. */
export function newAccountValues(input: z.output<typeof createAccountInputSchema>, defaults: { paymentTerms: number }): AccountValues {
  return {
    companyName: input.companyName,
    contactPerson: input.contactPerson ?? '',
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    mobile: input.mobile ?? '',
    fax: input.fax ?? '',
    website: input.website ?? '',
    street: input.street ?? '',
    houseNumber: input.houseNumber ?? '',
    city: input.city ?? '',
    postalCode: input.postalCode ?? '',
    country: input.country ?? 'NL',
    kvkNumber: input.kvkNumber ?? '',
    vatNumber: input.vatNumber ?? '',
    iban: input.iban ?? '',
    paymentTerms: input.paymentTerms ?? defaults.paymentTerms,
    creditLimit: input.creditLimit ?? null,
    discount: input.discount ?? '0',
    notes: input.notes ?? '',
    status: input.status ?? 'active',
    type: input.type ?? 'company',
  };
}
