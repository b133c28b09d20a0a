import type { AiOrderDraft } from '@wb/contract/ai-chat';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { api } from '@/app/api/api-client';
import { draftFromCatalog, type LinesAction } from './order-lines-state';

/**
 * A new order prepared by the assistant (issue 32): its lines are looked up in the catalog once and
 * put in the form at the draft's amounts; nothing is saved until the user saves the form. Answers
 * whether the prefill is applied (null while there is none), and how many lines were not found.
 */
export function useDraftPrefill(draft: AiOrderDraft | null | undefined, dispatch: Dispatch<LinesAction>) {
  const done = useRef(false);
  const [state, setState] = useState<{ applied: boolean; missing: number } | null>(draft ? { applied: false, missing: 0 } : null);
  useEffect(() => {
    if (!draft || done.current) return;
    done.current = true;
    const ids = draft.lines.map((l) => l.itemId);
    if (!ids.length) {
      setState({ applied: true, missing: 0 });
      return;
    }
    api('GET /orders/catalog', { query: { ids: ids.join(',') } })
      .then((items) => {
        const byId = new Map(items.map((item) => [item.id, item]));
        let missing = 0;
        for (const line of draft.lines) {
          const item = byId.get(line.itemId);
          if (item) dispatch({ type: 'add', line: draftFromCatalog(item, line.amount, '0') });
          else missing += 1;
        }
        setState({ applied: true, missing });
      })
      .catch(() => setState({ applied: true, missing: draft.lines.length }));
  }, [draft, dispatch]);
  return state;
}
