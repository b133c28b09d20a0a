import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { newUuid, useIdempotencyKey } from './idempotency';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key per user action', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes v4 UUIDs, also where crypto.randomUUID is missing', () => {
    expect(newUuid()).toMatch(uuid);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const made = new Set(Array.from({ length: 50 }, newUuid));
    expect(made.size).toBe(50);
    for (const key of made) expect(key).toMatch(uuid);
  });

  it('reuses the key while the same request is retried, and makes a new one after success or for another request', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ orderIds: ['a'] });
    expect(result.current.keyFor({ orderIds: ['a'] })).toBe(first);
    const other = result.current.keyFor({ orderIds: ['b'] });
    expect(other).not.toBe(first);
    result.current.done();
    expect(result.current.keyFor({ orderIds: ['b'] })).not.toBe(other);
  });

  it('sends the key as a request header', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await api('POST /invoices/:id/finalise', { params: { id: 'x' }, body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
  });
});
