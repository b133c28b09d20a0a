import { type Browser, expect, type Page, test } from '@playwright/test';
import { startFakeSmtp } from '../../server/test/fake-smtp';
import { demoUsers, signIn } from './helpers';
import { type RunningServer, startServer } from './server.mjs';
import { scaled } from './time-scale';

// A server of this spec's own: the journeys change the demo company's settings.
let server: RunningServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(scaled(120_000)); // a server of its own starts (PGlite, migrations, demo data)
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

// A 4×4 PNG in the theme blue, written by sharp (a PNG it cannot decode is refused).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgDp4CRwzEcQCA8w8huW8oIgAAAABJRU5ErkJggg==',
  'base64',
);

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'nl-NL' });
  const page = await context.newPage();
  await signIn(page, demoUsers.admin.email);
  return page;
}

test.describe('workspace settings', () => {
  test('the settings icon opens the company details; changes are saved, formatted, and the logo shows in the side menu', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.getByRole('link', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(/\/settings\/company-details$/);
    await page.getByLabel('Bedrijfsnaam').fill('Groothandel Test B.V.');
    const postcode = page.getByLabel('Postcode');
    await postcode.fill('1015cd');
    await postcode.blur();
    await expect(postcode).toHaveValue('1015 CD');
    const iban = page.getByLabel('IBAN 1');
    await iban.fill('nl91abna0417164300');
    await iban.blur();
    await expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();

    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('settings-logo')).toBeVisible();

    // After a reload everything comes from the server again.
    await page.reload();
    await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue('Groothandel Test B.V.');
    await expect(page.getByLabel('Postcode')).toHaveValue('1015 CD');
    await page.getByTestId('menu-button').click();
    const logo = page.getByTestId('side-menu-logo');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    await page.keyboard.press('Escape');

    // Removed again: the side menu shows the title.
    await page.getByTestId('logo-remove').click();
    await expect(page.getByTestId('settings-logo')).toHaveCount(0);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('side-menu-header')).toContainText('Demo Groothandel B.V.');
    await expect(page.getByTestId('side-menu-logo')).toHaveCount(0);
  });

  test('a bad VAT number is shown at its field and nothing is saved', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto('/settings/company-details');
    await page.getByLabel('Btw-nummer').fill('NL12');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Ongeldig btw-nummer', { exact: true })).toBeVisible();
  });

  test('the lot-number preview follows the format as it is typed, and the format is kept', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto('/settings/traceability');
    const year = String(new Date().getFullYear());
    await expect(page.getByTestId('lot-preview')).toContainText(`GROENEHOEVE-${year}`);
    const format = page.getByTestId('lot-format');
    await format.fill('LOT/{year}/{item}');
    await expect(page.getByTestId('lot-preview')).toHaveText(`LOT/${year}/TOMAAT`);
    await page.getByTestId('lot-placeholder-supplier').click();
    await expect(format).toHaveValue('LOT/{year}/{item}{supplier}');
    await expect(page.getByTestId('lot-preview')).toHaveText(`LOT/${year}/TOMAATGROENEHOEVE`);
    await format.fill('LOT-{partij}');
    await expect(page.getByTestId('lot-preview')).toHaveText('—');
    await expect(page.getByText('Onbekende variabele')).toBeVisible();
    await format.fill('LOT-{year}{month}-{item}');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('lot-format')).toHaveValue('LOT-{year}{month}-{item}');
  });

  test("a test message goes through the company's own SMTP server on loopback and arrives", async ({ browser }) => {
    const smtp = await startFakeSmtp();
    try {
      const page = await adminPage(browser);
      await page.goto('/settings/email');
      await page.getByLabel('Afzender (From)').fill('Demo Groothandel <verkoop@demo.example.com>');
      await page.getByLabel('SMTP-server').fill('127.0.0.1');
      await page.getByLabel('Poort').fill(String(smtp.port));
      await page.getByTestId('settings-save').click();
      await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();
      await page.getByTestId('email-test-send').click();
      await expect(page.getByTestId('email-test-status')).toHaveAttribute('data-status', 'sent', { timeout: scaled(15_000) });
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(demoUsers.admin.email));
      expect(mail.from?.text).toContain('verkoop@demo.example.com');
      expect(mail.subject).toContain('Test');
    } finally {
      await smtp.stop();
    }
  });

  test('the message of the day shows on the dashboard of every user of the company', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto('/settings/communication');
    await page.getByLabel('Bericht van de dag').fill('Vrijdag zijn wij gesloten.');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();

    const context = await browser.newContext({ baseURL: server.url, locale: 'nl-NL' });
    const staff = await context.newPage();
    await signIn(staff, demoUsers.staff.email);
    await expect(staff.getByTestId('message-of-the-day')).toHaveText('Vrijdag zijn wij gesloten.');
    // Staff may read the settings but not change them.
    await staff.goto('/settings/communication');
    await expect(staff.getByLabel('Bericht van de dag')).toBeDisabled();
    await expect(staff.getByTestId('settings-save')).toHaveCount(0);
  });
});
