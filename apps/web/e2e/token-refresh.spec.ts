import { expect, test } from '@playwright/test';
import { demoUsers } from './helpers';
import { type RunningServer, startServer } from './server.mjs';
import { scaled } from './time-scale';

// A server of its own whose access tokens live 3 seconds.
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(scaled(120_000)); // a server of its own starts (PGlite, migrations, demo data)
  server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '3' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mailadres').fill(demoUsers.admin.email);
  await page.getByLabel('Wachtwoord').fill('Demo!2345-Kaas');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const firstToken = await page.evaluate(() => localStorage.getItem('accessToken'));

  await page.waitForTimeout(4_000);
  // The dashboard's own calls may have refreshed in the meantime (a 401 on a poll); the reload
  // starts from the stored token as the user left it, expired, whichever happened.
  await page.evaluate((token) => localStorage.setItem('accessToken', token ?? ''), firstToken);
  const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/refresh') && res.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('welcome')).toContainText(demoUsers.admin.email);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(firstToken);
});
