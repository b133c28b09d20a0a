import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoPassword, demoUsers } from './helpers';
import { startServer } from './server.mjs';
import { scaled } from './time-scale';

// A server of this spec's own: the journey turns lot tracking on (to give an item a lot) and
// prints to the fake Zebra that server starts for its demo printer.
test.describe.configure({ timeout: scaled(240_000) });
test.use({ viewport: { width: 1280, height: 900 } });
let server: { url: string; stop: () => Promise<void> };
test.beforeAll(async () => {
  test.setTimeout(scaled(180_000));
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mailadres').fill(demoUsers.admin.email);
  await page.getByLabel('Wachtwoord').fill(demoPassword);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Lot tracking on; an item with an EAN-13 and a lot with a GS1-friendly number and an expiry date, made over the API. */
async function itemWithLot(request: APIRequestContext, suffix: string) {
  const login = await request.post(`${server.url}/api/v1/auth/login`, { data: { email: demoUsers.admin.email, password: demoPassword } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(path: string, data: object, method = 'POST'): Promise<T> => {
    const res = await request.fetch(`${server.url}/api/v1${path}`, { method, data, headers });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const bulk = (await (await request.get(`${server.url}/api/v1/settings/bulk`, { headers })).json()) as { traceability: object };
  await call('/settings/traceability', { ...bulk.traceability, enabled: true, autoGenerateLots: false, trackExpiry: true }, 'PUT');
  const name = `Labelkaas ${suffix}`;
  const item = await call<{ id: string }>('/items', {
    name,
    unit: 'kg',
    price: '12.50',
    vatRate: 9,
    barcode: '8712345678906',
    lotTracked: true,
  });
  await call(`/items/${item.id}/lots`, { lotNumber: `L${suffix}`.slice(0, 12), expiryDate: '2027-06-30', quantity: '40' });
  return { name, lotNumber: `L${suffix}`.slice(0, 12) };
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && main.scrollWidth <= main.clientWidth + 1;
  });

test.describe('labels', () => {
  test('design a lot label with text, GS1-128 and QR, set it as default, print 10 labels to the fake Zebra, see the job and its ZPL in history', async ({
    page,
    context,
  }) => {
    test.setTimeout(scaled(150_000));
    const suffix = Date.now().toString(36);
    const { name: itemName, lotNumber } = await itemWithLot(context.request, suffix);
    await signIn(page);
    await page.goto(`${server.url}/labels`);
    await expect(page.getByRole('heading', { name: 'Labels' })).toBeVisible();
    // The demo's templates, one default per type.
    await expect(page.getByTestId('template-row').filter({ hasText: 'Partijlabel GS1-128' })).toBeVisible();

    // Design: a text, a GS1-128 barcode and a QR code.
    const templateName = `Partij ${suffix}`;
    await page.getByTestId('new-template').click();
    await page.getByTestId('template-name').fill(templateName);
    await page.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Partij' }).click();
    await page.getByTestId('add-text').click();
    await page.getByTestId('add-barcode').click();
    await page.getByTestId('prop-symbology').locator('..').click();
    await page.getByRole('option', { name: 'GS1-128' }).click();
    await page.getByTestId('prop-text').fill('(01){{item.gtin}}(17){{lot.expiryGs1}}(10){{lot.number}}');
    await page.getByTestId('prop-y').fill('10');
    await page.getByTestId('add-qr').click();
    // Drag the QR code to the right on the canvas: its X follows in whole millimetres.
    const qr = page.locator('[data-testid^="element-qr"]').first();
    const box = await qr.boundingBox();
    if (!box) throw new Error('no QR element');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 60, { steps: 6 });
    await page.mouse.up();
    const x = Number(await page.getByTestId('prop-x').inputValue());
    expect(x).toBeGreaterThan(20);
    expect(Number.isInteger(x)).toBe(true);
    // Undo puts it back, redo again.
    await page.getByTestId('undo').click();
    expect(Number(await page.getByTestId('prop-x').inputValue())).toBe(2);
    await page.getByRole('button', { name: 'Opnieuw' }).click();
    expect(Number(await page.getByTestId('prop-x').inputValue())).toBe(x);
    // The server's preview of the same label.
    await expect(page.getByTestId('label-preview')).toBeVisible();
    await page.getByTestId('save-template').click();
    const row = page.getByTestId('template-row').filter({ hasText: templateName });
    await expect(row).toBeVisible();

    // Default for lot labels.
    await row.getByTestId('set-default').click();
    await expect(row.getByTestId('default-chip')).toBeVisible();

    // Print 10 labels for the lot to the demo's Zebra (the fake printer the server started).
    await row.getByTestId('print-template-button').click();
    await page.getByTestId('print-printer').locator('..').click();
    await page.getByRole('option', { name: 'Zebra ZD421 magazijn' }).click();
    await page.getByTestId('print-item').fill(itemName);
    await page.getByRole('option', { name: new RegExp(itemName) }).click();
    await page.getByTestId('print-lot').locator('..').click();
    await page.getByRole('option', { name: new RegExp(lotNumber) }).click();
    await page.getByTestId('print-copies').fill('10');
    await page.getByTestId('print-submit').click();

    // History: the job is done; its ZPL has the copies and the GS1 data with FNC1.
    await expect(page.getByTestId('tab-history')).toHaveAttribute('aria-selected', 'true');
    const job = page.getByTestId('job-row').filter({ hasText: templateName }).first();
    await expect(job.getByTestId('job-status')).toHaveAttribute('data-status', 'completed', { timeout: scaled(20_000) });
    await job.click();
    await expect(page.getByTestId('job-zpl')).toContainText('^PQ10');
    await expect(page.getByTestId('job-zpl')).toContainText('>;>8');
    await expect(page.getByTestId('job-zpl')).toContainText(lotNumber);
    await expect(page.getByTestId('job-preview')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('job-pdf').click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByRole('button', { name: 'Sluiten' }).click();

    // The printer is ready by its ~HS status.
    await page.getByTestId('tab-printers').click();
    await expect(page.getByTestId('printer-row').filter({ hasText: 'Zebra ZD421' }).getByTestId('printer-status')).toHaveText('Gereed');

    // Phone size: nothing sticks out sideways, in Arabic too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('tab-templates').click();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByTestId('tab-history').click();
    expect(await noSideScroll(page)).toBe(true);
  });
});
