import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createAccount, createItem } from '../orders/order-test-kit';
import { acceptQuote, createQuote, deleteQuote, expireQuotes, getQuote, updateQuote } from './quotes.service';

let t: TestApp;
let tenantA: string;
let tenantB: string;
let accountA: string;
let itemA: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t.app, 'admin@demo.example.com');
  const b = await signIn(t.app, 'admin@other.example.com');
  tenantA = a.user.tenantId ?? '';
  tenantB = b.user.tenantId ?? '';
  accountA = (await createAccount(t, a.access_token, { companyName: 'Service Offerte B.V.' })).id;
  itemA = (await createItem(t, a.access_token, { name: 'Boerenkaas', unit: 'kg', price: '14.00', vatRate: 9 })).id;
});
afterAll(() => t.close());

const inA = <T>(fn: Parameters<typeof systemCtx<T>>[2]) => systemCtx(t.deps.db, tenantA, fn);
const inB = <T>(fn: Parameters<typeof systemCtx<T>>[2]) => systemCtx(t.deps.db, tenantB, fn);
const sent = async () => {
  const quote = await inA((ctx) =>
    createQuote(ctx, { accountId: accountA, quoteDate: '2026-03-02', validUntil: '2026-04-01', lines: [{ itemId: itemA, amount: '3' }] }),
  );
  await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
    tx.updateTable('quote').set({ status: 'sent' }).where('tenantId', '=', tenantA).where('id', '=', quote.id).execute(),
  );
  return quote;
};

describe('the quotes service', () => {
  it('accepts into an order with the same lines, in one transaction', async () => {
    const quote = await sent();
    const result = await inA((ctx) => acceptQuote(ctx, quote.id, '2026-03-10'));
    expect(result.quote).toMatchObject({ status: 'accepted' });
    const lines = await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
      tx
        .selectFrom('salesOrderLine')
        .select(['itemId', 'amount'])
        .where('tenantId', '=', tenantA)
        .where('orderId', '=', result.orderId)
        .execute(),
    );
    expect(lines.map((l) => [l.itemId, Number(l.amount)])).toEqual([[itemA, 3]]);
  });

  it('expires a sent quote past its date, which then cannot be accepted', async () => {
    const quote = await sent();
    expect((await inA((ctx) => expireQuotes(ctx, '2026-04-02'))).expired).toBeGreaterThanOrEqual(1);
    await expect(inA((ctx) => acceptQuote(ctx, quote.id, '2026-04-02'))).rejects.toMatchObject({ key: 'quotes.notAcceptable' });
  });

  it('tenant B cannot read, change, accept or delete A’s quote, and A’s quote stays as it was', async () => {
    const quote = await inA((ctx) =>
      createQuote(ctx, { accountId: accountA, quoteDate: '2026-03-02', validUntil: '2099-01-01', lines: [{ itemId: itemA, amount: '1' }] }),
    );
    const notFound = { key: 'quotes.notFound' };
    await expect(inB((ctx) => getQuote(ctx, quote.id))).rejects.toMatchObject(notFound);
    await expect(inB((ctx) => updateQuote(ctx, quote.id, { notes: 'van B', version: quote.version }))).rejects.toMatchObject(notFound);
    await expect(inB((ctx) => acceptQuote(ctx, quote.id))).rejects.toMatchObject(notFound);
    await expect(inB((ctx) => deleteQuote(ctx, quote.id))).rejects.toMatchObject(notFound);
    expect(await inA((ctx) => getQuote(ctx, quote.id))).toEqual(quote);
  });
});
