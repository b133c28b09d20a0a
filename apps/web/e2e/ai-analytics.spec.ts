import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type FakeModelServer, startFakeModelServer } from '../../server/src/modules/ai-chat/fake-model-server';
import { apiAs, demoPassword, demoUsers, signIn } from './helpers';
import { askAndWait, chooseLanguage } from './assistant-kit';
import { overflow } from './overflow';
import { scaled } from './time-scale';

// Issue 32 end to end, at phone size in Dutch and Arabic: five questions to the built-in assistant,
// each answer's figure checked against the same figure read from the app's own API; the engine
// switched to an OpenAI-compatible model server (a fake on loopback) in Settings for a streamed,
// tool-calling answer; the questions counted in AI analytics; every BI tab with drawn charts; the
// dashboard's KPI cards leading into them; the super admin's company choice with its AI insights.

type Api = Awaited<ReturnType<typeof apiAs>>;
type Lang = 'nl' | 'ar';
type InvoiceSums = { count: number; net: string; outstanding: string };
type Page_<T> = { total: number; items: T[] };

const questions: Record<Lang, Record<'revenue' | 'openInvoices' | 'lowStock' | 'dormant' | 'purchases' | 'draft', string>> = {
  nl: {
    revenue: 'Hoeveel omzet deze maand?',
    openInvoices: 'Openstaande facturen van Sushi Sakura',
    lowStock: 'Welke artikelen zijn bijna op?',
    dormant: 'Welke klanten bestelden 30 dagen niet?',
    purchases: 'Wat kocht Restaurant De Gouden Karper vorige maand?',
    draft: 'maak een order voor Sushi Sakura: 5 volle melk',
  },
  ar: {
    revenue: 'كم الإيرادات هذا الشهر؟',
    openInvoices: 'الفواتير المفتوحة للعميل Sushi Sakura',
    lowStock: 'ما هي الأصناف التي أوشكت على النفاد؟',
    dormant: 'أي العملاء لم يطلبوا منذ 30 يوما؟',
    purchases: 'ماذا اشترى Restaurant De Gouden Karper الشهر الماضي؟',
    draft: 'أنشئ طلبا لـ Sushi Sakura: 5 volle melk',
  },
};

/** A figure as the page shows it (the reader's locale, the browser's own Intl), for a value the API gave. */
function shown(page: Page, value: number, kind: 'money' | 'count', lang: Lang): Promise<string> {
  return page.evaluate(
    ([v, k, l]) =>
      k === 'money'
        ? new Intl.NumberFormat(l as string, { style: 'currency', currency: 'EUR' }).format(v as number)
        : new Intl.NumberFormat(l as string).format(v as number),
    [value, kind, lang] as const,
  );
}

/** The chip of the answer whose link starts so, and the query of that link. */
async function figureLinked(answer: Locator, hrefStart: string) {
  const chip = answer.locator(`[data-testid="ai-figure"][href^="${hrefStart}"]`).first();
  await expect(chip).toBeVisible();
  const href = (await chip.getAttribute('href')) ?? '';
  return { chip, params: new URL(href, 'http://x').searchParams };
}

const sum = (values: string[]) => Math.round(values.reduce((s, v) => s + Number(v) * 100, 0)) / 100;

async function allPages<T>(call: Api, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await call<Page_<T>>('GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=200&page=${page}`);
    rows.push(...res.items);
    if (res.items.length < 200) return rows;
  }
}

async function fiveQuestions(page: Page, call: Api, lang: Lang) {
  const q = questions[lang];
  await test.step(`${lang}: revenue this month equals the final invoices' net of that period (GET /invoices/sums)`, async () => {
    const answer = await askAndWait(page, q.revenue);
    const { chip, params } = await figureLinked(answer, '/invoices?from=');
    const period = `from=${params.get('from')}&to=${params.get('to')}`;
    const all = await call<InvoiceSums>('GET', `/invoices/sums?${period}`);
    const drafts = await call<InvoiceSums>('GET', `/invoices/sums?${period}&status=draft`);
    const net = sum([all.net]) - sum([drafts.net]);
    expect(net).toBeGreaterThan(0);
    await expect(chip).toContainText(await shown(page, net, 'money', lang));
  });
  await test.step(`${lang}: Sushi Sakura's open invoices: count and outstanding as GET /invoices/sums?open=true`, async () => {
    const answer = await askAndWait(page, q.openInvoices);
    await expect(answer).toContainText('Sushi Sakura');
    const { chip, params } = await figureLinked(answer, '/invoices?accountId=');
    const open = await call<InvoiceSums>('GET', `/invoices/sums?accountId=${params.get('accountId')}&open=true`);
    expect(open.count).toBeGreaterThan(0);
    await expect(chip).toContainText(await shown(page, open.count, 'count', lang));
    await expect(answer.getByTestId('ai-figure').nth(1)).toContainText(await shown(page, Number(open.outstanding), 'money', lang));
  });
  await test.step(`${lang}: the items nearly out are GET /items?lowStock=true, with their stock`, async () => {
    const answer = await askAndWait(page, q.lowStock);
    const low = await allPages<{ id: string; quantityOnHand: string }>(call, '/items?lowStock=true&active=true');
    const chips = answer.locator('[data-testid="ai-figure"][href^="/items/"]');
    expect(low.length).toBeGreaterThan(0);
    await expect(chips).toHaveCount(Math.min(20, low.length));
    for (const chip of (await chips.all()).slice(0, 5)) {
      const id = ((await chip.getAttribute('href')) ?? '').replace('/items/', '');
      const item = low.find((row) => row.id === id);
      expect(item, `item ${id} is low on stock in the API`).toBeDefined();
      await expect(chip).toContainText(await shown(page, Number(item?.quantityOnHand), 'count', lang));
    }
  });
  await test.step(`${lang}: customers without an order for 30 days are the active accounts whose last order (GET /orders) is that old`, async () => {
    const answer = await askAndWait(page, q.dormant);
    const since = new Date(Date.now() - 30 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const accounts = await allPages<{ id: string }>(call, '/accounts?status=active');
    const dormant: string[] = [];
    for (const account of accounts) {
      const last = await call<Page_<{ orderDate: string }>>('GET', `/orders?accountId=${account.id}&sort=-orderDate&pageSize=1`);
      const date = last.items[0]?.orderDate.slice(0, 10);
      if (date && date <= since) dormant.push(account.id);
    }
    await expect(answer.getByTestId('ai-figure').first()).toContainText(await shown(page, Math.min(50, dormant.length), 'count', lang));
    const linked = await answer
      .locator('[data-testid="ai-link"][href^="/accounts/"]')
      .evaluateAll((els) => els.map((el) => (el.getAttribute('href') ?? '').replace('/accounts/', '')));
    expect(linked.sort()).toEqual(dormant.sort().slice(0, 50));
  });
  await test.step(`${lang}: what an account bought last month totals its orders of that month (GET /orders)`, async () => {
    const answer = await askAndWait(page, q.purchases);
    await expect(answer).toContainText('Restaurant De Gouden Karper');
    const { chip, params } = await figureLinked(answer, '/orders?accountId=');
    const orders = await allPages<{ net: string }>(
      call,
      `/orders?accountId=${params.get('accountId')}&from=${params.get('from')}&to=${params.get('to')}`,
    );
    const total = sum(orders.map((o) => o.net));
    expect(total).toBeGreaterThan(0);
    await expect(chip).toContainText(await shown(page, total, 'money', lang));
  });
}

/** Records every text the streaming answer shows, to see the model's words arrive before the answer is kept. */
async function recordStreaming(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { streamed: string[] }).streamed = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="ai-streaming"]');
      if (el?.textContent) seen.push(el.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function switchEngine(page: Page, fake: FakeModelServer) {
  await page.goto('/settings/assistant');
  await page.getByTestId('assistant-engine').selectOption('openai');
  await page.locator('input[name="baseUrl"]').fill(fake.url);
  await page.locator('input[name="model"]').fill('fake-llm');
  await page.locator('input[name="apiKey"]').fill('sk-local-e2e-9876');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-save')).toBeDisabled();
  await page.getByTestId('assistant-check').click();
  await expect(page.getByTestId('assistant-check-result')).toContainText('fake-llm');
}

/** Back to the built-in engine (the demo's default), and the API as the company admin. */
async function resetEngine(request: APIRequestContext): Promise<Api> {
  const login = await request.post('/api/v1/auth/login', { data: { email: demoUsers.admin.email, password: demoPassword } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const res = await request.put('/api/v1/settings/assistant', {
    data: { engine: 'builtin' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return apiAs(request, demoUsers.admin.email);
}

const tabs = ['overview', 'sales', 'customers', 'operations', 'predictive', 'insights'] as const;
/** What @mui/x-charts draws for data: bars, lines, areas, marks, pie arcs. */
const drawn = '.MuiBarChart-element, .MuiLineChart-line, .MuiLineChart-area, .MuiLineChart-mark, .MuiPieChart-arc';

/** Every BI tab: drawn charts with data, no error, nothing wider than the phone. */
async function everyTab(page: Page) {
  for (const tab of tabs) {
    await page.getByTestId(`tab-${tab}`).click();
    const panel = page.getByTestId(`panel-${tab}`);
    await expect(panel.locator('svg').first()).toBeVisible({ timeout: scaled(20_000) });
    await expect(panel.locator(drawn).first()).toBeAttached();
    expect(await panel.locator(drawn).count(), `${tab}: chart marks`).toBeGreaterThan(0);
    await expect(page.locator('.MuiAlert-colorError')).toHaveCount(0);
    expect(await overflow(page, 'main'), `${tab} at 390 px`).toEqual([]);
  }
}

let fake: FakeModelServer;
test.beforeAll(async () => {
  fake = await startFakeModelServer();
});
test.afterAll(async () => {
  await fake?.close();
});

test.describe('the assistant and AI analytics at phone size', () => {
  for (const lang of ['nl', 'ar'] as const) {
    test(`${lang}: five questions with the API's figures, a streamed model answer, the questions in AI analytics, every BI tab and the dashboard`, async ({
      page,
      request,
    }) => {
      test.setTimeout(scaled(240_000));
      const call = await resetEngine(request);
      const langsBefore = await call<{ data: Array<{ language: string; count: number }> }>('GET', '/ai/analytics/languages');
      const askedBefore = langsBefore.data.find((l) => l.language === lang)?.count ?? 0;
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, demoUsers.admin.email);
      await chooseLanguage(page, lang);
      await page.goto('/ai-chat');
      await expect(page.getByTestId('ai-engine')).toBeVisible();

      await fiveQuestions(page, call, lang);
      expect(await overflow(page, 'main')).toEqual([]);
      await page.screenshot({ path: `test-results/ai-chat-${lang}.png`, fullPage: true });

      await test.step(`${lang}: the draft order opens the new-order form prefilled, nothing saved`, async () => {
        const answer = await askAndWait(page, questions[lang].draft);
        await answer.getByTestId('ai-link').click();
        await expect(page).toHaveURL(/\/orders\/new\?/);
        const values = () => page.locator('main input').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
        await expect.poll(values).toEqual(expect.arrayContaining([expect.stringMatching(/^Sushi Sakura/), '5']));
        await expect(page.locator('main')).toContainText(/Volle melk/i);
        await expect(page).toHaveURL(/\/orders\/new\?/);
        await page.screenshot({ path: `test-results/ai-draft-order-${lang}.png`, fullPage: true });
        expect(await overflow(page, 'main')).toEqual([]);
      });

      await test.step(`${lang}: Settings switch to the model server; its answer streams in and used a tool`, async () => {
        await switchEngine(page, fake);
        await page.goto('/ai-chat');
        await expect(page.getByTestId('ai-engine')).toContainText('fake-llm');
        await recordStreaming(page);
        const requestsBefore = fake.requests.length;
        const answer = await askAndWait(page, questions[lang].revenue);
        await expect(answer).toContainText('Volgens de gegevens'); // the fake model's own words
        await expect(answer.getByTestId('ai-tools-used')).toContainText(lang === 'nl' ? 'Omzet' : 'الإيرادات');
        const streamed = await page.evaluate(() => (window as unknown as { streamed: string[] }).streamed);
        expect(streamed.some((text) => /\d/.test(text))).toBe(true);
        const sent = fake.requests.slice(requestsBefore);
        expect(sent.some((r) => r.stream === true)).toBe(true);
        expect(sent.some((r) => r.messages.at(-1)?.role === 'tool')).toBe(true);
        await resetEngine(request);
      });

      await test.step(`${lang}: the questions are counted in AI analytics (languages, intents)`, async () => {
        const langs = await call<{ data: Array<{ language: string; count: number }> }>('GET', '/ai/analytics/languages');
        expect(langs.data.find((l) => l.language === lang)?.count ?? 0).toBeGreaterThanOrEqual(askedBefore + 7);
        await page.goto('/ai-analytics?tab=insights');
        await expect(page.getByTestId('insights-list').locator('[data-testid^="insight-"]').first()).toBeVisible({
          timeout: scaled(20_000),
        });
        const insights = page.getByTestId('assistant-insights');
        await expect(insights.getByTestId('chart-languages')).toContainText(lang === 'nl' ? 'Nederlands' : 'العربية');
        await expect(insights.getByTestId('chart-intents')).toContainText(lang === 'nl' ? 'Openstaande facturen' : 'الفواتير المفتوحة');
        await page.screenshot({ path: `test-results/ai-analytics-insights-${lang}.png`, fullPage: true });
        await expect(insights.locator('.MuiBarChart-element').first()).toBeAttached();
      });

      await test.step(`${lang}: every BI tab draws its charts`, async () => {
        await page.goto('/ai-analytics');
        await everyTab(page);
      });

      await test.step(`${lang}: the dashboard's KPI cards lead into the tabs`, async () => {
        await page.goto('/dashboard');
        const cards = page.getByTestId('dashboard-kpis').locator('a');
        await expect(cards.first()).toBeVisible();
        expect(await overflow(page, 'main')).toEqual([]);
        const hrefs = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
        for (const href of hrefs) expect(href).toMatch(/^\/ai-analytics(\?tab=(sales|customers|operations|predictive|insights))?$/);
        await page.getByTestId('dashboard-kpi-revenueToday').locator('a').click();
        await expect(page).toHaveURL(/\/ai-analytics\?tab=sales$/);
        await expect(page.getByTestId('panel-sales').locator(drawn).first()).toBeAttached({ timeout: scaled(20_000) });
      });
    });
  }

  test('the super admin chooses a company and reads its BI tabs and AI insights, in Dutch and Arabic at phone size', async ({ page }) => {
    test.setTimeout(scaled(180_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoUsers.super.email);
    for (const lang of ['nl', 'ar'] as const) {
      await chooseLanguage(page, lang);
      await page.goto('/ai-analytics');
      await expect(page.getByTestId('bi-tenants')).toContainText('Demo Groothandel B.V.');
      await page.screenshot({ path: `test-results/ai-analytics-super-${lang}.png`, fullPage: true });
      expect(await overflow(page, 'main')).toEqual([]);
      await page
        .getByTestId('bi-tenants')
        .getByRole('row', { name: /Demo Groothandel B\.V\./ })
        .click();
      await expect(page).toHaveURL(/tenantId=/);
      await page.getByTestId('tab-insights').click();
      const insights = page.getByTestId('assistant-insights');
      await expect(insights.getByTestId('assistant-total')).toBeVisible({ timeout: scaled(20_000) });
      await expect(page.getByTestId('insights-list').locator('[data-testid^="insight-"]').first()).toBeVisible({ timeout: scaled(20_000) });
      await expect(insights.locator('.MuiBarChart-element').first()).toBeAttached();
      await expect(page.locator('.MuiAlert-colorError')).toHaveCount(0);
      await page.screenshot({ path: `test-results/ai-analytics-super-insights-${lang}.png`, fullPage: true });
      await everyTab(page);
      expect(await page.getByTestId('bi-tenant').inputValue()).not.toBe('');
    }
  });
});
