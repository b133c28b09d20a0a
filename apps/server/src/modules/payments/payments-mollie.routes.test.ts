import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inTransaction } from '@/db/transaction';
import { raiseConfigVersion } from '@/platform/tenant-config';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, putSettings } from '../orders/order-test-kit';

/**
 * The Mollie provider through the official client, with Mollie's API intercepted by nock 14 in
 * the shapes Mollie answers (reference §2): iDEAL creation with its Idempotency-Key and amount as
 * a 2-decimal string, the webhook fetching the payment, and the connection test.
 */
let t: TestApp;
let admin: string;
let tenantId: string;
let call: ReturnType<typeof caller>;
let account: { id: string };
const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const mollie = 'https://api.mollie.com:443';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

function molliePayment(id: string, status: string, extra: object = {}) {
  return {
    resource: 'payment',
    id,
    mode: 'test',
    createdAt: '2026-03-13T14:02:29+00:00',
    amount: { value: '121.00', currency: 'EUR' },
    description: 'Factuur INV-1000',
    method: status === 'open' ? null : 'ideal',
    metadata: { publicId: 'x' },
    status,
    isCancelable: false,
    expiresAt: '2026-03-13T14:17:29+00:00',
    details: null,
    profileId: 'pfl_2A1gacu42V',
    sequenceType: 'oneoff',
    redirectUrl: 'https://app.example.nl/payment-status/redirect',
    webhookUrl: 'https://app.example.nl/api/v1/payments/webhooks/mollie/t',
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
      checkout: { href: `https://www.mollie.com/checkout/select-issuer/ideal/${id.slice(3)}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
    },
    ...extra,
  };
}

async function finalInvoice(gross: string): Promise<{ id: string; invoiceNumber: string }> {
  const created = await call(admin, 'POST', '/invoices', {
    accountId: account.id,
    invoiceDate: today,
    lines: [{ description: 'Levering', quantity: '1', price: gross, vatRate: 0 }],
  });
  const id = (created.json() as unknown as { id: string }).id;
  return (await call(admin, 'POST', `/invoices/${id}/finalise`, {})).json() as unknown as { id: string; invoiceNumber: string };
}

beforeAll(async () => {
  nock.disableNetConnect();
  t = await createTestApp({ appUrl: 'https://app.example.nl' });
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantId = login.user.tenantId ?? '';
  account = await createAccount(t, admin, { companyName: 'Restaurant De Kade' });
  await putSettings(t, admin, 'payments', { ideal: { enabled: true }, provider: { apiKey, testMode: true, webhookUrl: '' } });
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});

describe('iDEAL through Mollie', () => {
  it('creates the payment with amount as a string, an Idempotency-Key and the tenant webhook, and shows link and QR code', async () => {
    const inv = await finalInvoice('121.00');
    let sent: { body: Record<string, unknown>; headers: Record<string, unknown> } | null = null;
    nock(mollie)
      .post('/v2/payments')
      .query({ include: 'details.qrCode' })
      .reply(function (_uri, requestBody) {
        sent = { body: requestBody as Record<string, unknown>, headers: this.req.headers };
        return [
          201,
          molliePayment('tr_44aKxzEbr8', 'open', {
            details: { qrCode: { height: 180, width: 180, src: 'https://www.mollie.com/qr/ideal/44aKxzEbr8.png' } },
          }),
        ];
      });
    const res = await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json() as unknown as Record<string, unknown>;
    expect(payment).toMatchObject({
      status: 'pending',
      provider: 'mollie',
      providerPaymentId: 'tr_44aKxzEbr8',
      checkoutUrl: 'https://www.mollie.com/checkout/select-issuer/ideal/44aKxzEbr8',
      qrCode: 'https://www.mollie.com/qr/ideal/44aKxzEbr8.png',
      amount: '121.00',
    });
    expect(sent).not.toBeNull();
    const request = sent as unknown as { body: Record<string, unknown>; headers: Record<string, unknown> };
    expect(request.body).toMatchObject({
      amount: { currency: 'EUR', value: '121.00' },
      description: `Factuur ${inv.invoiceNumber}`,
      method: 'ideal',
      webhookUrl: `https://app.example.nl/api/v1/payments/webhooks/mollie/${tenantId}`,
      redirectUrl: `https://app.example.nl/payment-status/redirect?id=${payment.publicId}`,
    });
    expect(request.headers['idempotency-key']).toBe(`payment:${payment.id}`);
    expect(request.headers.authorization).toBe(`Bearer ${apiKey}`);
  });

  it('answers "Failed to create iDEAL payment" when Mollie refuses, and registers nothing', async () => {
    const inv = await finalInvoice('10.00');
    nock(mollie)
      .post('/v2/payments')
      .query(true)
      .reply(422, { status: 422, title: 'Unprocessable Entity', detail: 'The amount is too low', field: 'amount' });
    const res = await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('Failed to create iDEAL payment');
    const list = (await call(admin, 'GET', `/payments?invoiceId=${inv.id}`)).json() as unknown as { total: number };
    expect(list.total).toBe(0);
  });

  it('webhook replayed ten times, out of order: one payment, one state change, booked once', async () => {
    const inv = await finalInvoice('121.00');
    nock(mollie).post('/v2/payments').query(true).reply(201, molliePayment('tr_WDqYK6vllg', 'open'));
    const created = (await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id })).json() as unknown as { id: string };
    // What the ten fetches see: a stale "open" and "pending" arrive after "paid".
    const seen = ['pending', 'paid', 'open', 'paid', 'pending', 'paid', 'paid', 'open', 'paid', 'paid'];
    for (const status of seen)
      nock(mollie)
        .get('/v2/payments/tr_WDqYK6vllg')
        .reply(200, molliePayment('tr_WDqYK6vllg', status, status === 'paid' ? { paidAt: '2026-03-13T14:05:00+00:00' } : {}));
    const hook = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/webhooks/mollie/${tenantId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'id=tr_WDqYK6vllg',
      });
    const answers = await Promise.all(seen.map(() => hook()));
    expect(answers.map((a) => a.statusCode)).toEqual(seen.map(() => 200));
    const payments = (await call(admin, 'GET', `/payments?invoiceId=${inv.id}`)).json() as unknown as { total: number };
    expect(payments.total).toBe(1);
    const payment = (await call(admin, 'GET', `/payments/${created.id}`)).json() as unknown as { status: string };
    expect(payment.status).toBe('completed');
    const invoice = (await call(admin, 'GET', `/invoices/${inv.id}`)).json() as unknown as { paidAmount: string; status: string };
    expect(invoice).toMatchObject({ paidAmount: '121.00', status: 'paid' });
    const changes = await inTransaction(t.handle.db, { tenantId }, (tx) =>
      tx
        .selectFrom('auditEvent')
        .select(['details'])
        .where('action', '=', 'payment.provider_status')
        .where('target', '=', `payment:${created.id}`)
        .execute(),
    );
    expect(changes.map((c) => (c.details as { to: string }).to).filter((to) => to === 'completed')).toHaveLength(1);
  });

  it('a forged or unknown id changes nothing and gets 200; a foreign tenant in the path finds nothing', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/webhooks/mollie/${tenantId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_doesnotexist',
    });
    expect(forged.statusCode).toBe(200);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/mollie/not-a-tenant',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=<script>',
    });
    expect(junk.statusCode).toBe(200);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('the public page fetches the state for a pending payment and shows only status and amount', async () => {
    const inv = await finalInvoice('121.00');
    nock(mollie).post('/v2/payments').query(true).reply(201, molliePayment('tr_7UhSN1zuXS', 'open'));
    const created = (await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id })).json() as unknown as { publicId: string };
    nock(mollie)
      .get('/v2/payments/tr_7UhSN1zuXS')
      .reply(200, molliePayment('tr_7UhSN1zuXS', 'expired', { expiredAt: '2026-03-13T14:20:00+00:00' }));
    const page = await call(null, 'GET', `/public/payments/${created.publicId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      status: 'expired',
      amount: '121.00',
      currency: 'EUR',
      description: `Factuur ${inv.invoiceNumber}`,
      checkoutUrl: null,
    });
    expect((await call(null, 'GET', '/public/payments/abc')).json().error.message).toBe('Payment not found');
  });

  it('refunds through Mollie with the amount as a string', async () => {
    const inv = await finalInvoice('121.00');
    nock(mollie).post('/v2/payments').query(true).reply(201, molliePayment('tr_refundme1', 'open'));
    const created = (await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id })).json() as unknown as { id: string };
    nock(mollie).get('/v2/payments/tr_refundme1').reply(200, molliePayment('tr_refundme1', 'paid'));
    await call(admin, 'GET', `/payments/${created.id}/progress`);
    let refundBody: unknown = null;
    nock(mollie)
      .post('/v2/payments/tr_refundme1/refunds')
      .reply(201, (_uri, requestBody) => {
        refundBody = requestBody;
        return {
          resource: 'refund',
          id: 're_4qqhO89gsT',
          amount: { currency: 'EUR', value: '21.00' },
          status: 'pending',
          description: 'Retour',
          paymentId: 'tr_refundme1',
          createdAt: '2026-03-14T17:09:02+00:00',
          _links: { self: { href: 'https://api.mollie.com/v2/payments/tr_refundme1/refunds/re_4qqhO89gsT', type: 'application/hal+json' } },
        };
      });
    const res = await call(admin, 'POST', `/payments/${created.id}/refunds`, { amount: '21', description: 'Retour' });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundBody).toMatchObject({ amount: { currency: 'EUR', value: '21.00' }, description: 'Retour' });
    expect(res.json()).toMatchObject({ status: 'partial_refund', refundedAmount: '21.00' });
    expect(((await call(admin, 'GET', `/invoices/${inv.id}`)).json() as unknown as { paidAmount: string }).paidAmount).toBe('100.00');
  });
});

describe('provider connection test', () => {
  it('records last validated, valid and the terminals for the stored key', async () => {
    nock(mollie)
      .get('/v2/methods')
      .reply(200, { count: 0, _embedded: { methods: [] }, _links: { self: { href: 'x', type: 'application/hal+json' } } });
    nock(mollie)
      .get('/v2/terminals')
      .reply(200, {
        count: 1,
        _embedded: {
          terminals: [
            {
              resource: 'terminal',
              id: 'term_7MgL4wea46qkRcoTZjWEH',
              mode: 'test',
              description: 'Toonbank',
              status: 'active',
              brand: 'PAX',
              model: 'A920',
              serialNumber: '1234567890',
              currency: 'EUR',
              profileId: 'pfl_QkEhN94Ba',
              createdAt: '2022-02-12T11:58:35+00:00',
              updatedAt: '2022-11-15T13:32:11+00:00',
              _links: { self: { href: 'x', type: 'application/hal+json' } },
            },
          ],
        },
        _links: { self: { href: 'x', type: 'application/hal+json' }, previous: null, next: null },
      });
    const res = await call(admin, 'POST', '/settings/payments/test', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      mode: 'test',
      terminals: [{ id: 'term_7MgL4wea46qkRcoTZjWEH', description: 'Toonbank' }],
    });
    const settings = (await call(admin, 'GET', '/settings/bulk')).json() as unknown as {
      payments: { provider: { isValid: boolean; lastValidated: string; terminals: unknown[] } };
    };
    expect(settings.payments.provider).toMatchObject({ isValid: true, terminals: [{ id: 'term_7MgL4wea46qkRcoTZjWEH' }] });
    const terminals = (await call(admin, 'GET', '/payments/terminals')).json() as unknown as { simulated: boolean; terminals: unknown[] };
    expect(terminals).toMatchObject({ simulated: false, maxRetries: 3, timeoutSeconds: 120 });
  });

  it('says "Invalid API key" on a 401 and refuses keys without live_ or test_', async () => {
    nock(mollie)
      .get('/v2/methods')
      .reply(401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication, or failed to authenticate' });
    const res = await call(admin, 'POST', '/settings/payments/test', { apiKey: 'live_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(res.json()).toMatchObject({ ok: false, message: 'Invalid API key', mode: 'live' });
    const bad = await call(admin, 'POST', '/settings/payments/test', { apiKey: 'prod_abcdefghijklmnop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid API key');
  });
});

describe('Settings → Payments → test mode (issue 25 item 16)', () => {
  const save = (provider: object) =>
    call(admin, 'PUT', '/settings/payments', { ideal: { enabled: true }, provider: { webhookUrl: '', ...provider } });

  it('refuses a live_ key while test mode is on, and a test_ key with it off, also when the key is kept', async () => {
    const live = await save({ apiKey: 'live_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', testMode: true });
    expect(live.statusCode).toBe(400);
    expect(live.json().error.details[0]).toMatchObject({ path: 'provider.apiKey', key: 'settings.apiKeyNotTest' });
    // The stored test_ key is kept (blank): turning test mode off alone is refused.
    const kept = await save({ apiKey: '', testMode: false });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error.details[0]).toMatchObject({ path: 'provider.apiKey', key: 'settings.apiKeyNotLive' });
    expect((await save({ apiKey: '', testMode: true })).statusCode).toBe(200);
  });

  it('makes no payment when a stored key and test mode disagree (409 by key)', async () => {
    const inv = await finalInvoice('50.00');
    // Saved before the rule existed: test mode off with the test_ key.
    await inTransaction(t.handle.db, { tenantId }, (tx) =>
      tx
        .updateTable('workspaceSetting')
        .set({ value: sql`jsonb_set(value, '{provider,testMode}', 'false')` })
        .where('tenantId', '=', tenantId)
        .where('section', '=', 'payments')
        .execute()
        .then(() => raiseConfigVersion(tx, tenantId)),
    );
    try {
      const res = await call(admin, 'POST', '/payments/ideal', { invoiceId: inv.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.key).toBe('settings.providerModeMismatch');
      expect(nock.pendingMocks()).toEqual([]);
    } finally {
      expect((await save({ apiKey: '', testMode: true })).statusCode).toBe(200);
    }
  });
});
