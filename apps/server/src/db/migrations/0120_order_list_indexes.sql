-- The order list (issue 11, lists at scale). The list sorts by `order_date desc nulls last,
-- order_number desc`; the index of 0060 is `order_date desc` (nulls first), which the planner
-- cannot use for that order, so every first page sorted all of a tenant's orders (a million rows
-- in the bench). This index has the list's own order; it replaces the old one.
create index sales_order_tenant_id_order_date_list_idx on sales_order (tenant_id, order_date desc nulls last, order_number desc);
drop index sales_order_tenant_id_order_date_idx;
