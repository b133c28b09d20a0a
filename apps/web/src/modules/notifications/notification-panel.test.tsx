import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@wb/contract/notifications';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/app/api/api-error';
import { apiCallAsPath } from '@/test/api-as-path';
import { changeLanguage, loadNamespace } from '@/app/i18n';
import { NotificationPanel } from './notification-panel';

const api = vi.fn();
vi.mock('@/app/api/api-client', () => ({
  api: (endpoint: string, options?: object) => api(...apiCallAsPath(endpoint, options)),
  apiBase: '/api/v1',
}));

const item = (n: number, extra: Partial<Notification> = {}): Notification => ({
  id: `0190f000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  type: 'INFO',
  title: `Title ${n}`,
  message: `Message ${n}`,
  isRead: false,
  link: null,
  createdAt: new Date().toISOString(),
  readAt: null,
  expiresAt: null,
  code: null,
  params: {},
  ...extra,
});

function renderPanel(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<NotificationPanel onClose={onClose} />} />
          <Route path="/orders/:id" element={<p>order page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(async () => {
  await changeLanguage('en');
  await Promise.all([loadNamespace('notifications', 'en'), loadNamespace('notifications', 'nl')]);
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the notification panel', () => {
  it('shows up to 5 unread with "view all" and the total, in the user language for raised ones', async () => {
    const items = [
      item(1, { code: 'auth.new_device', params: { device: 'Firefox / Linux', ip: '203.0.113.9' }, type: 'WARNING' }),
      ...[2, 3, 4, 5].map((n) => item(n)),
    ];
    api.mockResolvedValue({ items, total: 8, page: 1, pageSize: 5 });
    renderPanel();
    expect(await screen.findByText('Sign-in from a new device')).toBeTruthy();
    expect(screen.getByText(/Firefox \/ Linux \(IP address 203\.0\.113\.9\)/)).toBeTruthy();
    expect(screen.getAllByTestId('notification-item')).toHaveLength(5);
    expect(screen.getByTestId('panel-view-all').textContent).toBe('View all (8)');
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/notifications/unread?page=1&pageSize=5', expect.anything());
  });

  it('treats a 401 as nothing unread, without an error', async () => {
    api.mockRejectedValue(new ApiError(401, 'UNAUTHENTICATED', 'Sign-in required'));
    renderPanel();
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('panel-view-all').textContent).toBe('View all');
  });

  it('shows the message of any other failure, or "Failed to fetch notifications"', async () => {
    api.mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Please try again.');
    cleanup();
    api.mockRejectedValue(new Error(''));
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch notifications');
  });

  it('clicking a notification marks it read, closes the panel and follows its link', async () => {
    api.mockImplementation(async (path: string) => {
      if (path.startsWith('/notifications/unread?')) return { items: [item(1, { link: '/orders/42' })], total: 1, page: 1, pageSize: 5 };
      return {};
    });
    const onClose = renderPanel();
    fireEvent.click(await screen.findByText('Title 1'));
    expect(await screen.findByText('order page')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(api).toHaveBeenCalledWith(`/notifications/${item(1).id}/read`, { method: 'PATCH' }));
  });
});
