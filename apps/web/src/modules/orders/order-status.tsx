import { Chip } from '@mui/material';
import type { OrderStatus, OrderStatuses } from '@wb/contract/order-statuses';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderStatuses } from './orders-api';
import { givenStatusName } from '@/components/status-name';
import { textOn } from '@/components/text-on-colour';

/** A status's name: the one given in the editor (in the reader's language where given), else the translated label of its code. */
export function statusName(
  t: TFunction,
  status: (Pick<OrderStatus, 'name' | 'code'> & Partial<Pick<OrderStatus, 'names'>>) | undefined,
): string {
  if (!status) return '';
  return givenStatusName(status) ?? t(`orders:statusNames.${status.code}`, { defaultValue: status.code });
}

export function StatusChip({ status, size = 'small' }: { status: OrderStatus | undefined; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Chip
      size={size}
      label={statusName(t, status)}
      data-testid="status-chip"
      data-status={status.code}
      sx={{ bgcolor: status.colour, color: textOn(status.colour), fontWeight: 500 }}
    />
  );
}

export type StatusModel = {
  list: OrderStatus[];
  byId: Map<string, OrderStatus>;
  /** The statuses an order in `fromId` may move to (none from a terminal status). */
  allowedFrom: (fromId: string) => Set<string>;
};

export function statusModel(data: OrderStatuses | undefined): StatusModel {
  const list = data?.statuses ?? [];
  const byId = new Map(list.map((s) => [s.id, s]));
  const allowed = new Map<string, Set<string>>();
  for (const transition of data?.transitions ?? []) {
    if (byId.get(transition.fromStatusId)?.isTerminal) continue;
    const set = allowed.get(transition.fromStatusId) ?? new Set<string>();
    set.add(transition.toStatusId);
    allowed.set(transition.fromStatusId, set);
  }
  const rank = new Map(list.map((s, i) => [s.id, i]));
  for (const [from, set] of allowed) allowed.set(from, new Set([...set].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))));
  return { list, byId, allowedFrom: (fromId) => allowed.get(fromId) ?? new Set() };
}

export function useStatusModel(): StatusModel & { isLoading: boolean; isError: boolean } {
  const query = useOrderStatuses();
  const model = useMemo(() => statusModel(query.data), [query.data]);
  return { ...model, isLoading: query.isLoading, isError: query.isError };
}
