import { expect, test } from '@playwright/test';
import { demoPassword, demoUsers } from './helpers';
import { type RunningServer, startServer } from './server.mjs';
import { scaled } from './time-scale';

// Keyset pages (issue 35): a list numbers pages 1–20 and walks past them by next and previous,
// with the keyset in the address. A server of this spec's own: it imports 430 customers.
test.describe.configure({ timeout: scaled(180_000) });
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(scaled(120_000));
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('the accounts list goes past page 20 by next and previous, and a deep page survives a reload', async ({ page }) => {
  await test.step('430 customers arrive through one CSV import (the fast path)', async () => {
    const login = await page.request.post(`${server.url}/api/v1/auth/login`, {
      data: { email: demoUsers.admin.email, password: demoPassword },
    });
    const token = (await login.json()).access_token as string;
    const lines = Array.from({ length: 430 }, (_, i) => `Keysetklant ${String(i).padStart(3, '0')};Utrecht`);
    const res = await page.request.post(`${server.url}/api/v1/accounts/import`, {
      headers: { authorization: `Bearer ${token}` },
      data: { csv: ['Bedrijfsnaam;Plaats', ...lines].join('\n') },
    });
    expect(res.status()).toBe(201);
  });

  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mailadres').fill(demoUsers.admin.email);
  await page.getByLabel('Wachtwoord').fill(demoPassword);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const count = page.getByTestId('list-count');
  const rows = page.getByTestId('account-table').locator('tbody tr');
  await test.step('page 20 is offered by number', async () => {
    await page.goto(`${server.url}/accounts?q=Keysetklant&sort=companyName&page=19`);
    await expect(count).toHaveText('361–380 van 430');
    await page.getByRole('button', { name: 'Ga naar pagina 20' }).click();
    await expect(count).toHaveText('381–400 van 430');
    await expect(rows.first()).toContainText('Keysetklant 380');
  });

  let deep = '';
  await test.step('next leads to page 21 and 22 by keyset: the address carries the cursor, no numbers are shown', async () => {
    await page.getByRole('button', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/page=21.*cursor=|cursor=.*page=21/);
    await expect(page.getByTestId('list-page')).toHaveText('Pagina 21');
    await expect(page.getByTestId('list-pages')).toHaveCount(0);
    await expect(rows.first()).toContainText('Keysetklant 400');
    await page.getByRole('button', { name: 'Volgende pagina' }).click();
    await expect(page.getByTestId('list-page')).toHaveText('Pagina 22');
    await expect(count).toHaveText('421–430 van 430');
    await expect(rows.last()).toContainText('Keysetklant 429');
    await expect(page.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
    deep = page.url();
  });

  await test.step('a reload of the deep address shows the same page; previous walks back to 21 and then to 20 by number', async () => {
    await page.goto(deep);
    await expect(page.getByTestId('list-page')).toHaveText('Pagina 22');
    await expect(rows.first()).toContainText('Keysetklant 420');
    await page.getByRole('button', { name: 'Vorige pagina' }).click();
    await expect(page.getByTestId('list-page')).toHaveText('Pagina 21');
    await expect(rows.first()).toContainText('Keysetklant 400');
    await page.getByRole('button', { name: 'Vorige pagina' }).click();
    await expect(page).not.toHaveURL(/cursor=/);
    await expect(count).toHaveText('381–400 van 430');
  });
});
