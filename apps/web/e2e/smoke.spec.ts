import { expect, test } from '@playwright/test';

test('a visitor who opens the app lands on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login(?:[?#].*)?$/);
});
