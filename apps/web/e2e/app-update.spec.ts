import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from './helpers';

// Issue 33: taking an app update loses neither an order waiting on the device nor the order being
// made; and Background Sync, where the browser has it, sends the waiting orders.

const serviceWorkerFile = path.resolve(import.meta.dirname, '../dist/sw.js');
/** The server sends the build's compressed copies where the browser takes them: they change with it. */
const compressedCopies = [
  { file: `${serviceWorkerFile}.br`, compress: brotliCompressSync },
  { file: `${serviceWorkerFile}.gz`, compress: gzipSync },
].filter((c) => existsSync(c.file));

/** Puts `text` on the server as the service worker, as a deployment of a new version does. */
async function deployServiceWorker(text: string) {
  await writeFile(serviceWorkerFile, text);
  for (const copy of compressedCopies) await writeFile(copy.file, copy.compress(Buffer.from(text)));
}
const token = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken') ?? '');

async function apiCall(page: Page, method: 'GET' | 'POST', url: string, data?: object) {
  const res = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${await token(page)}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Signs in, makes a customer, and opens the touch page with the service worker installed and in control of it. */
async function openTouchPage(page: Page, who: string, prefix: string) {
  await signIn(page, who);
  const name = `${prefix} ${Date.now().toString(36)}`;
  const account = await apiCall(page, 'POST', '/accounts', { companyName: name, city: 'Urk' });
  const customersRead = page.waitForResponse((r) => r.url().includes('/api/v1/accounts?') && r.url().includes('status=active'));
  await page.goto('/orders/touch');
  await customersRead;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit installs the worker; from the next load on it controls the page.
  await page.reload();
  // The page's parts now come from the worker's cache; on a busy machine that takes a while.
  await expect(page.getByTestId('item-tiles').getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  return { name, account };
}

async function addMilkFor(page: Page, account: string) {
  await page.getByTestId('touch-account').fill(account);
  await page.getByRole('option', { name: new RegExp(account) }).click();
  await page.getByTestId('category-Zuivel').click();
  await page
    .getByTestId('item-tiles')
    .getByRole('button', { name: /^Volle melk 1 L/ })
    .click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/** Until it is called again, the server cannot be reached for new orders (the rest answers). */
const cutOrdersOff = (page: Page) =>
  page.route('**/api/v1/orders', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));

const ordersOf = async (page: Page, accountId: string) => (await apiCall(page, 'GET', `/orders?accountId=${accountId}&pageSize=10`)).total;

test('an update is taken with an order waiting on the device and another in the cart: both are still there after it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const original = await readFile(serviceWorkerFile, 'utf8');
  try {
    const { name, account } = await openTouchPage(page, demoUsers.staff.email, 'Update Bistro');

    // Offline, one order is made and waits on the device; a second one is in the cart.
    await context.setOffline(true);
    await addMilkFor(page, name);
    await page.getByTestId('touch-save').click();
    await expect(page.getByTestId('queued-order')).toHaveAttribute('data-state', 'waiting');
    await addMilkFor(page, name);

    // A new version is put on the server; the connection returns, but new orders do not get through yet.
    await cutOrdersOff(page);
    await deployServiceWorker(`${original}\n// next version ${Date.now()}\n`);
    await context.setOffline(false);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByTestId('update-available')).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-reload').click();
    await reloaded;

    // After the update: the waiting order is still waiting, the cart is put back as it was.
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(page.getByTestId('update-available')).toHaveCount(0);
    await expect(page.getByTestId('queued-order')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('touch-account')).toHaveValue(new RegExp(name));
    expect(await ordersOf(page, account.id)).toBe(0);

    // The way to the server opens: the waiting order goes once, then the cart's order is saved.
    await page.unroute('**/api/v1/orders');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText(/Order ORD-\d+ is verstuurd/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('queued-order')).toHaveCount(0);
    await page.getByTestId('touch-save').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await expect.poll(() => ordersOf(page, account.id)).toBe(2);

    // A saved cart is not put back by the next reload.
    await page.reload();
    await expect(page.getByTestId('item-tiles').getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  } finally {
    await deployServiceWorker(original);
  }
});

/** The service worker's registration id as the browser's devtools protocol knows it. */
async function registrationIdOf(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

test('Background Sync: when the browser fires the sync for waiting orders, the app sends them', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { name, account } = await openTouchPage(page, demoUsers.staff.email, 'Sync Bistro');

  // Online, but the order does not get through: it waits on the device with its key.
  await cutOrdersOff(page);
  await addMilkFor(page, name);
  await page.getByTestId('touch-save').click();
  await expect(page.getByTestId('queued-order')).toHaveAttribute('data-state', 'waiting');
  await page.unroute('**/api/v1/orders');

  // Nothing else happens on the page; the browser's sync event alone sends the order.
  const { cdp, registrationId } = await registrationIdOf(context, page);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId,
    tag: 'wb-orders',
    lastChance: false,
  });
  await expect(page.getByText(/Order ORD-\d+ is verstuurd/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('queued-order')).toHaveCount(0);
  expect(await ordersOf(page, account.id)).toBe(1);
});
