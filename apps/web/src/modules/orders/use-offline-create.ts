import { onlineManager } from '@tanstack/react-query';
import type { CreateOrderInput, Order } from '@wb/contract/orders';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { useIdempotencyKey } from '@/app/api/idempotency';
import { useAuth } from '@/app/auth/auth-context';
import { ownerOf } from '@/app/offline/offline-db';
import { queueOrder } from '@/app/offline/order-queue';
import { formatMoney } from '@/components/format';
import type { AccountChoice } from './account-picker';
import type { DraftLine } from './order-lines-state';
import { liveTotals } from './order-lines-state';
import { useCreateOrder } from './orders-api';

/** What a queued order's form had, to put it back: the account and the drafted lines. */
export type OrderDraft = { source: 'touch' | 'form'; account: AccountChoice; lines: DraftLine[] };

export type CreateOutcome = { kind: 'created'; order: Order } | { kind: 'queued' };

/**
 * Creates an order, or keeps it on the device when the server cannot be reached: offline at once,
 * or when the request fails on the network (then with the key it was sent with, so that if the
 * server did make it, sending it again answers that order instead of making a second).
 */
export function useOfflineCreate() {
  const create = useCreateOrder();
  const { keyFor, done } = useIdempotencyKey();
  const { user } = useAuth();
  const { i18n } = useTranslation();

  const save = async (input: CreateOrderInput, draft: OrderDraft): Promise<CreateOutcome> => {
    const keep = async (key?: string): Promise<CreateOutcome> => {
      if (!user) throw new ApiError(401, 'UNAUTHENTICATED', 'Not signed in');
      await queueOrder({
        id: key,
        owner: ownerOf(user),
        input,
        draft,
        summary: {
          account: draft.account.label,
          lines: draft.lines.length,
          gross: formatMoney(liveTotals(draft.lines).gross, i18n.language),
        },
      });
      done();
      return { kind: 'queued' };
    };
    if (!onlineManager.isOnline()) return keep();
    const key = keyFor(input);
    try {
      const order = await create.mutateAsync({ input, key });
      done();
      return { kind: 'created', order };
    } catch (err) {
      if (err instanceof ApiError && err.code === 'NETWORK') return keep(key);
      throw err;
    }
  };
  return { save, isPending: create.isPending };
}
