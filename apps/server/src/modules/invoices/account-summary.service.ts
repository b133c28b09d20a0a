import type { AccountSummary } from '@wb/contract/accounts';
import { money } from '@wb/domain/money';
import { sql } from 'kysely';
import type { TenantCtx } from '@/platform/context';
import { selectInvoiceSums } from './invoices.queries';
import { todayInCompanyZone } from '@wb/domain/today';
import { getAccount } from '@/modules/accounts/accounts.service';

/**
 * What an account has on order and owes (the account page): open orders are those whose status
 * is not final; open invoices are final and not settled (sent or partly paid, overdue included),
 * counted by what is left to pay after credit notes and payments. Credit used is both together.
 * It lives with invoices, which already build on accounts and orders, so that neither of those
 * depends back on invoices.
 */
export async function getAccountSummary(ctx: TenantCtx, accountId: string): Promise<AccountSummary> {
  const { tenantId } = ctx;
  const account = await getAccount(ctx, accountId); // 404 for a missing or foreign account
  const today = todayInCompanyZone();
  const base = { accountId: account.id, kind: 'invoice', open: true, today };
  const [orders, invoices, overdue] = await Promise.all([
    sql<{ count: string; gross: string }>`
      select count(*)::text as count, coalesce(sum(o.gross_total), 0)::numeric(20, 2)::text as gross
      from sales_order o join order_status s on s.tenant_id = o.tenant_id and s.id = o.status_id
      where o.tenant_id = ${tenantId} and o.account_id = ${account.id} and not s.is_terminal`.execute(ctx.tx),
    selectInvoiceSums(ctx.tx, tenantId, base),
    selectInvoiceSums(ctx.tx, tenantId, { ...base, overdue: true }),
  ]);
  const openOrders = orders.rows[0] ?? { count: '0', gross: '0.00' };
  const used = money(openOrders.gross).plus(invoices.outstanding);
  return {
    openOrders: { count: Number(openOrders.count), gross: openOrders.gross },
    openInvoices: { count: Number(invoices.count), outstanding: invoices.outstanding, overdue: Number(overdue.count) },
    creditLimit: account.creditLimit,
    creditUsed: used.toFixed(2),
    creditAvailable: account.creditLimit === null ? null : money(account.creditLimit).minus(used).toFixed(2),
  };
}
