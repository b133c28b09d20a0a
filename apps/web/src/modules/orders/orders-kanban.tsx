import { Alert, Box, LinearProgress } from '@mui/material';
import type { OrderBoard, OrderSummary } from '@wb/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { KanbanBoard } from '@/components/kanban/kanban-board';
import type { KanbanCards, KanbanLane } from '@/components/kanban/kanban-types';
import { OrderCard } from './order-card';
import { StatusChip, statusName, type StatusModel } from './order-status';
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

  if (board.isError) return <Alert severity="error">{describeError(t, board.error)}</Alert>;
  const columns = new Map((board.data?.columns ?? []).map((c) => [c.statusId, c]));
  const lanes: KanbanLane<OrderSummary>[] = statuses.list.map((status) => ({
    id: status.id,
    code: status.code,
    header: <StatusChip status={status} />,
    total: columns.get(status.id)?.total ?? 0,
    items: columns.get(status.id)?.items ?? [],
  }));
  const cards: KanbanCards<OrderSummary> = {
    idOf: (order) => order.id,
    laneOf: (order) => order.statusId,
    allowed: (order) => statuses.allowedFrom(order.statusId),
    targets: (order) =>
      [...statuses.allowedFrom(order.statusId)].flatMap((id) => {
        const status = statuses.byId.get(id);
        return status ? [{ id, code: status.code, label: statusName(t, status) }] : [];
      }),
    canMove: (order) => canMove && !statuses.byId.get(order.statusId)?.isTerminal,
    render: (order, action) => <OrderCard order={order} status={statuses.byId.get(order.statusId)} showStatus={false} action={action} />,
    onMove: move,
    labels: {
      moveTo: t('orders:board.moveTo'),
      moveToTarget: (status) => t('orders:board.moveToStatus', { status }),
      more: (count) => t('orders:board.more', { count }),
    },
  };

  return (
    <Box>
      {board.isFetching && <LinearProgress />}
      <KanbanBoard testId="orders-kanban" lanes={lanes} cards={cards} onShowAll={onShowAll} />
    </Box>
  );
}
