import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/app/api/api-error';
import { apiCallAsPath } from '@/test/api-as-path';

const api = vi.fn();
const setUnreadCount = vi.fn();
vi.mock('@/app/api/api-client', () => ({
  api: (endpoint: string, options?: object) => api(...apiCallAsPath(endpoint, options)),
  apiBase: '/api/v1',
}));
vi.mock('./unread-count', () => ({ setUnreadCount: (n: number) => setUnreadCount(n) }));

/** Stands in for the browser's EventSource: the test opens, feeds and breaks the stream. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(e: { data: string }) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: unknown = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

let tickets = 0;
let unreadCount = 0;
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: back-off of exactly 1 s, 2 s, 4 s …
  FakeEventSource.opened = [];
  tickets = 0;
  unreadCount = 3;
  vi.stubGlobal('EventSource', FakeEventSource);
  api.mockImplementation(async (path: string) => {
    if (path === '/events/ticket') return { ticket: `ticket-${++tickets}`, expiresInSeconds: 30 };
    if (path === '/notifications/unread/count') return { count: unreadCount };
    throw new Error(`unexpected call ${path}`);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  api.mockReset();
  setUnreadCount.mockReset();
});

const countCalls = () => api.mock.calls.filter(([path]) => path === '/notifications/unread/count').length;
const start = async () => {
  const { startNotificationLive } = await import('./notification-live');
  const stop = startNotificationLive({ queryClient: new QueryClient(), navigate: () => {} });
  await vi.advanceTimersByTimeAsync(0);
  return stop;
};

describe('the live notification connection', () => {
  it('fetches the count, then opens the stream with a single-use ticket; a new notification refreshes the count', async () => {
    const stop = await start();
    expect(setUnreadCount).toHaveBeenLastCalledWith(3);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/v1/events/stream?ticket=ticket-1']);
    const stream = FakeEventSource.opened[0];
    stream?.emit('ready');
    unreadCount = 4;
    stream?.emit('notification', { id: 'n1', type: 'INFO', title: 't', message: 'm', isRead: false, link: null, code: null, params: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(setUnreadCount).toHaveBeenLastCalledWith(4);
    stop();
  });

  it('catches up once the stream is there: what changed between the first count and the stream is not missed', async () => {
    const stop = await start();
    expect(setUnreadCount).toHaveBeenLastCalledWith(3);
    // Everything is marked read elsewhere before this stream could hear of it.
    unreadCount = 0;
    FakeEventSource.opened[0]?.emit('ready');
    await vi.advanceTimersByTimeAsync(0);
    expect(setUnreadCount).toHaveBeenLastCalledWith(0);
    stop();
  });

  it('when the stream drops: closes it, polls the count, and reconnects with a new ticket after a growing back-off', async () => {
    const stop = await start();
    FakeEventSource.opened[0]?.emit('ready');
    const before = countCalls();

    FakeEventSource.opened[0]?.onerror?.();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened[1]?.url).toBe('/api/v1/events/stream?ticket=ticket-2');

    // It fails again before it is ready: the next wait is 2 s, then 4 s.
    FakeEventSource.opened[1]?.onerror?.();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    FakeEventSource.opened[2]?.onerror?.();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(FakeEventSource.opened).toHaveLength(4);
    // Meanwhile the count was polled (every 15 s while down).
    expect(countCalls()).toBeGreaterThan(before);

    // Once the stream is back, polling stops and the lists catch up once.
    FakeEventSource.opened[3]?.emit('ready');
    const afterReady = countCalls();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(countCalls()).toBe(afterReady);
    stop();
  });

  it('keeps trying when the ticket cannot be had, never more rarely than every 30 s', async () => {
    api.mockImplementation(async (path: string) => {
      if (path === '/events/ticket') throw new ApiError(0, 'NETWORK', 'Network error');
      return { count: 0 };
    });
    const stop = await start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const ticketCalls = api.mock.calls.filter(([path]) => path === '/events/ticket').length;
    expect(ticketCalls).toBeGreaterThanOrEqual(20);
    expect(FakeEventSource.opened).toHaveLength(0);
    stop();
  });

  it('shows nothing unread when the count answers 401, and stops everything at sign-out', async () => {
    api.mockImplementation(async (path: string) => {
      if (path === '/notifications/unread/count') throw new ApiError(401, 'UNAUTHENTICATED', 'Sign-in required');
      return { ticket: 'x', expiresInSeconds: 30 };
    });
    const stop = await start();
    expect(setUnreadCount).toHaveBeenLastCalledWith(0);
    stop();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    const calls = api.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.mock.calls.length).toBe(calls);
  });

  it('passes payment progress from the same stream to the live bus and says whether the stream is up', async () => {
    const bus = await import('@/app/live-bus');
    const seen: unknown[] = [];
    const off = bus.onLiveEvent('payment.progress', (data) => seen.push(data));
    const stop = await start();
    const stream = FakeEventSource.opened[0];
    expect(bus.isLiveConnected()).toBe(false);
    stream?.emit('ready');
    expect(bus.isLiveConnected()).toBe(true);
    stream?.emit('payment.progress', { paymentId: 'p1', terminalStep: 'processing' });
    expect(seen).toEqual([{ paymentId: 'p1', terminalStep: 'processing' }]);
    expect(FakeEventSource.opened).toHaveLength(1);
    stream?.onerror?.();
    expect(bus.isLiveConnected()).toBe(false);
    off();
    stop();
  });
});
