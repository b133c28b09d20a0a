import type { ReactNode } from 'react';

/** A lane of a kanban: a status with its header, its first cards and how many it holds in all. */
export type KanbanLane<T> = { id: string; code: string; header: ReactNode; total: number; items: T[] };

/** A place a card may move to from its menu. */
export type KanbanTarget = { id: string; code: string; label: string };

/** What the board needs to know about its cards: how to tell, draw and move them. */
export type KanbanCards<T> = {
  idOf: (item: T) => string;
  laneOf: (item: T) => string;
  /** The lanes the card may be dropped on (its menu offers `targets`). */
  allowed: (item: T) => ReadonlySet<string>;
  targets: (item: T) => KanbanTarget[];
  canMove: (item: T) => boolean;
  render: (item: T, action: ReactNode) => ReactNode;
  onMove: (item: T, toLaneId: string) => void;
  labels: { moveTo: string; moveToTarget: (label: string) => string; more: (count: number) => string };
};
