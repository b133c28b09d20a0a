import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  contactParamsSchema,
  createContactInputSchema,
  createNoteInputSchema,
  noteParamsSchema,
  supplierContactSchema,
  supplierNoteSchema,
  updateContactInputSchema,
  updateNoteInputSchema,
} from '@wb/contract/suppliers';
import { withTenantCtx } from '@/platform/context';
import { createContact, deleteContact, findContacts, setPrimaryContact, updateContact } from './supplier-contacts.service';
import { createNote, deleteNote, findNotes, toggleNoteImportant, updateNote } from './supplier-notes.service';

const tags = ['suppliers'];

/** A supplier's contacts and notes (business §7): CRUD plus set-primary and toggle-important. */
export function registerSupplierDetailRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'clients:read' as const };
  const write = { permission: 'clients:write' as const };
  const base = '/api/v1/suppliers/:id';

  r.get(
    `${base}/contacts`,
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: z.array(supplierContactSchema) } } },
    (req) => withTenantCtx(req, (ctx) => findContacts(ctx, req.params.id)),
  );
  r.post(
    `${base}/contacts`,
    { config: write, schema: { tags, params: idParamsSchema, body: createContactInputSchema, response: { 201: supplierContactSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createContact(ctx, req.params.id, req.body))),
  );
  r.patch(
    `${base}/contacts/:contactId`,
    {
      config: write,
      schema: { tags, params: contactParamsSchema, body: updateContactInputSchema, response: { 200: supplierContactSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => updateContact(ctx, req.params.id, req.params.contactId, req.body)),
  );
  r.delete(`${base}/contacts/:contactId`, { config: write, schema: { tags, params: contactParamsSchema } }, async (req, reply) => {
    await withTenantCtx(req, (ctx) => deleteContact(ctx, req.params.id, req.params.contactId));
    return reply.status(204).send();
  });
  r.patch(
    `${base}/contacts/:contactId/set-primary`,
    { config: write, schema: { tags, params: contactParamsSchema, response: { 200: z.array(supplierContactSchema) } } },
    (req) => withTenantCtx(req, (ctx) => setPrimaryContact(ctx, req.params.id, req.params.contactId)),
  );

  r.get(
    `${base}/notes`,
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: z.array(supplierNoteSchema) } } },
    (req) => withTenantCtx(req, (ctx) => findNotes(ctx, req.params.id)),
  );
  r.post(
    `${base}/notes`,
    { config: write, schema: { tags, params: idParamsSchema, body: createNoteInputSchema, response: { 201: supplierNoteSchema } } },
    async (req, reply) => reply.status(201).send(await withTenantCtx(req, (ctx) => createNote(ctx, req.params.id, req.body))),
  );
  r.patch(
    `${base}/notes/:noteId`,
    { config: write, schema: { tags, params: noteParamsSchema, body: updateNoteInputSchema, response: { 200: supplierNoteSchema } } },
    (req) => withTenantCtx(req, (ctx) => updateNote(ctx, req.params.id, req.params.noteId, req.body)),
  );
  r.delete(`${base}/notes/:noteId`, { config: write, schema: { tags, params: noteParamsSchema } }, async (req, reply) => {
    await withTenantCtx(req, (ctx) => deleteNote(ctx, req.params.id, req.params.noteId));
    return reply.status(204).send();
  });
  r.patch(
    `${base}/notes/:noteId/toggle-important`,
    { config: write, schema: { tags, params: noteParamsSchema, response: { 200: supplierNoteSchema } } },
    (req) => withTenantCtx(req, (ctx) => toggleNoteImportant(ctx, req.params.id, req.params.noteId)),
  );
}
