import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api/api-client';
import type { StatusNames } from '@wb/contract/order-statuses';
import type { TFunction } from 'i18next';
import { givenStatusName } from '@/components/status-name';
import type { EditorStatus, Pair } from './status-graph';

/** The two kinds of configurable statuses (issue 30), behind one shape for the editor. */
export type StatusKind = 'orders' | 'invoices';
export type EditorData = { statuses: EditorStatus[]; transitions: Array<Pair & { id: string }> };

export const statusKeys = { all: ['statuses'] as const, kind: (kind: StatusKind) => ['statuses', kind] as const };

/** A status's name: the one given in the editor, else the translated label of its code. */
export function labelOf(t: TFunction, kind: StatusKind, status: { name: string | null; names?: StatusNames; code: string }): string {
  const given = givenStatusName(status);
  if (given) return given;
  return kind === 'orders'
    ? t(`orders:statusNames.${status.code}`, { defaultValue: status.code })
    : t(`invoices:status.${status.code}`, { defaultValue: status.code });
}

/** The statuses with their label in the current language (`label` is filled by the page). */
async function load(kind: StatusKind, signal: AbortSignal): Promise<EditorData> {
  if (kind === 'orders') {
    const data = await api('GET /order-statuses', { signal });
    return {
      statuses: data.statuses.map((s) => ({ ...s, label: '', isSystem: false, count: s.orderCount })),
      transitions: data.transitions,
    };
  }
  const data = await api('GET /invoice-statuses', { signal });
  return { statuses: data.statuses.map((s) => ({ ...s, label: '', count: s.invoiceCount })), transitions: data.transitions };
}

export function useEditorData(kind: StatusKind) {
  return useQuery({ queryKey: statusKeys.kind(kind), queryFn: ({ signal }) => load(kind, signal) });
}

/** The edits, by kind; each refreshes the statuses (and the orders' and invoices' caches) when done. */
export function useStatusCalls(kind: StatusKind) {
  const client = useQueryClient();
  const done = () => {
    void client.invalidateQueries({ queryKey: statusKeys.all });
    void client.invalidateQueries({ queryKey: [kind] });
  };
  const edit = <I>(call: (input: I) => Promise<unknown>) => ({ mutationFn: call, onSettled: done });
  const orders = kind === 'orders';
  return {
    addTransition: useMutation(
      edit((pair: Pair) =>
        orders ? api('POST /order-status-transitions', { body: pair }) : api('POST /invoice-status-transitions', { body: pair }),
      ),
    ),
    deleteTransition: useMutation(
      edit((id: string) =>
        orders
          ? api('DELETE /order-status-transitions/:id', { params: { id } })
          : api('DELETE /invoice-status-transitions/:id', { params: { id } }),
      ),
    ),
    addStatus: useMutation(
      edit((body: { name: string; colour: string }) =>
        orders ? api('POST /order-statuses', { body }) : api('POST /invoice-statuses', { body }),
      ),
    ),
    deleteStatus: useMutation(
      edit(({ id, mergeIntoId }: { id: string; mergeIntoId?: string }) =>
        orders
          ? api('POST /order-statuses/:id/delete', { params: { id }, body: mergeIntoId ? { mergeIntoId } : {} })
          : api('POST /invoice-statuses/:id/delete', { params: { id }, body: mergeIntoId ? { mergeIntoId } : {} }),
      ),
    ),
    rename: useMutation(
      edit(({ id, names }: { id: string; names: StatusNames }) =>
        orders
          ? api('PATCH /order-statuses/:id', { params: { id }, body: { names } })
          : api('PATCH /invoice-statuses/:id', { params: { id }, body: { names } }),
      ),
    ),
    reorder: useMutation(
      edit((ids: string[]) =>
        orders ? api('PUT /order-statuses/sort-order', { body: { ids } }) : api('PUT /invoice-statuses/sort-order', { body: { ids } }),
      ),
    ),
    /** The matrix: the complete set in one call (one transaction on the server). */
    setTransitions: useMutation(
      edit((wanted: Pair[]) =>
        orders
          ? api('PUT /order-statuses/transitions', { body: { transitions: wanted } })
          : api('PUT /invoice-statuses/transitions', { body: { transitions: wanted } }),
      ),
    ),
  };
}
