import { expect, type Response, test } from '@playwright/test';

/**
 * What a browser really moves for the sign-in page, the first page everyone opens (issue 25):
 * 729 kB when the server sent its JavaScript uncompressed, about 200 kB as brotli. The budget
 * leaves room for growth without letting uncompressed files slip back in.
 */
const budgetKb = 300;

test('the sign-in page transfers under its budget, compressed, with hashed assets cached as immutable', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    responses.push(response);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: /inloggen/i })).toBeVisible();

  let bytes = 0;
  const lines: string[] = [];
  for (const response of responses) {
    const sizes = await response.request().sizes();
    const sent = sizes.responseBodySize + sizes.responseHeadersSize;
    bytes += sent;
    lines.push(`${(sent / 1024).toFixed(1)} kB ${response.headers()['content-encoding'] ?? 'plain'} ${new URL(response.url()).pathname}`);
  }
  console.log(`/login transferred ${(bytes / 1024).toFixed(1)} kB in ${responses.length} responses:\n${lines.join('\n')}`);
  expect(bytes / 1024).toBeLessThan(budgetKb);

  const scripts = responses.filter((r) => new URL(r.url()).pathname.startsWith('/assets/') && r.url().endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    // A file of a few hundred bytes has no smaller compressed copy (compress-dist.mjs): it goes plain.
    const { responseBodySize } = await script.request().sizes();
    if (responseBodySize > 512) expect(['br', 'gzip'], script.url()).toContain(script.headers()['content-encoding']);
    expect(script.headers()['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
  }
  const document = responses.find((r) => new URL(r.url()).pathname === '/login');
  expect(document?.headers()['cache-control']).toBe('no-cache');
});
