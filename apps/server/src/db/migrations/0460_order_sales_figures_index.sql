-- The business intelligence figures of a period (issue 32: revenue and margin by day, account,
-- route and employee; RFM; the forecast's daily revenue): every order of the tenant in a date
-- range, with the few columns they sum or group by in the index's leaves. The figures of a year
-- are then an index-only scan of that range, not a read of every order's row (a third of the
-- table at a year of three); the status is in the leaves for the "not cancelled" test.
create index sales_order_tenant_id_order_date_figures_idx
  on sales_order (tenant_id, order_date)
  include (status_id, net_total, profit, account_id, route, assigned_to, created_by);
