import { type BrowserContext, expect, test } from '@playwright/test';
import { demoUsers, signIn, apiAs } from './helpers';
import { scaled } from './time-scale';
import { type ServerWithMail, startServerWithMail } from './with-mail';

async function journey(context: BrowserContext, server: ServerWithMail): Promise<void> {
  const page = await context.newPage();
  const call = await apiAs(context.request, demoUsers.admin.email);
  const suffix = Date.now().toString(36);
  // A KvK number gives the customer the electronic address an e-invoice (Peppol UBL) needs.
  const kvkNumber = String(Date.now() % 100_000_000).padStart(8, '1');
  const account = await call<{ id: string }>('POST', '/accounts', { companyName: `Lunchroom Tulp ${suffix}`, kvkNumber });
  const item = await call<{ id: string }>('POST', '/items', { name: `Appelsap ${suffix}`, unit: 'pak', price: '2.50', vatRate: 9 });
  await call('POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '100' });
  const statuses = await call<{ statuses: Array<{ id: string; code: string }> }>('GET', '/order-statuses');
  const status = Object.fromEntries(statuses.statuses.map((s) => [s.code, s.id]));
  const orderNumbers: string[] = [];
  for (const amount of ['4', '6']) {
    const order = await call<{ id: string; orderNumber: string }>('POST', '/orders', {
      accountId: account.id,
      lines: [{ itemId: item.id, amount }],
    });
    for (const step of ['confirmed', 'preparing', 'ready', 'delivered'])
      await call('POST', `/orders/${order.id}/status`, { statusId: status[step] });
    orderNumbers.push(order.orderNumber);
  }

  await signIn(page, demoUsers.admin.email);
  await page.getByTestId('dashboard-card-invoices').getByRole('link').click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { name: 'Facturen' })).toBeVisible();

  await page.getByTestId('invoices-from-orders').click();
  const dialog = page.getByTestId('from-orders-dialog');
  for (const number of orderNumbers) await dialog.getByText(number, { exact: false }).click();
  await dialog.getByTestId('from-orders-preview-button').click();
  // 10 × 2.50 = 25.00 net, 9% VAT 2.25: 27.25.
  await expect(dialog.getByTestId('from-orders-total')).toContainText('27,25');
  await dialog.getByTestId('from-orders-convert').click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('invoice-row').filter({ hasText: `Lunchroom Tulp ${suffix}` });
  await expect(row).toContainText('Concept');
  await row.click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]+\/edit$/);
  await expect(page.getByTestId('invoice-gross')).toContainText('27,25');
  await page.getByTestId('invoice-finalise').click();
  await expect(page.getByTestId('invoice-title')).toHaveText(/^INV-\d+$/);
  const invoiceNumber = await page.getByTestId('invoice-title').textContent();
  const pdfResponse = page.waitForResponse((res) => res.url().endsWith('/pdf'));
  const popup = page.waitForEvent('popup');
  await page.getByTestId('invoice-pdf').click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The page reads the body itself (into a blob for the new tab), so only its size is checked here.
  expect(Number(pdf.headers()['content-length'])).toBeGreaterThan(1000);
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  const to = `inkoop-${suffix}@tulp.example.com`;
  await page.getByTestId('invoice-email').click();
  const mailDialog = page.getByTestId('invoice-email-dialog');
  await expect(page.getByTestId('invoice-email-subject')).toHaveValue(new RegExp(invoiceNumber ?? 'INV'));
  await page.getByTestId('invoice-email-to').fill(to);
  await mailDialog.getByLabel('Ook de e-factuur (Peppol UBL) bijvoegen').check();
  await page.getByTestId('invoice-email-send').click();
  await expect(mailDialog).toBeHidden();
  await expect(page.getByTestId('invoice-emailed')).toContainText(to);
  const mail = await server.waitForMail(to, /Factuur/);
  expect(mail.subject).toContain(invoiceNumber ?? 'INV');
  const attachment = mail.attachments.find((a) => a.filename === `${invoiceNumber}.pdf`);
  expect(attachment?.contentType).toBe('application/pdf');
  expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
  const ubl = mail.attachments.find((a) => a.filename === `${invoiceNumber}.xml`);
  expect(ubl?.content.toString()).toContain(
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  );

  // A partial credit note first: one pack of the first line (2.50 + 9% VAT = 2.73).
  const invoiceUrl = page.url();
  await page.getByTestId('invoice-credit').click();
  const creditDialog = page.getByTestId('invoice-credit-dialog');
  await creditDialog.getByTestId('credit-mode-lines').click();
  await creditDialog.getByTestId('credit-line-0').check();
  await creditDialog.getByTestId('credit-quantity-0').fill('1');
  // Dutch as Intl writes a negative amount: the minus after "€ ".
  await expect(creditDialog.getByTestId('credit-total')).toContainText('€ -2,73');
  await creditDialog.getByTestId('credit-submit').click();
  await expect(creditDialog).toBeHidden();
  await expect(page.getByTestId('invoice-gross')).toContainText('€ -2,73');
  // Then everything that is left, which cancels the invoice (its VAT rounded on its own: 2.03).
  await page.goto(invoiceUrl);
  await page.getByTestId('invoice-credit').click();
  await expect(creditDialog.getByTestId('credit-total')).toContainText('€ -24,53');
  await creditDialog.getByTestId('credit-submit').click();
  await expect(page.getByTestId('invoice-gross')).toContainText('€ -24,53');
  await page.goto('/invoices');
  const original = page
    .getByTestId('invoice-row')
    .filter({ hasText: invoiceNumber ?? '' })
    .first();
  await expect(original).toContainText('Geannuleerd');
  // The footer's count and sums come from their own request: the count is every invoice, past the list's "1.000+".
  const sums = await call<{ count: number }>('GET', '/invoices/sums');
  await expect(page.getByTestId('invoice-sum-count')).toContainText(sums.count.toLocaleString('nl-NL'));

  // An overdue invoice gets a payment reminder by hand: from the reminder template, the PDF attached.
  const lateTo = `administratie-${suffix}@bistro.example.com`;
  const lateAccount = await call<{ id: string }>('POST', '/accounts', { companyName: `Bistro Laat ${suffix}`, email: lateTo });
  const late = await call<{ id: string }>('POST', '/invoices', {
    accountId: lateAccount.id,
    invoiceDate: '2026-01-05',
    paymentTerms: 14,
    lines: [{ description: 'Koffiebonen 1 kg', quantity: '3', price: '12.00', vatRate: 9 }],
  });
  const lateFinal = await call<{ invoiceNumber: string }>('POST', `/invoices/${late.id}/finalise`, {});
  await page.goto(`/invoices/${late.id}/edit`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Vervallen');
  await page.getByTestId('invoice-remind').click();
  await expect(page.getByTestId('invoice-reminded')).toContainText(lateTo);
  await expect(page.getByTestId('invoice-reminders')).toContainText(lateTo);
  const reminder = await server.waitForMail(lateTo, /Betalingsherinnering/);
  expect(reminder.subject).toBe(`Betalingsherinnering factuur ${lateFinal.invoiceNumber}`);
  expect(reminder.attachments.find((a) => a.filename === `${lateFinal.invoiceNumber}.pdf`)?.contentType).toBe('application/pdf');
}

test.describe('invoices', () => {
  test('delivered orders are previewed, converted, finalised, e-mailed with the PDF, credited in part and then cancelled; an overdue invoice is reminded', async ({
    browser,
  }) => {
    test.setTimeout(scaled(180_000));
    const server = await startServerWithMail();
    const context = await browser.newContext({ baseURL: server.url });
    try {
      await journey(context, server);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('a draft is made by hand with the required fields checked', async ({ page }) => {
    await signIn(page, demoUsers.admin.email);
    await page.goto('/invoices/new');
    await page.getByTestId('invoice-save').click();
    await expect(page.getByText('Kies eerst een klant')).toBeVisible();
    await expect(page.getByText('Elke regel heeft een omschrijving nodig')).toBeVisible();
  });
});
