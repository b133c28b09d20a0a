import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Chip, IconButton, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { textOn } from '@/components/text-on-colour';
import type { EditorStatus } from './status-graph';

type Props = { statuses: EditorStatus[]; readOnly: boolean; onReorder: (ids: string[]) => void };

/** The ids with one moved to where another stands (dropping on it), or by one place (the arrows). */
export function movedIds(ids: readonly string[], moving: string, target: string): string[] {
  const from = ids.indexOf(moving);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((id) => id !== moving);
  next.splice(to, 0, moving);
  return next;
}

function Row({
  status,
  index,
  count,
  readOnly,
  onMove,
}: {
  status: EditorStatus;
  index: number;
  count: number;
  readOnly: boolean;
  onMove: (by: number) => void;
}) {
  const { t } = useTranslation();
  const drag = useDraggable({ id: status.id, disabled: readOnly });
  const drop = useDroppable({ id: status.id });
  return (
    <Paper
      ref={drop.setNodeRef}
      variant="outlined"
      data-testid="status-order-row"
      data-code={status.code}
      sx={{
        p: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        borderColor: drop.isOver ? 'primary.main' : undefined,
        opacity: drag.isDragging ? 0.5 : 1,
      }}
    >
      <IconButton
        ref={drag.setNodeRef}
        {...drag.listeners}
        {...drag.attributes}
        disabled={readOnly}
        size="small"
        aria-label={t('statuses:dragToReorder')}
        sx={{ cursor: readOnly ? 'default' : 'grab', touchAction: 'none' }}
        data-testid="status-order-handle"
      >
        <DragIndicatorIcon />
      </IconButton>
      <Chip label={<bdi>{status.label}</bdi>} sx={{ bgcolor: status.colour, color: textOn(status.colour), flexShrink: 1, minWidth: 0 }} />
      <span style={{ flexGrow: 1 }} />
      <IconButton size="small" disabled={readOnly || index === 0} onClick={() => onMove(-1)} aria-label={t('orders:statusEditor.up')}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={readOnly || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t('orders:statusEditor.down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * The statuses' order (their sort order: the kanban's columns, the lists' filters, the automatic
 * layout): drag a status by its handle onto the place it should take, or move it with the arrows.
 */
export function StatusOrderList({ statuses, readOnly, onReorder }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const ids = statuses.map((s) => s.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(movedIds(ids, String(active.id), String(over.id)));
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <Stack spacing={0.5} data-testid="status-order" sx={{ maxWidth: 480 }}>
        {statuses.map((status, index) => (
          <Row
            key={status.id}
            status={status}
            index={index}
            count={statuses.length}
            readOnly={readOnly}
            onMove={(by) => onReorder(movedIds(ids, status.id, ids[index + by] ?? status.id))}
          />
        ))}
      </Stack>
    </DndContext>
  );
}
