// `npm run test:e2e`: the Playwright journeys, reported as a list and as JSON (for CI's count).
// The JSON goes to E2E_JSON_OUTPUT, else .tmp/e2e-report.json. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');
const browser = '/usr/bin/chromium';

if (!existsSync(path.join(webDir, 'dist/index.html'))) {
  console.error('e2e: apps/web/dist is missing; run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(browser)) {
  console.error(`e2e: ${browser} is missing; install Debian's browser: apt-get install -y chromium fonts-dejavu-core`);
  process.exit(1);
}

const report = path.resolve(process.env.E2E_JSON_OUTPUT ?? path.join(repoRoot, '.tmp/e2e-report.json'));
mkdirSync(path.dirname(report), { recursive: true });

const playwright = [path.join(webDir, 'node_modules/.bin/playwright'), path.join(repoRoot, 'node_modules/.bin/playwright')].find(
  existsSync,
);
if (!playwright) {
  console.error('e2e: @playwright/test is not installed; run `npm ci`.');
  process.exit(1);
}

const result = spawnSync(playwright, ['test', '--reporter=list,json', ...process.argv.slice(2)], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
if (result.error) console.error(result.error);
console.log(`e2e: JSON report in ${path.relative(process.cwd(), report) || report}`);
process.exit(result.status ?? 1);
