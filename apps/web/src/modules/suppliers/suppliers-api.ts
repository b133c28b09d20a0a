import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateContactInput,
  CreateNoteInput,
  CreateSupplierInput,
  ListSuppliersQuery,
  UpdateSupplierInput,
} from '@wb/contract/suppliers';
import { api } from '@/app/api/api-client';
import { useListCaching } from '@/app/workspace-settings';

export function useSuppliers(query: ListSuppliersQuery) {
  const caching = useListCaching();
  return useQuery({
    queryKey: ['suppliers', 'list', query],
    queryFn: ({ signal }) => api('GET /suppliers', { query, signal }),
    ...caching,
  });
}

export const useSupplier = (id: string) =>
  useQuery({ queryKey: ['suppliers', 'one', id], queryFn: () => api('GET /suppliers/:id', { params: { id } }), enabled: !!id });

export const useContacts = (id: string) =>
  useQuery({ queryKey: ['suppliers', 'contacts', id], queryFn: () => api('GET /suppliers/:id/contacts', { params: { id } }) });

export const useNotes = (id: string) =>
  useQuery({ queryKey: ['suppliers', 'notes', id], queryFn: () => api('GET /suppliers/:id/notes', { params: { id } }) });

export const usePerformance = (id: string) =>
  useQuery({ queryKey: ['suppliers', 'performance', id], queryFn: () => api('GET /suppliers/:id/performance', { params: { id } }) });

/** Every change refreshes the supplier lists and details (a primary contact shows in the list). */
function useSupplierMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['suppliers'] }) });
}

export const useCreateSupplier = () => useSupplierMutation((input: CreateSupplierInput) => api('POST /suppliers', { body: input }));

export const useUpdateSupplier = (id: string) =>
  useSupplierMutation((input: UpdateSupplierInput) => api('PATCH /suppliers/:id', { params: { id }, body: input }));

export const useDeleteSupplier = () => useSupplierMutation((id: string) => api('DELETE /suppliers/:id', { params: { id } }));

export const useSaveContact = (supplierId: string) =>
  useSupplierMutation(({ id, input }: { id: string | null; input: CreateContactInput }) =>
    id
      ? api('PATCH /suppliers/:id/contacts/:contactId', { params: { id: supplierId, contactId: id }, body: input })
      : api('POST /suppliers/:id/contacts', { params: { id: supplierId }, body: input }),
  );

export const useDeleteContact = (supplierId: string) =>
  useSupplierMutation((id: string) => api('DELETE /suppliers/:id/contacts/:contactId', { params: { id: supplierId, contactId: id } }));

export const useSetPrimaryContact = (supplierId: string) =>
  useSupplierMutation((id: string) =>
    api('PATCH /suppliers/:id/contacts/:contactId/set-primary', { params: { id: supplierId, contactId: id } }),
  );

export const useSaveNote = (supplierId: string) =>
  useSupplierMutation(({ id, input }: { id: string | null; input: CreateNoteInput }) =>
    id
      ? api('PATCH /suppliers/:id/notes/:noteId', { params: { id: supplierId, noteId: id }, body: input })
      : api('POST /suppliers/:id/notes', { params: { id: supplierId }, body: input }),
  );

export const useDeleteNote = (supplierId: string) =>
  useSupplierMutation((id: string) => api('DELETE /suppliers/:id/notes/:noteId', { params: { id: supplierId, noteId: id } }));

export const useToggleImportant = (supplierId: string) =>
  useSupplierMutation((id: string) =>
    api('PATCH /suppliers/:id/notes/:noteId/toggle-important', { params: { id: supplierId, noteId: id } }),
  );
