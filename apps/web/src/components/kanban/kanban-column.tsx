import { useDraggable, useDroppable } from '@dnd-kit/core';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@/components/format';
import type { KanbanCards, KanbanLane } from './kanban-types';

export type DropState = 'idle' | 'home' | 'allowed' | 'refused';

type Props<T> = { lane: KanbanLane<T>; dropState: DropState; cards: KanbanCards<T>; onShowAll?: (laneId: string) => void };

/** One lane: a drop target (marked allowed or not while a card is dragged) with its cards and how many it holds in all. */
export function KanbanColumn<T>({ lane, dropState, cards, onShowAll }: Props<T>) {
  const { i18n } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: lane.id });
  const hidden = lane.total - lane.items.length;
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`kanban-column-${lane.code}`}
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
        {lane.header}
        <Typography variant="body2" color="text.secondary" data-testid="column-count">
          {formatQuantity(lane.total, i18n.language)}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ minHeight: 80 }}>
        {lane.items.map((item) => (
          <DraggableCard key={cards.idOf(item)} item={item} cards={cards} />
        ))}
      </Stack>
      {hidden > 0 && onShowAll && (
        <Button size="small" onClick={() => onShowAll(lane.id)} sx={{ mt: 1 }}>
          {cards.labels.more(hidden)}
        </Button>
      )}
    </Paper>
  );
}

function DraggableCard<T>({ item, cards }: { item: T; cards: KanbanCards<T> }) {
  const canMove = cards.canMove(item);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: cards.idOf(item), data: { item }, disabled: !canMove });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const targets = canMove ? cards.targets(item) : [];
  let menu: ReactNode = null;
  if (targets.length > 0)
    menu = (
      <>
        <IconButton
          size="small"
          aria-label={cards.labels.moveTo}
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
              data-testid={`card-move-to-${target.code}`}
              onClick={() => {
                setAnchor(null);
                cards.onMove(item, target.id);
              }}
            >
              {cards.labels.moveToTarget(target.label)}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      sx={{ opacity: isDragging ? 0.4 : 1, touchAction: 'manipulation', cursor: canMove ? 'grab' : 'default' }}
    >
      {cards.render(item, menu)}
    </Box>
  );
}
