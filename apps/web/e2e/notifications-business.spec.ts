import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from './helpers';
import { scaled } from './time-scale';

// Notifications the business raises (issue 10): an order assigned to someone, and an admin's
// announcement on every dashboard. Two people, each in a browser context of their own.

async function signedInPage(browser: Browser, email: string, password?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

const badge = (page: Page) => page.getByTestId('notification-badge').locator('.MuiBadge-badge');

/** Calls the API as the signed-in user of `page`. */
function apiCall<T>(page: Page, method: string, url: string, body?: object): Promise<T> {
  return page.evaluate(
    async ([m, u, b]) => {
      const token = localStorage.getItem('accessToken');
      const res = await fetch(`/api/v1${u}`, {
        method: m,
        headers: { authorization: `Bearer ${token}`, ...(b ? { 'content-type': 'application/json' } : {}) },
        body: b ? JSON.stringify(b) : undefined,
      });
      if (!res.ok) throw new Error(`${m} ${u}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

test.describe('notifications raised by the business', () => {
  let admin: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };

  test.beforeEach(async ({ browser }) => {
    admin = await signedInPage(browser, demoUsers.admin.email);
    staff = await signedInPage(browser, demoUsers.staff.email);
    await apiCall(staff.page, 'PATCH', '/notifications/read-all');
    await expect(badge(staff.page)).toHaveClass(/MuiBadge-invisible/);
  });
  test.afterEach(async () => {
    await admin.context.close();
    await staff.context.close();
  });

  test("an admin assigns an order: the employee's badge rises without a reload; clicking it marks it read and opens the order", async () => {
    // An order of the admin's, not assigned yet.
    const [account] = await apiCall<Array<{ id: string }>>(admin.page, 'GET', '/accounts/search?term=Zwaan');
    const items = await apiCall<{ items: Array<{ id: string }> }>(admin.page, 'GET', '/items?q=volle%20melk&pageSize=5');
    const order = await apiCall<{ id: string; orderNumber: string }>(admin.page, 'POST', '/orders', {
      accountId: account?.id,
      lines: [{ itemId: items.items[0]?.id, amount: '2' }],
    });
    let navigations = 0;
    staff.page.on('framenavigated', (frame) => {
      if (frame === staff.page.mainFrame()) navigations += 1;
    });

    // The admin assigns it to Sem Jansen on the order page.
    await admin.page.goto(`/orders/${order.id}/edit`);
    await admin.page.getByRole('combobox', { name: 'Toegewezen medewerker' }).click();
    await admin.page.getByRole('option', { name: 'Sem Jansen' }).click();
    await admin.page.getByTestId('save-order').click();
    await expect(admin.page.getByText('Order opgeslagen')).toBeVisible();

    await expect(badge(staff.page)).toHaveText('1', { timeout: scaled(3000) });
    expect(navigations).toBe(0);
    // The admin assigned it and is not told about it.
    const adminOwn = await apiCall<{ items: Array<{ message: string }> }>(admin.page, 'GET', '/notifications?pageSize=100');
    expect(adminOwn.items.filter((n) => n.message.includes(order.orderNumber))).toEqual([]);

    await staff.page.getByTestId('notification-bell').click();
    const panel = staff.page.getByTestId('notification-panel');
    const item = panel.getByTestId('notification-item').filter({ hasText: order.orderNumber });
    await expect(item).toContainText('Order aan jou toegewezen');
    await expect(item).toContainText(`Order ${order.orderNumber} voor Eetcafé De Zwaan`);
    await item.getByText('Order aan jou toegewezen').click();
    await expect(staff.page).toHaveURL(new RegExp(`/orders/${order.id}/edit$`));
    await expect(staff.page.getByTestId('order-title')).toContainText(order.orderNumber);
    await expect(badge(staff.page)).toHaveClass(/MuiBadge-invisible/);
  });
});

// In the other demo company, with a colleague made for this run: an announcement goes to every
// user of a company, and the first company's journeys count their badges.
test.describe('an announcement', () => {
  test('an admin publishes it: it reaches the other dashboard without a reload, and goes when withdrawn', async ({ browser }) => {
    test.setTimeout(scaled(90_000)); // two people sign in and a user is made first; on a busy machine it ran close to the default 30 s
    const admin = await signedInPage(browser, demoUsers.other.email);
    const email = `kantoor-${Date.now()}@other.example.com`;
    await apiCall(admin.page, 'POST', '/tenant-users', {
      firstName: 'Fatma',
      lastName: 'Yilmaz',
      email,
      role: 'sales',
      password: 'Kantoor!2345-lang',
    });
    const colleague = await signedInPage(browser, email, 'Kantoor!2345-lang');
    try {
      const title = `Vrijdag gesloten ${Date.now()}`;
      await admin.page.goto('/notifications');
      await admin.page.getByTestId('send-notification').click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByTestId('send-announcement').check();
      await expect(dialog.getByTestId('send-expires')).toHaveValue(/^\d\d-\d\d-\d{4} 23:59$/);
      await dialog.getByRole('textbox', { name: /^Titel/ }).fill(title);
      await dialog.getByRole('textbox', { name: /^Bericht/ }).fill('Het magazijn is vrijdag dicht.');
      await dialog.getByTestId('send-submit').click();
      await expect(dialog).toBeHidden();

      // The colleague is on the dashboard: the announcement appears there, and the badge rises.
      await expect(colleague.page.getByTestId('announcement')).toContainText(title, { timeout: scaled(3000) });
      await expect(colleague.page.getByTestId('announcement')).toContainText('Van Omar El Amrani, tot');
      await expect(badge(colleague.page)).toHaveText('1');
      await expect(colleague.page.getByTestId('announcement-withdraw')).toHaveCount(0);

      await admin.page.goto('/dashboard');
      await admin.page.getByTestId('announcement-withdraw').click();
      await expect(admin.page.getByTestId('announcement')).toHaveCount(0);
      await colleague.page.reload();
      await expect(colleague.page.getByTestId('welcome')).toBeVisible();
      await expect(colleague.page.getByTestId('announcement')).toHaveCount(0);
      await expect(badge(colleague.page)).toHaveClass(/MuiBadge-invisible/);
    } finally {
      await admin.context.close();
      await colleague.context.close();
    }
  });
});
