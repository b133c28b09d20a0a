import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs, demoUsers, signIn } from './helpers';
import { scaled } from './time-scale';

// Compliance (platform §2 /compliance, §7 Security, issue 31): the demo admin runs a check, exports
// a customer's data as a ZIP and erases a test person made through the API first, then reads what
// was erased and what is kept. In Dutch, and in Arabic on a phone (right to left, no sideways scroll).

const personPassword = 'Welkom-Terug!2345';

/** A customer account and a person of the demo company, made through the API. */
async function setUp(request: APIRequestContext, tag: string) {
  const call = await apiAs(request, demoUsers.admin.email);
  const companyName = `AVG ${tag} ${Date.now()} B.V.`;
  await call('POST', '/accounts', { companyName, contactPerson: 'Sanne Jansen', email: `sanne-${tag}@voorbeeld.nl` });
  const email = `gdpr-${tag}-${Date.now()}@demo.example.com`;
  await call('POST', '/tenant-users', { firstName: 'Test', lastName: 'Persoon', email, password: personPassword, role: 'sales' });
  return { companyName, email };
}

async function journey(page: Page, request: APIRequestContext, language: 'nl' | 'ar', check: string) {
  const { companyName, email } = await setUp(request, language);
  await signIn(page, demoUsers.admin.email);

  await test.step('the side menu leads to /compliance, with its checks', async () => {
    if (language === 'ar') await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-item-compliance').click();
    await expect(page).toHaveURL(/\/compliance$/);
    if (language === 'ar') {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'الامتثال', level: 1 })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
    }
    await expect(page.locator('[data-testid^="check-status-"]')).toHaveCount(7);
    await expect(page.getByTestId('check-auditChainIntact')).toHaveAttribute('data-passed', 'true');
  });

  await test.step('a check runs now and its row shows the recorded run', async () => {
    const lastRun = page.getByTestId(`check-last-run-${check}`);
    const before = await lastRun.textContent();
    const ran = page.waitForResponse((r) => r.url().includes(`/security/compliance/audit/${check}`) && r.request().method() === 'POST');
    await page.getByTestId(`check-run-${check}`).click();
    expect((await ran).status()).toBe(200);
    await expect(lastRun).not.toHaveText(before ?? '');
    await expect(page.getByTestId(`check-status-${check}`)).toBeVisible();
  });

  await test.step("a customer's data downloads as a ZIP", async () => {
    await page.getByTestId('gdpr-account').fill(companyName);
    await page.getByRole('option', { name: new RegExp(companyName) }).click();
    const download = page.waitForEvent('download');
    await page.getByTestId('gdpr-account-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^gdpr-account-.+\.zip$/);
    const bytes = readFileSync((await file.path()) as string);
    // A ZIP starts with its local file header's signature, PK\x03\x04.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  await test.step('a test person is erased after the confirmation; the page lists what was erased and what is kept', async () => {
    await page.getByTestId('gdpr-user').locator('..').getByRole('combobox').click();
    await page.locator(`[data-testid="gdpr-user-option"][data-email="${email}"]`).click();
    await page.getByTestId('gdpr-user-erase').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('confirm-button').click();
    await expect(dialog).toHaveCount(0);
    const result = page.getByTestId('gdpr-user-card').getByTestId('gdpr-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('gdpr-erased').locator('[data-item="profile"]')).toBeVisible();
    await expect(result.getByTestId('gdpr-erased').locator('[data-item="sessions"]')).toBeVisible();
    await expect(result.getByTestId('gdpr-kept').locator('[data-item="auditEvents"]')).toBeVisible();
    // The person is gone: they can no longer sign in, and the audit chain still verifies.
    const login = await request.post('/api/v1/auth/login', { data: { email, password: personPassword } });
    expect(login.status()).toBe(401);
    const call = await apiAs(request, demoUsers.admin.email);
    expect((await call<{ intact: boolean }>('GET', '/security/audit-trail/verify')).intact).toBe(true);
  });

  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(wide).toBe(false);
  if (language === 'ar') await page.evaluate(() => localStorage.setItem('language', 'nl'));
}

test.describe('Compliance', () => {
  test('the admin runs a check, exports a customer and erases a test person (Dutch)', async ({ page, request }) => {
    test.setTimeout(scaled(90_000));
    await journey(page, request, 'nl', 'passwordPolicy');
  });

  test('the same in Arabic, right to left, on a phone', async ({ browser, request }) => {
    test.setTimeout(scaled(90_000));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await journey(page, request, 'ar', 'sessionTimeout');
    await context.close();
  });

  test('the super admin chooses a company, runs a check and exports and erases one of its customers and people', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const { companyName, email } = await setUp(request, 'super');
    await signIn(page, demoUsers.super.email);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-item-compliance').click();
    await expect(page).toHaveURL(/\/compliance$/);

    await test.step('nothing is shown until a company is chosen', async () => {
      await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
      await expect(page.getByTestId('compliance-checks')).toHaveCount(0);
      await expect(page.getByTestId('gdpr-section')).toHaveCount(0);
      await page.getByTestId('compliance-tenant').locator('..').getByRole('combobox').click();
      await page.locator('[data-testid="compliance-tenant-option"][data-name="Demo Groothandel B.V."]').click();
      await expect(page).toHaveURL(/\/compliance\?tenantId=[0-9a-f-]{36}$/);
      await expect(page.locator('[data-testid^="check-status-"]')).toHaveCount(7);
    });
    const tenantId = new URL(page.url()).searchParams.get('tenantId') as string;

    await test.step('a check of the company runs now', async () => {
      const ran = page.waitForResponse((r) => r.url().includes(`/security/compliance/audit/passwordPolicy?tenantId=${tenantId}`));
      await page.getByTestId('check-run-passwordPolicy').click();
      expect((await ran).status()).toBe(200);
    });

    await test.step("the company's customer is found, exported and erased", async () => {
      await page.getByTestId('gdpr-account').fill(companyName);
      await page.getByRole('option', { name: new RegExp(companyName) }).click();
      const download = page.waitForEvent('download');
      await page.getByTestId('gdpr-account-export').click();
      const bytes = readFileSync((await (await download).path()) as string);
      expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      await page.getByTestId('gdpr-account-erase').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm-button').click();
      await expect(page.getByTestId('gdpr-account-card').getByTestId('gdpr-result')).toBeVisible();
    });

    await test.step("one of the company's people is erased", async () => {
      await page.getByTestId('gdpr-user').locator('..').getByRole('combobox').click();
      await page.locator(`[data-testid="gdpr-user-option"][data-email="${email}"]`).click();
      await page.getByTestId('gdpr-user-erase').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm-button').click();
      const result = page.getByTestId('gdpr-user-card').getByTestId('gdpr-result');
      await expect(result.getByTestId('gdpr-erased').locator('[data-item="profile"]')).toBeVisible();
      const login = await request.post('/api/v1/auth/login', { data: { email, password: personPassword } });
      expect(login.status()).toBe(401);
    });

    await test.step("both erasures are in the company's chain and in the platform's events", async () => {
      const call = await apiAs(request, demoUsers.super.email);
      type Page = { items: Array<{ action: string; target: string | null; details: Record<string, unknown> }> };
      const company = await call<Page>('GET', `/security/audit-trail?tenantId=${tenantId}&action=gdpr.erased&pageSize=100`);
      const platform = await call<Page>('GET', '/security/audit-trail?action=gdpr.erased&pageSize=100');
      expect(company.items.filter((e) => e.details.kind === 'user' || e.details.kind === 'account').length).toBeGreaterThanOrEqual(2);
      expect(platform.items.filter((e) => e.details.tenantId === tenantId).length).toBeGreaterThanOrEqual(2);
      expect((await call<{ intact: boolean }>('GET', `/security/audit-trail/verify?tenantId=${tenantId}`)).intact).toBe(true);
    });
  });

  test('staff do not see it in the menu', async ({ page }) => {
    await signIn(page, demoUsers.staff.email);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('menu-item-kvkSearch')).toBeVisible();
    await expect(page.getByTestId('menu-item-compliance')).toHaveCount(0);
  });
});
