import { type AskResult, orderDraftFromSearch } from '@wb/contract/ai-chat';
import { todayInCompanyZone } from '@wb/domain/today';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { caller, putSettings, signInAs } from '@/modules/orders/order-test-kit';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { addDays } from './ai-slots';
import { type FakeModelServer, startFakeModelServer } from './fake-model-server';

let t: TestApp;
let admin: string;
let other: string;
let tenantId: string;
let fake: FakeModelServer;
let call: ReturnType<typeof caller>;

/** The same figure, computed by SQL in the demo company. */
const q = <T>(query: ReturnType<typeof sql<T>>) =>
  inTransaction(t.handle.db, { tenantId }, async (tx) => (await query.execute(tx)).rows[0] as T);

const ask = async (token: string, question: string, extra: object = {}) => {
  const res = await call(token, 'POST', '/ai/chat', { question, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown as AskResult;
};
const figure = (r: AskResult, label: string) => r.answer.result?.figures.find((f) => f.label === label)?.value;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  tenantId = await inTransaction(
    t.handle.db,
    { tenantId: null },
    async (tx) => (await tx.selectFrom('tenant').select('id').where('name', '=', 'Demo Groothandel B.V.').executeTakeFirstOrThrow()).id,
  );
  fake = await startFakeModelServer();
}, 120_000);
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

describe('the built-in assistant answers with the figures SQL computes', () => {
  it('revenue this month (nl) and last month (en)', async () => {
    const today = todayInCompanyZone();
    const r = await ask(admin, 'Hoeveel omzet deze maand?');
    expect(r.answer).toMatchObject({ language: 'nl', intent: 'revenue', success: 'answered' });
    const month = await q<{ net: string }>(
      sql`select coalesce(sum(net_total), 0)::text as net from invoice where finalised_at is not null and invoice_date between ${`${today.slice(0, 8)}01`} and ${today}`,
    );
    expect(figure(r, 'revenue')).toBe(Number(month.net));
    const year = await ask(admin, 'What was the revenue this year?');
    expect(year.answer).toMatchObject({ language: 'en', intent: 'revenue' });
    const y = await q<{ net: string }>(
      sql`select coalesce(sum(net_total), 0)::text as net from invoice where finalised_at is not null and invoice_date between ${`${today.slice(0, 4)}-01-01`} and ${today}`,
    );
    expect(Number(y.net)).toBeGreaterThan(0);
    expect(figure(year, 'revenue')).toBe(Number(y.net));
  });

  it('open invoices of an account, the same as the invoice list shows', async () => {
    const r = await ask(admin, 'Openstaande facturen van Sushi Sakura');
    expect(r.answer).toMatchObject({ intent: 'openInvoices', success: 'answered' });
    const acc = await q<{ id: string }>(sql`select id from account where company_name = 'Sushi Sakura'`);
    const list = (await call(admin, 'GET', `/invoices?accountId=${acc.id}&open=true&pageSize=200`)).json() as unknown as { total: number };
    const sums = (await call(admin, 'GET', `/invoices/sums?accountId=${acc.id}&open=true`)).json() as unknown as {
      count: number;
      outstanding: string;
    };
    expect(figure(r, 'openInvoices')).toBe(list.total);
    expect(figure(r, 'openInvoices')).toBe(sums.count);
    expect(figure(r, 'outstanding')).toBe(Number(sums.outstanding));
    const sqlCount = await q<{ n: number }>(
      sql`select count(*)::int as n from invoice where account_id = ${acc.id} and finalised_at is not null and gross_total - paid_amount > 0`,
    );
    expect(figure(r, 'openInvoices')).toBe(sqlCount.n);
  });

  it('low-stock items (nl), accounts that did not order for 30 days (tr) and what an account bought (ar)', async () => {
    await putSettings(t, admin, 'items', { enableStockTracking: true, lowStockThreshold: 10 });
    const low = await ask(admin, 'Welke artikelen zijn bijna op?');
    expect(low.answer).toMatchObject({ intent: 'lowStock', success: 'answered' });
    const n = await q<{ n: number }>(sql`select count(*)::int as n from item where is_active and quantity_on_hand <= 10`);
    expect(low.answer.result?.figures.length).toBe(Math.min(n.n, 20));

    const dormant = await ask(admin, 'Hangi müşteriler 30 gündür sipariş vermedi?');
    expect(dormant.answer).toMatchObject({ language: 'tr', intent: 'dormantAccounts', success: 'answered' });
    const since = addDays(todayInCompanyZone(), -30);
    const d = await q<{ n: number }>(
      sql`select count(*)::int as n from (select a.id from sales_order o join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
          where a.status = 'active' group by a.id having max(o.order_date) <= ${since}) x`,
    );
    expect(figure(dormant, 'accounts')).toBe(Math.min(d.n, 50));

    const bought = await ask(admin, 'ماذا اشترى Bistro Le Petit هذا العام؟');
    expect(bought.answer).toMatchObject({ language: 'ar', intent: 'accountPurchases', success: 'answered' });
    const today = todayInCompanyZone();
    const b = await q<{ net: string }>(
      sql`select coalesce(sum(l.line_net), 0)::text as net from sales_order_line l join sales_order o on o.tenant_id = l.tenant_id and o.id = l.order_id
          join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
          where a.company_name = 'Bistro Le Petit' and o.order_date between ${`${today.slice(0, 4)}-01-01`} and ${today}`,
    );
    expect(figure(bought, 'total')).toBe(Number(b.net));
  });

  it('crates out at an account (en), and an order as a prefilled draft', async () => {
    const r = await ask(admin, 'How many crates are out at Sushi Sakura?');
    expect(r.answer).toMatchObject({ intent: 'cratesOut', success: 'answered' });
    const c = await q<{ n: number }>(
      sql`select coalesce(sum(p.net_change), 0)::int as n from package_transaction p join account a on a.tenant_id = p.tenant_id and a.id = p.account_id
          where a.company_name = 'Sushi Sakura' and p.package_type = 'chicken_crate'`,
    );
    expect(figure(r, 'crates')).toBe(c.n);

    const draft = await ask(admin, 'Maak een order voor Sushi Sakura: 5 volle melk');
    expect(draft.answer).toMatchObject({ intent: 'draftOrder', success: 'answered' });
    const link = draft.answer.result?.links[0]?.href ?? '';
    expect(link).toMatch(/^\/orders\/new\?accountId=[0-9a-f-]+&accountName=Sushi\+Sakura\+%C2%B7\+[\w-]+&line=[0-9a-f-]+%3A5$/);
    // The draft in the contract: the account and the line as the form takes them, and the link holds the same.
    const milk = await q<{ id: string }>(sql`select id from item where lower(name) like '%volle melk%' order by length(name) limit 1`);
    const sushi = await q<{ id: string }>(sql`select id from account where company_name = 'Sushi Sakura'`);
    expect(draft.answer.result?.draft).toMatchObject({ accountId: sushi.id, lines: [{ itemId: milk.id, amount: '5' }] });
    expect(orderDraftFromSearch(new URL(link, 'http://x').searchParams)).toEqual(draft.answer.result?.draft);
    const orders = await q<{ n: number }>(sql`select count(*)::int as n from sales_order`);
    const again = await ask(admin, 'Maak een order voor Sushi Sakura: 5 volle melk');
    expect(again.answer.success).toBe('answered');
    expect((await q<{ n: number }>(sql`select count(*)::int as n from sales_order`)).n).toBe(orders.n);
  });

  it('an unknown question says what can be asked, and is logged as not understood', async () => {
    const r = await ask(admin, 'Wat is de hoofdstad van Peru eigenlijk');
    expect(r.answer.success).toBe('not_understood');
    expect(r.answer.result?.key).toBe('ai.answer.notUnderstood');
    expect(r.answer.content).toMatch(/Hoeveel omzet deze maand\?|How much revenue this month\?/);
  });
});

describe('conversations, ratings and AI analytics', () => {
  it('keeps a conversation per user: list, continue, rate, delete; others get 404', async () => {
    const first = await ask(admin, 'Hoeveel omzet deze maand?');
    const next = await ask(admin, 'Welke artikelen zijn bijna op?', { conversationId: first.conversationId });
    expect(next.conversationId).toBe(first.conversationId);
    const detail = (await call(admin, 'GET', `/ai/conversations/${first.conversationId}`)).json() as unknown as { messages: unknown[] };
    expect(detail.messages).toHaveLength(4);
    const rated = await call(admin, 'PUT', `/ai/conversations/${first.conversationId}/messages/${next.answer.id}/rating`, { rating: 1 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((rated.json() as unknown as { rating: number }).rating).toBe(1);

    const staff = await signInAs(t, tenantId, 'sales');
    const list = (await call(staff, 'GET', '/ai/conversations')).json() as unknown as { items: Array<{ id: string }> };
    expect(list.items.map((c) => c.id)).not.toContain(first.conversationId);
    expect((await call(staff, 'GET', `/ai/conversations/${first.conversationId}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/ai/conversations/${first.conversationId}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/ai/conversations/${first.conversationId}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', '/ai/chat', { question: 'omzet', conversationId: first.conversationId })).statusCode).toBe(404);
    expect(
      (await call(other, 'PUT', `/ai/conversations/${first.conversationId}/messages/${next.answer.id}/rating`, { rating: -1 })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'GET', `/ai/conversations/${first.conversationId}`)).statusCode).toBe(200);

    expect((await call(admin, 'DELETE', `/ai/conversations/${first.conversationId}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/ai/conversations/${first.conversationId}`)).statusCode).toBe(404);
  });

  it('another company sees none of this company’s figures, and its questions stay out of this analytics', async () => {
    const theirs = await ask(other, 'Openstaande facturen van Sushi Sakura');
    expect(theirs.answer.result?.figures ?? []).toEqual([]);
    const before = (await call(admin, 'GET', '/ai/analytics/success-rate')).json() as unknown as { data: { total: number } };
    await ask(other, 'Hoeveel omzet deze maand?');
    const after = (await call(admin, 'GET', '/ai/analytics/success-rate')).json() as unknown as { data: { total: number } };
    expect(after.data.total).toBe(before.data.total);
  });

  it('answers the analytics from the log, in a data field', async () => {
    const today = todayInCompanyZone();
    const metricsRes = await call(admin, 'GET', `/ai/analytics/metrics?date=${today}`);
    expect(metricsRes.statusCode, metricsRes.body).toBe(200);
    const metrics = metricsRes.json() as unknown as { data: { messages: number } };
    const logged = await q<{ n: number }>(
      sql`select count(*)::int as n from ai_message where role = 'user' and (created_at at time zone 'Europe/Amsterdam')::date = ${today}`,
    );
    expect(metrics.data.messages).toBe(logged.n);
    expect(logged.n).toBeGreaterThan(5);
    const intents = (await call(admin, 'GET', '/ai/analytics/intents')).json() as unknown as {
      data: Array<{ intent: string; count: number }>;
    };
    expect(intents.data.length).toBeLessThanOrEqual(10);
    expect(intents.data.map((i) => i.intent)).toContain('revenue');
    const langs = (await call(admin, 'GET', '/ai/analytics/languages')).json() as unknown as { data: Array<{ language: string }> };
    expect(langs.data.map((l) => l.language)).toEqual(expect.arrayContaining(['nl', 'en', 'tr', 'ar']));
    const range = (
      await call(admin, 'GET', `/ai/analytics/metrics/range?startDate=${addDays(today, -6)}&endDate=${today}`)
    ).json() as unknown as {
      data: unknown[];
    };
    expect(range.data).toHaveLength(7);
    const acc = await q<{ id: string }>(sql`select id from account where company_name = 'Sushi Sakura'`);
    const history = (await call(admin, 'GET', `/ai/analytics/account/${acc.id}/history`)).json() as unknown as {
      data: Array<{ intent: string }>;
    };
    expect(history.data.length).toBeGreaterThan(0);
    expect((await call(admin, 'GET', '/ai/health')).json()).toMatchObject({ data: { engine: 'builtin', reachable: true } });
    expect((await call(admin, 'GET', '/ai/analytics/metrics/range?startDate=bad&endDate=x')).statusCode).toBe(400);
  });
  it('the super admin reads a chosen company’s AI analytics (400 without one, 404 for an unknown one); a company admin naming another gets 404', async () => {
    const superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
    const own = (await call(admin, 'GET', '/ai/analytics/success-rate')).json() as unknown as { data: { total: number } };
    const chosen = await call(superAdmin, 'GET', `/ai/analytics/success-rate?tenantId=${tenantId}`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as unknown as { data: { total: number } }).data.total).toBe(own.data.total);
    const intents = await call(superAdmin, 'GET', `/ai/analytics/intents?tenantId=${tenantId}&limit=3`);
    expect(intents.statusCode, intents.body).toBe(200);
    expect((intents.json() as unknown as { data: unknown[] }).data.length).toBeLessThanOrEqual(3);
    expect((await call(superAdmin, 'GET', `/ai/analytics/languages?tenantId=${tenantId}`)).statusCode).toBe(200);
    for (const path of ['success-rate', 'languages', 'intents', `metrics?date=${todayInCompanyZone()}`])
      expect((await call(superAdmin, 'GET', `/ai/analytics/${path}`)).statusCode).toBe(400);
    expect((await call(superAdmin, 'GET', '/ai/analytics/success-rate?tenantId=0190a000-0000-7000-8000-00000000dead')).statusCode).toBe(
      404,
    );
    const otherTenant = await call(other, 'GET', `/ai/analytics/languages?tenantId=${tenantId}`);
    expect(otherTenant.statusCode).toBe(404);
    expect(otherTenant.body).not.toContain('"count"');
  });
});

describe('permissions: the assistant never returns what the API would refuse', () => {
  it('a support user (no reports) gets no revenue; a guest gets no draft order', async () => {
    const support = await signInAs(t, tenantId, 'support');
    const r = await ask(support, 'Hoeveel omzet deze maand?');
    expect(r.answer.result).toMatchObject({ key: 'ai.answer.notAllowed', figures: [] });
    expect((await call(support, 'GET', '/ai/analytics/success-rate')).statusCode).toBe(403);
    const guest = await signInAs(t, tenantId, 'guest');
    const g = await ask(guest, 'Maak een order voor Sushi Sakura: 5 volle melk');
    expect(g.answer.result).toMatchObject({ key: 'ai.answer.notAllowed', links: [] });
  });

  it('a role whose invoices permission is taken away gets no open invoices, like GET /invoices', async () => {
    const res = await call(admin, 'PUT', '/role-permissions/support', {
      permissions: { orders: 'write', clients: 'write', settings: 'read' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const support = await signInAs(t, tenantId, 'support');
    expect((await call(support, 'GET', '/invoices')).statusCode).toBe(403);
    const r = await ask(support, 'Openstaande facturen van Sushi Sakura');
    expect(r.answer.result).toMatchObject({ key: 'ai.answer.notAllowed', figures: [], links: [] });
  });
});

describe('engine 2: an OpenAI-compatible model server (the fake on loopback)', () => {
  it('calls a tool and streams the answer as server-sent events', async () => {
    await putSettings(t, admin, 'assistant', { engine: 'openai', baseUrl: fake.url, model: 'fake-llm', apiKey: 'sk-local-test-1234' });
    const bulk = (await call(admin, 'GET', '/settings/bulk')).json() as unknown as { assistant: { apiKey: string } };
    expect(bulk.assistant.apiKey).toMatch(/^•+1234$|^\S*1234$/);
    expect(bulk.assistant.apiKey).not.toContain('sk-local');
    const stored = await q<{ secrets: string }>(sql`select secrets::text from workspace_setting where section = 'assistant'`);
    expect(stored.secrets).not.toContain('sk-local-test-1234');

    const res = await call(admin, 'POST', '/ai/chat/stream', { question: 'Hoeveel omzet deze maand?' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({ event: /event: (\w+)/.exec(block)?.[1], data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? 'null') as unknown }));
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    const done = events.find((e) => e.event === 'done')?.data as AskResult;
    expect(done.answer).toMatchObject({ engine: 'openai', toolsUsed: ['revenue'], success: 'answered' });
    const today = todayInCompanyZone();
    const month = await q<{ net: string }>(
      sql`select coalesce(sum(net_total), 0)::text as net from invoice where finalised_at is not null and invoice_date between ${`${today.slice(0, 8)}01`} and ${today}`,
    );
    expect(figure(done, 'revenue')).toBe(Number(month.net));
    // The model got the tools as functions, the key as bearer, and the tool's result back.
    expect(fake.requests[0]?.tools?.map((tool) => tool.function.name)).toContain('revenue');
    expect(fake.requests[1]?.messages.at(-1)?.role).toBe('tool');
    expect((await call(admin, 'GET', '/ai/health')).json()).toMatchObject({
      data: { engine: 'openai', model: 'fake-llm', reachable: true },
    });
    await putSettings(t, admin, 'assistant', { engine: 'builtin' });
  });
});
