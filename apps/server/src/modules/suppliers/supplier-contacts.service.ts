import type { createContactInputSchema, SupplierContact, updateContactInputSchema } from '@wb/contract/suppliers';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import {
  type ContactValues,
  deleteContactRow,
  insertContact,
  selectContact,
  selectContacts,
  updateContactRow,
  updatePrimaryContact,
} from './supplier-contacts.queries';
import { selectSupplierId } from './suppliers.queries';
import { supplierNotFound } from './suppliers.service';

const contactNotFound = () => notFound('contact');

type ContactRow = NonNullable<Awaited<ReturnType<typeof selectContact>>>;
const toContact = (row: ContactRow): SupplierContact => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Locks the supplier (contact changes of one supplier happen one at a time) or answers 404. */
async function lockedSupplier(ctx: TenantCtx, supplierId: string): Promise<string> {
  const { tenantId } = ctx;
  if (!(await selectSupplierId(ctx.tx, tenantId, supplierId, { forUpdate: true }))) throw supplierNotFound();
  return tenantId;
}

async function contactOf(ctx: TenantCtx, tenantId: string, supplierId: string, contactId: string): Promise<ContactRow> {
  const row = await selectContact(ctx.tx, tenantId, supplierId, contactId);
  if (!row) throw contactNotFound();
  return row;
}

export async function findContacts(ctx: TenantCtx, supplierId: string): Promise<SupplierContact[]> {
  const { tenantId } = ctx;
  if (!(await selectSupplierId(ctx.tx, tenantId, supplierId))) throw supplierNotFound();
  return (await selectContacts(ctx.tx, tenantId, supplierId)).map(toContact);
}

/** Adds a contact; the first one of a supplier becomes its primary contact. */
export async function createContact(
  ctx: TenantCtx,
  supplierId: string,
  input: z.output<typeof createContactInputSchema>,
): Promise<SupplierContact> {
  const tenantId = await lockedSupplier(ctx, supplierId);
  const existing = await selectContacts(ctx.tx, tenantId, supplierId);
  const id = newId();
  const values: ContactValues = {
    name: input.name,
    role: input.role ?? '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    mobile: input.mobile ?? '',
    notes: input.notes ?? '',
  };
  await insertContact(ctx.tx, tenantId, { ...values, id, supplierId, isPrimary: existing.length === 0 });
  return toContact(await contactOf(ctx, tenantId, supplierId, id));
}

export async function updateContact(
  ctx: TenantCtx,
  supplierId: string,
  contactId: string,
  input: z.output<typeof updateContactInputSchema>,
): Promise<SupplierContact> {
  const tenantId = await lockedSupplier(ctx, supplierId);
  await contactOf(ctx, tenantId, supplierId, contactId);
  if (Object.keys(input).length) await updateContactRow(ctx.tx, tenantId, contactId, input);
  return toContact(await contactOf(ctx, tenantId, supplierId, contactId));
}

/** Removes a contact; when it was the primary one, the oldest remaining contact takes over. */
export async function deleteContact(ctx: TenantCtx, supplierId: string, contactId: string): Promise<void> {
  const tenantId = await lockedSupplier(ctx, supplierId);
  const contact = await contactOf(ctx, tenantId, supplierId, contactId);
  await deleteContactRow(ctx.tx, tenantId, contactId);
  if (!contact.isPrimary) return;
  const [next] = [...(await selectContacts(ctx.tx, tenantId, supplierId))].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (next) await updatePrimaryContact(ctx.tx, tenantId, supplierId, next.id);
}

/** PATCH …/set-primary: this contact becomes the one primary contact; the others are not. */
export async function setPrimaryContact(ctx: TenantCtx, supplierId: string, contactId: string): Promise<SupplierContact[]> {
  const tenantId = await lockedSupplier(ctx, supplierId);
  await contactOf(ctx, tenantId, supplierId, contactId);
  await updatePrimaryContact(ctx.tx, tenantId, supplierId, contactId);
  return (await selectContacts(ctx.tx, tenantId, supplierId)).map(toContact);
}
