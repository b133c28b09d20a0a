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

const orderColumns = 'o.id, o.order_number, o.order_date, a.company_name, s.sort_order, u.email';
const orderSort = 'order by o.order_date desc nulls last, o.order_number desc';
/** A page's ids as selectOrderPage picks them without a filter on the status's flags: from the order search view alone. */
const orderPageIds = (tenantId, offset, filter = 'true') =>
  `select o.id from order_search o where o.tenant_id = '${tenantId}' and (${filter}) ${orderSort} limit 50 offset ${offset}`;
/** Then the page's rows by those ids (the server passes them as an array; here they are read in an InitPlan). */
const orderRows = (tenantId, ids) => `select ${orderColumns} ${ordersFrom(tenantId)} and o.id = any(array(${ids}))`;
/** Status and a search word, as selectOrderPage filters: the order's text holds its account's number and name. */
const filtered = (statusId) => `o.status_id = '${statusId}' and o.search_text like '%bakkerij%'`;
/** The page's ids and their count (to 1,000) in one statement. */
const filteredPage = (tenantId, statusId) => `select array(${orderPageIds(tenantId, 0, filtered(statusId))}) as ids,
        (select count(*) from (select 1 from order_search o where o.tenant_id = '${tenantId}' and (${filtered(statusId)}) limit 1001) as matching) as total`;

/** A keyset page (issue 35): the orders after a row's keys, walking the order's index from there. */
const keysetPage = (tenantId, keys) =>
  `select o.id, o.order_date::text, o.order_number from order_search o where o.tenant_id = '${tenantId}'
        and (o.order_date, o.order_number) < ('${keys.order_date}', '${keys.order_number}') ${orderSort} limit 51`;

export function planQueries(tenantId, accountId, pendingStatusId, deepKeys) {
  return {
    ...(deepKeys && { 'orders keyset page deep in the list': keysetPage(tenantId, deepKeys) }),
    'orders first page': orderPageIds(tenantId, 0),
    'orders count (up to 1,000)': `select count(*) from (select 1 from order_search o where o.tenant_id = '${tenantId}' and (true) limit 1001) as matching`,
    // A later page: its ids and the count to 20 pages past it in one walk (selectPageIds).
    'orders 500th page and count': `select (array_agg(w.id))[1:50] as ids, count(*) as rest from (
        select o.id from order_search o where o.tenant_id = '${tenantId}' ${orderSort} limit 1001 offset 24950) as w`,
    "orders page's rows by id": orderRows(tenantId, orderPageIds(tenantId, 0)),
    'orders filtered (status + account name)': filteredPage(tenantId, pendingStatusId),
    // As selectIdPage (platform/lists/id-page.ts) searches: the hits on the trigram index first, counted up to 1,000.
    'account search': `with hits as materialized (
        select v.id, v.company_name as sort_key from account_search v
        where v.tenant_id = '${tenantId}' and (v.search_text like '%bakkerij%' and v.search_text like '%utrecht%') limit 1001)
      select id, sort_key::text as bound, (select count(*) from hits) as total from hits order by sort_key asc, id asc limit 50`,
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
  // The status as the server sends it: a value the planner sees, not a subquery.
  const [pending] = await query(`select id from order_status where tenant_id = '${tenantId}' and code = 'pending'`);
  const [deepKeys] = await query(
    `select o.order_date::text as order_date, o.order_number from sales_order o where o.tenant_id = '${tenantId}' ${orderSort} offset 24999 limit 1`,
  );
  for (const [name, text] of Object.entries(planQueries(tenantId, accountId, pending?.id, deepKeys))) {
    await query('begin');
    try {
      await query(`set local role wb_app`);
      await query(`set local app.tenant_id = '${tenantId}'`);
      const rows = await query(`explain (analyze, costs off, summary on) ${text}`);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const executionMs = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN);
      plans[name] = { plan, executionMs, tenantInIndex: /Index Cond: .*tenant_id/.test(plan) || /Recheck Cond: .*tenant_id/.test(plan) };
    } finally {
      await query('rollback');
    }
  }
  return plans;
}
