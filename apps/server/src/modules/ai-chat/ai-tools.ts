import { type AiIntent, type AiResult, aiToolInputSchemas, orderDraftHref } from '@wb/contract/ai-chat';
import { invoiceSumsQuerySchema, listInvoicesQuerySchema } from '@wb/contract/invoices';
import { matrixAllows, type Permission } from '@wb/contract/roles';
import { money, toMoneyString } from '@wb/domain/money';
import { todayInCompanyZone } from '@wb/domain/today';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { findInvoices, sumInvoices } from '@/modules/invoices/invoices.service';
import { stockRuleOf } from '@/modules/items/items.service';
import { getPackageBalance } from '@/modules/packages/package-balance.service';
import { addDays } from './ai-slots';

/** What each tool needs: the permission of the API route that shows the same data. */
export const aiToolPermissions: Record<AiIntent, Permission[]> = {
  revenue: ['reports:read', 'invoices:read'],
  openInvoices: ['invoices:read'],
  lowStock: ['clients:read'],
  dormantAccounts: ['clients:read', 'orders:read'],
  accountPurchases: ['orders:read'],
  cratesOut: ['orders:read'],
  draftOrder: ['orders:write'],
};

/** A tool's answer when the user may not see its data: nothing of the data, only why. */
export class AiNotAllowed extends Error {}
/** The question named an account or item that the company does not have. */
export class AiNotFound extends Error {
  constructor(
    readonly what: 'account' | 'item',
    readonly text: string,
  ) {
    super(`${what} not found`);
  }
}

export function allowedTools(ctx: TenantCtx): AiIntent[] {
  return (Object.keys(aiToolPermissions) as AiIntent[]).filter((tool) => mayUse(ctx, tool));
}

function mayUse(ctx: TenantCtx, tool: AiIntent): boolean {
  const p = ctx.principal;
  if (!p) return true;
  return aiToolPermissions[tool].every((perm) => matrixAllows(p.permissions, perm));
}

type Account = { id: string; companyName: string; accountNumber: string };

/** The company's account a text names: the longest company name it contains, or that contains it. */
export async function accountNamedIn(ctx: TenantCtx, text: string): Promise<Account | null> {
  const t = text.toLowerCase();
  const row = await ctx.tx
    .selectFrom('account')
    .select(['id', 'companyName', 'accountNumber'])
    .where('tenantId', '=', ctx.tenantId)
    .where((eb) =>
      eb.or([
        eb(sql<number>`position(lower(company_name) in ${t})`, '>', 0),
        eb(sql<number>`position(${t} in lower(company_name))`, '>', 0),
      ]),
    )
    .orderBy(sql`length(company_name)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

async function account(ctx: TenantCtx, text: string): Promise<Account> {
  const found = await accountNamedIn(ctx, text);
  if (!found) throw new AiNotFound('account', text);
  return found;
}

const moneyOf = (v: unknown) => Number(toMoneyString(money(String(v ?? 0))));

type Tools = { [K in AiIntent]: (ctx: TenantCtx, input: z.output<(typeof aiToolInputSchemas)[K]>) => Promise<AiResult> };

const tools: Tools = {
  /** Revenue: the net total of final invoices and credit notes dated in the period. */
  async revenue(ctx, { from, to }) {
    const row = await ctx.tx
      .selectFrom('invoice')
      .select([sql<string>`coalesce(sum(net_total), 0)`.as('net'), sql<string>`count(*)`.as('count')])
      .where('tenantId', '=', ctx.tenantId)
      .where('finalisedAt', 'is not', null)
      .where('invoiceDate', '>=', from)
      .where('invoiceDate', '<=', to)
      .executeTakeFirstOrThrow();
    const net = moneyOf(row.net);
    return {
      key: 'ai.answer.revenue',
      values: { from, to, amount: net, count: Number(row.count) },
      figures: [
        { label: 'revenue', value: net, kind: 'money', link: `/invoices?from=${from}&to=${to}` },
        { label: 'invoices', value: Number(row.count), kind: 'count' },
      ],
      links: [{ label: 'invoices', href: `/invoices?from=${from}&to=${to}` }],
    };
  },

  /** Open invoices of an account, through the invoice list the API shows (final, not settled). */
  async openInvoices(ctx, input) {
    const acc = await account(ctx, input.account);
    const filter = { accountId: acc.id, open: 'true' };
    const page = await findInvoices(ctx, listInvoicesQuerySchema.parse({ ...filter, pageSize: 10 }));
    const sums = await sumInvoices(ctx, invoiceSumsQuerySchema.parse(filter));
    const outstanding = moneyOf(sums.outstanding);
    return {
      key: 'ai.answer.openInvoices',
      values: { account: acc.companyName, count: sums.count, amount: outstanding },
      figures: [
        { label: 'openInvoices', value: sums.count, kind: 'count', link: `/invoices?accountId=${acc.id}&open=true` },
        { label: 'outstanding', value: outstanding, kind: 'money' },
      ],
      links: page.items.slice(0, 10).map((i) => ({ label: i.invoiceNumber ?? i.id, href: `/invoices/${i.id}` })),
    };
  },

  /** Active items at or below the company's low-stock threshold (when it tracks stock). */
  async lowStock(ctx, { limit }) {
    const rule = await stockRuleOf(ctx);
    const rows = rule.tracking
      ? await ctx.tx
          .selectFrom('item')
          .select(['id', 'name', 'sku', 'quantityOnHand'])
          .where('tenantId', '=', ctx.tenantId)
          .where('isActive', '=', true)
          .where(sql<boolean>`quantity_on_hand <= ${rule.threshold}`)
          .orderBy('quantityOnHand')
          .orderBy('name')
          .limit(limit)
          .execute()
      : [];
    return {
      key: rule.tracking ? 'ai.answer.lowStock' : 'ai.answer.stockNotTracked',
      values: { count: rows.length, threshold: rule.threshold },
      figures: rows.map((r) => ({ label: r.name, value: Number(r.quantityOnHand), kind: 'quantity' as const, link: `/items/${r.id}` })),
      links: rows.map((r) => ({ label: `${r.sku} ${r.name}`, href: `/items/${r.id}` })),
    };
  },

  /** Active accounts that ordered before, but not in the last N days. */
  async dormantAccounts(ctx, { days }) {
    const since = addDays(todayInCompanyZone(), -days);
    const rows = await ctx.tx
      .selectFrom('salesOrder as o')
      .innerJoin('account as a', (j) => j.onRef('a.tenantId', '=', 'o.tenantId').onRef('a.id', '=', 'o.accountId'))
      .select(['a.id', 'a.companyName', sql<string>`max(o.order_date)::text`.as('lastOrder')])
      .where('o.tenantId', '=', ctx.tenantId)
      .where('a.status', '=', 'active')
      .groupBy(['a.id', 'a.companyName'])
      .having(sql<string>`max(o.order_date)`, '<=', since)
      .orderBy(sql`max(o.order_date)`)
      .limit(50)
      .execute();
    return {
      key: 'ai.answer.dormantAccounts',
      values: { days, count: rows.length },
      figures: [{ label: 'accounts', value: rows.length, kind: 'count' }],
      links: rows.map((r) => ({ label: `${r.companyName} (${r.lastOrder.slice(0, 10)})`, href: `/accounts/${r.id}` })),
    };
  },

  /** What an account bought in a period: its order lines summed per item. */
  async accountPurchases(ctx, input) {
    const acc = await account(ctx, input.account);
    const rows = await ctx.tx
      .selectFrom('salesOrderLine as l')
      .innerJoin('salesOrder as o', (j) => j.onRef('o.tenantId', '=', 'l.tenantId').onRef('o.id', '=', 'l.orderId'))
      .select(['l.itemId', 'l.name', sql<string>`sum(l.amount)`.as('quantity'), sql<string>`sum(l.line_net)`.as('net')])
      .where('l.tenantId', '=', ctx.tenantId)
      .where('o.accountId', '=', acc.id)
      .where('o.orderDate', '>=', input.from)
      .where('o.orderDate', '<=', input.to)
      .groupBy(['l.itemId', 'l.name'])
      .orderBy(sql`sum(l.line_net)`, 'desc')
      .execute();
    const total = rows.reduce((s, r) => s.plus(money(r.net)), money(0));
    return {
      key: 'ai.answer.accountPurchases',
      values: { account: acc.companyName, from: input.from, to: input.to, count: rows.length, amount: Number(toMoneyString(total)) },
      figures: [
        {
          label: 'total',
          value: Number(toMoneyString(total)),
          kind: 'money',
          link: `/orders?accountId=${acc.id}&from=${input.from}&to=${input.to}`,
        },
        ...rows
          .slice(0, 20)
          .map((r) => ({ label: r.name, value: Number(r.quantity), kind: 'quantity' as const, link: `/items/${r.itemId}` })),
      ],
      links: [{ label: acc.companyName, href: `/accounts/${acc.id}` }],
    };
  },

  /** Crates (all returnable packages) out at an account, by the package balance the API shows. */
  async cratesOut(ctx, input) {
    const acc = await account(ctx, input.account);
    const balance = await getPackageBalance(ctx, { accountId: acc.id } as Parameters<typeof getPackageBalance>[1]);
    const crates = balance.byType.filter((t) => t.packageType === 'chicken_crate').reduce((s, t) => s + t.netBalance, 0);
    return {
      key: 'ai.answer.cratesOut',
      values: { account: acc.companyName, crates, packages: balance.netBalance },
      figures: [
        { label: 'crates', value: crates, kind: 'count', link: `/packages?accountId=${acc.id}` },
        { label: 'packages', value: balance.netBalance, kind: 'count' },
      ],
      links: [{ label: acc.companyName, href: `/packages?accountId=${acc.id}` }],
    };
  },

  /** An order as a draft: a link opening the new-order form prefilled; nothing is written. */
  async draftOrder(ctx, input) {
    const acc = await account(ctx, input.account);
    const lines: Array<{ itemId: string; name: string; quantity: number }> = [];
    for (const line of input.lines) {
      const item = await ctx.tx
        .selectFrom('item')
        .select(['id', 'name'])
        .where('tenantId', '=', ctx.tenantId)
        .where('isActive', '=', true)
        .where((eb) =>
          eb.or([eb(sql`lower(name)`, 'like', `%${line.item.toLowerCase()}%`), eb(sql`lower(sku)`, '=', line.item.toLowerCase())]),
        )
        .orderBy(sql`length(name)`)
        .limit(1)
        .executeTakeFirst();
      if (!item) throw new AiNotFound('item', line.item);
      lines.push({ itemId: item.id, name: item.name, quantity: line.quantity });
    }
    const draft = {
      accountId: acc.id,
      accountLabel: `${acc.companyName} · ${acc.accountNumber}`,
      lines: lines.map((l) => ({ itemId: l.itemId, amount: String(Math.round(l.quantity * 10_000) / 10_000) })),
    };
    return {
      key: 'ai.answer.draftOrder',
      values: { account: acc.companyName, count: lines.length },
      figures: lines.map((l) => ({ label: l.name, value: l.quantity, kind: 'quantity' as const })),
      links: [{ label: 'draftOrder', href: orderDraftHref(draft) }],
      draft,
    };
  },
};

/** Runs a tool with its contract-validated input, only when the user holds its permissions. */
export async function runTool(ctx: TenantCtx, tool: AiIntent, rawInput: unknown): Promise<AiResult> {
  if (!mayUse(ctx, tool)) throw new AiNotAllowed(tool);
  const input = aiToolInputSchemas[tool].parse(rawInput);
  return (tools[tool] as (c: TenantCtx, i: unknown) => Promise<AiResult>)(ctx, input);
}
