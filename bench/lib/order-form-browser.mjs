// The order form in Debian's Chromium: how long until a big order's form is usable (lines shown,
// totals computed), and how long one changed amount takes to show in the totals.
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function row(phase, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  const round = (v) => Math.round(v * 100) / 100;
  return {
    phase,
    clients: 1,
    operations: samples.length,
    perSecond: 0,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    errors: 0,
  };
}

export async function measureOrderForm({ url, login, orderId, runs }) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    console.log('big-order: playwright-core is not installed: the browser figures are left out');
    return [];
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: launchArgs });
  const usable = [];
  const change = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'nl-NL' });
    // Signed in as the bench user: the session the app keeps in local storage.
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('user', user);
      },
      [login.access_token, JSON.stringify(login.user)],
    );
    const page = await context.newPage();
    await page.goto(`${url}/dashboard`);
    await page.waitForSelector('[data-testid="welcome"]');
    for (let run = 0; run < runs; run++) {
      await page.goto(`${url}/dashboard`);
      await page.waitForSelector('[data-testid="welcome"]');
      const started = Date.now();
      await page.evaluate((id) => {
        window.history.pushState({}, '', `/orders/${id}/edit`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, orderId);
      await page.waitForSelector('[data-testid="order-form"][data-ready="true"] [data-testid="order-line"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="line-count"]')?.textContent?.includes('1000'));
      usable.push(Date.now() - started);

      const amount = page.locator('[data-testid="order-line"] input[name="amount"]').first();
      const before = await page.locator('[data-testid="total-gross"]').textContent();
      // Time from the keystroke to new totals on screen, measured inside the page.
      const took = await page.evaluate(
        ([selector, previous, value]) =>
          new Promise((resolve) => {
            const input = document.querySelector(selector);
            const total = document.querySelector('[data-testid="total-gross"]');
            const t0 = performance.now();
            const observer = new MutationObserver(() => {
              if (total.textContent !== previous) {
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - t0));
              }
            });
            observer.observe(total, { childList: true, characterData: true, subtree: true });
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            setter.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        ['[data-testid="order-line"] input[name="amount"]', before, String(40 + run)],
      );
      change.push(took);
      await amount.fill('1');
    }
  } finally {
    await browser.close();
  }
  return [row('web: form usable (1000 lines)', usable), row('web: one line changed → totals', change)];
}
