import { expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from './helpers';
import { scaled } from './time-scale';

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

/** Every check has a result, says what it found, and gives advice unless it passed. */
async function everyCheckReported(page: Page) {
  for (const check of checks) {
    const row = page.getByTestId(`check-${check}`);
    const status = row.getByTestId('check-status');
    await expect(status).toHaveAttribute('data-status', /^(pass|warn|fail)$/);
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(4);
    expect(((await cells.nth(0).textContent()) ?? '').trim(), `${check}: its name`).not.toBe('');
    expect(((await cells.nth(2).textContent()) ?? '').trim(), `${check}: what it found`).not.toBe('');
    const advice = ((await cells.nth(3).textContent()) ?? '').trim();
    if ((await status.getAttribute('data-status')) === 'pass') expect(advice, `${check}: no advice when it passes`).toBe('');
    else expect(advice, `${check}: advice`).not.toBe('');
  }
}

test('a company admin checks this device, sees every check with advice, and saves it to the company devices', async ({ page, context }) => {
  test.setTimeout(scaled(90_000));
  // The browser's notifications are recorded, with when each is closed, instead of shown.
  await context.addInitScript(() => {
    const shown: Array<{ title: string; closedAfterMs: number | null }> = [];
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      private entry: (typeof shown)[number];
      private opened = Date.now();
      constructor(title: string) {
        this.entry = { title, closedAfterMs: null };
        shown.push(this.entry);
      }
      close() {
        this.entry.closedAfterMs ??= Date.now() - this.opened;
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
  });
  await signIn(page, demoUsers.admin.email);
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu-item-crossPlatform').click();
  await expect(page).toHaveURL(/\/testing\/cross-platform$/);
  await expect(page.getByTestId('check-results').getByRole('row')).toHaveCount(checks.length + 1);
  await everyCheckReported(page);
  // Checks that Chromium here passes: the device's database, the queue's self-test with the server, the screen, the network.
  for (const check of ['indexedDb', 'offlineQueue', 'screen', 'network']) {
    await expect(page.getByTestId(`check-${check}`).getByTestId('check-status')).toHaveAttribute('data-status', 'pass');
  }
  await expect(page.getByTestId('check-offlineQueue')).toContainText('Eén verzoek twee keer verstuurd, één keer uitgevoerd');
  // Headless Chromium on Linux has no barcode detector: a warning with advice, not a pass.
  await expect(page.getByTestId('check-camera')).toContainText(/barcodescanner/);
  // The test notification closes itself after 5 s.
  await page.getByTestId('test-notification').click();
  const shown = () =>
    page.evaluate(() => (window as unknown as { __shown: Array<{ title: string; closedAfterMs: number | null }> }).__shown);
  await expect.poll(async () => (await shown()).length).toBe(1);
  await expect.poll(async () => (await shown())[0]?.closedAfterMs ?? null, { timeout: scaled(8000) }).not.toBeNull();
  const closedAfter = (await shown())[0]?.closedAfterMs ?? 0;
  expect(closedAfter).toBeGreaterThanOrEqual(4900);
  expect(closedAfter).toBeLessThan(6500);

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
  // Every check, reported in Arabic as in Dutch.
  await expect(page.getByTestId('check-results').getByRole('row')).toHaveCount(checks.length + 1);
  await everyCheckReported(page);
  await expect(page.getByTestId('check-offlineQueue').getByTestId('check-status')).toHaveAttribute('data-status', 'pass');
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
