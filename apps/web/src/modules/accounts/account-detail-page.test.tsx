import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Account, AccountSummary } from '@wb/contract/accounts';
import type { PermissionMatrix } from '@wb/contract/roles';
import { SnackbarProvider } from 'notistack';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/app/auth/auth-context';
import { setSession } from '@/app/auth/auth-store';
import { changeLanguage } from '@/app/i18n';
import { AccountDetailPage } from './account-detail-page';

const accountId = '0190f000-0000-7000-8000-0000000000a1';
const statusId = '0190f000-0000-7000-8000-0000000000b1';

const account: Account = {
  id: accountId,
  accountNumber: 'ACC-1001',
  companyName: 'Eetcafé De Zwaan',
  contactPerson: 'Jan de Boer',
  firstName: '',
  lastName: '',
  email: 'info@dezwaan.nl',
  phone: '',
  mobile: '',
  fax: '',
  website: '',
  street: 'Dorpsstraat',
  houseNumber: '1',
  city: 'Utrecht',
  postalCode: '3511 AA',
  country: 'NL',
  kvkNumber: '',
  vatNumber: '',
  iban: '',
  paymentTerms: 14,
  creditLimit: '500.00',
  discount: '0',
  notes: '',
  status: 'active',
  type: 'company',
  blocked: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const summary: AccountSummary = {
  openOrders: { count: 1, gross: '12.10' },
  openInvoices: { count: 1, outstanding: '521.00', overdue: 1 },
  creditLimit: '500.00',
  creditUsed: '533.10',
  creditAvailable: '-33.10',
};

const invoicePage = {
  items: [
    {
      id: '0190f000-0000-7000-8000-0000000000c1',
      kind: 'invoice',
      invoiceNumber: 'INV-1004',
      accountId,
      accountNumber: 'ACC-1001',
      accountName: 'Eetcafé De Zwaan',
      invoiceDate: '2026-01-10',
      dueDate: '2026-01-24',
      status: 'overdue',
      paymentStatus: 'unpaid',
      net: '430.58',
      gross: '521.00',
      paidAmount: '0.00',
      outstandingAmount: '521.00',
      version: 2,
      updatedAt: '2026-01-10T00:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

const orderPage = {
  items: [
    {
      id: '0190f000-0000-7000-8000-0000000000d1',
      orderNumber: 'ORD-1007',
      orderDate: '2026-02-01',
      deliveryDate: null,
      accountId,
      accountNumber: 'ACC-1001',
      accountName: 'Eetcafé De Zwaan',
      route: '',
      assignedTo: null,
      statusId,
      net: '11.10',
      gross: '12.10',
      lineCount: 1,
      version: 1,
      updatedAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

const statuses = {
  statuses: [
    {
      id: statusId,
      code: 'pending',
      name: null,
      colour: '#F59E0B',
      sortOrder: 1,
      isDefault: true,
      isTerminal: false,
      isDelivering: false,
      orderCount: 1,
    },
  ],
  transitions: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function renderPage(permissions: PermissionMatrix) {
  await changeLanguage('en');
  const user = {
    id: '0190f000-0000-7000-8000-000000000001',
    email: 'staff@demo.example.com',
    role: 'sales' as const,
    tenantId: '0190f000-0000-7000-8000-00000000000a',
    tenantName: 'Demo Groothandel B.V.',
    firstName: 'Sem',
    lastName: 'Jansen',
    permissions,
  };
  setSession({ token: 'token', user });
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const path = url.replace(/^.*\/api\/v1/, '');
      if (path === '/auth/me') return json(200, user);
      if (path === `/accounts/${accountId}`) return json(200, account);
      if (path === `/accounts/${accountId}/summary`) return json(200, summary);
      if (path.startsWith('/invoices?')) return json(200, invoicePage);
      if (path.startsWith('/orders?')) return json(200, orderPage);
      if (path === '/order-statuses') return json(200, statuses);
      return json(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <AuthProvider>
          <MemoryRouter initialEntries={[`/accounts/${accountId}`]}>
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                <Route path="/accounts/:id" element={<AccountDetailPage />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </AuthProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return urls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the account page', { timeout: 30_000 }, () => {
  it('shows open orders, open invoices, what is outstanding and the credit used over the limit', async () => {
    const urls = await renderPage({ clients: 'write', orders: 'write', invoices: 'read' });
    const money = await screen.findByTestId('account-open-invoices');
    expect(await within(money).findByTestId('account-money-outstanding')).toBeTruthy();
    expect(within(money).getByTestId('account-money-outstanding').textContent).toMatch(/521[.,]00/);
    expect(within(money).getByTestId('account-money-credit-used').textContent).toMatch(/533[.,]10/);
    expect(within(money).getByTestId('account-money-credit-available').textContent).toMatch(/-€33\.10/); // English, as Intl writes it
    expect(within(money).getByTestId('account-overdue').textContent).toBe('Overdue invoices: 1');
    expect(within(money).getByText('The credit limit is exceeded.')).toBeTruthy();
    expect(within(money).getByText('Open invoices: 1')).toBeTruthy();
    const table = within(money).getByTestId('account-open-invoices-table');
    expect(within(table).getByText('INV-1004')).toBeTruthy();
    expect(within(table).getByText('Overdue')).toBeTruthy();

    const orders = await screen.findByTestId('account-open-orders');
    expect(await within(orders).findByText('ORD-1007')).toBeTruthy();
    expect(urls.some((u) => u.includes(`/invoices?accountId=${accountId}&open=true&kind=invoice`))).toBe(true);
    expect(urls.some((u) => u.includes(`/orders?`) && u.includes(`accountId=${accountId}`) && u.includes('open=true'))).toBe(true);
  });

  it('leaves out the money and the orders for someone who may not read them', async () => {
    const urls = await renderPage({ clients: 'read' });
    expect(await screen.findByText('Eetcafé De Zwaan')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('account-open-invoices')).toBeNull();
    expect(screen.queryByTestId('account-open-orders')).toBeNull();
    expect(urls.some((u) => u.includes('/summary') || u.includes('/invoices') || u.includes('/orders'))).toBe(false);
  });
});
