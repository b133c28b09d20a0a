import { defineConfig } from '@playwright/test';
import { scaled } from './e2e/time-scale';

// Browser journeys in Debian's Chromium (never a downloaded browser) against the real server,
// which e2e/global-setup.ts starts with the built app (run `npm run build` first): one server,
// with its own database, per worker, so that two workers never see each other's changes.

/** Workers: E2E_WORKERS, else two in CI (the journeys wait on the server and browser more than they compute). */
const workers = Number(process.env.E2E_WORKERS) || (process.env.CI ? 2 : undefined);

/** This worker's server, from the list global-setup.ts put in E2E_BASE_URLS (each worker loads this file). */
function baseUrl(): string | undefined {
  const urls = process.env.E2E_BASE_URLS?.split(',') ?? [];
  return urls[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % Math.max(urls.length, 1)];
}

// A default export: Playwright reads its config from the module's default export.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers,
  // Several journeys take 25–35 s on a quiet machine, where two workers, two servers and their browsers run at
  // once, and three times that on a slow day's CI: the limits stretch with e2e/time-scale.ts.
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: [['list']],
  use: {
    baseURL: baseUrl(),
    browserName: 'chromium',
    headless: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A click or a page load that cannot happen fails on its own, not after the whole journey's time.
    actionTimeout: scaled(20_000),
    navigationTimeout: scaled(30_000),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
