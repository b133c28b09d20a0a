import { k } from './message-keys';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema } from './common';
import {
  booleanQuery,
  countryField,
  emailField,
  ibanField,
  kvkField,
  optionalText,
  phoneField,
  sortField,
  vatField,
  websiteField,
  wholeDaysField,
  optionalExcept,
} from './master-data-fields';

/** Suppliers with contacts, notes and performance (business §2, §3 Supplier, §5, §7, §8). */

export const supplierCategories = ['GENERAL', 'RAW_MATERIALS', 'PACKAGING', 'SERVICES', 'EQUIPMENT', 'LOGISTICS', 'UTILITIES'] as const;
export const supplierPriorities = ['LOW', 'STANDARD', 'HIGH', 'CRITICAL'] as const;
export type SupplierCategory = (typeof supplierCategories)[number];
export type SupplierPriority = (typeof supplierPriorities)[number];

const supplierShape = {
  /** Only used when the numbering settings do not make supplier numbers. */
  supplierNumber: optionalText(40),
  name: z
    .string({ error: k('suppliers.nameRequired') })
    .trim()
    .min(1, { error: k('suppliers.nameRequired') })
    .max(200, { error: k('validation.maxCharacters', { max: 200 }) }),
  legalName: optionalText(200),
  email: emailField,
  phone: phoneField,
  website: websiteField,
  address: optionalText(300),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: countryField,
  vatNumber: vatField,
  cocNumber: kvkField,
  bankAccount: ibanField,
  paymentTerms: wholeDaysField,
  /** Whole euros, as a string of digits. */
  creditLimit: z
    .string({ error: k('suppliers.creditLimitWhole') })
    .trim()
    .regex(/^\d{1,12}$/, { error: k('suppliers.creditLimitWhole') }),
  category: z.enum(supplierCategories, { error: k('validation.chooseCategory') }),
  priority: z.enum(supplierPriorities, { error: k('validation.choosePriority') }),
  isActive: z.boolean(),
  isPreferred: z.boolean(),
};

export const createSupplierInputSchema = z.strictObject(optionalExcept(supplierShape, ['name']));
export type CreateSupplierInput = z.input<typeof createSupplierInputSchema>;
export const updateSupplierInputSchema = z.strictObject(supplierShape).partial();
export type UpdateSupplierInput = z.input<typeof updateSupplierInputSchema>;
export const supplierFormSchema = z.strictObject(supplierShape);
export type SupplierFormValues = z.input<typeof supplierFormSchema>;

export const supplierSchema = z.object({
  id: z.uuid(),
  supplierNumber: z.string(),
  name: z.string(),
  legalName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatNumber: z.string(),
  cocNumber: z.string(),
  bankAccount: z.string(),
  paymentTerms: z.number().int(),
  creditLimit: z.string(),
  category: z.enum(supplierCategories),
  priority: z.enum(supplierPriorities),
  isActive: z.boolean(),
  isPreferred: z.boolean(),
  primaryContactName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;
/**
 * A page of the list; past 1,000 rows or hits (or 20 pages past the page asked) `total` is a lower bound
 * (`totalExact` false); `count` says so, or gives a search's estimate (issue 35).
 */
export const supplierPageSchema = pageOf(supplierSchema).extend({ totalExact: z.boolean() });
export type SupplierPage = z.infer<typeof supplierPageSchema>;

export const supplierSortFields = ['supplierNumber', 'name', 'city', 'priority', 'createdAt'] as const;

export const listSuppliersQuerySchema = pageQuerySchema.extend({
  sort: sortField(supplierSortFields),
  status: z.enum(['active', 'inactive']).optional(),
  category: z.enum(supplierCategories).optional(),
  priority: z.enum(supplierPriorities).optional(),
  preferred: booleanQuery,
});
export type ListSuppliersQuery = z.input<typeof listSuppliersQuerySchema>;

/** GET /suppliers/search?term=…: active suppliers for pickers, up to the search results limit. */
export const supplierSearchResultSchema = z.array(supplierSchema);

const contactShape = {
  name: z
    .string({ error: k('suppliers.contactNameRequired') })
    .trim()
    .min(1, { error: k('suppliers.contactNameRequired') })
    .max(200, { error: k('validation.maxCharacters', { max: 200 }) }),
  role: optionalText(100),
  email: emailField,
  phone: phoneField,
  mobile: phoneField,
  notes: optionalText(1000),
};
export const createContactInputSchema = z.strictObject(optionalExcept(contactShape, ['name']));
export type CreateContactInput = z.input<typeof createContactInputSchema>;
export const updateContactInputSchema = z.strictObject(contactShape).partial();
export type UpdateContactInput = z.input<typeof updateContactInputSchema>;
export const contactFormSchema = z.strictObject(contactShape);
export type ContactFormValues = z.input<typeof contactFormSchema>;

export const supplierContactSchema = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string(),
  notes: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
});
export type SupplierContact = z.infer<typeof supplierContactSchema>;

const noteContent = z
  .string({ error: k('suppliers.noteRequired') })
  .trim()
  .min(1, { error: k('suppliers.noteRequired') })
  .max(5000, { error: k('validation.maxCharacters', { max: 5000 }) });
export const createNoteInputSchema = z.strictObject({ content: noteContent, isImportant: z.boolean().optional() });
export type CreateNoteInput = z.input<typeof createNoteInputSchema>;
export const updateNoteInputSchema = z.strictObject({ content: noteContent.optional(), isImportant: z.boolean().optional() });
export type UpdateNoteInput = z.input<typeof updateNoteInputSchema>;

export const supplierNoteSchema = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  content: z.string(),
  isImportant: z.boolean(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierNote = z.infer<typeof supplierNoteSchema>;

/**
 * Performance from real data only (issue 26): purchase orders sent to the supplier (not cancelled)
 * and their value received, the average days from order to full receipt, the share received by
 * the expected date; 0 and null until there are any. The rating stays the user's.
 */
export const supplierPerformanceSchema = z.object({
  totalOrders: z.number().int(),
  totalSpent: z.string(),
  averageDeliveryDays: z.number().nullable(),
  /** Received orders with an expected date that came on or before it, 0–100; null without any. */
  onTimeRate: z.number().nullable(),
  rating: z.number().nullable(),
  linkedItems: z.number().int(),
});
export type SupplierPerformance = z.infer<typeof supplierPerformanceSchema>;

export const contactParamsSchema = z.strictObject({ id: idSchema, contactId: idSchema });
export const noteParamsSchema = z.strictObject({ id: idSchema, noteId: idSchema });
