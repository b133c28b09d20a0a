import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { onOrdersSync } from './background-sync';
import { ownerOf } from './offline-db';
import { syncQueuedOrders } from './order-queue';
import { keepQueries, restoreQueries } from './query-persistence';

/** How often a waiting order is tried again while the device says it is online. */
const retryEveryMs = 60_000;

/**
 * The signed-in app's offline part, loaded after the first page: puts the cached lists back,
 * keeps them cached as they are read, and sends orders made offline when the connection returns.
 */
export function OfflineSupport() {
  const client = useQueryClient();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { user } = useAuth();
  const owner = user ? ownerOf(user) : null;

  useEffect(() => {
    if (!owner) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void restoreQueries(client, owner)
      .catch(() => undefined)
      .finally(() => {
        if (!ended) stop = keepQueries(client, owner);
      });
    return () => {
      ended = true;
      stop?.();
    };
  }, [client, owner]);

  useEffect(() => {
    if (!owner) return;
    const sync = async () => {
      if (!onlineManager.isOnline()) return;
      const made = await syncQueuedOrders(owner).catch(() => []);
      for (const order of made) enqueueSnackbar(t('shell:offline.synced', { number: order.orderNumber }), { variant: 'success' });
      if (made.length) await client.invalidateQueries({ queryKey: ['orders'] });
    };
    void sync();
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) void sync();
    });
    const timer = setInterval(() => void sync(), retryEveryMs);
    const stopBackgroundSync = onOrdersSync(() => void sync());
    return () => {
      unsubscribe();
      stopBackgroundSync();
      clearInterval(timer);
    };
  }, [client, owner, enqueueSnackbar, t]);

  return null;
}
