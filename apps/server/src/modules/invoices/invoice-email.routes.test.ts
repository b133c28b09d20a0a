import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, fieldErrors, type Res } from '../orders/order-test-kit';
import type { InvoiceBody } from './invoice-test-kit';

let t: TestApp;
let admin: string;
let other: string;
let tenantA: string;
let call: ReturnType<typeof caller>;
let account: { id: string };

const body = (res: Res) => res.json() as unknown as InvoiceBody & { sentTo: string | null; sentAt: string | null };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  account = await createAccount(t, admin, {
    companyName: 'Bakkerij Jansen',
    contactPerson: 'Piet Jansen',
    email: 'piet@bakkerij.example.com',
    kvkNumber: '68727720',
  });
});
afterAll(() => t.close());

async function finalInvoice(): Promise<InvoiceBody> {
  const draft = await call(admin, 'POST', '/invoices', {
    accountId: account.id,
    invoiceDate: '2026-06-01',
    lines: [{ description: 'Roggebrood', quantity: '4', price: '3.10', vatRate: 9 }],
  });
  if (draft.statusCode !== 201) return body(draft);
  return body(await call(admin, 'POST', `/invoices/${body(draft).id}/finalise`, {}));
}

describe('e-mailing an invoice', () => {
  it('fills the tenant invoice template for the dialog', async () => {
    const invoice = await finalInvoice();
    const res = await call(admin, 'GET', `/invoices/${invoice.id}/email`);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json() as unknown as { to: string; subject: string; body: string };
    expect(draft.to).toBe('piet@bakkerij.example.com');
    expect(draft.subject).toContain(invoice.invoiceNumber ?? 'x');
    expect(draft.body).toContain('Beste Piet Jansen');
    expect(draft.body).toContain('€\u00a013,52');
    expect(draft.body).toContain('01-07-2026');
  });

  it('asks the open amount, and says nothing of a payment link there is none of', async () => {
    const invoice = await finalInvoice();
    const paid = await call(admin, 'POST', '/payments', {
      amount: '5.00',
      paymentDate: '2026-06-02',
      method: 'bank_transfer',
      allocations: [{ invoiceId: invoice.id, amount: '5.00' }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const draft = (await call(admin, 'GET', `/invoices/${invoice.id}/email`)).json() as unknown as { body: string; html: string };
    expect(draft.body).toContain(
      'ter waarde van €\u00a013,52. Wij verzoeken u €\u00a08,52 vóór 01-07-2026 te voldoen.\n\nMet vriendelijke groet',
    );
    expect(draft.body).not.toMatch(/betalen via|\{\{/);
    expect(draft.html).not.toMatch(/href|Direct betalen|\{\{/);
  });

  it("writes to a customer abroad in English (the PDF's language), amounts the English way", async () => {
    const german = await createAccount(t, admin, {
      companyName: 'Bäckerei Müller',
      contactPerson: 'Jürgen Groß',
      country: 'DE',
      email: 'j@mueller.example.de',
    });
    const draftRes = await call(admin, 'POST', '/invoices', {
      accountId: german.id,
      invoiceDate: '2026-06-01',
      lines: [{ description: 'Roggebrood', quantity: '4', price: '3.10', vatRate: 9 }],
    });
    const final = body(await call(admin, 'POST', `/invoices/${body(draftRes).id}/finalise`, {}));
    const draft = (await call(admin, 'GET', `/invoices/${final.id}/email`)).json() as unknown as { subject: string; body: string };
    expect(draft.subject).toBe(`Invoice ${final.invoiceNumber} from Demo Groothandel B.V.`);
    expect(draft.body).toContain('Dear Jürgen Groß');
    expect(draft.body).toContain('for €13.52. We kindly ask you to pay €13.52 by 1 July 2026.');
  });

  it('queues the mail with the PDF attached in the outbox and records when and to whom it was sent', async () => {
    const invoice = await finalInvoice();
    const res = await call(admin, 'POST', `/invoices/${invoice.id}/email`, {
      to: 'piet@bakkerij.example.com',
      cc: 'boekhouding@bakkerij.example.com',
      subject: `Factuur ${invoice.invoiceNumber}`,
      body: 'Zie bijlage.',
      attachUbl: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).sentTo).toBe('piet@bakkerij.example.com, boekhouding@bakkerij.example.com');
    expect(body(res).sentAt).not.toBeNull();
    const rows = await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
      tx.selectFrom('mailOutbox').selectAll().where('tenantId', '=', tenantA).where('purpose', '=', 'invoice').execute(),
    );
    const mail = rows.find((r) => r.subject === `Factuur ${invoice.invoiceNumber}`);
    expect(mail?.toAddress).toBe('piet@bakkerij.example.com');
    expect(mail?.cc).toBe('boekhouding@bakkerij.example.com');
    expect(mail?.attachments[0]?.filename).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(
      Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('downloads the Peppol UBL of an invoice, and not one of another tenant', async () => {
    const invoice = await finalInvoice();
    const res = await call(admin, 'GET', `/invoices/${invoice.id}/ubl`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNumber}.xml"`);
    expect(res.body).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(res.body).toContain('<cbc:RegistrationName>Bakkerij Jansen</cbc:RegistrationName>');
    expect((await call(other, 'GET', `/invoices/${invoice.id}/ubl`)).statusCode).toBe(404);
  });

  it('refuses a UBL for a customer without an electronic address (no KvK, VAT id or IBAN): Peppol would refuse it', async () => {
    const bare = await createAccount(t, admin, { companyName: 'Kraam Zonder Nummer' });
    const draft = await call(admin, 'POST', '/invoices', {
      accountId: bare.id,
      invoiceDate: '2026-06-01',
      lines: [{ description: 'Roggebrood', quantity: '1', price: '3.10', vatRate: 9 }],
    });
    const final = body(await call(admin, 'POST', `/invoices/${body(draft).id}/finalise`, {}));
    const res = await call(admin, 'GET', `/invoices/${final.id}/ubl`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'The customer has no electronic address for an e-invoice: add a KvK number, VAT id or IBAN to the account',
    );
  });

  it('refuses bad addresses (400 with field details), a draft (409) and another tenant (404)', async () => {
    const invoice = await finalInvoice();
    const bad = await call(admin, 'POST', `/invoices/${invoice.id}/email`, { to: 'nope', subject: 'x', body: 'y' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({ to: 'Invalid email address' });
    const draft = body(
      await call(admin, 'POST', '/invoices', {
        accountId: account.id,
        invoiceDate: '2026-06-01',
        lines: [{ description: 'x', quantity: '1', price: '1', vatRate: 21 }],
      }),
    );
    const res = await call(admin, 'POST', `/invoices/${draft.id}/email`, { to: 'a@b.example.com', subject: 'x', body: 'y' });
    expect(res.statusCode).toBe(409);
    expect(
      (await call(other, 'POST', `/invoices/${invoice.id}/email`, { to: 'a@b.example.com', subject: 'x', body: 'y' })).statusCode,
    ).toBe(404);
    expect((await call(other, 'GET', `/invoices/${invoice.id}/email`)).statusCode).toBe(404);
  });
});
