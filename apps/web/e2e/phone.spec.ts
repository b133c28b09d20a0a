import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type AppRoute, appRoutes } from './app-routes';
import { demoPassword, demoUsers, signIn } from './helpers';
import { overflow } from './overflow';
import { scaled } from './time-scale';

// A phone (issue 25, item 13): 390 × 844 CSS pixels, touch.
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true });
// Each test stands alone on its worker's server: the two route walks (the longest journeys, about 100 s
// each) can then run on both workers at once rather than one after the other.
test.describe.configure({ mode: 'parallel' });

/** Where a route's `:param` gets a real id from, by the route's path; a new kind of detail page adds its line. */
const idSources: { route: RegExp; param: string; list: string; as: 'admin' | 'super' }[] = [
  { route: /^\/accounts\/:id/, param: 'id', list: '/accounts?pageSize=1', as: 'admin' },
  { route: /^\/orders\/:id/, param: 'id', list: '/orders?pageSize=1', as: 'admin' },
  { route: /^\/invoices\/:id/, param: 'id', list: '/invoices?pageSize=1', as: 'admin' },
  { route: /^\/payments\/statements\/:id/, param: 'id', list: '/bank-statements', as: 'admin' },
  { route: /^\/payments\/:id/, param: 'id', list: '/payments?pageSize=1', as: 'admin' },
  { route: /^\/payment-(status|checkout)\/:paymentId/, param: 'paymentId', list: '/payments?pageSize=1', as: 'admin' },
  { route: /^\/suppliers\/:id/, param: 'id', list: '/suppliers?pageSize=1', as: 'admin' },
  { route: /^\/purchase-orders\/:id/, param: 'id', list: '/purchase-orders?pageSize=1', as: 'admin' },
  { route: /^\/quotes\/:id/, param: 'id', list: '/quotes?pageSize=1', as: 'admin' },
  { route: /^\/security\/users\/:id/, param: 'id', list: '/tenant-users?pageSize=1', as: 'admin' },
  { route: /^\/tenants\/:id/, param: 'id', list: '/tenants?pageSize=1', as: 'super' },
  { route: /^\/tenants\/:tenantId/, param: 'tenantId', list: '/tenants?pageSize=1', as: 'super' },
];
/** Links from e-mails: a made-up token shows the page's "not valid" state, which must fit too. */
const tokenParams = new Set(['token']);
/** Routes only the super admin may open; the rest are walked as the company's administrator. */
const superAdminOnly = /^\/tenants(\/|$)/;

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: demoPassword } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function firstId(request: APIRequestContext, token: string, list: string): Promise<string> {
  const res = await request.get(`/api/v1${list}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), list).toBe(true);
  const body = (await res.json()) as { items?: { id: string }[] } | { id: string }[];
  const rows = Array.isArray(body) ? body : (body.items ?? []);
  if (!rows.length && list === '/bank-statements') return importStatement(request, token);
  const first = rows[0];
  if (!first) throw new Error(`the demo data has no row for ${list}`);
  return first.id;
}

/** The demo has no bank statement: import the server's Rabobank sample to have one to review. */
async function importStatement(request: APIRequestContext, token: string): Promise<string> {
  const sample = new URL('../../server/src/modules/payments/statements/samples/rabobank.camt053.xml', import.meta.url);
  const res = await request.post('/api/v1/bank-statements', {
    headers: { authorization: `Bearer ${token}` },
    data: { fileName: 'rabobank.xml', content: readFileSync(sample, 'utf8'), acceptBalanceMismatch: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/** The address to open for a route: its `:params` filled with ids from the demo data. */
async function urlFor(route: AppRoute, request: APIRequestContext, tokens: Record<'admin' | 'super', string>): Promise<string> {
  let url = route.path;
  for (const [, param = ''] of route.path.matchAll(/:([A-Za-z]+)/g)) {
    if (tokenParams.has(param)) {
      url = url.replace(`:${param}`, 'not-a-real-token');
      continue;
    }
    const source = idSources.find((s) => s.param === param && s.route.test(route.path));
    expect(source, `no demo id for ${route.path}: add its list to idSources in phone.spec.ts`).toBeDefined();
    if (!source) continue;
    url = url.replace(`:${param}`, await firstId(request, tokens[source.as], source.list));
  }
  return url;
}

async function settle(page: Page, root: string) {
  await expect(page.locator(root).first()).toBeVisible();
  // Loading spinners gone (a determinate bar, such as a credit limit used, stays).
  const loading = `${root} .MuiCircularProgress-indeterminate, ${root} .MuiLinearProgress-indeterminate`;
  await expect(page.locator(loading)).toHaveCount(0, { timeout: scaled(15_000) });
  await page.waitForTimeout(250);
}

async function walk(page: Page, routes: { route: AppRoute; url: string }[], root: string, findings: string[]) {
  for (const { route, url } of routes) {
    await page.goto(url);
    await settle(page, root);
    for (const problem of await overflow(page, root)) findings.push(`${route.path} (${url}): ${problem}`);
  }
}

async function phoneContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, viewport: phone, hasTouch: true, locale: 'nl-NL' });
}

/** The language the app remembers (the language menu's choice), then the page again in it. */
async function chooseLanguage(page: Page, language: 'nl' | 'ar') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

for (const language of ['nl', 'ar'] as const) {
  test(`every route fits a phone without sideways scrolling (${language})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(scaled(360_000));
    const routes = appRoutes();
    // The walk covers what the route modules declare, and these at the least.
    for (const known of ['/dashboard', '/orders/touch', '/orders/:id/edit', '/settings/profile', '/login', '/tenants/:id']) {
      expect(routes.map((r) => r.path)).toContain(known);
    }
    const tokens = { admin: await tokenFor(request, demoUsers.admin.email), super: await tokenFor(request, demoUsers.super.email) };
    const resolved = [];
    for (const route of routes) resolved.push({ route, url: await urlFor(route, request, tokens) });
    const findings: string[] = [];

    const visitor = await phoneContext(browser, baseURL);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/login');
    await chooseLanguage(visitorPage, language);
    await walk(
      visitorPage,
      resolved.filter((r) => r.route.group !== 'signedIn'),
      'body',
      findings,
    );
    await visitor.close();

    for (const who of ['admin', 'super'] as const) {
      const context = await phoneContext(browser, baseURL);
      const page = await context.newPage();
      await signIn(page, demoUsers[who].email);
      await chooseLanguage(page, language);
      const mine = resolved.filter((r) => r.route.group === 'signedIn' && superAdminOnly.test(r.route.path) === (who === 'super'));
      await walk(page, mine, 'main', findings);
      await context.close();
    }
    console.log(`phone ${language}: ${resolved.length} routes walked:\n  ${resolved.map((r) => r.route.path).join('\n  ')}`);
    expect(findings, findings.join('\n')).toEqual([]);
  });
}

test('on a phone the top bar fits, and language, user menu and sign-out sit in its menu', async ({ page }) => {
  await signIn(page, demoUsers.admin.email);
  const bar = await page.locator('header').boundingBox();
  expect(bar?.width ?? 0).toBeLessThanOrEqual(phone.width);
  await expect(page.getByTestId('logout-button')).toBeHidden();
  await page.getByTestId('top-bar-more').click();
  await expect(page.getByTestId('more-email')).toContainText(demoUsers.admin.email);
  await page.getByTestId('more-language').click();
  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('top-bar-more').click();
  await page.getByTestId('more-logout').click();
  await expect(page).toHaveURL(/\/login$/);
});

test('touch entry on a phone: the cart and keypad are a bottom sheet opened from a bar under the thumb', async ({ page }) => {
  await signIn(page, demoUsers.staff.email);
  await page.goto('/orders/touch');
  await page.getByTestId('touch-account').fill('Karper');
  await page.getByRole('option', { name: /Restaurant De Gouden Karper/ }).click();
  await page
    .getByTestId('item-tiles')
    .getByRole('button', { name: /^Volle melk 1 L/ })
    .click();
  // Cart and keypad are out of the way until opened; the bar that opens them sits at the bottom.
  await expect(page.getByTestId('touch-keypad')).toBeHidden();
  const bar = await page.getByTestId('open-cart').boundingBox();
  expect(bar?.y ?? 0).toBeGreaterThan(phone.height - 120);
  await expect(page.getByTestId('open-cart')).toContainText('1');
  await page.getByTestId('open-cart').click();
  const sheet = page.getByTestId('cart-sheet');
  await expect(sheet.getByTestId('touch-keypad')).toBeVisible();
  await expect(sheet.getByTestId('cart-line')).toHaveCount(1);
  await sheet.getByTestId('cart-line').locator('button').first().click();
  await sheet.getByTestId('key-4').click();
  await sheet.getByTestId('key-apply').click();
  await expect(sheet.getByTestId('cart-line-amount')).toContainText('4 fles');
  await sheet.getByTestId('touch-save').click();
  await expect(page.getByText(/Order ORD-\d+ aangemaakt/)).toBeVisible();
});

/**
 * A one-finger swipe: touch events dispatched in the page on what is under the finger, `ms` from
 * touching down to lifting off (made in the page, so a busy machine does not stretch a quick swipe).
 */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, ms = 100) {
  // A swipe that goes back may leave the page (the previous address was a page load) before the
  // evaluation answers: the caller checks the address, so that end is not an error.
  const navigated = (err: unknown) => err instanceof Error && /Execution context was destroyed/.test(err.message);
  await page
    .evaluate(
      async ({ from, to, ms }) => {
        const target = document.elementFromPoint(from.x, from.y) ?? document.body;
        const touch = (x: number, y: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
        const fire = (type: string, at: Touch, down: boolean) =>
          target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: down ? [at] : [], changedTouches: [at] }));
        fire('touchstart', touch(from.x, from.y), true);
        fire('touchmove', touch((from.x + to.x) / 2, (from.y + to.y) / 2), true);
        await new Promise((resolve) => setTimeout(resolve, ms));
        fire('touchend', touch(to.x, to.y), false);
      },
      { from, to, ms },
    )
    .catch((err: unknown) => {
      if (!navigated(err)) throw err;
    });
}

for (const language of ['nl', 'ar'] as const) {
  test(`back-swipe from the ${language === 'ar' ? 'right' : 'left'} edge goes back; too far in, too short, too slow, too steep or forward does nothing (${language})`, async ({
    page,
  }) => {
    test.setTimeout(scaled(90_000));
    await signIn(page, demoUsers.admin.email);
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/orders');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.goto('/items');
    await expect(page).toHaveURL(/\/items$/);
    // x measured from the edge a back-swipe starts at (the left one, the right one in Arabic).
    const x = (fromEdge: number) => (language === 'ar' ? phone.width - fromEdge : fromEdge);
    const y = 500;
    const refused = [
      { why: 'starts 30 px in', from: { x: x(30), y }, to: { x: x(180), y } },
      { why: 'only 90 px long', from: { x: x(5), y }, to: { x: x(95), y } },
      { why: 'takes 600 ms', from: { x: x(5), y }, to: { x: x(150), y }, ms: 600 },
      { why: 'drifts 60 px down', from: { x: x(5), y }, to: { x: x(150), y: y + 60 } },
      { why: 'goes the other way', from: { x: x(phone.width - 5), y }, to: { x: x(phone.width - 150), y } },
    ];
    for (const s of refused) {
      await swipe(page, s.from, s.to, s.ms);
      await page.waitForTimeout(300);
      expect(page.url(), s.why).toMatch(/\/items$/);
    }
    await swipe(page, { x: x(10), y }, { x: x(130), y: y + 20 });
    await expect(page).toHaveURL(/\/orders$/);
    // A forward swipe (from the other edge, towards the back edge) never goes forward.
    await swipe(page, { x: x(phone.width - 5), y }, { x: x(phone.width - 150), y });
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/orders$/);
  });
}
