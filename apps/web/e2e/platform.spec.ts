import { expect, test } from '@playwright/test';
import { demoUsers, menuSections, signIn } from './helpers';

test.describe('sign-in and the shell', () => {
  test('each demo user signs in, sees their role and exactly the menu of their role', async ({ page }) => {
    // Only sections with an existing page are shown (no dead links); this grows with the modules.
    const expected = {
      super: ['main', 'tools', 'superAdmin'],
      admin: ['main', 'tools'],
      // KVK search (tools) is for every signed-in user (platform spec).
      staff: ['main', 'tools'],
      other: ['main', 'tools'],
    } as const;
    for (const key of Object.keys(expected) as Array<keyof typeof expected>) {
      const user = demoUsers[key];
      await signIn(page, user.email);
      await expect(page.getByTestId('role-subtitle')).toContainText(user.roleLabel);
      await expect(page.getByTestId('account-info')).toContainText(user.email);
      expect(await menuSections(page)).toEqual(expected[key]);
      await page.getByTestId('logout-button').click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a wrong password shows the error and stays on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(demoUsers.admin.email);
    await page.getByLabel('Wachtwoord').fill('not-the-password');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Ongeldige inloggegevens');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are refused at the field, from the server per-field answer', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Dit veld is verplicht').first()).toBeVisible();
  });

  test('Arabic turns the page right-to-left, and the choice survives a reload', async ({ page }) => {
    await signIn(page, demoUsers.staff.email);
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-ar').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('role-subtitle')).toContainText('المبيعات');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The drawer opens from the right in right-to-left.
    await page.getByTestId('menu-button').click();
    const box = await page.getByTestId('side-menu-header').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width).toBeGreaterThan(width - 10);
  });

  test('the theme toggles and survives a reload', async ({ page }) => {
    await signIn(page, demoUsers.admin.email);
    const toggle = page.getByTestId('theme-toggle');
    const before = await toggle.getAttribute('data-mode');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const bgBefore = await background();
    await toggle.click();
    const after = before === 'dark' ? 'light' : 'dark';
    await expect(toggle).toHaveAttribute('data-mode', after);
    expect(await background()).not.toBe(bgBefore);
    await page.reload();
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-mode', after);
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe(after);
  });

  test('route rules: visitors go to /login, signed-in users away from it, unknown paths to /dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, demoUsers.admin.email);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout returns to /login and the session is gone', async ({ page }) => {
    await signIn(page, demoUsers.admin.email);
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
