import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn, apiAs } from './helpers';
import { scaled } from './time-scale';

/** A customer with an order that gave 5 crates and took 2 back, delivered. */
async function deliveredOrder(request: APIRequestContext, suffix: string) {
  const call = await apiAs(request, demoUsers.admin.email);
  const account = await call<{ id: string }>('POST', '/accounts', { companyName: `Poelier De Kip ${suffix}` });
  const item = await call<{ id: string }>('POST', '/items', { name: `Kippenpoten ${suffix}`, unit: 'kg', price: '4.50', vatRate: 9 });
  await call('POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '100' });
  const statuses = await call<{ statuses: Array<{ id: string; code: string }> }>('GET', '/order-statuses');
  const status = Object.fromEntries(statuses.statuses.map((s) => [s.code, s.id]));
  const order = await call<{ id: string; orderNumber: string }>('POST', '/orders', {
    accountId: account.id,
    lines: [{ itemId: item.id, amount: '10' }],
    cratesGiven: 5,
    cratesReturned: 2,
  });
  for (const step of ['confirmed', 'preparing', 'ready', 'delivered'])
    await call('POST', `/orders/${order.id}/status`, { statusId: status[step] });
  return { accountId: account.id, orderNumber: order.orderNumber };
}

/**
 * Nothing of the page's own content sticks out sideways (wide tables scroll inside their box). The
 * top bar's own overflow at 390 px is the shell's, measured apart.
 */
const noSideScroll = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && main.scrollWidth <= main.clientWidth + 1;
  });

test.describe('package balances', () => {
  test('a delivered order books its crates, a manual count balances the customer, a custom type is defined, analytics for 7/30/90 days', async ({
    page,
    context,
  }) => {
    test.setTimeout(scaled(120_000));
    const suffix = Date.now().toString(36);
    const { accountId, orderNumber } = await deliveredOrder(context.request, suffix);
    await signIn(page, demoUsers.admin.email);

    // The order's crates are on the ledger, with the order number as reference and net 3.
    await page.goto(`/package-balance?q=${suffix}`);
    await expect(page.getByRole('heading', { name: 'Emballagesaldi' })).toBeVisible();
    const row = page.getByTestId('list-row').filter({ hasText: orderNumber });
    await expect(row).toContainText('Uit order');
    await row.click();
    await expect(page.getByTestId('raised-by-order')).toContainText(orderNumber);
    await page.getByRole('button', { name: 'Sluiten' }).click();

    // The account page shows the balance: 3 crates out, worth € 15.
    await page.goto(`/accounts/${accountId}`);
    const panel = page.getByTestId('account-package-balance');
    await expect(panel.getByTestId('balance-net')).toHaveText('3');
    await expect(panel.getByTestId('balance-value')).toContainText('15,00');
    await expect(panel.getByTestId('balance-status')).toHaveAttribute('data-status', 'outstanding');

    // A driver brought the 3 crates back: a manual transaction with its reason.
    await page.goto('/package-balance');
    await page.getByTestId('new-package-transaction').click();
    await page.getByTestId('package-account').fill(suffix);
    await page.getByRole('option', { name: new RegExp(`Poelier De Kip ${suffix}`) }).click();
    await page.getByTestId('package-save').click();
    await expect(page.getByText('Vul een aantal ontvangen of geleverd in')).toBeVisible();
    await page.getByTestId('field-quantityReceived').fill('3');
    await page.getByTestId('field-notes').fill('Chauffeur haalde de kratten op');
    await page.getByTestId('package-save').click();
    await expect(page.getByTestId('package-save')).toHaveCount(0);

    await page.goto(`/accounts/${accountId}`);
    await expect(panel.getByTestId('balance-status')).toHaveAttribute('data-status', 'balanced');
    await expect(panel.getByTestId('balance-status')).toHaveText('In balans');
    await expect(panel.getByTestId('balance-net')).toHaveText('0');

    // The customer's package statement over the last 90 days opens as a PDF.
    await expect(panel.getByTestId('statement-from')).toBeVisible();
    const [statement] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/v1/packages/statement?')),
      page.context().waitForEvent('page'),
      panel.getByTestId('package-statement').click(),
    ]);
    expect([statement.status(), statement.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect(new URL(statement.url()).searchParams.get('accountId')).toBe(accountId);

    // A custom type of the company's own.
    await page.goto('/package-balance?tab=types');
    await page.getByTestId('new-custom-type').click();
    await page.getByTestId('custom-type-name').fill(`Kratwagen ${suffix}`);
    await page.getByTestId('custom-type-value').fill('45');
    await page.getByTestId('custom-type-save').click();
    await expect(page.getByTestId('custom-type-table')).toContainText(`Kratwagen ${suffix}`);
    await expect(page.getByTestId('custom-type-table')).toContainText('45,00');

    // Analytics for 7, 30 and 90 days.
    await page.getByTestId('tab-analytics').click();
    for (const days of ['7', '30', '90']) {
      await page.getByTestId(`range-${days}`).click();
      await expect(page.getByTestId('package-trends')).toHaveAttribute('data-days', days);
    }
    await expect(page.getByTestId('analytics-top-accounts')).toBeVisible();
    await expect(page.getByTestId('package-trends').locator('svg').first()).toBeVisible();
  });

  test('in Arabic the page reads right to left, and at phone size nothing scrolls sideways', async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await signIn(page, demoUsers.admin.email);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/package-balance');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'أرصدة العبوات' })).toBeVisible();
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    for (const tab of ['balance', 'types', 'analytics']) {
      await page.getByTestId(`tab-${tab}`).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
      if (tab === 'balance') await expect(page.getByTestId('balance-status').first()).toBeVisible();
      if (tab === 'analytics') await expect(page.getByTestId('package-trends')).toContainText('الخارج والداخل يوميًا');
      expect(await noSideScroll(page), tab).toBe(true);
    }
    await page.getByTestId('range-90').click();
    await expect(page.getByTestId('package-trends')).toHaveAttribute('data-days', '90');

    // An account with crates out: its balance and the statement's period and button fit the phone, in Arabic.
    const call = await apiAs(page.request, demoUsers.admin.email);
    const summary = (await call('GET', '/packages/balance')) as { accounts: Array<{ accountId: string }> };
    await page.goto(`/accounts/${summary.accounts[0]?.accountId}`);
    const panel = page.getByTestId('account-package-balance');
    await expect(panel.getByTestId('package-statement')).toContainText('كشف العبوات');
    expect(await noSideScroll(page), 'account page').toBe(true);
  });
});
