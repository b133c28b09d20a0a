import type { CreateOrderInput, Order } from '@wb/contract/orders';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { idempotencyHeader, newUuid } from '@/app/api/idempotency';
import { requestOrdersSync } from './background-sync';
import { offlineDb, type QueuedOrder, type QueuedRefusal } from './offline-db';

type NewQueuedOrder = Pick<QueuedOrder, 'owner' | 'input' | 'draft' | 'summary'> & { id?: string };

/** Keeps an order on the device until it can be sent; `id` is the key it was (maybe) sent with already. */
export async function queueOrder(order: NewQueuedOrder): Promise<QueuedOrder> {
  const queued: QueuedOrder = { ...order, id: order.id ?? newUuid(), createdAt: Date.now(), state: 'waiting' };
  await offlineDb.orders.put(queued);
  void requestOrdersSync();
  return queued;
}

/** The owner's queued orders, oldest first, kept up to date as they are sent or refused. */
export function useQueuedOrders(owner: string | null): QueuedOrder[] {
  const [orders, setOrders] = useState<QueuedOrder[]>([]);
  useEffect(() => {
    if (!owner) return setOrders([]);
    const subscription = liveQuery(() => offlineDb.orders.where('owner').equals(owner).sortBy('createdAt')).subscribe({
      next: setOrders,
      error: () => setOrders([]),
    });
    return () => subscription.unsubscribe();
  }, [owner]);
  return orders;
}

export const refusalOf = (err: ApiError): QueuedRefusal => ({
  status: err.status,
  code: err.code,
  message: err.message,
  key: err.key,
  params: err.params as QueuedRefusal['params'],
  details: err.details,
});

export const errorOfRefusal = (r: QueuedRefusal) =>
  new ApiError(r.status, r.code as ApiError['code'], r.message, r.details, undefined, r.key, r.params);

/** A refusal the person must act on: the server said no to this order (not: could not be reached, or failed itself). */
const isRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code !== 'NETWORK' && err.status >= 400 && err.status < 500 && err.status !== 401;

export type Send = (input: CreateOrderInput, idempotencyKey: string) => Promise<Order>;
export const sendOrder: Send = (input, key) => api('POST /orders', { body: input, headers: idempotencyHeader(key) });

let running: Promise<Order[]> | null = null;

/**
 * Sends the owner's waiting orders, oldest first, each with its own Idempotency-Key. A sent order
 * leaves the queue; a refused one stays, marked with the server's reason; when the server cannot
 * be reached the rest wait for the next try. One run at a time; answers the orders the server made.
 */
export function syncQueuedOrders(owner: string, send: Send = sendOrder): Promise<Order[]> {
  running ??= runSync(owner, send).finally(() => {
    running = null;
  });
  return running;
}

async function runSync(owner: string, send: Send): Promise<Order[]> {
  const made: Order[] = [];
  const queued = await offlineDb.orders.where('owner').equals(owner).sortBy('createdAt');
  for (const order of queued) {
    if (order.state === 'refused') continue;
    await offlineDb.orders.update(order.id, { state: 'sending' });
    try {
      made.push(await send(order.input, order.id));
      await offlineDb.orders.delete(order.id);
    } catch (err) {
      if (isRefusal(err)) {
        await offlineDb.orders.update(order.id, { state: 'refused', refusal: refusalOf(err) });
        continue;
      }
      await offlineDb.orders.update(order.id, { state: 'waiting' });
      break;
    }
  }
  return made;
}

/** Tries a refused order again as it is (the server may take it now: the account unblocked, stock arrived). */
export async function retryQueuedOrder(id: string): Promise<void> {
  await offlineDb.orders.update(id, { state: 'waiting', refusal: undefined });
}

/** Takes an order out of the queue: discarded, or back in a form to be fixed. */
export async function removeQueuedOrder(id: string): Promise<QueuedOrder | undefined> {
  const order = await offlineDb.orders.get(id);
  await offlineDb.orders.delete(id);
  return order;
}
