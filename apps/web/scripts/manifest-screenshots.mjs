// Takes the install dialog's screenshots (manifest `screenshots`, issue 33) of the demo: the
// dashboard wide (a counter PC) and the touch order page narrow (a phone). Run after `npm run build`:
// `node apps/web/scripts/manifest-screenshots.mjs`; it writes apps/web/public/screenshot-*.png.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../e2e/server.mjs';

const publicDir = path.resolve(import.meta.dirname, '../public');
const shots = [
  { file: 'screenshot-wide.png', viewport: { width: 1280, height: 720 }, path: '/dashboard' },
  { file: 'screenshot-narrow.png', viewport: { width: 390, height: 844 }, path: '/orders/touch' },
];

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mailadres').fill('admin@demo.example.com');
    await page.getByLabel('Wachtwoord').fill('Demo!2345-Kaas');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}${shot.path}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(publicDir, shot.file) });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
