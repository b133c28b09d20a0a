import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from './helpers';
import { scaled } from './time-scale';

// The audit trail (platform §2 /audit-trail, §7 Security): a tenant admin filters the company's
// events, opens one, checks the chain and exports; the super admin sees the platform's events.

test.describe('Audit trail', () => {
  test('a tenant admin filters, opens an event, checks the chain and exports, in Dutch and Arabic', async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await signIn(page, demoUsers.admin.email);

    await test.step('the side menu leads to the audit trail', async () => {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('menu-item-auditTrail').click();
      await expect(page).toHaveURL(/\/audit-trail$/);
      await expect(page.getByRole('heading', { name: 'Audittrail' })).toBeVisible();
      await expect(page.getByTestId('audit-row').first()).toBeVisible();
    });

    await test.step('filtering on an action keeps only those events; an event opens with its chain links', async () => {
      await page.getByTestId('audit-filter-action').fill('auth.login');
      await expect(page.locator('[data-testid="audit-row"]:not([data-action^="auth.login"])')).toHaveCount(0);
      await expect(page.locator('[data-testid="audit-row"][data-action="auth.login"]').first()).toBeVisible();
      await page.locator('[data-testid="audit-row"][data-action="auth.login"]').first().click();
      const detail = page.getByTestId('audit-event-detail');
      await expect(detail).toContainText(demoUsers.admin.email);
      await expect(detail).toContainText(/[0-9a-f]{64}/);
      await page.getByRole('button', { name: 'Sluiten' }).click();
      await expect(detail).toHaveCount(0);
    });

    await test.step('the chain is intact', async () => {
      await page.getByTestId('audit-verify').click();
      await expect(page.getByTestId('audit-chain')).toContainText('De keten is intact');
    });

    await test.step('the filtered events download as CSV', async () => {
      const download = page.waitForEvent('download');
      await page.getByTestId('audit-export-csv').click();
      expect((await download).suggestedFilename()).toBe('audit-trail.csv');
    });

    await test.step('in Arabic the page reads right to left', async () => {
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'سجل التدقيق' })).toBeVisible();
      await page.getByTestId('audit-verify').click();
      await expect(page.getByTestId('audit-chain')).toContainText('السلسلة سليمة');
      await page.evaluate(() => localStorage.setItem('language', 'nl'));
    });
  });

  test('staff do not see it in the menu', async ({ page }) => {
    await signIn(page, demoUsers.staff.email);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('menu-item-kvkSearch')).toBeVisible();
    await expect(page.getByTestId('menu-item-auditTrail')).toHaveCount(0);
  });

  test('the super admin sees the platform events', async ({ page }) => {
    await signIn(page, demoUsers.super.email);
    await page.goto('/audit-trail');
    await expect(page.getByText('Gebeurtenissen van het platform (zonder bedrijf)')).toBeVisible();
    await expect(page.locator('[data-testid="audit-row"][data-action="auth.login"]').first()).toBeVisible();
    await page.getByTestId('audit-verify').click();
    await expect(page.getByTestId('audit-chain')).toContainText('De keten is intact');
  });

  test('the security page shows the period from real events: a failed sign-in is counted', async ({ page, request }) => {
    const wrong = await request.post('/api/v1/auth/login', { data: { email: demoUsers.staff.email, password: 'Wrong-Pass!1234' } });
    expect(wrong.status()).toBe(401);
    await signIn(page, demoUsers.admin.email);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-item-security').click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole('heading', { name: 'Beveiliging' })).toBeVisible();
    await expect(page.getByTestId('metric-signIns')).toContainText(/Aanmeldingen\s*[1-9]/);
    await expect(page.getByTestId('metric-signInFailures')).toContainText(/Mislukte aanmeldingen\s*[1-9]/);
    await expect(page.getByTestId('metric-twoFactor')).toContainText('Beheerders:');
    // The company's refused API answers, as the server wrote them (each minute): a number, not a placeholder.
    await expect(page.getByTestId('metric-clientErrors')).toContainText(/API-fouten \(4xx\)\s*\d/);
    await expect(page.getByTestId('metric-serverErrors')).toContainText(/API-storingen \(5xx\)\s*\d/);
  });
});
