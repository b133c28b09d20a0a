import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type LaunchOptions, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from './helpers';
import { overflow } from './overflow';
import { scaled } from './time-scale';

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

/** What the journeys read on screen, in the two languages they run in. */
const texts = {
  nl: { queued: 'Order op dit apparaat bewaard', synced: /Order ORD-\d+ is verstuurd/, snackbar: 'Verbinding verbroken' },
  ar: { queued: 'حُفظ الطلب على هذا الجهاز', synced: /تم إرسال الطلب \u2068?ORD-\d+/, snackbar: 'انقطع الاتصال' },
} as const;
type Language = keyof typeof texts;

/** Signs in (the form is Dutch) and switches the app to `language` for what follows. */
async function signInIn(page: Page, language: Language) {
  await signIn(page, demoUsers.staff.email);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
}

/** Makes an order offline on the touch page, then goes online and checks it arrived once. */
async function offlineOrderJourney(page: Page, context: BrowserContext, language: Language, phone = false) {
  const say = texts[language];
  await signInIn(page, language);
  const name = `Offline Bistro ${Date.now().toString(36)}`;
  const account = await apiCall(page, 'POST', '/accounts', { companyName: name, city: 'Urk' });

  // Online: the page reads the customers and every category's tiles, and keeps them on the device.
  const customersRead = page.waitForResponse((r) => r.url().includes('/api/v1/accounts?') && r.url().includes('status=active'));
  await page.goto('/orders/touch');
  await customersRead;
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByTestId('item-tiles').getByRole('button').first()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByText(say.snackbar)).toBeVisible();
  await page.getByTestId('touch-account').fill('Offline Bistro');
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByTestId('category-Zuivel').click();
  const milk = page.getByTestId('item-tiles').getByRole('button', { name: /^Volle melk 1 L/ });
  await milk.click();
  await milk.click();
  if (phone) {
    // Held in one hand: the tiles, the keypad's way in and the save button are at least 48 px each way.
    for (const target of [milk, page.getByTestId('touch-save').filter({ visible: true })]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
    }
  }
  await page.getByTestId('touch-save').filter({ visible: true }).click();
  await expect(page.getByText(say.queued)).toBeVisible();
  const queued = page.getByTestId('queued-order');
  await expect(queued).toHaveCount(1);
  await expect(queued).toHaveAttribute('data-state', 'waiting');
  await expect(queued).toContainText(name);
  await expect(page.getByTestId('touch-cart')).toHaveCount(0);
  // Offline, with the banner and the waiting order on screen, nothing sticks out sideways.
  if (phone) expect(await overflow(page, 'main')).toEqual([]);

  // Back online: the order is sent, the server's number comes back, and the queue empties.
  await context.setOffline(false);
  const synced = page.getByText(say.synced);
  await expect(synced).toBeVisible({ timeout: scaled(20_000) });
  const syncedText = (await synced.textContent()) ?? '';
  await expect(queued).toHaveCount(0);
  const orders = await apiCall(page, 'GET', `/orders?accountId=${account.id}&pageSize=10`);
  expect(orders.total).toBe(1);
  // The number shown is the one the server gave, and the order is the cart's: two milks.
  expect(syncedText).toContain(orders.items[0].orderNumber);
  const order = await apiCall(page, 'GET', `/orders/${orders.items[0].id}`);
  expect((order.lines as Array<{ name: string; amount: string }>).map((l) => [l.name, Number(l.amount)])).toEqual([['Volle melk 1 L', 2]]);
}

test('an order made offline on the touch page waits on the device and is sent once the connection returns, exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(90_000));
  await offlineOrderJourney(page, context, 'nl');
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the same offline order journey, with the cart in a bottom sheet', async ({ page, context }) => {
    test.setTimeout(scaled(90_000));
    await offlineOrderJourney(page, context, 'nl', true);
  });
  test('in Arabic, right to left, on a phone: the offline order is kept, then sent once', async ({ page, context }) => {
    test.setTimeout(scaled(90_000));
    await offlineOrderJourney(page, context, 'ar', true);
  });
  test('the orders list offline in Arabic: cached rows, the time of their data, nothing wider than the screen', async ({
    page,
    context,
  }) => {
    test.setTimeout(scaled(90_000));
    await offlineListJourney(page, context, 'ar', true);
  });
});

test('in Arabic on a wider screen: the offline order is kept, then sent once', async ({ page, context }) => {
  test.setTimeout(scaled(90_000));
  await offlineOrderJourney(page, context, 'ar');
});

test('a refused offline order shows why, and goes back into the cart to be fixed', async ({ page, context, request }) => {
  test.setTimeout(scaled(90_000));
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
  await expect(refused).toHaveAttribute('data-state', 'refused', { timeout: scaled(20_000) });
  await expect(refused.getByTestId('queued-refusal')).toContainText('Betaalachterstand');
  await refused.getByRole('button', { name: 'Aanpassen' }).click();
  await expect(page.getByTestId('queued-order')).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('account-blocked')).toBeVisible();
  const orders = await apiCall(page, 'GET', `/orders?accountId=${account.id}&pageSize=10`);
  expect(orders.total).toBe(0);
});

/** The minutes from `from` to `to` as the app formats a time for `language`'s readers (in the browser's time zone). */
const minutesAsShown = (page: Page, from: number, to: number, locale: string) =>
  page.evaluate(
    ({ from, to, locale }) => {
      const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
      const shown: string[] = [];
      for (let at = Math.floor(from / 60_000) * 60_000; at <= to; at += 60_000) shown.push(format.format(at));
      return shown;
    },
    { from, to, locale },
  );

/** Opens the orders list online, then again offline: the rows come from the device, with the time of their data. */
async function offlineListJourney(page: Page, context: BrowserContext, language: Language, phone = false) {
  const before = Date.now();
  await signInIn(page, language);
  await page.goto('/orders');
  // The service worker takes the page over from the next load on.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await page.getByTestId('view-table').click();
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  const firstRow = (await rows.first().textContent()) ?? '';
  // The answers are written to the device a second after they arrive: wait for the list's.
  await expect.poll(() => storedQueryKeys(page)).toContain('["orders","list"');
  const after = Date.now();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText(language === 'ar' ? 'أنت غير متصل' : 'Je bent offline');
  await expect(rows.first()).toHaveText(firstRow);

  // "offline — data from …": a time between signing in and going offline, written as this language's readers write it.
  const marker = page.getByTestId('offline-data-from');
  const prefix = language === 'ar' ? 'غير متصل — بيانات من ' : 'Offline — gegevens van ';
  await expect(marker).toContainText(prefix);
  const shownTime = ((await marker.textContent()) ?? '').replace(prefix, '');
  // Dutch: "27 nov 2026, 13:43" (24 hours); Arabic: "27/11/2026، 1:43 م" (12 hours, ص or م, Latin digits).
  expect(shownTime).toMatch(
    language === 'ar' ? /^\d{1,2}\u200f?\/\d{1,2}\u200f?\/\d{4}، \d{1,2}:\d{2} [صم]$/ : /^\d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2}$/,
  );
  expect(await minutesAsShown(page, before - 60_000, after, language === 'ar' ? 'ar-u-nu-latn' : 'nl-NL')).toContain(shownTime);
  if (phone) expect(await overflow(page, 'main')).toEqual([]);
  await context.setOffline(false);
}

test('the orders list opens offline from the device, with the time its data is from', async ({ page, context }) => {
  test.setTimeout(scaled(90_000));
  await offlineListJourney(page, context, 'nl');
});

test('in Arabic the offline banner says, right to left, when the data on screen is from', async ({ page, context }) => {
  test.setTimeout(scaled(90_000));
  await offlineListJourney(page, context, 'ar');
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

/** Chromium's own install check (what Lighthouse's installable audit asks the browser) for the app at `baseURL`. */
async function installCheck(baseURL: string, launchOptions: LaunchOptions | undefined, manifest?: object) {
  // A browser profile of its own: Playwright's usual contexts are incognito, where nothing installs.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'wb-install-'));
  // A changed manifest is served from the network, so without the service worker (whose cache has the real one).
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale: 'nl-NL',
    serviceWorkers: manifest ? 'block' : 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (manifest) await context.route('**/manifest.webmanifest', (route) => route.fulfill({ json: manifest }));
    await signIn(page, demoUsers.staff.email);
    if (!manifest) {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    }
    const cdp = await context.newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return { url, errors, installable: installabilityErrors.map((e) => e.errorId) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test("Chromium's own install check finds nothing missing, and does find a manifest without icons", async ({ baseURL }, testInfo) => {
  test.setTimeout(scaled(120_000));
  const launchOptions = testInfo.project.use.launchOptions;
  const ours = await installCheck(baseURL ?? '', launchOptions);
  expect(ours.url).toMatch(/\/manifest\.webmanifest$/);
  expect(ours.errors).toEqual([]);
  expect(ours.installable).toEqual([]);
  // The same check on a manifest that lost its icons: not installable, so the check above can fail.
  const served = await (await fetch(`${baseURL}/manifest.webmanifest`)).json();
  const broken = await installCheck(baseURL ?? '', launchOptions, { ...served, icons: [] });
  expect(broken.installable).toContain('manifest-missing-suitable-icon');
});

test.describe('scanning on the touch page', () => {
  const milkCode = async (page: Page) => {
    const items = await apiCall(page, 'GET', `/orders/catalog?q=${encodeURIComponent('Volle melk 1 L')}`);
    const milk = (items as Array<{ name: string; barcode: string }>).find((i) => i.name === 'Volle melk 1 L');
    expect(milk?.barcode).toMatch(/^\d{13}$/);
    return milk?.barcode ?? '';
  };

  test("a barcode scanner's code and Enter in the search field add the item, also offline", async ({ page, context }) => {
    test.setTimeout(scaled(90_000));
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
    test.setTimeout(scaled(90_000));
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
