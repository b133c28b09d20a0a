import { expect, type Page, test } from '@playwright/test';
import { demoPassword, demoUsers } from './helpers';
import { type RunningServer, startServer } from './server.mjs';
import { scaled } from './time-scale';

// A server of this spec's own: the journey turns lot tracking on and changes the demo data.
// Starting it (migrations, demo data) can take a while on a busy machine.
test.describe.configure({ timeout: scaled(180_000) });
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(scaled(120_000)); // a server of its own starts (PGlite, migrations, demo data)
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(demoPassword);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Turns lot tracking on for the demo company through the settings API, as its admin. */
async function enableLots(page: Page): Promise<void> {
  const login = await page.request.post(`${server.url}/api/v1/auth/login`, {
    data: { email: demoUsers.admin.email, password: demoPassword },
  });
  const token = (await login.json()).access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const bulk = await (await page.request.get(`${server.url}/api/v1/settings/bulk`, { headers })).json();
  const saved = await page.request.put(`${server.url}/api/v1/settings/traceability`, {
    headers,
    data: { ...bulk.traceability, enabled: true, autoGenerateLots: true, trackExpiry: true },
  });
  expect(saved.ok()).toBe(true);
}

test('accounts, items with a lot and a supplier with contacts, notes and a refused delete', async ({ page }) => {
  await enableLots(page);
  await signIn(page, demoUsers.admin.email);

  await test.step('the menu leads to the accounts list, with the demo customers', async () => {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-item-accounts').click();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await page.getByTestId('list-search').fill('karper');
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(page.getByTestId('account-table')).toContainText('Restaurant De Gouden Karper');
  });

  await test.step('a new account needs a name; its KvK number and IBAN are checked and shown formatted', async () => {
    await page.getByTestId('new-account').click();
    await expect(page).toHaveURL(/\/accounts\/new$/);
    await page.getByTestId('account-save').click();
    await expect(page.getByText('Klantnaam is verplicht')).toBeVisible();
    await page.getByTestId('field-companyName').fill('Lunchroom Het Zonnetje');
    await page.getByTestId('field-kvkNumber').fill('1234567');
    await page.getByTestId('field-iban').fill('nl91abna0417164301');
    await page.getByTestId('account-save').click();
    await expect(page.getByText('Ongeldig KvK-nummer')).toBeVisible();
    await expect(page.getByText('Ongeldig IBAN')).toBeVisible();
    await page.getByTestId('field-kvkNumber').fill('12345678');
    await page.getByTestId('field-iban').fill('nl91abna0417164300');
    await page.getByTestId('field-iban').blur();
    await expect(page.getByTestId('field-iban')).toHaveValue('NL91 ABNA 0417 1643 00');
    await page.getByTestId('account-save').click();
    await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Lunchroom Het Zonnetje' })).toBeVisible();
    await expect(page.getByTestId('account-number')).toHaveText(/^ACC-\d+$/);
    await expect(page.getByTestId('account-iban')).toHaveText('NL91 ABNA 0417 1643 00');
    await expect(page.getByText('12345678')).toBeVisible();
  });

  await test.step('the account is blocked by administration, with the reason and who did it', async () => {
    await page.getByTestId('account-block').click();
    await page.getByTestId('block-confirm').click();
    await expect(page.getByText('Geef een reden op')).toBeVisible();
    await page.getByTestId('block-reason').fill('Openstaande facturen');
    await page.getByTestId('block-confirm').click();
    await expect(page.getByTestId('blocked-alert')).toContainText('Openstaande facturen');
    await expect(page.getByTestId('blocked-alert')).toContainText('Anna de Vries');
    await page.goto(`${server.url}/accounts?blocked=true`);
    await expect(page.getByTestId('account-table')).toContainText('Lunchroom Het Zonnetje');
  });

  await test.step('a new item, tracked by lot, receives a lot with a number from the lot format', async () => {
    await page.goto(`${server.url}/items/new`);
    await page.getByTestId('item-name').fill('Verse geitenkaas');
    await page.getByTestId('item-unit').fill('kg');
    await page.getByTestId('item-price').fill('14,95');
    await page.getByTestId('item-vatRate').selectOption('9');
    await page.getByText('Per lot bijhouden').click();
    await page.getByTestId('item-save').click();
    await expect(page).toHaveURL(/\/items$/);
    await page.getByTestId('list-search').fill('"verse geitenkaas"');
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await page.getByTestId('item-stock').click();
    // A date field in Dutch (dd-mm-jjjj): typed section by section, as a person does.
    await page.getByTestId('lot-expiryDate').locator('..').getByRole('spinbutton', { name: 'dag' }).click();
    await page.keyboard.type('30062031');
    await expect(page.getByTestId('lot-expiryDate')).toHaveValue('30-06-2031');
    await page.getByTestId('lot-quantity').fill('12');
    await page.getByTestId('lot-save').click();
    await expect(page.getByTestId('lot-row')).toHaveCount(1);
    await expect(page.getByTestId('lot-row')).toContainText(/-ITEM\d+/);
    await expect(page.getByTestId('stock-on-hand')).toContainText('12');
    await page.getByRole('button', { name: 'Sluiten' }).click();
  });

  await test.step('a new supplier gets two contacts; the second becomes the primary one', async () => {
    await page.goto(`${server.url}/suppliers`);
    await page.getByTestId('new-supplier').click();
    await page.getByTestId('supplier-create').click();
    await expect(page.getByText('naam van de leverancier is verplicht')).toBeVisible();
    await page.getByTestId('supplier-name').fill('Geitenhouderij De Wei');
    await page.getByTestId('supplier-create').click();
    await expect(page).toHaveURL(/\/suppliers\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('supplier-number')).toHaveText(/^SUP-\d+$/);
    await page.getByTestId('tab-contacts').click();
    const contacts: Array<[string, string]> = [
      ['Joke Dekker', 'Verkoop'],
      ['Bart Dekker', 'Eigenaar'],
    ];
    for (const [name, role] of contacts) {
      await page.getByTestId('contact-add').click();
      await page.getByTestId('contact-name').fill(name);
      await page.getByTestId('contact-role').fill(role);
      await page.getByTestId('contact-save').click();
      await expect(page.getByTestId('contact-table')).toContainText(name);
    }
    const rows = page.getByTestId('contact-row');
    await expect(rows.filter({ hasText: 'Joke Dekker' }).getByTestId('primary-chip')).toBeVisible();
    await rows.filter({ hasText: 'Bart Dekker' }).getByTestId('contact-set-primary').click();
    await expect(rows.filter({ hasText: 'Bart Dekker' }).getByTestId('primary-chip')).toBeVisible();
    await expect(page.getByTestId('primary-chip')).toHaveCount(1);
  });

  await test.step('an important note is added', async () => {
    await page.getByTestId('tab-notes').click();
    await page.getByTestId('note-add').click();
    await expect(page.getByText('inhoud van de notitie is verplicht')).toBeVisible();
    await page.getByTestId('note-content').fill('Alleen leveren op vrijdag');
    await page.getByTestId('note-important').check();
    await page.getByTestId('note-add').click();
    await expect(page.getByTestId('note-card')).toHaveAttribute('data-important', 'true');
    await expect(page.getByTestId('note-card')).toContainText('Alleen leveren op vrijdag');
  });

  const supplierUrl = page.url().replace(/\?.*$/, '');

  await test.step('an item is linked to the supplier', async () => {
    await page.goto(`${server.url}/items?q=${encodeURIComponent('"verse geitenkaas"')}`);
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await page.getByTestId('item-edit').click();
    await page.getByTestId('item-supplier').selectOption({ label: 'Geitenhouderij De Wei' });
    await page.getByTestId('item-save').click();
    await expect(page.getByTestId('item-table')).toContainText('Geitenhouderij De Wei');
  });

  await test.step('deleting the supplier asks for confirmation and is refused with the reason', async () => {
    await page.goto(supplierUrl);
    await page.getByTestId('tab-performance').click();
    await expect(page.getByTestId('performance-linkedItems')).toHaveText('1');
    await expect(page.getByTestId('performance-totalOrders')).toHaveText('0');
    await page.getByTestId('supplier-delete').click();
    await page.getByTestId('confirm-button').click();
    await expect(page.getByTestId('confirm-error')).toHaveText('Een leverancier met gekoppelde artikelen kan niet worden verwijderd');
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page.getByRole('heading', { name: 'Geitenhouderij De Wei' })).toBeVisible();
  });
});

test('a CSV import shows each bad row first and imports nothing until the file is right', async ({ page }) => {
  await signIn(page, demoUsers.admin.email);
  await page.goto(`${server.url}/accounts`);
  await page.getByTestId('import-button').click();
  const bad = 'Bedrijfsnaam;E-mail;Plaats\nCSV Bakkerij;geen-mail;Ede\nCSV Slagerij;info@slager.nl;Ede\n';
  await page.getByTestId('import-file').setInputFiles({ name: 'klanten.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(page.getByTestId('import-summary')).toContainText('Regels met problemen: 1');
  await expect(page.getByTestId('import-row-error')).toContainText('Ongeldig e-mailadres');
  await expect(page.getByTestId('import-confirm')).toBeDisabled();
  const good = bad.replace('geen-mail', 'info@bakker.nl');
  await page.getByTestId('import-file').setInputFiles({ name: 'klanten.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(page.getByTestId('import-summary')).toContainText('Regels klaar om te importeren: 2');
  await page.getByTestId('import-confirm').click();
  await expect(page.getByText('Geïmporteerd: 2')).toBeVisible();
  await page.getByTestId('list-search').fill('csv ede');
  await expect(page.getByTestId('list-row')).toHaveCount(2);
});
