import type { CreateNoteInput, SupplierNote, UpdateNoteInput } from '@wb/contract/suppliers';
import type { TenantCtx } from '@/platform/context';
import { personName } from '@/platform/person-name';
import { notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { deleteNoteRow, insertNote, type NoteRow, selectNote, selectNotes, updateNoteRow } from './supplier-notes.queries';
import { selectSupplierId } from './suppliers.queries';
import { supplierNotFound } from './suppliers.service';

const noteNotFound = () => notFound('note');

function toNote(row: NoteRow): SupplierNote {
  return {
    id: row.id,
    supplierId: row.supplierId,
    content: row.content,
    isImportant: row.isImportant,
    createdByName: personName(row.firstName, row.lastName, row.email),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function supplierTenant(ctx: TenantCtx, supplierId: string): Promise<string> {
  const { tenantId } = ctx;
  if (!(await selectSupplierId(ctx.tx, tenantId, supplierId))) throw supplierNotFound();
  return tenantId;
}

async function noteOf(ctx: TenantCtx, tenantId: string, supplierId: string, noteId: string): Promise<NoteRow> {
  const row = await selectNote(ctx.tx, tenantId, supplierId, noteId);
  if (!row) throw noteNotFound();
  return row;
}

export async function findNotes(ctx: TenantCtx, supplierId: string): Promise<SupplierNote[]> {
  const tenantId = await supplierTenant(ctx, supplierId);
  return (await selectNotes(ctx.tx, tenantId, supplierId)).map(toNote);
}

export async function createNote(ctx: TenantCtx, supplierId: string, input: CreateNoteInput): Promise<SupplierNote> {
  const tenantId = await supplierTenant(ctx, supplierId);
  const id = newId();
  await insertNote(ctx.tx, tenantId, {
    id,
    supplierId,
    content: input.content,
    isImportant: input.isImportant ?? false,
    createdBy: ctx.principal?.userId ?? null,
  });
  return toNote(await noteOf(ctx, tenantId, supplierId, id));
}

export async function updateNote(ctx: TenantCtx, supplierId: string, noteId: string, input: UpdateNoteInput): Promise<SupplierNote> {
  const tenantId = await supplierTenant(ctx, supplierId);
  await noteOf(ctx, tenantId, supplierId, noteId);
  if (Object.keys(input).length) await updateNoteRow(ctx.tx, tenantId, noteId, input);
  return toNote(await noteOf(ctx, tenantId, supplierId, noteId));
}

/** PATCH …/toggle-important: flips the note's important flag. */
export async function toggleNoteImportant(ctx: TenantCtx, supplierId: string, noteId: string): Promise<SupplierNote> {
  const tenantId = await supplierTenant(ctx, supplierId);
  const note = await noteOf(ctx, tenantId, supplierId, noteId);
  await updateNoteRow(ctx.tx, tenantId, noteId, { isImportant: !note.isImportant });
  return toNote(await noteOf(ctx, tenantId, supplierId, noteId));
}

export async function deleteNote(ctx: TenantCtx, supplierId: string, noteId: string): Promise<void> {
  const tenantId = await supplierTenant(ctx, supplierId);
  await noteOf(ctx, tenantId, supplierId, noteId);
  await deleteNoteRow(ctx.tx, tenantId, noteId);
}
