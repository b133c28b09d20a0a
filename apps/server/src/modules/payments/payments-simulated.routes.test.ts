import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProgressEvent } from '@wb/contract/payments';
import { inTransaction } from '@/db/transaction';
import { eventHub, type ServerEvent } from '@/platform/events/event-hub';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount } from '../orders/order-test-kit';

/**
 * Without a provider key the simulated provider stands in: local checkout, and a terminal that
 * walks its steps, here 150 ms apart (set for this file's tests only, and put back after them).
 */
const stepVar = 'SIMULATED_TERMINAL_STEP_MS';
const stepBefore = process.env[stepVar];

let t: TestApp;
let admin: string;
let tenantId: string;
let userId: string;
let call: ReturnType<typeof caller>;
let account: { id: string };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

async function finalInvoice(gross: string): Promise<{ id: string; invoiceNumber: string }> {
  const created = await call(admin, 'POST', '/invoices', {
    accountId: account.id,
    invoiceDate: today,
    lines: [{ description: 'Levering', quantity: '1', price: gross, vatRate: 0 }],
  });
  const id = (created.json() as unknown as { id: string }).id;
  return (await call(admin, 'POST', `/invoices/${id}/finalise`, {})).json() as unknown as { id: string; invoiceNumber: string };
}
const progressOf = async (id: string) =>
  ((await call(admin, 'GET', `/payments/${id}/progress`)).json() as unknown as { status: string }).status;
/** Waits (at most 10 s) until `done` answers true: the simulated terminal runs on timers. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}
const invoiceOf = async (id: string) =>
  (await call(admin, 'GET', `/invoices/${id}`)).json() as unknown as { status: string; paidAmount: string };

beforeAll(async () => {
  process.env[stepVar] = '150';
  t = await createTestApp({ appUrl: 'http://localhost:5173' });
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantId = login.user.tenantId ?? '';
  userId = login.user.id;
  account = await createAccount(t, admin, { companyName: 'Café Het Plein' });
});
afterAll(async () => {
  if (stepBefore === undefined) delete process.env[stepVar];
  else process.env[stepVar] = stepBefore;
  await t.close();
});

describe('Settings → Payments → iDEAL (issue 25 item 16)', () => {
  it('refuses an iDEAL payment with 409 while iDEAL is off, and writes no payment', async () => {
    const other = (await signIn(t.app, 'admin@other.example.com')).access_token;
    const customer = await createAccount(t, other, { companyName: 'Bakkerij Uit' });
    const created = await call(other, 'POST', '/invoices', {
      accountId: customer.id,
      invoiceDate: today,
      lines: [{ description: 'Levering', quantity: '1', price: '12.00', vatRate: 0 }],
    });
    const draftId = (created.json() as unknown as { id: string }).id;
    await call(other, 'POST', `/invoices/${draftId}/finalise`, {});
    const settings = (await call(other, 'GET', '/settings/bulk')).json() as unknown as { payments: { ideal: { enabled: boolean } } };
    expect(settings.payments.ideal.enabled).toBe(true);
    const off = await call(other, 'PUT', '/settings/payments', { ideal: { enabled: false } });
    expect(off.statusCode, off.body).toBe(200);
    const res = await call(other, 'POST', '/payments/ideal', { invoiceId: draftId });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe('iDEAL is turned off in the payment settings');
    const payments = (await call(other, 'GET', `/payments?invoiceId=${draftId}`)).json() as unknown as { items: unknown[] };
    expect(payments.items).toEqual([]);
  });
});

describe('iDEAL on the simulated provider', () => {
  it('link and QR code to the local checkout; paying there makes the public page say paid and the invoice paid', async () => {
    const inv = await finalInvoice('64.50');
    const res = await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json() as unknown as {
      id: string;
      publicId: string;
      checkoutUrl: string;
      qrCode: string;
      provider: string;
      status: string;
    };
    expect(payment).toMatchObject({
      provider: 'simulated',
      status: 'pending',
      checkoutUrl: `http://localhost:5173/payment-checkout/${payment.publicId}`,
    });
    expect(payment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await call(null, 'GET', `/public/payments/${payment.publicId}`)).json()).toMatchObject({ status: 'pending', amount: '64.50' });
    const checkout = await call(null, 'GET', `/public/simulated-checkout/${payment.publicId}`);
    expect(checkout.json()).toMatchObject({ amount: '64.50', description: `Factuur ${inv.invoiceNumber}`, simulated: true });

    const paid = await call(null, 'POST', `/public/simulated-checkout/${payment.publicId}`, { outcome: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: `/payment-status/redirect?id=${payment.publicId}` });
    expect((await call(null, 'GET', `/public/payments/${payment.publicId}`)).json()).toMatchObject({ status: 'paid' });
    expect(await invoiceOf(inv.id)).toMatchObject({ status: 'paid', paidAmount: '64.50' });
    // Choosing again changes nothing.
    await call(null, 'POST', `/public/simulated-checkout/${payment.publicId}`, { outcome: 'failed' });
    expect((await call(null, 'GET', `/public/payments/${payment.publicId}`)).json()).toMatchObject({ status: 'paid' });
    expect(await invoiceOf(inv.id)).toMatchObject({ paidAmount: '64.50' });
  });

  it('failed, cancelled and expired leave the invoice unpaid and the public page says so', async () => {
    for (const outcome of ['failed', 'cancelled', 'expired'] as const) {
      const inv = await finalInvoice('5.00');
      const payment = (await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id })).json() as unknown as { publicId: string };
      await call(null, 'POST', `/public/simulated-checkout/${payment.publicId}`, { outcome });
      expect((await call(null, 'GET', `/public/payments/${payment.publicId}`)).json()).toMatchObject({ status: outcome });
      expect(await invoiceOf(inv.id)).toMatchObject({ status: 'sent', paidAmount: '0.00' });
    }
  });

  it('"Payment not found" for an unknown id, a tampered id and a payment of another tenant\'s checkout', async () => {
    expect((await call(null, 'GET', '/public/payments/nope')).json().error.message).toBe('Payment not found');
    const inv = await finalInvoice('5.00');
    const payment = (await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id })).json() as unknown as { publicId: string };
    const tampered = `${payment.publicId.slice(0, 30)}${payment.publicId.slice(30).split('').reverse().join('')}`;
    const res = await call(null, 'GET', `/public/payments/${tampered}`);
    expect(res.statusCode).toBe(404);
  });

  it('an invoice with nothing outstanding gets no payment request', async () => {
    const inv = await finalInvoice('3.00');
    await call(admin, 'POST', '/payments', {
      amount: '3',
      paymentDate: today,
      method: 'cash',
      allocations: [{ invoiceId: inv.id, amount: '3' }],
    });
    const res = await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Nothing is outstanding on this invoice');
  });

  it('e-mails the payment link with the amount written the Dutch way ("€ 1.234,50", never "EUR 1234.50")', async () => {
    const inv = await finalInvoice('1234.50');
    const payment = (await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id })).json() as unknown as { id: string };
    const res = await call(admin, 'POST', `/payments/${payment.id}/email-link`, { to: 'kas@hetplein.example' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await inTransaction(t.deps.db, { tenantId }, (tx) =>
      tx.selectFrom('mailOutbox').selectAll().where('tenantId', '=', tenantId).where('purpose', '=', 'payments.link').executeTakeFirst(),
    );
    expect(mail?.textBody).toContain(`(€\u00a01.234,50) direct betalen met iDEAL`);
    expect(mail?.textBody).not.toContain('EUR');
  });
});

describe('terminal payments on the simulated terminal', () => {
  it('lists the simulated terminals with the dialog defaults', async () => {
    const res = await call(admin, 'GET', '/payments/terminals');
    expect(res.json()).toMatchObject({
      simulated: true,
      maxRetries: 3,
      timeoutSeconds: 120,
      terminals: [{ id: 'term_simulated_ok' }, { id: 'term_simulated_decline' }],
    });
  });

  it('takes the retries and timeout from the payment settings, within their bounds', async () => {
    const bad = await call(admin, 'PUT', '/settings/payments', { terminal: { maxRetries: 11, timeoutSeconds: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['terminal.maxRetries', 'terminal.timeoutSeconds']);
    const saved = await call(admin, 'PUT', '/settings/payments', { terminal: { maxRetries: 5, timeoutSeconds: 90 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(admin, 'GET', '/payments/terminals')).json()).toMatchObject({ maxRetries: 5, timeoutSeconds: 90 });
    await call(admin, 'PUT', '/settings/payments', {});
    expect((await call(admin, 'GET', '/payments/terminals')).json()).toMatchObject({ maxRetries: 3, timeoutSeconds: 120 });
  });

  it('walks initiated → waiting for customer → processing → complete, live over the event hub, and books the invoice', async () => {
    const inv = await finalInvoice('12.40');
    const events: ServerEvent[] = [];
    const stop = eventHub.subscribe(tenantId, userId, (event) => events.push(event));
    try {
      const res = await call(admin, 'POST', '/payments/terminal', { invoiceId: inv.id, terminalId: 'term_simulated_ok' });
      expect(res.statusCode, res.body).toBe(201);
      const payment = res.json() as unknown as { id: string; terminalStep: string };
      expect(payment.terminalStep).toBe('initiated');
      await until(async () => (await progressOf(payment.id)) === 'completed');
      const steps = events.filter((e) => e.event === paymentProgressEvent).map((e) => (e.data as { terminalStep: string }).terminalStep);
      expect(steps).toEqual(['initiated', 'waiting_for_customer', 'processing', 'complete']);
      const progress = await call(admin, 'GET', `/payments/${payment.id}/progress`);
      expect(progress.json()).toMatchObject({ status: 'completed', terminalStep: 'complete' });
      expect(await invoiceOf(inv.id)).toMatchObject({ status: 'paid', paidAmount: '12.40' });
    } finally {
      stop();
    }
  });

  it('the declining terminal ends in failed; an unknown terminal is refused', async () => {
    const inv = await finalInvoice('8.00');
    const payment = (
      await call(admin, 'POST', '/payments/terminal', { invoiceId: inv.id, terminalId: 'term_simulated_decline' })
    ).json() as unknown as { id: string };
    await until(async () => (await progressOf(payment.id)) === 'failed');
    expect((await call(admin, 'GET', `/payments/${payment.id}/progress`)).json()).toMatchObject({
      status: 'failed',
      terminalStep: 'failed',
    });
    expect(await invoiceOf(inv.id)).toMatchObject({ paidAmount: '0.00' });
    const unknown = await call(admin, 'POST', '/payments/terminal', { invoiceId: inv.id, terminalId: 'term_nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unknown terminal');
  });

  it('a payment still at the terminal can be cancelled (the dialog timed out)', async () => {
    process.env[stepVar] = '5000';
    try {
      const inv = await finalInvoice('9.00');
      const payment = (
        await call(admin, 'POST', '/payments/terminal', { invoiceId: inv.id, terminalId: 'term_simulated_ok' })
      ).json() as unknown as { id: string };
      const res = await call(admin, 'POST', `/payments/${payment.id}/cancel`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled' });
    } finally {
      process.env[stepVar] = '150';
    }
  });
});
