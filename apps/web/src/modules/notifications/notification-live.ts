import type { QueryClient } from '@tanstack/react-query';
import { streamEvents } from '@wb/contract/notification-constants';
import type { Notification } from '@wb/contract/notifications';
import { api, apiBase } from '@/app/api/api-client';
import { emitLiveEvent, liveEventNames, setLiveConnected } from '@/app/live-bus';
import { ApiError } from '@/app/api/api-error';
import { isAppPath } from './app-path';
import { showBrowserNotification } from './browser-notification';
import { notificationKeys } from './notification-keys';
import { setUnreadCount } from './unread-count';

/** While the stream is down, the unread count is polled this often. */
const pollMs = 15_000;
const maxBackoffMs = 30_000;

export type LiveOptions = { queryClient: QueryClient; navigate: (path: string) => void };

let refreshCount: () => Promise<void> = async () => {};

/** Fetches the unread count now (after marking read, say). */
export function refreshUnreadCount(): Promise<void> {
  return refreshCount();
}

/**
 * Keeps the bell and the notification lists live: a Server-Sent Events stream (opened with a
 * single-use ticket), reconnected with exponential back-off when it drops, and the unread count
 * polled meanwhile. Answers a function that stops it all (at sign-out).
 */
export function startNotificationLive({ queryClient, navigate }: LiveOptions): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let failures = 0;

  refreshCount = async () => {
    try {
      const { count } = await api('GET /notifications/unread/count');
      if (!stopped) setUnreadCount(count);
    } catch (err) {
      // Signed out (401): nothing unread; any other failure keeps the last count.
      if (err instanceof ApiError && err.status === 401) setUnreadCount(0);
    }
  };
  const refreshAll = () => {
    void refreshCount();
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
  // Clicking a browser notification: the same as clicking it in the panel.
  const open = (n: Notification) => {
    if (!n.isRead) void api('PATCH /notifications/:id/read', { params: { id: n.id } }).then(refreshAll, () => {});
    if (isAppPath(n.link)) navigate(n.link);
  };
  const poll = (on: boolean) => {
    clearInterval(pollTimer);
    pollTimer = on ? setInterval(() => void refreshCount(), pollMs) : undefined;
  };
  const retry = () => {
    if (stopped) return;
    poll(true);
    const delay = Math.min(maxBackoffMs, 1000 * 2 ** failures) * (0.8 + Math.random() * 0.4);
    failures += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    let ticket: string;
    try {
      ticket = (await api('POST /events/ticket')).ticket;
    } catch {
      return retry();
    }
    if (stopped) return;
    const stream = new EventSource(`${apiBase}/events/stream?ticket=${encodeURIComponent(ticket)}`);
    source = stream;
    stream.addEventListener(streamEvents.ready, () => {
      failures = 0;
      setLiveConnected(true);
      poll(false);
      // Catch up on whatever happened before the stream was there: while it was down, and on the first
      // connection between the first count and now (a journey's "all read" was missed so, and the bell kept 6).
      refreshAll();
    });
    stream.addEventListener(streamEvents.notification, (event) => {
      refreshAll();
      void showBrowserNotification(JSON.parse((event as MessageEvent<string>).data) as Notification, open);
    });
    stream.addEventListener(streamEvents.notificationsRead, refreshAll);
    // Other modules' live events (payment progress) ride on the same stream.
    for (const name of liveEventNames) {
      stream.addEventListener(name, (event) => emitLiveEvent(name, JSON.parse((event as MessageEvent<string>).data)));
    }
    // The ticket is spent: never let the browser retry on its own; we reconnect with a new one.
    stream.onerror = () => {
      setLiveConnected(false);
      stream.close();
      if (source === stream) source = null;
      retry();
    };
  };

  void refreshCount();
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    poll(false);
    source?.close();
    setLiveConnected(false);
    setUnreadCount(0);
  };
}
