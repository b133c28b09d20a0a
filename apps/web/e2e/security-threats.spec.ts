import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoPassword, demoUsers } from './helpers';
import { type RunningServer, startServer } from './server.mjs';
import { scaled } from './time-scale';

// Threats (issue 31): scripted failed sign-ins (a brute force on one account, password spraying
// from one IP address across accounts) become threats on /security; the admin moves one to
// resolved, opens the incident and reads a user's behaviour. Its own server, behind a trusted
// proxy, so the scripted addresses lock no one else's sign-ins. In Dutch and Arabic, on a phone too.

let server: RunningServer;
test.beforeAll(async () => {
  // A server of its own seeds the demo first: longer than a test's 30 s on a busy machine.
  test.setTimeout(scaled(180_000));
  server = await startServer({ TRUST_PROXY: '127.0.0.1' });
});
test.afterAll(async () => {
  await server?.stop();
});

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${server.url}/api/v1/auth/login`, { data: { email, password: demoPassword } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Five accounts tried once each from `sprayIp`, and one of them five times more from `bruteIp`. */
async function scriptAttack(request: APIRequestContext, tag: string, sprayIp: string, bruteIp: string): Promise<string> {
  const token = await tokenOf(request, demoUsers.admin.email);
  const emails = [1, 2, 3, 4, 5].map((n) => `${tag}-${n}@demo.example.com`);
  for (const email of emails) {
    const made = await request.post(`${server.url}/api/v1/tenant-users`, {
      headers: { authorization: `Bearer ${token}` },
      data: { firstName: 'Test', lastName: tag, email, password: 'Welkom-Terug!2345', role: 'sales' },
    });
    expect(made.status()).toBe(201);
  }
  const fail = (email: string, ip: string) =>
    request.post(`${server.url}/api/v1/auth/login`, { data: { email, password: 'Wrong-Pass!1234' }, headers: { 'x-forwarded-for': ip } });
  for (const email of emails) expect((await fail(email, sprayIp)).status()).toBe(401);
  for (let i = 0; i < 5; i++) expect([401, 429]).toContain((await fail(emails[0] as string, bruteIp)).status());
  return emails[0] as string;
}

async function signInAt(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(demoPassword);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function journey(page: Page, request: APIRequestContext, tag: string, ips: [string, string], language: 'nl' | 'ar') {
  const target = await scriptAttack(request, tag, ips[0], ips[1]);
  await signInAt(page, demoUsers.admin.email);
  if (language === 'ar') {
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
  }
  await page.goto(`${server.url}/security`);
  if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('threats-analyze').click();
  await expect(page.getByTestId('threats-analyzed')).toBeVisible();
  const brute = page.locator('[data-testid="threat-row"][data-kind="brute_force"]', { hasText: target });
  await expect(brute).toHaveCount(1);
  await expect(page.locator('[data-testid="threat-row"][data-kind="password_spraying"]', { hasText: ips[0] })).toHaveCount(1);

  // Move the brute force to resolved: open → investigating → resolved.
  await brute.getByTestId('threat-state').locator('..').getByRole('combobox').click();
  await page.getByTestId('threat-state-investigating').click();
  await expect(brute).toHaveAttribute('data-state', 'investigating');
  await brute.getByTestId('threat-state').locator('..').getByRole('combobox').click();
  await page.getByTestId('threat-state-resolved').click();
  await expect(brute).toHaveAttribute('data-state', 'resolved');

  // The incident of the spraying IP address and the attacked account holds both threats; it is
  // named after whichever was seen first (the spraying's first try is also the account's first failure).
  const incident = page.getByTestId('incident-row').filter({ hasText: new RegExp(`${ips[0].replaceAll('.', '\\.')}|${target}`) });
  await incident.first().click();
  const dialog = page.getByTestId('incident-dialog');
  await expect(dialog.locator('[data-testid="threat-row"]')).toHaveCount(2);
  await dialog.getByRole('button').last().click();
  await expect(dialog).toHaveCount(0);

  // A user's behaviour over 30 days.
  await page.getByTestId('behavior-user').locator('..').getByRole('combobox').click();
  await page.locator(`[data-testid="behavior-user-option"][data-email="${target}"]`).click();
  await expect(page).toHaveURL(/\/security\/users\/[0-9a-f-]+/);
  await expect(page.getByTestId('behavior-failures')).toContainText(/[5٥]/);
  await expect(page.getByTestId('behavior-heatmap')).toBeVisible();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(wide).toBe(false);
}

test.describe('Security threats', () => {
  test('brute force and spraying become threats; one is resolved, the incident opened, a behaviour read (Dutch)', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    await journey(page, request, 'nl-threat', ['10.77.0.1', '10.77.0.2'], 'nl');
  });

  test('the same in Arabic, right to left, on a phone', async ({ browser, request }) => {
    test.setTimeout(scaled(120_000));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await journey(page, request, 'ar-threat', ['10.78.0.1', '10.78.0.2'], 'ar');
    await context.close();
  });
});
