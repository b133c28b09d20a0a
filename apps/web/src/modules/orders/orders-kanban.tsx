import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Alert, Box, LinearProgress } from '@mui/material';
import type { OrderBoard, OrderSummary } from '@wb/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { KanbanColumn } from './kanban-column';
import { OrderCard } from './order-card';
import { statusName, type StatusModel } from './order-status';
import { orderKeys, type OrderFilters, useChangeOrderStatus, useOrderBoard } from './orders-api';
import { orderErrorText } from './order-errors';

type Props = { filters: OrderFilters; statuses: StatusModel; canMove: boolean; onShowAll: (statusId: string) => void };

/** Moves a card between columns in the cached board at once; the server's answer follows. */
function moveInBoard(board: OrderBoard | undefined, order: OrderSummary, toStatusId: string): OrderBoard | undefined {
  if (!board) return board;
  return {
    columns: board.columns.map((column) => {
      if (column.statusId === order.statusId)
        return { ...column, total: column.total - 1, items: column.items.filter((o) => o.id !== order.id) };
      if (column.statusId === toStatusId)
        return { ...column, total: column.total + 1, items: [{ ...order, statusId: toStatusId }, ...column.items] };
      return column;
    }),
  };
}

/** The kanban: a column per status; a card goes only where a transition allows (drag, or its menu). */
export function OrdersKanban({ filters, statuses, canMove, onShowAll }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const board = useOrderBoard(filters);
  const change = useChangeOrderStatus();
  const [active, setActive] = useState<OrderSummary | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );

  const move = (order: OrderSummary, toStatusId: string) => {
    if (toStatusId === order.statusId) return;
    const from = statuses.byId.get(order.statusId);
    const to = statuses.byId.get(toStatusId);
    if (!statuses.allowedFrom(order.statusId).has(toStatusId)) {
      enqueueSnackbar(t('orders:messages.transitionNotAllowedFromTo', { from: statusName(t, from), to: statusName(t, to) }), {
        variant: 'warning',
      });
      return;
    }
    const key = orderKeys.board(filters);
    client.setQueryData<OrderBoard>(key, (old) => moveInBoard(old, order, toStatusId));
    change.mutate(
      { id: order.id, statusId: toStatusId, version: order.version },
      {
        onSuccess: () =>
          enqueueSnackbar(t('orders:board.moved', { number: order.orderNumber, status: statusName(t, to) }), { variant: 'success' }),
        onError: (err) => {
          enqueueSnackbar(orderErrorText(t, err, statuses), { variant: 'error' });
          void client.invalidateQueries({ queryKey: key });
        },
      },
    );
  };

  const onDragStart = (event: DragStartEvent) => setActive((event.active.data.current?.order as OrderSummary | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const order = event.active.data.current?.order as OrderSummary | undefined;
    const target = event.over?.id;
    if (order && typeof target === 'string') move(order, target);
  };

  if (board.isError) return <Alert severity="error">{describeError(t, board.error)}</Alert>;
  const allowed = active ? statuses.allowedFrom(active.statusId) : null;
  const columns = new Map((board.data?.columns ?? []).map((c) => [c.statusId, c]));

  return (
    <Box>
      {board.isFetching && <LinearProgress />}
      <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setActive(null)}>
        <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }} data-testid="orders-kanban">
          {statuses.list.map((status) => (
            <KanbanColumn
              key={status.id}
              status={status}
              column={columns.get(status.id)}
              dropState={!active ? 'idle' : active.statusId === status.id ? 'home' : allowed?.has(status.id) ? 'allowed' : 'refused'}
              canMove={canMove}
              targets={(order) => [...statuses.allowedFrom(order.statusId)].flatMap((id) => statuses.byId.get(id) ?? [])}
              onMove={move}
              onShowAll={onShowAll}
            />
          ))}
        </Box>
        <DragOverlay dropAnimation={null}>
          {active ? (
            <Box sx={{ width: 264, boxShadow: 6, borderRadius: 1, cursor: 'grabbing' }}>
              <OrderCard order={active} status={statuses.byId.get(active.statusId)} showStatus={false} />
            </Box>
          ) : null}
        </DragOverlay>
      </DndContext>
    </Box>
  );
}
