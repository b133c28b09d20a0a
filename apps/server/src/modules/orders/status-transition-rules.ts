import type { MessageKey, MessageParams } from '@wb/contract/messages';
import { AppError, fieldError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';

/**
 * The rules of transitions between statuses, the same for orders and invoices (issue 30): both
 * statuses exist, not to the same status, not out of a terminal one, not twice.
 */

type Pair = { fromStatusId: string; toStatusId: string };
type Statuses = { statuses: ReadonlyArray<{ id: string; isTerminal: boolean }>; transitions: ReadonlyArray<Pair & { id: string }> };

const conflict = (path: string, key: MessageKey, params?: MessageParams) => fieldError('CONFLICT', path, key, params);

export function requireStatusIn<S extends Statuses['statuses'][number]>(all: { statuses: readonly S[] }, id: string): S {
  const status = all.statuses.find((s) => s.id === id);
  if (!status) throw new AppError('NOT_FOUND', 'orderStatuses.statusNotFound');
  return status;
}

/** One transition against the statuses; a new one is also refused when it exists already. */
export function checkTransition(all: Statuses, pair: Pair, { isNew }: { isNew: boolean }): void {
  if (pair.fromStatusId === pair.toStatusId) throw invalidField('toStatusId', 'orderStatuses.sameStatus');
  const from = requireStatusIn(all, pair.fromStatusId);
  requireStatusIn(all, pair.toStatusId);
  if (from.isTerminal) throw conflict('fromStatusId', 'orderStatuses.fromTerminal');
  if (isNew && all.transitions.some((t) => t.fromStatusId === pair.fromStatusId && t.toStatusId === pair.toStatusId))
    throw conflict('toStatusId', 'orderStatuses.transitionExists');
}

/**
 * The bulk editor's complete set of transitions against the current one: every row checked by the
 * same rules (a pair twice is a duplicate, named at its row), then which to delete and which to add;
 * the kept ones keep their ids.
 */
export function planTransitions(all: Statuses, wanted: readonly Pair[]): { removed: string[]; added: Array<Pair & { id: string }> } {
  const key = (t: Pair) => `${t.fromStatusId}>${t.toStatusId}`;
  const seen = new Set<string>();
  wanted.forEach((pair, index) => {
    try {
      checkTransition(all, pair, { isNew: false });
    } catch (err) {
      throw err instanceof AppError && err.code !== 'NOT_FOUND' ? atRow(err, index) : err;
    }
    if (seen.has(key(pair))) throw conflict(`transitions.${index}.toStatusId`, 'orderStatuses.transitionExists');
    seen.add(key(pair));
  });
  const current = new Set(all.transitions.map(key));
  return {
    removed: all.transitions.filter((t) => !seen.has(key(t))).map((t) => t.id),
    added: wanted.filter((t) => !current.has(key(t))).map((t) => ({ id: newId(), fromStatusId: t.fromStatusId, toStatusId: t.toStatusId })),
  };
}

/** A rule's field error of one row of the matrix, with the row's place in the path. */
function atRow(err: AppError, index: number): AppError {
  const detail = err.details?.[0];
  if (!detail) return err;
  const path = `transitions.${index}.${detail.path}`;
  return err.code === 'CONFLICT' ? conflict(path, detail.key, detail.params) : invalidField(path, detail.key, detail.params);
}
