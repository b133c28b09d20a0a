// The data of the "scale" scenario, generated in the database with multi-row INSERT … SELECT
// (not through the API): `tenants` tenants, of which the demo tenant is the largest with
// `bigAccounts` accounts, `bigOrders` orders and `bigInvoices` invoices; every other tenant has
// `smallAccounts` accounts and `smallOrders` orders. Ids are md5 of a fixed text, so the data
// are the same on every run and the bench can name an account without asking the database.
import { createHash } from 'node:crypto';
import { bulkAccountsSql } from './bulk-accounts.mjs';

export const demoTenants = "select id from tenant where name = 'Demo Groothandel B.V.'";
const benchTenants = "select id from tenant where name like 'Bench Groothandel % B.V.'";
/** A version-4-shaped uuid from md5 of `text` (the API checks ids' version and variant). */
const uuidOf = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const accountId = uuidOf("'acc-' || t.id || '-' || g");

/** The id the generator gives account number `n` (1-based) of a tenant. */
export function scaleAccountId(tenantId, n) {
  const md5 = createHash('md5').update(`acc-${tenantId}-${n}`).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Invoice g belongs to account 1 + (g·31 mod accounts); every seventh invoice is still unpaid. */
export const invoiceAccount = (g, accounts) => 1 + ((g * 31) % accounts);
export const unpaidInvoice = (g) => g % 7 === 0;

function ordersSql(tenants, count, accounts) {
  return `
    insert into sales_order (tenant_id, id, order_number, order_date, delivery_date, account_id, route, status_id,
                             net_total, vat_total, gross_total, packages, line_count, version, created_at, updated_at)
    select t.id,
           ${uuidOf("'ord-' || t.id || '-' || g")},
           'S' || lpad(g::text, 7, '0'),
           d.day,
           d.day + 1,
           ${uuidOf(`'acc-' || t.id || '-' || (1 + (g::bigint * 7919) % ${accounts})`)},
           'Route ' || (1 + g % 3),
           -- The status is independent of the account's kind (which g mod 20 picks, through g·7919):
           -- a word of the accounts' names is as common among pending orders as among all orders,
           -- 1 in 20, as in a real customer file.
           case (13 * g + g / 20) % 20 when 0 then st.pending when 1 then st.confirmed when 2 then st.ready when 3 then st.cancelled
                       else st.delivered end,
           n.net,
           round(n.net * 0.09, 2),
           n.net + round(n.net * 0.09, 2),
           1 + g % 12,
           0,
           1,
           d.day::timestamptz,
           d.day::timestamptz
    from (${tenants}) t
    cross join lateral (
      select max(s.id::text) filter (where s.code = 'pending')::uuid as pending,
             max(s.id::text) filter (where s.code = 'confirmed')::uuid as confirmed,
             max(s.id::text) filter (where s.code = 'ready')::uuid as ready,
             max(s.id::text) filter (where s.code = 'cancelled')::uuid as cancelled,
             max(s.id::text) filter (where s.code = 'delivered')::uuid as delivered
      from order_status s where s.tenant_id = t.id) st
    cross join lateral generate_series(1, ${count}) g
    cross join lateral (select (current_date - ((${count} - g)::bigint * 1095 / ${count})::int) as day) d
    cross join lateral (select (10 + (g % 997) * 1.37)::numeric(20, 2) as net) n`;
}

function invoicesSql(tenants, count, accounts) {
  return `
    insert into invoice (tenant_id, id, kind, invoice_number, account_id, invoice_date, due_date, payment_terms, status,
                         net_total, vat_total, gross_total, paid_amount, finalised_at, line_count, created_at, updated_at)
    select t.id,
           ${uuidOf("'inv-' || t.id || '-' || g")},
           'invoice',
           'F' || lpad(g::text, 7, '0'),
           ${uuidOf(`'acc-' || t.id || '-' || (1 + (g::bigint * 31) % ${accounts})`)},
           d.day,
           d.day + 30,
           30,
           case when g % 7 = 0 then 'sent' else 'paid' end,
           n.net,
           round(n.net * 0.21, 2),
           n.net + round(n.net * 0.21, 2),
           case when g % 7 = 0 then 0 else n.net + round(n.net * 0.21, 2) end,
           d.day::timestamptz,
           0,
           d.day::timestamptz,
           d.day::timestamptz
    from (${tenants}) t
    cross join lateral generate_series(1, ${count}) g
    cross join lateral (select (current_date - ((${count} - g)::bigint * 1095 / ${count})::int) as day) d
    cross join lateral (select (25 + (g % 613) * 2.11)::numeric(20, 2) as net) n`;
}

/** The statements, in order; the demo tenant's order statuses must exist (made with the tenant by the demo seed). */
export function scaleStatements(size) {
  return [
    `insert into tenant (id, name)
     select ${uuidOf("'bench-tenant-' || n")}, 'Bench Groothandel ' || lpad(n::text, 3, '0') || ' B.V.'
     from generate_series(1, ${size.tenants - 1}) n`,
    `insert into order_status (tenant_id, id, code, name, colour, sort_order, is_default, is_terminal, is_delivering)
     select t.id, ${uuidOf("t.id || '-' || s.code")}, s.code, s.name, s.colour, s.sort_order, s.is_default, s.is_terminal, s.is_delivering
     from (${benchTenants}) t cross join order_status s where s.tenant_id = (${demoTenants})`,
    'alter index account_tenant_id_name_search_text_idx set (fastupdate = on)',
    bulkAccountsSql(size.bigAccounts, { tenants: demoTenants, id: accountId, numberPrefix: 'S-' }),
    bulkAccountsSql(size.smallAccounts, { tenants: benchTenants, id: accountId, numberPrefix: 'S-' }),
    "select gin_clean_pending_list('account_tenant_id_name_search_text_idx')",
    'alter index account_tenant_id_name_search_text_idx set (fastupdate = off)',
    ordersSql(demoTenants, size.bigOrders, size.bigAccounts),
    ordersSql(benchTenants, size.smallOrders, size.smallAccounts),
    invoicesSql(demoTenants, size.bigInvoices, size.bigAccounts),
    'vacuum analyze tenant',
    'vacuum analyze order_status',
    'vacuum analyze account',
    'vacuum analyze sales_order',
    'vacuum analyze invoice',
  ];
}
