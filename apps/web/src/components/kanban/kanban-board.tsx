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
import { Box } from '@mui/material';
import { useState } from 'react';
import { KanbanColumn } from './kanban-column';
import type { KanbanCards, KanbanLane } from './kanban-types';

type Props<T> = { testId: string; lanes: KanbanLane<T>[]; cards: KanbanCards<T>; onShowAll?: (laneId: string) => void };

/**
 * A kanban: a lane per status, cards dragged (mouse, touch after a short press, keyboard) or moved
 * from their menu; while a card is dragged the lanes it may go to are marked and the others dimmed.
 */
export function KanbanBoard<T>({ testId, lanes, cards, onShowAll }: Props<T>) {
  const [active, setActive] = useState<T | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const itemOf = (event: DragStartEvent | DragEndEvent) => (event.active.data.current?.item as T | undefined) ?? null;
  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const item = itemOf(event);
    const target = event.over?.id;
    if (item && typeof target === 'string' && target !== cards.laneOf(item)) cards.onMove(item, target);
  };
  const allowed = active ? cards.allowed(active) : null;
  const home = active ? cards.laneOf(active) : null;
  return (
    <DndContext sensors={sensors} onDragStart={(e) => setActive(itemOf(e))} onDragEnd={onDragEnd} onDragCancel={() => setActive(null)}>
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }} data-testid={testId}>
        {lanes.map((lane) => (
          <KanbanColumn
            key={lane.id}
            lane={lane}
            cards={cards}
            onShowAll={onShowAll}
            dropState={!active ? 'idle' : home === lane.id ? 'home' : allowed?.has(lane.id) ? 'allowed' : 'refused'}
          />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>
        {active ? <Box sx={{ width: 264, boxShadow: 6, borderRadius: 1, cursor: 'grabbing' }}>{cards.render(active, null)}</Box> : null}
      </DragOverlay>
    </DndContext>
  );
}
