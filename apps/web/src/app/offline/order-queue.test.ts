import 'fake-indexeddb/auto';
import type { CreateOrderInput, Order } from '@wb/contract/orders';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/app/api/api-error';
import { offlineDb } from './offline-db';
import { queueOrder, retryQueuedOrder, type Send, syncQueuedOrders } from './order-queue';

const input = (notes: string): CreateOrderInput => ({ accountId: '01900000-0000-7000-8000-000000000001', lines: [], notes });
const summary = { account: 'Bistro', lines: 1, gross: '€ 1,00' };
const keep = (owner: string, notes: string) => queueOrder({ owner, input: input(notes), draft: null, summary });
const made = (n: number) => ({ id: `o${n}`, orderNumber: `ORD-${n}` }) as Order;

afterEach(async () => {
  await offlineDb.orders.clear();
});

describe('syncQueuedOrders', () => {
  it('sends the waiting orders oldest first, each with its own key, and empties the queue', async () => {
    const first = await keep('t:u', 'first');
    const second = await keep('t:u', 'second');
    const sent: Array<[string | undefined, string]> = [];
    const send: Send = async (body, key) => {
      sent.push([body.notes, key]);
      return made(sent.length);
    };
    const result = await syncQueuedOrders('t:u', send);
    expect(sent).toEqual([
      ['first', first.id],
      ['second', second.id],
    ]);
    expect(result.map((o) => o.orderNumber)).toEqual(['ORD-1', 'ORD-2']);
    expect(await offlineDb.orders.count()).toBe(0);
  });

  it("keeps another person's orders on the device untouched", async () => {
    await keep('t:other', 'theirs');
    await syncQueuedOrders('t:u', async () => made(1));
    expect((await offlineDb.orders.toArray()).map((o) => o.state)).toEqual(['waiting']);
  });

  it('marks a refused order with the reason and goes on with the next', async () => {
    const refused = await keep('t:u', 'blocked account');
    await keep('t:u', 'fine');
    const send: Send = async (body) => {
      if (body.notes === 'blocked account')
        throw new ApiError(409, 'CONFLICT', 'Account blocked', [], undefined, 'orders.accountBlocked', { reason: 'x' });
      return made(2);
    };
    const result = await syncQueuedOrders('t:u', send);
    expect(result).toHaveLength(1);
    const left = await offlineDb.orders.get(refused.id);
    expect(left?.state).toBe('refused');
    expect(left?.refusal).toMatchObject({ status: 409, key: 'orders.accountBlocked', params: { reason: 'x' } });
    // A refused order is not sent again until the person asks.
    let calls = 0;
    await syncQueuedOrders('t:u', async () => {
      calls++;
      return made(3);
    });
    expect(calls).toBe(0);
    await retryQueuedOrder(refused.id);
    await syncQueuedOrders('t:u', async () => made(4));
    expect(await offlineDb.orders.count()).toBe(0);
  });

  it('stops at a network failure or a server error and keeps the rest waiting for the next try', async () => {
    await keep('t:u', 'a');
    await keep('t:u', 'b');
    for (const failure of [new ApiError(0, 'NETWORK', 'Network error'), new ApiError(503, 'INTERNAL', 'busy')]) {
      let calls = 0;
      const result = await syncQueuedOrders('t:u', async () => {
        calls++;
        throw failure;
      });
      expect(result).toEqual([]);
      expect(calls).toBe(1);
      expect((await offlineDb.orders.toArray()).map((o) => o.state)).toEqual(['waiting', 'waiting']);
    }
  });

  it('runs once at a time: a second call while one runs shares its result', async () => {
    await keep('t:u', 'a');
    let calls = 0;
    const send: Send = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return made(1);
    };
    const [one, two] = await Promise.all([syncQueuedOrders('t:u', send), syncQueuedOrders('t:u', send)]);
    expect(calls).toBe(1);
    expect(one).toBe(two);
  });
});
