import { useDraggable, useDroppable } from '@dnd-kit/core';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import type { OrderStatus } from '@wb/contract/order-statuses';
import type { OrderBoard, OrderSummary } from '@wb/contract/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderCard } from './order-card';
import { StatusChip, statusName } from './order-status';

type DropState = 'idle' | 'home' | 'allowed' | 'refused';

type Props = {
  status: OrderStatus;
  column: OrderBoard['columns'][number] | undefined;
  dropState: DropState;
  canMove: boolean;
  targets: (order: OrderSummary) => OrderStatus[];
  onMove: (order: OrderSummary, toStatusId: string) => void;
  onShowAll: (statusId: string) => void;
};

/** One status's column: a drop target (marked allowed or not while a card is dragged) with its cards. */
export function KanbanColumn({ status, column, dropState, canMove, targets, onMove, onShowAll }: Props) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: status.id });
  const hidden = (column?.total ?? 0) - (column?.items.length ?? 0);
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`kanban-column-${status.code}`}
      data-drop={dropState}
      sx={{
        width: 280,
        flexShrink: 0,
        p: 1,
        bgcolor: 'action.hover',
        transition: 'opacity 120ms, border-color 120ms',
        opacity: dropState === 'refused' ? 0.45 : 1,
        borderStyle: dropState === 'allowed' ? 'dashed' : 'solid',
        borderColor:
          dropState === 'allowed'
            ? isOver
              ? 'success.main'
              : 'primary.main'
            : dropState === 'refused' && isOver
              ? 'error.main'
              : 'divider',
        borderWidth: dropState === 'allowed' ? 2 : 1,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, px: 0.5 }}>
        <StatusChip status={status} />
        <Typography variant="body2" color="text.secondary" data-testid="column-count">
          {column?.total ?? 0}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ minHeight: 80 }}>
        {column?.items.map((order) => (
          <DraggableCard
            key={order.id}
            order={order}
            status={status}
            canMove={canMove && !status.isTerminal}
            targets={targets(order)}
            onMove={onMove}
          />
        ))}
      </Stack>
      {hidden > 0 && (
        <Button size="small" onClick={() => onShowAll(status.id)} sx={{ mt: 1 }}>
          {t('orders:board.more', { count: hidden })}
        </Button>
      )}
    </Paper>
  );
}

type CardProps = {
  order: OrderSummary;
  status: OrderStatus;
  canMove: boolean;
  targets: OrderStatus[];
  onMove: (order: OrderSummary, to: string) => void;
};

function DraggableCard({ order, status, canMove, targets, onMove }: CardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: order.id, data: { order }, disabled: !canMove });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu =
    canMove && targets.length > 0 ? (
      <>
        <IconButton
          size="small"
          aria-label={t('orders:board.moveTo')}
          data-testid="card-move-menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          onPointerDown={(e) => e.stopPropagation()}
          sx={{ m: 0.5 }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {targets.map((target) => (
            <MenuItem
              key={target.id}
              onClick={() => {
                setAnchor(null);
                onMove(order, target.id);
              }}
            >
              {t('orders:board.moveToStatus', { status: statusName(t, target) })}
            </MenuItem>
          ))}
        </Menu>
      </>
    ) : null;
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      sx={{ opacity: isDragging ? 0.4 : 1, touchAction: 'manipulation', cursor: canMove ? 'grab' : 'default' }}
    >
      <OrderCard order={order} status={status} showStatus={false} action={menu} />
    </Box>
  );
}
