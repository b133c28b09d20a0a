import { expect, type Page, test } from '@playwright/test';
import { demoPassword, demoUsers } from './helpers';
import { overflow } from './overflow';
import { scaled } from './time-scale';
import { type ServerWithMail, startServerWithMail } from './with-mail';

// A server of this spec's own (with a fake SMTP server): the journey sends a quote by e-mail and
// turns it into an order.
test.describe.configure({ timeout: scaled(420_000) });
let server: ServerWithMail;
test.beforeAll(async () => {
  test.setTimeout(scaled(360_000)); // a server of its own starts (PGlite, migrations, demo data)
  server = await startServerWithMail();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mailadres').fill(demoUsers.admin.email);
  await page.getByLabel('Wachtwoord').fill(demoPassword);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function addLine(page: Page, typed: string, name: string, amount: string) {
  await page.getByTestId('item-picker').fill(typed);
  await page.getByRole('option', { name: new RegExp(`^ITEM-\\d+ ${name}`) }).click();
  const line = page.getByTestId('order-line').filter({ hasText: name });
  await expect(line.getByTestId('line-amount')).toBeFocused();
  await line.getByTestId('line-amount').fill(amount);
  await line.getByTestId('line-discount').fill('0');
}

test.describe('quotes', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a salesperson makes a quote, sends it (PDF and mail), the customer accepts, and the order has the same lines', async ({ page }) => {
    await signIn(page);
    await test.step('the menu leads to the quotes: the demo’s, in every status', async () => {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('menu-item-quotes').click();
      await expect(page).toHaveURL(/\/quotes$/);
      await expect(page.locator('[data-testid="quote-row"][data-status="accepted"]').first()).toBeVisible();
      await expect(page.locator('[data-testid="quote-row"][data-status="expired"]').first()).toBeVisible();
    });

    await test.step('a new quote: customer, lines with live totals, saved as a QUO- draft', async () => {
      await page.getByTestId('quote-new').click();
      await expect(page).toHaveURL(/\/quotes\/new$/);
      await page.getByTestId('account-picker').fill('Zwaan');
      await page.getByRole('option', { name: /Eetcafé De Zwaan/ }).click();
      await addLine(page, 'volle melk', 'Volle melk 1 L', '3');
      await addLine(page, 'huiswijn', 'Huiswijn rood', '2');
      await expect(page.getByTestId('total-gross')).toContainText('18,16');
      await page.getByTestId('save-quote').click();
      await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('quote-title')).toHaveText(/QUO-\d+/);
      await expect(page.getByTestId('quote-status')).toHaveText('Concept');
    });
    const number = /QUO-\d+/.exec((await page.getByTestId('quote-title').textContent()) ?? '')?.[0] ?? '';

    await test.step('sending mails the quote template with the PDF, and the quote is sent', async () => {
      await page.getByTestId('quote-send').click();
      await expect(page.getByTestId('quote-email-to')).not.toHaveValue('');
      const to = await page.getByTestId('quote-email-to').inputValue();
      await page.getByTestId('quote-email-send').click();
      await expect(page.getByTestId('quote-status')).toHaveText('Verzonden', { timeout: scaled(30_000) });
      const mail = await server.waitForMail(to, new RegExp(`Offerte ${number}`));
      expect(mail.text).toContain(number);
      expect(mail.html || '').toContain(number);
      expect(mail.attachments.map((a) => a.filename)).toContain(`${number}.pdf`);
    });

    await test.step('accepting makes the order and opens it, with the same lines', async () => {
      await page.getByTestId('quote-accept').click();
      await page.getByTestId('confirm-button').click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/edit$/, { timeout: scaled(30_000) });
      await expect(page.getByTestId('order-title')).toHaveText(/ORD-\d+/);
      await expect(page.getByTestId('order-line')).toHaveCount(2);
      await expect(page.getByTestId('total-gross')).toContainText('18,16');
      await page.goBack();
      await expect(page.getByTestId('quote-status')).toHaveText('Geaccepteerd');
      await expect(page.getByTestId('quote-order-link')).toContainText(/ORD-\d+/);
    });
  });
});

test.describe('quotes in Arabic', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a quote made, mailed and accepted right to left becomes an order with the same lines', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto(`${server.url}/quotes/new`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('account-picker').fill('Zwaan');
    await page.getByRole('option', { name: /Eetcafé De Zwaan/ }).click();
    await addLine(page, 'volle melk', 'Volle melk 1 L', '4');
    await page.getByTestId('save-quote').click();
    await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('quote-status')).toHaveText('مسودة');
    const number = /QUO-\d+/.exec((await page.getByTestId('quote-title').textContent()) ?? '')?.[0] ?? '';

    await page.getByTestId('quote-send').click();
    await expect(page.getByTestId('quote-email-to')).not.toHaveValue('');
    const to = await page.getByTestId('quote-email-to').inputValue();
    await page.getByTestId('quote-email-send').click();
    await expect(page.getByTestId('quote-status')).toHaveText('مُرسل', { timeout: scaled(30_000) });
    const mail = await server.waitForMail(to, new RegExp(number));
    expect(mail.attachments.map((a) => a.filename)).toContain(`${number}.pdf`);
    expect(await overflow(page, 'main')).toEqual([]);

    await page.getByTestId('quote-accept').click();
    await page.getByTestId('confirm-button').click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/edit$/, { timeout: scaled(30_000) });
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expect(page.getByTestId('order-line').first()).toContainText('Volle melk 1 L');
    await page.goBack();
    await expect(page.getByTestId('quote-status')).toHaveText('مقبول');
  });
});

test.describe('quotes on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['nl', 'ar'] as const) {
    test(`the list and a quote fit a phone in ${language}`, async ({ page }) => {
      await signIn(page);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto(`${server.url}/quotes`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('quote-row').first()).toBeVisible();
      expect(await overflow(page, 'main')).toEqual([]);
      await page.getByTestId('quote-row').first().click();
      await expect(page.getByTestId('quote-actions')).toBeVisible();
      expect(await overflow(page, 'main')).toEqual([]);
    });
  }
});
