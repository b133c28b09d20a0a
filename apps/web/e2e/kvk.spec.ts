import { expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from './helpers';
import { scaled } from './time-scale';

// The company register (platform §2 /kvk-search): the server answers from its loopback fake of
// KVK (no KVK_API_KEY in tests), which serves KVK's published test companies.

const noSideScroll = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && main.scrollWidth <= main.clientWidth + 1;
  });

async function chooseLanguage(page: Page, language: 'nl' | 'en' | 'tr' | 'ar') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

test.describe('KVK search', () => {
  test('search "test", open a company, create a customer in one click, see the account filled; then it opens the account', async ({
    page,
  }) => {
    test.setTimeout(scaled(90_000));
    await signIn(page, demoUsers.admin.email);

    await test.step('the dashboard card and the side menu lead to the search', async () => {
      await expect(page.locator('main a[href="/kvk-search"]')).toBeVisible();
      await page.getByTestId('menu-button').click();
      await page.getByTestId('menu-item-kvkSearch').click();
      await expect(page).toHaveURL(/\/kvk-search$/);
    });

    await test.step('a term of 2 characters does not search; "test" lists the test companies', async () => {
      await page.getByTestId('kvk-search-input').fill('te');
      await expect(page.getByTestId('kvk-results')).toHaveCount(0);
      await page.getByTestId('kvk-search-input').fill('test');
      const results = page.getByTestId('kvk-results');
      await expect(results).toContainText('Test NV Katrien');
      await expect(results).toContainText('Test BV Donald');
      await expect(page.getByTestId('kvk-result-68727720')).toContainText('Veendam');
      await expect(page.getByTestId('kvk-result-68727720')).toContainText('Hoofdvestiging');
      await expect(page.getByTestId('kvk-result-68727720')).toContainText('Actief');
    });

    await test.step('the company detail shows the register profile', async () => {
      await page.getByTestId('kvk-result-68727720').click();
      const detail = page.getByTestId('kvk-company');
      await expect(detail).toContainText('Naamloze Vennootschap');
      await expect(detail).toContainText('Winkelcentrum 20');
    });

    await test.step('"Create customer" fills a new account with the company, which is saved', async () => {
      const create = page.getByTestId('kvk-create-customer');
      const open = page.getByTestId('kvk-open-customer');
      await expect(create.or(open)).toBeVisible();
      if (await create.isVisible()) {
        await create.click();
        await expect(page).toHaveURL(/\/accounts\/new\?kvk=68727720$/);
        await expect(page.getByTestId('field-companyName')).toHaveValue('Test NV Katrien');
        await expect(page.getByTestId('field-kvkNumber')).toHaveValue('68727720');
        await expect(page.getByTestId('field-street')).toHaveValue('Winkelcentrum');
        await expect(page.getByTestId('field-city')).toHaveValue('Veendam');
        await expect(page.getByTestId('field-postalCode')).toHaveValue('9641 AB');
        await page.getByRole('button', { name: 'Opslaan' }).click();
        await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
        await expect(page.locator('main')).toContainText('Test NV Katrien');
        await expect(page.locator('main')).toContainText('68727720');
      }
    });

    await test.step('the same company now opens the existing account instead', async () => {
      await page.goto('/kvk-search?q=Katrien&company=68727720');
      await page.getByTestId('kvk-open-customer').click();
      await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
      await expect(page.locator('main')).toContainText('Test NV Katrien');
    });
  });

  test('a KvK number typed in a new supplier is looked up and fills the supplier', async ({ page }) => {
    await signIn(page, demoUsers.admin.email);
    await page.goto('/suppliers');
    await page.getByTestId('new-supplier').click();
    await page.getByTestId('supplier-cocNumber').fill('69599076');
    await page.getByTestId('kvk-lookup').click();
    await expect(page.getByTestId('supplier-name')).toHaveValue('Test VOF Guus');
    await expect(page.getByTestId('supplier-city')).toHaveValue('Almere');
    await expect(page.getByTestId('supplier-address')).toHaveValue('Grote Markt 1');
  });

  test('in Arabic at phone size: register a customer from a search result in one step, and check its VAT number with VIES', async ({
    page,
  }) => {
    test.setTimeout(scaled(90_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoUsers.admin.email);
    await page.goto('/kvk-search');
    await chooseLanguage(page, 'ar');

    await test.step('search → pick → the customer form is prefilled', async () => {
      await page.getByTestId('kvk-search-input').fill('Guus');
      await page.getByTestId('kvk-result-69599076').first().click();
      await expect(page.getByTestId('kvk-company')).toContainText('Test VOF Guus');
      expect(await noSideScroll(page)).toBe(true);
      await page.getByTestId('kvk-create-customer').click();
      await expect(page).toHaveURL(/\/accounts\/new\?kvk=69599076$/);
      await expect(page.getByTestId('field-companyName')).toHaveValue('Test VOF Guus');
      await expect(page.getByTestId('field-kvkNumber')).toHaveValue('69599076');
      await expect(page.getByTestId('field-city')).toHaveValue('Almere');
      expect(await noSideScroll(page)).toBe(true);
    });

    await test.step('the VAT number is checked against VIES (the fake on loopback), in Arabic', async () => {
      await page.getByTestId('field-vatNumber').fill('NL004495445B01');
      await page.getByTestId('vies-check').click();
      await expect(page.getByText('VIES: الرقم NL004495445B01 مسجل (TEST BV DONALD)')).toBeVisible();
      await page.getByTestId('field-vatNumber').fill('NL004495446B01');
      await page.getByTestId('vies-check').click();
      await expect(page.getByText('رقم ضريبة القيمة المضافة غير صالح (NL، 9 أرقام، B، رقمان)').first()).toBeVisible();
      await page.getByTestId('field-vatNumber').fill('NL004495445B01');
    });

    await test.step('saved: the account opens with the company', async () => {
      await page.getByTestId('account-save').click();
      await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
      await expect(page.locator('main')).toContainText('Test VOF Guus');
      await expect(page.locator('main')).toContainText('69599076');
      await expect(page.locator('main')).toContainText('NL004495445B01');
    });
  });

  for (const language of ['en', 'tr', 'ar'] as const) {
    test(`the search in ${language}, at phone size, without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, demoUsers.staff.email);
      await page.goto('/kvk-search');
      await chooseLanguage(page, language);
      await page.getByTestId('kvk-search-input').fill('Dagobert');
      await expect(page.getByTestId('kvk-result-69599084').first()).toBeVisible();
      expect(await noSideScroll(page)).toBe(true);
      await page.getByTestId('kvk-result-69599084').first().click();
      await expect(page.getByTestId('kvk-company')).toContainText('Test EMZ Dagobert');
      expect(await noSideScroll(page)).toBe(true);
    });
  }
});
