import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNotificationMs, showClosingNotification } from './browser-notification';

/** The operating system's notification as the browser offers it, recording when it is closed. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('browser notifications (spec §9: they close after 5 s)', () => {
  it('stays for 5 s, then closes itself', () => {
    expect(browserNotificationMs).toBe(5000);
    showClosingNotification('Nieuwe order', { body: 'ORD-1042' });
    const [shown] = FakeNotification.shown;
    expect(shown?.options.body).toBe('ORD-1042');
    vi.advanceTimersByTime(4999);
    expect(shown?.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown?.closed).toBe(true);
  });
});
