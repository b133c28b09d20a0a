import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, demoUsers, signIn } from './helpers';
import { overflow } from './overflow';
import { scaled } from './time-scale';

// Status management (issue 30): the invoice statuses in the visual editor, in Dutch and Arabic.

async function chooseLanguage(page: Page, language: 'nl' | 'en' | 'ar') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

const errorTexts = async (language: 'nl' | 'ar') =>
  JSON.parse(await readFile(new URL(`../src/locales/${language}/errors.json`, import.meta.url), 'utf8')).orderStatuses as Record<
    string,
    string
  >;

const node = (page: Page, code: string) => page.locator(`[data-testid="status-node"][data-code="${code}"]`);

/** Drags from one status's outgoing handle to another's incoming handle. */
async function connect(page: Page, from: string, to: string) {
  const source = node(page, from).locator('.react-flow__handle.source');
  const target = node(page, to).locator('.react-flow__handle.target');
  const a = await source.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error('handle not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

for (const language of ['nl', 'ar'] as const) {
  test(`invoice statuses in the visual editor (${language})`, async ({ page }) => {
    test.setTimeout(scaled(240_000)); // a long journey of many steps: about 80 s on a machine also running other journeys
    const name = language === 'nl' ? 'Herinnering verstuurd' : 'تم إرسال التذكير';
    const englishName = `Reminder sent (${language})`;
    await signIn(page, demoUsers.admin.email);
    await chooseLanguage(page, language);
    await page.goto('/invoices');
    await page.getByTestId('invoice-statuses-link').click();
    await expect(page).toHaveURL(/\/invoices\/statuses$/);
    await expect(node(page, 'draft')).toBeVisible();
    const code = language === 'nl' ? 'herinnering-verstuurd' : undefined;

    await test.step('add a status; it shows as a node', async () => {
      await page.getByTestId('status-name').fill(name);
      await page.getByTestId('status-add').click();
      await expect(page.locator('[data-testid="status-node"]', { hasText: name })).toBeVisible();
    });
    const added = page.locator('[data-testid="status-node"]', { hasText: name });
    const addedCode = code ?? (await added.getAttribute('data-code')) ?? '';
    await page.getByTestId('auto-layout').click();

    await test.step('connect it; a self-transition and a duplicate are refused with the spec messages', async () => {
      const edges = page.locator('.react-flow__edge');
      const before = await edges.count();
      await connect(page, 'overdue', addedCode);
      await expect(edges).toHaveCount(before + 1);
      const texts = await errorTexts(language);
      await connect(page, addedCode, addedCode);
      await expect(page.getByTestId('status-problem')).toContainText(texts.sameStatus ?? '-');
      await page.getByTestId('status-problem').getByRole('button').click();
      await connect(page, 'overdue', addedCode);
      await expect(page.getByTestId('status-problem')).toContainText(texts.transitionExists ?? '-');
      await expect(edges).toHaveCount(before + 1);
    });

    await test.step('delete the new transition and undo it', async () => {
      const edges = page.locator('.react-flow__edge');
      const count = await edges.count();
      const edge = page
        .locator(`.react-flow__edge[data-id]`)
        .filter({ has: page.locator('path') })
        .last();
      await edge.locator('.react-flow__edge-interaction').click({ force: true });
      await page.keyboard.press('Delete');
      await expect(edges).toHaveCount(count - 1);
      await page.getByTestId('undo-transition').click();
      await expect(edges).toHaveCount(count);
    });

    await test.step('bulk-enable three transitions in the matrix', async () => {
      for (const from of ['sent', 'viewed', 'processing']) await page.getByTestId(`matrix-${from}-${addedCode}`).check();
      await page.getByTestId('matrix-save').click();
      await page.reload();
      for (const from of ['sent', 'viewed', 'processing']) await expect(page.getByTestId(`matrix-${from}-${addedCode}`)).toBeChecked();
    });

    await test.step('zoom in and fit', async () => {
      const viewport = page.locator('.react-flow__viewport');
      const before = await viewport.getAttribute('style');
      await page.locator('.react-flow__controls-zoomin').click();
      await expect(viewport).not.toHaveAttribute('style', before ?? '');
      await page.locator('.react-flow__controls-fitview').click();
    });

    await test.step('export the SVG: valid, every status and arrow', async () => {
      const statuses = await page.locator('[data-testid="status-node"]').count();
      const arrows = await page.locator('.react-flow__edge').count();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
      const svg = await readFile((await download.path()) ?? '', 'utf8');
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          statuses: doc.querySelectorAll('g.status').length,
          arrows: doc.querySelectorAll('line.transition').length,
        };
      }, svg);
      expect(parsed).toEqual({ errors: 0, statuses, arrows });
      expect(svg).toContain(name);
    });

    await test.step('name it per language: the English name is saved', async () => {
      await page.getByTestId('status-names').getByRole('combobox').click();
      await page.getByRole('option', { name }).click();
      await page.getByTestId('status-name-en').fill(englishName);
      await page.getByTestId('status-names-save').click();
      await page.reload();
      await page.getByTestId('status-names').getByRole('combobox').click();
      await page.getByRole('option', { name }).click();
      await expect(page.getByTestId('status-name-en')).toHaveValue(englishName);
    });

    await test.step('drag a status to another place in the order; the order is kept', async () => {
      const rows = page.getByTestId('status-order-row');
      const codes = async () => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-code')));
      const before = await codes();
      await rows.nth(3).scrollIntoViewIfNeeded();
      const handle = await rows.nth(2).getByTestId('status-order-handle').boundingBox();
      const target = await rows.nth(0).boundingBox();
      if (!handle || !target) throw new Error('order list not visible');
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(handle.x + handle.width / 2, handle.y - 10, { steps: 4 });
      await page.mouse.move(handle.x + handle.width / 2, target.y + target.height / 2, { steps: 12 });
      await page.mouse.up();
      const expected = [before[2], before[0], before[1], ...before.slice(3)];
      await expect.poll(codes).toEqual(expected);
      await page.reload();
      await expect.poll(codes).toEqual(expected);
      // And back with the arrows (the keyboard's way).
      await rows.nth(0).getByRole('button').last().click();
      await expect.poll(codes).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
      await rows.nth(1).getByRole('button').last().click();
      await expect.poll(codes).toEqual(before);
    });

    let movedId = '';
    await test.step('a sent invoice moves to it by hand; the statuses the app sets are not offered', async () => {
      const call = await apiAs(page.request, demoUsers.admin.email);
      const sent = await call<{ items: Array<{ id: string }> }>('GET', '/invoices?status=sent&pageSize=1');
      movedId = sent.items[0]?.id ?? '';
      await page.goto(`/invoices/${movedId}/edit`);
      await page.getByTestId('invoice-status-change').click();
      await expect(page.getByTestId('invoice-status-to-paid')).toHaveCount(0);
      await page.getByTestId(`invoice-status-to-${addedCode}`).click();
      await expect(page.getByTestId('invoice-status')).toHaveText(name);
      await expect(page.getByTestId('invoice-status')).toHaveAttribute('data-status', addedCode);
    });

    await test.step('the new status is in the invoice list filter, and the invoice is listed under it', async () => {
      await page.goto('/invoices');
      await page.getByTestId('list-filters-toggle').click();
      const filter = page.getByTestId('invoice-status-filter');
      await expect(filter.locator('option', { hasText: name })).toHaveCount(1);
      await filter.selectOption({ label: name });
      const chip = page.locator(`[data-testid="invoice-status-chip"][data-status="${addedCode}"]`).first();
      await expect(chip).toHaveText(name);
      // In English the list shows the English name.
      await chooseLanguage(page, 'en');
      await page.getByTestId('list-filters-toggle').click();
      await page.getByTestId('invoice-status-filter').selectOption({ label: englishName });
      await expect(chip).toHaveText(englishName);
    });

    await test.step('the kanban has a lane for it with the moved invoice; an overdue one moves there from its menu', async () => {
      // An invoice of four months ago, final and unpaid: overdue.
      const call = await apiAs(page.request, demoUsers.admin.email);
      const account = (await call<{ items: Array<{ id: string }> }>('GET', '/accounts?pageSize=1')).items[0];
      const old = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
      const late = await call<{ id: string }>('POST', '/invoices', {
        accountId: account?.id,
        invoiceDate: old,
        lines: [{ description: 'Kratten huur', quantity: '4', price: '2.50', vatRate: 21 }],
      });
      await call('POST', `/invoices/${late.id}/finalise`, {});
      await chooseLanguage(page, language);
      await page.goto('/invoices');
      await page.getByTestId('invoice-view-kanban').click();
      const lane = page.getByTestId(`kanban-column-${addedCode}`);
      await expect(lane.getByTestId('invoice-status-chip')).toHaveText(name);
      await expect(lane.locator(`[data-invoice-id="${movedId}"]`)).toBeVisible();
      const overdueId = late.id;
      const overdue = page.getByTestId('kanban-column-overdue').locator(`[data-invoice-id="${overdueId}"]`);
      await overdue.getByTestId('card-move-menu').click();
      await expect(page.getByTestId('card-move-to-paid')).toHaveCount(0);
      await page.getByTestId(`card-move-to-${addedCode}`).click();
      await expect(lane.locator(`[data-invoice-id="${overdueId}"]`)).toBeVisible();
      await expect(page.getByTestId('kanban-column-overdue').locator(`[data-invoice-id="${overdueId}"]`)).toHaveCount(0);
      // The view is remembered; on a phone the lanes scroll inside the board, not the page.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByTestId('invoices-kanban')).toBeVisible();
      await expect(lane.locator(`[data-invoice-id="${overdueId}"]`)).toHaveCount(1);
      expect(await overflow(page, 'main')).toEqual([]);
    });
  });
}
