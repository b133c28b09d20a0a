import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { PermissionMatrix } from '@wb/contract/roles';
import { type SettingsBulk, settingsSectionKeys, settingsSections } from '@wb/contract/settings';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { setSession } from '@/app/auth/auth-store';
import { AuthProvider } from '@/app/auth/auth-context';
import { changeLanguage } from '@/app/i18n';
import { loadWorkspaceTexts } from './workspace-texts';

/** Every section with its defaults, as GET /settings/bulk answers for a new company. */
export function defaultBulk(): SettingsBulk {
  const bulk = Object.fromEntries(settingsSectionKeys.map((key) => [key, settingsSections[key].schema.parse({})])) as SettingsBulk;
  bulk.companyDetails.name = 'Demo Groothandel B.V.';
  return bulk;
}

/** What the server answers to a save: the section with its defaults (the body is valid here). */
function answerOf(url: string, body: unknown): unknown {
  const key = settingsSectionKeys.find((k) => url.endsWith(`/settings/${settingsSections[k].path}`));
  return key ? settingsSections[key].schema.parse(body) : body;
}

export type Call = { method: string; url: string; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Renders a settings tab as a signed-in user against a fake API: GET /settings/bulk answers
 * `bulk`, a PUT answers `onPut` (default: the body back). Every call is recorded.
 */
export async function renderTab(
  ui: ReactNode,
  options: { permissions?: PermissionMatrix; bulk?: SettingsBulk | null; onPut?: (url: string, body: unknown) => Response } = {},
) {
  await loadWorkspaceTexts();
  await changeLanguage('en');
  const user = {
    id: '0190f000-0000-7000-8000-000000000001',
    email: 'admin@demo.example.com',
    role: 'TENANT_ADMIN' as const,
    tenantId: '0190f000-0000-7000-8000-00000000000a',
    tenantName: 'Demo Groothandel B.V.',
    firstName: 'Anna',
    lastName: 'de Vries',
    permissions: options.permissions ?? { settings: 'admin' },
  };
  setSession({ token: 'token', user });
  const calls: Call[] = [];
  const bulk = options.bulk === undefined ? defaultBulk() : options.bulk;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method, url, body });
      if (url.endsWith('/auth/me')) return json(200, user);
      if (url.endsWith('/settings/bulk')) return bulk ? json(200, bulk) : json(500, { error: { code: 'INTERNAL', message: 'down' } });
      if (url.endsWith('/settings/numbering/next'))
        return json(200, {
          invoice: 'INV-1000',
          order: 'ORD-1000',
          account: 'ACC-1000',
          quote: 'QUO-1000',
          supplier: 'SUP-1000',
          sku: 'ITEM-1000',
        });
      if (method === 'PUT') return options.onPut ? options.onPut(url, body) : json(200, answerOf(url, body));
      return json(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <AuthProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </AuthProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls, puts: () => calls.filter((c) => c.method === 'PUT') };
}
