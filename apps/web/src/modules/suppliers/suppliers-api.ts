import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateContactInput,
  CreateNoteInput,
  CreateSupplierInput,
  ListSuppliersQuery,
  Supplier,
  SupplierContact,
  SupplierNote,
  SupplierPage,
  SupplierPerformance,
  UpdateContactInput,
  UpdateNoteInput,
  UpdateSupplierInput,
} from '@wb/contract/suppliers';
import { api } from '@/app/api/api-client';
import { queryString } from '@/components/csv-transfer';

export function useSuppliers(query: ListSuppliersQuery) {
  return useQuery({
    queryKey: ['suppliers', 'list', query],
    queryFn: ({ signal }) => api<SupplierPage>(`/suppliers${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useSupplier = (id: string) =>
  useQuery({ queryKey: ['suppliers', 'one', id], queryFn: () => api<Supplier>(`/suppliers/${id}`), enabled: !!id });

export const useContacts = (id: string) =>
  useQuery({ queryKey: ['suppliers', 'contacts', id], queryFn: () => api<SupplierContact[]>(`/suppliers/${id}/contacts`) });

export const useNotes = (id: string) =>
  useQuery({ queryKey: ['suppliers', 'notes', id], queryFn: () => api<SupplierNote[]>(`/suppliers/${id}/notes`) });

export const usePerformance = (id: string) =>
  useQuery({ queryKey: ['suppliers', 'performance', id], queryFn: () => api<SupplierPerformance>(`/suppliers/${id}/performance`) });

/** Every change refreshes the supplier lists and details (a primary contact shows in the list). */
function useSupplierMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['suppliers'] }) });
}

export const useCreateSupplier = () =>
  useSupplierMutation((input: CreateSupplierInput) => api<Supplier>('/suppliers', { method: 'POST', body: input }));

export const useUpdateSupplier = (id: string) =>
  useSupplierMutation((input: UpdateSupplierInput) => api<Supplier>(`/suppliers/${id}`, { method: 'PATCH', body: input }));

export const useDeleteSupplier = () => useSupplierMutation((id: string) => api<void>(`/suppliers/${id}`, { method: 'DELETE' }));

export const useSaveContact = (supplierId: string) =>
  useSupplierMutation(({ id, input }: { id: string | null; input: CreateContactInput | UpdateContactInput }) =>
    id
      ? api<SupplierContact>(`/suppliers/${supplierId}/contacts/${id}`, { method: 'PATCH', body: input })
      : api<SupplierContact>(`/suppliers/${supplierId}/contacts`, { method: 'POST', body: input }),
  );

export const useDeleteContact = (supplierId: string) =>
  useSupplierMutation((id: string) => api<void>(`/suppliers/${supplierId}/contacts/${id}`, { method: 'DELETE' }));

export const useSetPrimaryContact = (supplierId: string) =>
  useSupplierMutation((id: string) => api<SupplierContact[]>(`/suppliers/${supplierId}/contacts/${id}/set-primary`, { method: 'PATCH' }));

export const useSaveNote = (supplierId: string) =>
  useSupplierMutation(({ id, input }: { id: string | null; input: CreateNoteInput | UpdateNoteInput }) =>
    id
      ? api<SupplierNote>(`/suppliers/${supplierId}/notes/${id}`, { method: 'PATCH', body: input })
      : api<SupplierNote>(`/suppliers/${supplierId}/notes`, { method: 'POST', body: input }),
  );

export const useDeleteNote = (supplierId: string) =>
  useSupplierMutation((id: string) => api<void>(`/suppliers/${supplierId}/notes/${id}`, { method: 'DELETE' }));

export const useToggleImportant = (supplierId: string) =>
  useSupplierMutation((id: string) => api<SupplierNote>(`/suppliers/${supplierId}/notes/${id}/toggle-important`, { method: 'PATCH' }));
