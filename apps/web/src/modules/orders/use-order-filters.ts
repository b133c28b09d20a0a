import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderFilters } from './orders-api';

const filterKeys = ['q', 'statusId', 'accountId', 'route', 'assignedTo', 'from', 'to'] as const;

/** The order views' filters, kept in the address (so a filtered list can be bookmarked or shared). */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<OrderFilters>(() => {
    const value: OrderFilters = {};
    for (const key of filterKeys) {
      const v = params.get(key);
      if (v) value[key] = v;
    }
    return value;
  }, [params]);
  const accountName = params.get('accountName') ?? '';

  const update = useCallback(
    (patch: Partial<Record<(typeof filterKeys)[number] | 'accountName' | 'page' | 'cursor', string | undefined>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in patch)) next.delete('page');
          // A page past the numbered ones carries its keyset cursor (issue 35); any other change drops it.
          if (!('cursor' in patch)) next.delete('cursor');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const page = Number(params.get('page') ?? '1') || 1;
  const cursor = params.get('cursor') ?? undefined;
  return { filters, accountName, update, clear, page, cursor, active: filterKeys.some((k) => params.has(k)) };
}

export type OrderView = 'kanban' | 'table' | 'cards';
const viewKey = 'orders.view';

export function storedView(): OrderView {
  const value = localStorage.getItem(viewKey);
  return value === 'table' || value === 'cards' || value === 'kanban' ? value : 'kanban';
}

export function storeView(view: OrderView): void {
  localStorage.setItem(viewKey, view);
}
