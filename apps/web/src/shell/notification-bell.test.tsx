import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationMenu } from './notification-bell';

let enableNotifications: boolean | undefined;
vi.mock('@/app/workspace-settings', () => ({
  useSettingsData: () => (enableNotifications === undefined ? undefined : { communication: { enableNotifications } }),
}));
vi.mock('@/app/auth/auth-context', () => ({ useAuth: () => ({ user: null }) }));
vi.mock('@/modules/notifications/unread-count', () => ({ useUnreadCount: () => 3 }));

afterEach(cleanup);

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NotificationMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the notification bell (Settings → Communication → notifications)', () => {
  it('is there while notifications are on, and while the settings load', () => {
    enableNotifications = true;
    show();
    expect(screen.getByTestId('notification-bell')).toBeTruthy();
    cleanup();
    enableNotifications = undefined;
    show();
    expect(screen.getByTestId('notification-bell')).toBeTruthy();
  });

  it('is gone while they are off', () => {
    enableNotifications = false;
    show();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });
});
