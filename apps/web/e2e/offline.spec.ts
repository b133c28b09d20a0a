import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from './helpers';

// Issue 33: order entry and reading offline. The browser context is put offline, as a van
// without signal is; the server keeps running.

const token = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken') ?? '');

async function apiCall(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const res = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${await token(page)}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** The keys of the answers this device keeps in IndexedDB, as one JSON text. */
const storedQueryKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('wb-offline');
        open.onsuccess = () => {
          const all = open.result.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () =>
            resolve(
              JSON.stringify(
                all.result.flatMap((r: { state: { queries: Array<{ queryKey: unknown }> } }) => r.state.queries.map((q) => q.queryKey)),
              ),
            );
        };
        open.onerror = () => resolve('');
      }),
  );

/** Makes an order offline on the touch page, then goes online and checks it arrived once. */
async function offlineOrderJourney(page: Page, context: BrowserContext) {
  await signIn(page, demoUsers.staff.email);
  const name = `Offline Bistro ${Date.now().toString(36)}`;
  const account = await apiCall(page, 'POST', '/accounts', { companyName: name, city: 'Urk' });

  // Online: the page reads the customers and every category's tiles, and keeps them on the device.
  const customersRead = page.waitForResponse((r) => r.url().includes('/api/v1/accounts?') && r.url().includes('status=active'));
  await page.goto('/orders/touch');
  await customersRead;
  await expect(page.getByTestId('item-tiles').getByRole('button').first()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByTestId('touch-account').fill('Offline Bistro');
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByTestId('category-Zuivel').click();
  const milk = page.getByTestId('item-tiles').getByRole('button', { name: /^Volle melk 1 L/ });
  await milk.click();
  await milk.click();
  await page.getByTestId('touch-save').filter({ visible: true }).click();
  await expect(page.getByText('Order op dit apparaat bewaard')).toBeVisible();
  const queued = page.getByTestId('queued-order');
  await expect(queued).toHaveCount(1);
  await expect(queued).toHaveAttribute('data-state', 'waiting');
  await expect(queued).toContainText(name);
  await expect(page.getByTestId('touch-cart')).toHaveCount(0);

  // Back online: the order is sent, the server's number comes back, and the queue empties.
  await context.setOffline(false);
  await expect(page.getByText(/Order ORD-\d+ is verstuurd/)).toBeVisible({ timeout: 20_000 });
  await expect(queued).toHaveCount(0);
  const orders = await apiCall(page, 'GET', `/orders?accountId=${account.id}&pageSize=10`);
  expect(orders.total).toBe(1);
  expect(orders.items[0].lines ?? []).toBeDefined();
}

test('an order made offline on the touch page waits on the device and is sent once the connection returns, exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await offlineOrderJourney(page, context);
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the same offline order journey, with the cart in a bottom sheet', async ({ page, context }) => {
    test.setTimeout(90_000);
    await offlineOrderJourney(page, context);
  });
});

test('a refused offline order shows why, and goes back into the cart to be fixed', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await signIn(page, demoUsers.admin.email);
  const name = `Geblokkeerd ${Date.now().toString(36)}`;
  const account = await apiCall(page, 'POST', '/accounts', { companyName: name, city: 'Urk' });
  const customersRead = page.waitForResponse((r) => r.url().includes('/api/v1/accounts?') && r.url().includes('status=active'));
  await page.goto('/orders/touch');
  await customersRead;
  await expect(page.getByTestId('item-tiles').getByRole('button').first()).toBeVisible();

  await context.setOffline(true);
  await page.getByTestId('touch-account').fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByTestId('item-tiles').getByRole('button').first().click();
  await page.getByTestId('touch-save').click();
  await expect(page.getByTestId('queued-order')).toHaveAttribute('data-state', 'waiting');

  // Meanwhile the office blocks the customer: the server refuses the order when it arrives.
  const blocked = await request.post(`/api/v1/accounts/${account.id}/block`, {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: { reason: 'Betaalachterstand' },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);
  await context.setOffline(false);
  const refused = page.getByTestId('queued-order');
  await expect(refused).toHaveAttribute('data-state', 'refused', { timeout: 20_000 });
  await expect(refused.getByTestId('queued-refusal')).toContainText('Betaalachterstand');
  await refused.getByRole('button', { name: 'Aanpassen' }).click();
  await expect(page.getByTestId('queued-order')).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('account-blocked')).toBeVisible();
  const orders = await apiCall(page, 'GET', `/orders?accountId=${account.id}&pageSize=10`);
  expect(orders.total).toBe(0);
});

test('the orders list opens offline from the device, with the time its data is from', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, demoUsers.staff.email);
  await page.goto('/orders');
  // The service worker takes the page over from the next load on.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByTestId('view-table').click();
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  const firstRow = (await rows.first().textContent()) ?? '';
  // The answers are written to the device a second after they arrive: wait for the list's.
  await expect.poll(() => storedQueryKeys(page)).toContain('["orders","list"');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-data-from')).toContainText(/Offline — gegevens van \d+ \w+\.? \d{4}/);
  await expect(rows.first()).toHaveText(firstRow);
  await context.setOffline(false);
});

test('in Arabic the offline banner says, right to left, when the data on screen is from', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, demoUsers.staff.email);
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/orders');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('view-table').click();
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expect.poll(() => storedQueryKeys(page)).toContain('["orders","list"');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('أنت غير متصل');
  await expect(page.getByTestId('offline-data-from')).toContainText('غير متصل — بيانات من');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await context.setOffline(false);
  await page.evaluate(() => localStorage.setItem('language', 'nl'));
});

test('the manifest makes the app installable: name, colours, PNG icons of 192 and 512 px and a maskable one', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Back office');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose && i.type === 'image/png');
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const res = await request.get(icon?.src ?? '');
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    // A PNG's width and height are in its IHDR chunk, bytes 16 to 24.
    const [w, h] = (sizes ?? '').split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
  }
  // Screenshots for the richer install dialog: one wide, one narrow, each the size it says.
  const screenshots = manifest.screenshots as Array<{ src: string; sizes: string; form_factor: string }>;
  expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of screenshots) {
    const png = await (await request.get(shot.src)).body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
  }
});

test.describe('scanning on the touch page', () => {
  const milkCode = async (page: Page) => {
    const items = await apiCall(page, 'GET', `/orders/catalog?q=${encodeURIComponent('Volle melk 1 L')}`);
    const milk = (items as Array<{ name: string; barcode: string }>).find((i) => i.name === 'Volle melk 1 L');
    expect(milk?.barcode).toMatch(/^\d{13}$/);
    return milk?.barcode ?? '';
  };

  test("a barcode scanner's code and Enter in the search field add the item, also offline", async ({ page, context }) => {
    test.setTimeout(90_000);
    await signIn(page, demoUsers.staff.email);
    const code = await milkCode(page);
    await page.goto('/orders/touch');
    await page.getByTestId('touch-account').fill('Karper');
    await page.getByRole('option', { name: /Restaurant De Gouden Karper/ }).click();
    await expect(page.getByTestId('item-tiles').getByRole('button').first()).toBeVisible();
    await context.setOffline(true);
    // A keyboard-wedge scanner types fast and ends with Enter.
    await page.getByTestId('touch-search').pressSequentially(code, { delay: 5 });
    await page.getByTestId('touch-search').press('Enter');
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Volle melk 1 L' })).toHaveCount(1);
    await expect(page.getByTestId('touch-search')).toHaveValue('');
    await page.getByTestId('touch-search').fill('0000000000000');
    await page.getByTestId('touch-search').press('Enter');
    await expect(page.getByText('Geen artikel met code 0000000000000')).toBeVisible();
    await context.setOffline(false);
  });

  test('the camera reads a barcode where the browser has a barcode detector', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, demoUsers.staff.email);
    const code = await milkCode(page);
    // Chromium on Linux has no BarcodeDetector: this one reads `code` from whatever the camera shows,
    // and the camera is a canvas's stream.
    await page.addInitScript((scanned) => {
      (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = class {
        async detect() {
          return [{ rawValue: scanned, format: 'ean_13' }];
        }
      };
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.getContext('2d')?.fillRect(0, 0, 10, 10);
        return canvas.captureStream(5);
      };
    }, code);
    await page.goto('/orders/touch');
    await page.getByTestId('touch-account').fill('Karper');
    await page.getByRole('option', { name: /Restaurant De Gouden Karper/ }).click();
    await page.getByTestId('scan-camera').click();
    await expect(page.getByTestId('camera-scan')).toHaveCount(0);
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Volle melk 1 L' })).toHaveCount(1);
  });
});
