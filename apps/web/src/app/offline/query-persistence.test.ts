import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineDb } from './offline-db';
import { keepQueries, maxCacheAgeMs, restoreQueries } from './query-persistence';

const owner = 't:u';
const invoiceKey = ['invoices', 'detail', 'i1'];

/** A client that read one invoice and one page of the audit log, kept on the device as the app keeps them. */
async function savedDevice(): Promise<void> {
  const reader = new QueryClient();
  const stop = keepQueries(reader, owner, 0);
  await reader.fetchQuery({ queryKey: ['audit', 'page'], queryFn: async () => ['event'] });
  await reader.fetchQuery({ queryKey: invoiceKey, queryFn: async () => ({ status: 'sent' }) });
  await new Promise((resolve) => setTimeout(resolve, 20));
  stop();
}

afterEach(async () => {
  await offlineDb.queries.clear();
});

describe('restoreQueries', () => {
  it('shows the kept answers at once, marked stale so that they are read again from the server', async () => {
    await savedDevice();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await restoreQueries(client, owner);
    const restored = client.getQueryState(invoiceKey);
    expect(client.getQueryData(invoiceKey)).toEqual({ status: 'sent' });
    expect(restored?.isInvalidated).toBe(true);
    // Only the lists and catalogues worth reading offline are kept.
    expect(client.getQueryData(['audit', 'page'])).toBeUndefined();
  });

  it('leaves out a copy older than a day, and one of another person', async () => {
    await savedDevice();
    const late = new QueryClient();
    await restoreQueries(late, owner, Date.now() + maxCacheAgeMs + 1);
    expect(late.getQueryData(invoiceKey)).toBeUndefined();
    const other = new QueryClient();
    await restoreQueries(other, 't:someone-else');
    expect(other.getQueryData(invoiceKey)).toBeUndefined();
  });
});
