import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { extractServedPdfText } from '../invoices/pdf-text';
import { caller, createAccount, createItem, putSettings, signInAs } from '../orders/order-test-kit';

/** The order confirmation (PDF, and sent by e-mail through the outbox). */
let t: TestApp;
let admin: string;
let other: string;
let tenantA: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const pdfOf = (token: string, id: string, query = '') => call(token, 'GET', `/orders/${id}/confirmation.pdf${query}`);

async function anOrder(account: { id: string }) {
  await putSettings(t, admin, 'traceability', { enabled: true, trackExpiry: true });
  const item = await createItem(t, admin, { name: 'Scharrelkip', unit: 'kg', lotTracked: true });
  await call(admin, 'POST', `/items/${item.id}/lots`, { lotNumber: 'KIP-0427', expiryDate: days(6), quantity: '20' });
  const res = await call(admin, 'POST', '/orders', {
    accountId: account.id,
    lines: [{ itemId: item.id, amount: '3', price: '8.50' }],
    notes: 'Via de achterdeur',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as { id: string; orderNumber: string };
}

describe('the order confirmation', () => {
  it('is a PDF in the customer’s language with the order number, the lines and the lots they take', async () => {
    const account = await createAccount(t, admin, { companyName: 'Brasserie Het Plein', email: 'inkoop@hetplein.example.com' });
    const order = await anOrder(account);
    const res = await pdfOf(admin, order.id);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${order.orderNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = extractServedPdfText(res.rawPayload).join('\n');
    expect(text).toContain('Orderbevestiging');
    expect(text).toContain(`Ordernummer: ${order.orderNumber}`);
    expect(text).toContain('Scharrelkip');
    expect(text).toContain('KIP-0427');
    expect(text).toContain('Via de achterdeur');
    const english = extractServedPdfText((await pdfOf(admin, order.id, '?lang=en')).rawPayload).join('\n');
    expect(english).toContain(`Order number: ${order.orderNumber}`);
    expect((await pdfOf(admin, order.id, '?lang=xx')).statusCode).toBe(400);
  });

  it('is sent to the customer by e-mail through the outbox with the PDF attached', async () => {
    const account = await createAccount(t, admin, {
      companyName: 'Hotel De Linde',
      email: 'keuken@delinde.example.com',
      contactPerson: 'Sanne Bos',
    });
    const order = await anOrder(account);
    const res = await call(admin, 'POST', `/orders/${order.id}/confirmation/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sentTo: 'keuken@delinde.example.com' });
    const mails = await inTransaction(t.handle.db, { tenantId: tenantA }, (tx) =>
      tx.selectFrom('mailOutbox').selectAll().where('tenantId', '=', tenantA).where('purpose', '=', 'order_confirmation').execute(),
    );
    const mail = mails.find((m) => m.subject === `Orderbevestiging ${order.orderNumber}`);
    expect(mail?.toAddress).toBe('keuken@delinde.example.com');
    expect(mail?.textBody).toContain('Beste Sanne Bos');
    const attached = mail?.attachments ?? [];
    expect(attached.map((a) => [a.filename, a.contentType])).toEqual([[`${order.orderNumber}.pdf`, 'application/pdf']]);
    expect(
      Buffer.from(attached[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // Another address when asked; none at all is a clear 400.
    expect((await call(admin, 'POST', `/orders/${order.id}/confirmation/send`, { to: 'chef@delinde.example.com' })).json()).toEqual({
      sentTo: 'chef@delinde.example.com',
    });
    expect((await call(admin, 'POST', `/orders/${order.id}/confirmation/send`, { to: 'not-an-address' })).statusCode).toBe(400);
    const silent = await anOrder(await createAccount(t, admin, { companyName: 'Zonder Mail' }));
    const refused = await call(admin, 'POST', `/orders/${silent.id}/confirmation/send`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toMatchObject([{ path: 'to', message: 'The customer has no e-mail address; enter one' }]);
  });

  it('answers 404 to another tenant and sends nothing; a guest may read but not send', async () => {
    const account = await createAccount(t, admin, { companyName: 'Café Tenant A', email: 'a@cafe.example.com' });
    const order = await anOrder(account);
    expect((await pdfOf(other, order.id)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/orders/${order.id}/confirmation/send`, {})).statusCode).toBe(404);
    expect((await call(null, 'GET', `/orders/${order.id}/confirmation.pdf`)).statusCode).toBe(401);
    const guest = await signInAs(t, tenantA, 'guest');
    expect((await pdfOf(guest, order.id)).statusCode).toBe(200);
    expect((await call(guest, 'POST', `/orders/${order.id}/confirmation/send`, {})).statusCode).toBe(403);
    const mails = await inTransaction(t.handle.db, { tenantId: tenantA }, (tx) =>
      tx.selectFrom('mailOutbox').select('toAddress').where('tenantId', '=', tenantA).where('purpose', '=', 'order_confirmation').execute(),
    );
    expect(mails.map((m) => m.toAddress)).not.toContain('a@cafe.example.com');
  });
});
