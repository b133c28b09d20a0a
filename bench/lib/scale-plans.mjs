// The query plans of the "scale" scenario: the list queries the server runs (same tables, joins,
// filters and order as orders.queries.ts, invoices.queries.ts and the account list), explained as
// the runtime role with the tenant set, as a request would. A plan passes when the tenant is an
// index condition of the big table it reads, not a filter over every tenant's rows.

const ordersFrom = (tenantId) => `
  from sales_order o
  join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
  join order_status s on s.tenant_id = o.tenant_id and s.id = o.status_id
  left join app_user u on u.id = o.assigned_to
  where o.tenant_id = '${tenantId}'`;

export function planQueries(tenantId, accountId) {
  return {
    'orders first page': `select o.id, o.order_number, a.company_name, s.sort_order, u.email ${ordersFrom(tenantId)}
      order by o.order_date desc nulls last, o.order_number desc limit 50 offset 0`,
    'orders 500th page': `select o.id, o.order_number, a.company_name, s.sort_order, u.email ${ordersFrom(tenantId)}
      order by o.order_date desc nulls last, o.order_number desc limit 50 offset 24950`,
    'orders count': `select count(*) ${ordersFrom(tenantId)}`,
    'account search': `select a.id from account a where a.tenant_id = '${tenantId}'
      and a.search_text like '%bakkerij%' and a.search_text like '%utrecht%' order by a.company_name, a.id limit 50`,
    'open invoices of an account': `select i.id, a.company_name from invoice i
      join account a on a.tenant_id = i.tenant_id and a.id = i.account_id
      where i.tenant_id = '${tenantId}' and i.account_id = '${accountId}' and i.status <> 'draft' and abs(i.paid_amount) = 0
      order by i.invoice_date desc nulls first, i.created_at desc, i.id limit 50`,
  };
}

/**
 * Explains each query through `query(text)` (answering rows) inside a transaction as wb_app with
 * the tenant set; answers { name: { plan, tenantInIndex } }.
 */
export async function explainPlans(query, tenantId, accountId) {
  const plans = {};
  for (const [name, text] of Object.entries(planQueries(tenantId, accountId))) {
    await query('begin');
    try {
      await query(`set local role wb_app`);
      await query(`set local app.tenant_id = '${tenantId}'`);
      const rows = await query(`explain (analyze, costs off, summary on) ${text}`);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      plans[name] = { plan, tenantInIndex: /Index Cond: .*tenant_id/.test(plan) || /Recheck Cond: .*tenant_id/.test(plan) };
    } finally {
      await query('rollback');
    }
  }
  return plans;
}
