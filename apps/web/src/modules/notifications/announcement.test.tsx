import { TZDate } from '@date-fns/tz';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CurrentAnnouncement } from '@wb/contract/notifications';
import type { PermissionMatrix } from '@wb/contract/roles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/app/auth/auth-context';
import { setSession } from '@/app/auth/auth-store';
import { changeLanguage, loadNamespace } from '@/app/i18n';
import { AnnouncementBanner } from './announcement-banner';
import { SendNotificationDialog } from './send-notification-dialog';
import { todayInCompanyZone } from '@wb/domain/today';

type Call = { method: string; url: string; body: unknown };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const staffId = '0190f000-0000-7000-8000-000000000002';

let current: CurrentAnnouncement;
let calls: Call[];
let enableAnnouncements: boolean;

function renderAs(ui: ReactNode, permissions: PermissionMatrix) {
  const user = {
    id: '0190f000-0000-7000-8000-000000000001',
    email: 'admin@demo.example.com',
    role: 'admin' as const,
    tenantId: '0190f000-0000-7000-8000-00000000000a',
    tenantName: 'Demo Groothandel B.V.',
    firstName: 'Anna',
    lastName: 'de Vries',
    permissions,
  };
  setSession({ token: 'token', user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^.*\/api\/v1/, '');
      calls.push({ method, url: path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (path === '/auth/me') return json(200, user);
      if (path === '/announcements/current') return json(200, current);
      if (method === 'DELETE' && path.startsWith('/announcements/')) {
        current = { ...current, announcement: null };
        return new Response(null, { status: 204 });
      }
      if (path === '/notifications/recipients')
        return json(200, { items: [{ id: staffId, email: 'staff@demo.example.com', firstName: 'Sem', lastName: 'Jansen' }] });
      if (path === '/settings/bulk') return json(200, { communication: { enableAnnouncements } });
      if (method === 'POST' && path === '/notifications') return json(201, { count: 2 });
      return json(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <AuthProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </AuthProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  calls = [];
  enableAnnouncements = true;
  current = {
    announcement: {
      id: '0190f000-0000-7000-8000-0000000000e1',
      type: 'WARNING',
      title: 'Vrijdag gesloten',
      message: 'Vrijdag 27 november is het magazijn dicht.',
      link: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      expiresAt: '2099-11-27T22:59:00.000Z',
      createdByName: 'Anna de Vries',
    },
    messageOfTheDay: 'Welkom bij Demo Groothandel',
  };
  await changeLanguage('en');
  await Promise.all(['notifications', 'dashboard'].flatMap((ns) => [loadNamespace(ns, 'en'), loadNamespace(ns, 'nl')]));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the announcement on the dashboard', { timeout: 30_000 }, () => {
  it('shows the announcement with who and until when, and the message of the day; an admin withdraws it', async () => {
    renderAs(<AnnouncementBanner />, { users: 'write' });
    const banner = await screen.findByTestId('announcement');
    expect(banner.textContent).toContain('Vrijdag gesloten');
    expect(banner.textContent).toContain('Vrijdag 27 november is het magazijn dicht.');
    expect(banner.textContent).toMatch(/From Anna de Vries, until .*2099/);
    expect(screen.getByTestId('message-of-the-day').textContent).toBe('Welkom bij Demo Groothandel');
    fireEvent.click(screen.getByTestId('announcement-withdraw'));
    await waitFor(() => expect(screen.queryByTestId('announcement')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/announcements/0190f000-0000-7000-8000-0000000000e1')).toBe(true);
    expect(screen.getByTestId('message-of-the-day')).toBeTruthy();
  });

  it('offers no withdrawal to other users, and shows nothing when there is nothing to say', async () => {
    renderAs(<AnnouncementBanner />, { orders: 'write' });
    expect(await screen.findByTestId('announcement')).toBeTruthy();
    expect(screen.queryByTestId('announcement-withdraw')).toBeNull();
    cleanup();
    current = { announcement: null, messageOfTheDay: '' };
    renderAs(<AnnouncementBanner />, { orders: 'write' });
    await waitFor(() => expect(calls.filter((c) => c.url === '/announcements/current')).toHaveLength(2));
    expect(screen.queryByTestId('announcement')).toBeNull();
    expect(screen.queryByTestId('message-of-the-day')).toBeNull();
  });
});

describe('publishing an announcement from the send dialog', { timeout: 30_000 }, () => {
  it('sends to all users with the announcement flag and, by default, until the end of today', async () => {
    renderAs(<SendNotificationDialog open onClose={() => {}} />, { users: 'write' });
    const box = await screen.findByTestId('send-announcement');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Vrijdag gesloten' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Het magazijn is dicht.' } });
    fireEvent.click(box);
    const expires = screen.getByTestId('send-expires') as HTMLInputElement;
    // Shown in the user's language (here English, dd/MM/yyyy HH:mm), meant in Dutch time.
    expect(expires.value).toMatch(/^\d\d\/\d\d\/\d{4} 23:59$/);
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ allUsers: true, announcement: true, title: 'Vrijdag gesloten', message: 'Het magazijn is dicht.' });
    expect(sent.userId).toBeUndefined();
    const [year = 0, month = 1, day = 1] = todayInCompanyZone().split('-').map(Number);
    const end = new TZDate(year, month - 1, day, 23, 59, 0, 'Europe/Amsterdam');
    expect(sent.expiresAt).toBe(new Date(end.getTime()).toISOString());
    expect(await screen.findByText('Announcement published (recipients: 2)')).toBeTruthy();
  });

  it('has no announcement option while the communication settings turn announcements off', async () => {
    enableAnnouncements = false;
    renderAs(<SendNotificationDialog open onClose={() => {}} />, { users: 'write' });
    await waitFor(() => expect(calls.some((c) => c.url === '/settings/bulk')).toBe(true));
    await screen.findByTestId('send-submit');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('send-announcement')).toBeNull();
  });
});
