import type { DehydratedState } from '@tanstack/react-query';
import type { CreateOrderInput } from '@wb/contract/orders';
import type { FieldError } from '@wb/contract/errors';
import Dexie, { type EntityTable } from 'dexie';

/** Why the server refused a queued order, as its answer said it (the web says it by key). */
export type QueuedRefusal = {
  status: number;
  code: string;
  message: string;
  key?: string;
  params?: Record<string, string | number>;
  details: FieldError[];
};

/**
 * An order made while the device was offline, waiting on the device until the server takes it.
 * Its id is also the Idempotency-Key it is sent with, so sending it twice makes one order.
 */
export type QueuedOrder = {
  id: string;
  /** `tenantId:userId`: a device shared by two people keeps their queues apart. */
  owner: string;
  input: CreateOrderInput;
  /** What the page needs to put the order back into its form (the cart's lines as drafted). */
  draft: unknown;
  summary: { account: string; lines: number; gross: string };
  createdAt: number;
  state: 'waiting' | 'sending' | 'refused';
  refusal?: QueuedRefusal;
};

/** The last answers of the lists and catalogues a person read, for reading them offline. */
export type CachedQueries = { owner: string; version: number; savedAt: number; state: DehydratedState };

/** The device's own database (IndexedDB): the order queue and the cached answers. */
export const offlineDb = new Dexie('wb-offline') as Dexie & {
  orders: EntityTable<QueuedOrder, 'id'>;
  queries: EntityTable<CachedQueries, 'owner'>;
};
offlineDb.version(1).stores({ orders: 'id, owner, createdAt', queries: 'owner' });

/** Whose data this is on the device: the company and the person. */
export const ownerOf = (user: { id: string; tenantId: string | null }) => `${user.tenantId ?? 'platform'}:${user.id}`;
