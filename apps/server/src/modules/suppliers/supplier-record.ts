import type { createSupplierInputSchema, Supplier } from '@wb/contract/suppliers';
import type { z } from 'zod';

export const supplierColumns = [
  's.id',
  's.supplierNumber',
  's.name',
  's.legalName',
  's.email',
  's.phone',
  's.website',
  's.address',
  's.postalCode',
  's.city',
  's.country',
  's.vatNumber',
  's.cocNumber',
  's.bankAccount',
  's.paymentTerms',
  's.creditLimit',
  's.category',
  's.priority',
  's.isActive',
  's.isPreferred',
  's.createdAt',
  's.updatedAt',
] as const;

export type SupplierRow = Omit<Supplier, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

/** The editable fields of a supplier, complete. */
export type SupplierValues = Required<Omit<z.output<typeof createSupplierInputSchema>, 'supplierNumber'>>;

export function toSupplier(row: SupplierRow): Supplier {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function newSupplierValues(input: z.output<typeof createSupplierInputSchema>): SupplierValues {
  return {
    name: input.name,
    legalName: input.legalName ?? '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    website: input.website ?? '',
    address: input.address ?? '',
    postalCode: input.postalCode ?? '',
    city: input.city ?? '',
    country: input.country ?? 'NL',
    vatNumber: input.vatNumber ?? '',
    cocNumber: input.cocNumber ?? '',
    bankAccount: input.bankAccount ?? '',
    paymentTerms: input.paymentTerms ?? 30,
    creditLimit: input.creditLimit ?? '0',
    category: input.category ?? 'GENERAL',
    priority: input.priority ?? 'STANDARD',
    isActive: input.isActive ?? true,
    isPreferred: input.isPreferred ?? false,
  };
}
