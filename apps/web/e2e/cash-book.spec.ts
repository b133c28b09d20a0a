import { expect, test } from '@playwright/test';
import { demoUsers, signIn, apiAs } from './helpers';
import { overflow } from './overflow';
import { scaled } from './time-scale';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('the cash book', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a cash payment lands in the cash book; an expense with a receipt; the day closes with a small difference; the month is exported', async ({
    page,
  }) => {
    test.setTimeout(scaled(120_000));
    const call = await apiAs(page.request, demoUsers.admin.email);
    const account = await call<{ id: string }>('POST', '/accounts', { companyName: `Snackbar Kas ${Date.now().toString(36)}` });
    const draft = await call<{ id: string }>('POST', '/invoices', {
      accountId: account.id,
      invoiceDate: today(),
      lines: [{ description: 'Frituurvet', quantity: '1', price: '37.40', vatRate: 0 }],
    });
    const invoice = await call<{ id: string; invoiceNumber: string }>('POST', `/invoices/${draft.id}/finalise`, {});
    await signIn(page, demoUsers.admin.email);

    await test.step('the payment is taken in cash on the invoice', async () => {
      await page.goto(`/payments/new?invoiceId=${invoice.id}`);
      await page.getByRole('combobox', { name: 'Betaalmethode' }).click();
      await page.getByRole('option', { name: 'Contant' }).click();
      await page.getByTestId('payment-save').click();
      await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
    });

    await test.step('the menu leads to the cash book, where the payment is booked', async () => {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('menu-item-cashBook').click();
      await expect(page).toHaveURL(/\/cash-book$/);
      const payment = page.locator('[data-testid="cash-entry"][data-source="payment"]').filter({ hasText: invoice.invoiceNumber });
      await expect(payment).toContainText('37,40');
    });

    await test.step('an expense with its reason and a receipt photo', async () => {
      await page.getByTestId('cash-entry-new').click();
      await page.getByTestId('cash-entry-kind').selectOption('expense');
      await page.getByTestId('cash-entry-description').fill('Schoonmaakmiddel winkel');
      await page.getByTestId('cash-entry-amount').fill('12,50');
      await page.getByTestId('cash-entry-receipt').setInputFiles({ name: 'bon.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('cash-entry-save').click();
      const expense = page.locator('[data-testid="cash-entry"][data-kind="expense"]').filter({ hasText: 'Schoonmaakmiddel winkel' });
      await expect(expense).toContainText('12,50');
      await expect(expense.getByTestId('cash-entry-receipt-open')).toBeVisible();
    });

    await test.step('the day is counted 30 cents short, with the reason; its entries are then closed', async () => {
      const book = await call<{ closingBalance: string }>('GET', `/cash-book?year=${today().slice(0, 4)}`);
      const counted = (Number(book.closingBalance) - 0.3).toFixed(2).replace('.', ',');
      await page.getByTestId('cash-day-open').click();
      await page.getByTestId('cash-day-counted').fill(counted);
      await expect(page.getByTestId('cash-day-difference')).toContainText('0,30');
      await page.getByTestId('cash-day-confirm').click();
      await expect(page.getByTestId('cash-day-reason')).toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('cash-day-reason').fill('Briefje van vijf te weinig gegeven');
      await page.getByTestId('cash-day-confirm').click();
      const difference = page.locator('[data-testid="cash-entry"][data-kind="difference"]').filter({ hasText: 'Briefje van vijf' });
      await expect(difference).toContainText('0,30');
      const expense = page.locator('[data-testid="cash-entry"][data-kind="expense"]').filter({ hasText: 'Schoonmaakmiddel winkel' });
      await expect(expense.getByTestId('cash-entry-delete')).toHaveCount(0);
    });

    await test.step('the month is exported as CSV and as a PDF for the accountant', async () => {
      const month = Number(today().slice(5, 7));
      await page.getByTestId('cash-from').selectOption(String(month));
      await page.getByTestId('cash-to').selectOption(String(month));
      const csv = page.waitForEvent('download');
      await page.getByTestId('export-button').click();
      expect((await csv).suggestedFilename()).toMatch(/\.csv$/);
      const pdf = page.waitForEvent('download');
      await page.getByTestId('cash-pdf').click();
      expect((await pdf).suggestedFilename()).toBe(`cash-book-${today().slice(0, 7)}.pdf`);
    });
  });
});

test.describe('the cash book in Arabic', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a deposit to the bank in the safe, the day counted per note and coin with a difference, right to left', async ({ page }) => {
    await signIn(page, demoUsers.admin.email);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/cash-book');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The second ledger of the demo: the safe, 1500 at the year's start (its days close apart from the till's).
    // After the deposit the book says 1300; the count is 1295, five short.
    const ledger = page.getByTestId('cash-ledger');
    const safe = await ledger.locator('option').nth(2).getAttribute('value');
    await ledger.selectOption(safe ?? '');
    await page.getByTestId('cash-entry-new').click();
    await page.getByTestId('cash-entry-kind').selectOption('deposit');
    await page.getByTestId('cash-entry-description').fill('إيداع في البنك الصباحي');
    await page.getByTestId('cash-entry-amount').fill('200');
    await page.getByTestId('cash-entry-save').click();
    await expect(
      page.locator('[data-testid="cash-entry"][data-kind="deposit"]').filter({ hasText: 'إيداع في البنك الصباحي' }),
    ).toBeVisible();

    await page.getByTestId('cash-day-open').click();
    await page.getByTestId('cash-day-mode-denominations').click();
    await page.getByTestId('cash-day-count-500').fill('2');
    await page.getByTestId('cash-day-count-100').fill('2');
    await page.getByTestId('cash-day-count-50').fill('1');
    await page.getByTestId('cash-day-count-20').fill('2');
    await page.getByTestId('cash-day-count-5').fill('1');
    await page.getByTestId('cash-day-reason').fill('عدّ الخزنة');
    await page.getByTestId('cash-day-confirm').click();
    await expect(page.locator('[data-testid="cash-entry"][data-kind="difference"]').filter({ hasText: 'عدّ الخزنة' })).toBeVisible();
    expect(await overflow(page, 'main')).toEqual([]);
  });
});

test.describe('the cash book on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['nl', 'ar'] as const) {
    test(`the ledger and the day closing fit a phone in ${language}`, async ({ page }) => {
      await signIn(page, demoUsers.admin.email);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/cash-book');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('cash-entry').first()).toBeVisible();
      expect(await overflow(page, 'main')).toEqual([]);
      await page.getByTestId('cash-day-open').click();
      await page.getByTestId('cash-day-mode-denominations').click();
      await page.getByTestId('cash-day-count-50').fill('2');
      await expect(page.getByTestId('cash-day-summary')).toBeVisible();
      expect(await overflow(page, '[role="dialog"]')).toEqual([]);
    });
  }
});
