import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, fieldErrors, type Res, signInAs } from '../orders/order-test-kit';

let t: TestApp;
let admin: string;
let other: string;
let sales: string;
let call: ReturnType<typeof caller>;
let account: { id: string };

type PaymentBody = {
  id: string;
  publicId: string;
  status: string;
  amount: string;
  refundedAmount: string;
  allocatedAmount: string;
  version: number;
  allocations: Array<{ invoiceId: string; invoiceNumber: string; amount: string; reversed: string }>;
  refunds: Array<{ amount: string }>;
};
type InvoiceView = {
  id: string;
  invoiceNumber: string;
  status: string;
  paymentStatus: string;
  paidAmount: string;
  outstandingAmount: string;
};
const body = (res: Res) => res.json() as unknown as PaymentBody;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/** A final invoice of `gross` (one line at 0 % VAT) for the account. */
async function finalInvoice(token: string, accountId: string, gross: string): Promise<InvoiceView> {
  const created = await call(token, 'POST', '/invoices', {
    accountId,
    invoiceDate: today,
    lines: [{ description: 'Levering', quantity: '1', price: gross, vatRate: 0 }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as unknown as { id: string }).id;
  const final = await call(token, 'POST', `/invoices/${id}/finalise`, {});
  expect(final.statusCode, final.body).toBe(200);
  return final.json() as unknown as InvoiceView;
}
const invoice = async (id: string) => (await call(admin, 'GET', `/invoices/${id}`)).json() as unknown as InvoiceView;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  sales = await signInAs(t, login.user.tenantId ?? '', 'sales');
  account = await createAccount(t, admin, { companyName: 'Bakkerij Van Dam' });
});
afterAll(() => t.close());

describe('POST /payments', () => {
  it('needs payments:write (sales may only read)', async () => {
    expect((await call(null, 'POST', '/payments', {})).statusCode).toBe(401);
    expect((await call(sales, 'POST', '/payments', {})).statusCode).toBe(403);
    expect((await call(sales, 'GET', '/payments')).statusCode).toBe(200);
  });

  it('refuses a missing or too small amount, a missing or future date and a missing method with the spec messages', async () => {
    const res = await call(admin, 'POST', '/payments', { amount: '0.00', allocations: [] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toMatchObject({
      amount: 'Please enter a valid amount (minimum €0.01)',
      paymentDate: 'Payment date is required',
      method: 'Payment method is required',
    });
    const future = await call(admin, 'POST', '/payments', { amount: '1', paymentDate: '2999-01-01', method: 'cash', allocations: [] });
    expect(fieldErrors(future)).toMatchObject({ paymentDate: 'Payment date cannot be in the future' });
    const noAmount = await call(admin, 'POST', '/payments', { paymentDate: today, method: 'cash' });
    expect(fieldErrors(noAmount)).toMatchObject({ amount: 'Please enter a valid amount (minimum €0.01)' });
  });

  it('allocates to an invoice: paid amount, outstanding and payment status follow at once; then paid', async () => {
    const inv = await finalInvoice(admin, account.id, '100.00');
    const first = await call(admin, 'POST', '/payments', {
      amount: '40,00',
      paymentDate: today,
      method: 'bank_transfer',
      reference: 'NL-overboeking',
      allocations: [{ invoiceId: inv.id, amount: '40' }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(body(first)).toMatchObject({ status: 'completed', amount: '40.00', allocatedAmount: '40.00' });
    expect(await invoice(inv.id)).toMatchObject({
      status: 'partially_paid',
      paymentStatus: 'partial',
      paidAmount: '40.00',
      outstandingAmount: '60.00',
    });
    const second = await call(admin, 'POST', '/payments', {
      amount: '60.00',
      paymentDate: today,
      method: 'cash',
      allocations: [{ invoiceId: inv.id, amount: '60.00' }],
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid', outstandingAmount: '0.00' });
  });

  it('splits one payment over invoices of the same account, never of two accounts, never more than the amount', async () => {
    const a = await finalInvoice(admin, account.id, '30.00');
    const b = await finalInvoice(admin, account.id, '20.00');
    const split = await call(admin, 'POST', '/payments', {
      amount: '50.00',
      paymentDate: today,
      method: 'sepa',
      allocations: [
        { invoiceId: a.id, amount: '30.00' },
        { invoiceId: b.id, amount: '20.00' },
      ],
    });
    expect(split.statusCode, split.body).toBe(201);
    expect((await invoice(a.id)).paymentStatus).toBe('paid');
    expect((await invoice(b.id)).paymentStatus).toBe('paid');

    const elsewhere = await createAccount(t, admin, { companyName: 'Slagerij Jansen' });
    const c = await finalInvoice(admin, elsewhere.id, '10.00');
    const d = await finalInvoice(admin, account.id, '10.00');
    const mixed = await call(admin, 'POST', '/payments', {
      amount: '20.00',
      paymentDate: today,
      method: 'cash',
      allocations: [
        { invoiceId: d.id, amount: '10.00' },
        { invoiceId: c.id, amount: '10.00' },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(fieldErrors(mixed)).toMatchObject({ 'allocations.1.invoiceId': 'All invoices of one payment must belong to the same account' });
    expect((await invoice(d.id)).paidAmount).toBe('0.00');
    const tooMuch = await call(admin, 'POST', '/payments', {
      amount: '5.00',
      paymentDate: today,
      method: 'cash',
      allocations: [{ invoiceId: d.id, amount: '6.00' }],
    });
    expect(fieldErrors(tooMuch)).toMatchObject({ allocations: 'The invoices cannot receive more than the payment amount' });
  });

  it('refuses drafts and marks an overpayment as overpaid', async () => {
    const draft = await call(admin, 'POST', '/invoices', {
      accountId: account.id,
      invoiceDate: today,
      lines: [{ description: 'x', quantity: '1', price: '5', vatRate: 0 }],
    });
    const draftId = (draft.json() as unknown as { id: string }).id;
    const res = await call(admin, 'POST', '/payments', {
      amount: '5',
      paymentDate: today,
      method: 'cash',
      allocations: [{ invoiceId: draftId, amount: '5' }],
    });
    expect(fieldErrors(res)).toMatchObject({
      'allocations.0.invoiceId': 'Only a final invoice that is not cancelled can receive a payment',
    });
    const inv = await finalInvoice(admin, account.id, '10.00');
    await call(admin, 'POST', '/payments', {
      amount: '12',
      paymentDate: today,
      method: 'cash',
      allocations: [{ invoiceId: inv.id, amount: '12' }],
    });
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paymentStatus: 'overpaid' });
  });

  it('a pending payment books nothing until it is completed; changing and deleting it moves the invoice back', async () => {
    const inv = await finalInvoice(admin, account.id, '80.00');
    const created = await call(admin, 'POST', '/payments', {
      amount: '80',
      paymentDate: today,
      method: 'bank_transfer',
      status: 'pending',
      allocations: [{ invoiceId: inv.id, amount: '80' }],
    });
    const payment = body(created);
    expect((await invoice(inv.id)).paymentStatus).toBe('unpaid');
    const done = await call(admin, 'PATCH', `/payments/${payment.id}`, { version: payment.version, status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await invoice(inv.id)).paymentStatus).toBe('paid');
    const stale = await call(admin, 'PATCH', `/payments/${payment.id}`, { version: payment.version, notes: 'x' });
    expect(stale.statusCode).toBe(409);
    const less = await call(admin, 'PATCH', `/payments/${payment.id}`, {
      version: body(done).version,
      amount: '50',
      allocations: [{ invoiceId: inv.id, amount: '50' }],
    });
    expect(less.statusCode, less.body).toBe(200);
    expect(await invoice(inv.id)).toMatchObject({ paymentStatus: 'partial', paidAmount: '50.00' });
    expect((await call(sales, 'DELETE', `/payments/${payment.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/payments/${payment.id}`)).statusCode).toBe(200);
    expect(await invoice(inv.id)).toMatchObject({ status: 'sent', paymentStatus: 'unpaid', paidAmount: '0.00' });
  });

  it('refunds in part and in full reverse the allocations (statuses partial_refund, refunded)', async () => {
    const inv = await finalInvoice(admin, account.id, '50.00');
    const created = body(
      await call(admin, 'POST', '/payments', {
        amount: '50',
        paymentDate: today,
        method: 'debit_card',
        allocations: [{ invoiceId: inv.id, amount: '50' }],
      }),
    );
    const part = await call(admin, 'POST', `/payments/${created.id}/refunds`, { amount: '20', description: 'Retour 2 kratten' });
    expect(part.statusCode, part.body).toBe(200);
    expect(body(part)).toMatchObject({ status: 'partial_refund', refundedAmount: '20.00' });
    expect(await invoice(inv.id)).toMatchObject({ paymentStatus: 'partial', paidAmount: '30.00' });
    const tooMuch = await call(admin, 'POST', `/payments/${created.id}/refunds`, { amount: '31' });
    expect(tooMuch.statusCode).toBe(409);
    const rest = await call(admin, 'POST', `/payments/${created.id}/refunds`, {});
    expect(body(rest)).toMatchObject({ status: 'refunded', refundedAmount: '50.00' });
    expect(body(rest).refunds).toHaveLength(2);
    expect(await invoice(inv.id)).toMatchObject({ status: 'sent', paymentStatus: 'unpaid' });
    expect((await call(admin, 'DELETE', `/payments/${created.id}`)).statusCode).toBe(409);
  });

  it('raises a "payment received" notification in the same transaction', async () => {
    const inv = await finalInvoice(admin, account.id, '7.00');
    await call(admin, 'POST', '/payments', {
      amount: '7',
      paymentDate: today,
      method: 'cash',
      allocations: [{ invoiceId: inv.id, amount: '7' }],
    });
    const list = (await call(admin, 'GET', '/notifications?pageSize=5')).json() as unknown as {
      items: Array<{ title: string; message: string }>;
    };
    expect(list.items[0]).toMatchObject({ title: 'Payment received', message: `€7.00 received for ${inv.invoiceNumber}` });
  });

  it('lists with filters on method, status, date, invoice and account', async () => {
    const inv = await finalInvoice(admin, account.id, '9.00');
    await call(admin, 'POST', '/payments', {
      amount: '9',
      paymentDate: today,
      method: 'paypal',
      allocations: [{ invoiceId: inv.id, amount: '9' }],
    });
    const byMethod = (await call(admin, 'GET', '/payments?method=paypal')).json() as unknown as {
      items: Array<{ invoiceNumbers: string[] }>;
      total: number;
    };
    expect(byMethod.total).toBe(1);
    expect(byMethod.items[0]?.invoiceNumbers).toEqual([inv.invoiceNumber]);
    const byInvoice = (
      await call(admin, 'GET', `/payments?invoiceId=${inv.id}&status=completed&from=${today}&to=${today}&accountId=${account.id}`)
    ).json() as unknown as {
      total: number;
    };
    expect(byInvoice.total).toBe(1);
    expect(((await call(admin, 'GET', '/payments?status=refunded')).json() as unknown as { total: number }).total).toBe(1);
  });
});

describe('tenant isolation', () => {
  it("another tenant cannot read, change, refund, delete or allocate to this tenant's payments and invoices", async () => {
    const inv = await finalInvoice(admin, account.id, '15.00');
    const mine = body(
      await call(admin, 'POST', '/payments', {
        amount: '15',
        paymentDate: today,
        method: 'cash',
        allocations: [{ invoiceId: inv.id, amount: '15' }],
      }),
    );
    expect((await call(other, 'GET', `/payments/${mine.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/payments/${mine.id}`, { version: mine.version, notes: 'hack' })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/payments/${mine.id}/refunds`, {})).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/payments/${mine.id}`)).statusCode).toBe(404);
    const theirs = (await call(other, 'GET', '/payments')).json() as unknown as { total: number };
    expect(theirs.total).toBe(0);
    const steal = await call(other, 'POST', '/payments', {
      amount: '15',
      paymentDate: today,
      method: 'cash',
      allocations: [{ invoiceId: inv.id, amount: '15' }],
    });
    expect(steal.statusCode).toBe(400);
    expect(fieldErrors(steal)).toMatchObject({ 'allocations.0.invoiceId': 'Invoice not found' });
    const after = body(await call(admin, 'GET', `/payments/${mine.id}`));
    expect(after).toMatchObject({ status: 'completed', version: mine.version, refundedAmount: '0.00' });
    expect((await invoice(inv.id)).paidAmount).toBe('15.00');
  });
});
