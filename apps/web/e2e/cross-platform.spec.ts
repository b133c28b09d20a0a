import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from './helpers';

// Issue 33: the cross-platform testing page, TENANT_ADMIN only (platform §2).

const checks = [
  'serviceWorker',
  'storage',
  'indexedDb',
  'offlineQueue',
  'notifications',
  'pointer',
  'screen',
  'network',
  'camera',
  'printers',
];

test('a company admin checks this device, sees every check with advice, and saves it to the company devices', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demoUsers.admin.email);
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu-item-crossPlatform').click();
  await expect(page).toHaveURL(/\/testing\/cross-platform$/);
  for (const check of checks) {
    await expect(page.getByTestId(`check-${check}`).getByTestId('check-status')).toHaveAttribute('data-status', /^(pass|warn|fail)$/);
  }
  // Checks that Chromium here passes: the device's database, the queue's self-test with the server, the screen, the network.
  for (const check of ['indexedDb', 'offlineQueue', 'screen', 'network']) {
    await expect(page.getByTestId(`check-${check}`).getByTestId('check-status')).toHaveAttribute('data-status', 'pass');
  }
  await expect(page.getByTestId('check-offlineQueue')).toContainText('Eén verzoek twee keer verstuurd, één keer uitgevoerd');
  // Headless Chromium on Linux has no barcode detector: a warning with advice, not a pass.
  await expect(page.getByTestId('check-camera')).toContainText(/barcodescanner/);

  const name = `Tablet magazijn ${Date.now().toString(36)}`;
  await page.getByTestId('device-name').fill(name);
  await page.getByTestId('save-device').click();
  await expect(page.getByText('Uitkomst van dit apparaat opgeslagen')).toBeVisible();
  const device = page.getByTestId('company-device').filter({ hasText: name });
  await expect(device).toHaveCount(1);
  await expect(device).toContainText('admin@demo.example.com');
  await expect(device.getByTestId('check-status')).toHaveCount(checks.length);

  // Run again and save under the same device: still one row, with the new name.
  await page.getByTestId('run-checks').click();
  await page.getByTestId('device-name').fill(`${name} 2`);
  await page.getByTestId('save-device').click();
  await expect(page.getByTestId('company-device').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByTestId('company-device').filter({ hasText: `${name} 2` })).toHaveCount(1);

  // In Arabic the page reads right to left.
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'اختبار الجهاز' })).toBeVisible();
  await expect(page.getByTestId('check-indexedDb')).toContainText('الكتابة والقراءة تعملان');
  await page.evaluate(() => localStorage.setItem('language', 'nl'));
});

test('a sales user has no device test: no menu entry, and the address leads to the dashboard', async ({ page }) => {
  await signIn(page, demoUsers.staff.email);
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('menu-item-kvkSearch')).toBeVisible();
  await expect(page.getByTestId('menu-item-crossPlatform')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/testing/cross-platform');
  await expect(page).toHaveURL(/\/dashboard$/);
});
