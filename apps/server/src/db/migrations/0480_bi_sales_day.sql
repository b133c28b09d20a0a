-- The sales of each day per route and employee (issue 32): the orders that count as sales (every
-- status but cancelled), their net total and margin. The business intelligence figures per day,
-- month, route and employee and the forecast's daily revenue read these few rows (a year of a
-- tenant of a million orders: about 1,100 rows for 333,000 orders). A trigger on the orders keeps
-- them true in the transaction that writes the order, whoever writes it: a new, changed, moved,
-- cancelled or deleted order adds its difference. Tenant-owned.
set local citus.enable_unsafe_triggers = on;

create table bi_sales_day (
  tenant_id uuid not null,
  day date not null,
  route text not null,
  -- The order's assignee, else its creator; '' for neither (a key column may not be null).
  employee text not null,
  orders bigint not null,
  revenue numeric(20, 2) not null,
  margin numeric(20, 2) not null,
  constraint bi_sales_day_pkey primary key (tenant_id, day, route, employee),
  constraint bi_sales_day_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade
);
select distribute_tenant_table('bi_sales_day');

-- The orders there already: a row at a time (Citus refuses an INSERT … SELECT into a table with
-- row-level security, docs/citus.md); a few thousand rows for a tenant of a million orders.
do $$
declare
  sums record;
begin
  for sums in
    select o.tenant_id, o.order_date, o.route, coalesce(coalesce(o.assigned_to, o.created_by)::text, '') as employee,
           count(*) as orders, sum(o.net_total) as revenue, sum(o.profit) as margin
    from sales_order o
    left join order_status s on s.tenant_id = o.tenant_id and s.id = o.status_id and s.code = 'cancelled'
    where s.id is null
    group by 1, 2, 3, 4
  loop
    insert into bi_sales_day (tenant_id, day, route, employee, orders, revenue, margin)
    values (sums.tenant_id, sums.order_date, sums.route, sums.employee, sums.orders, sums.revenue, sums.margin);
  end loop;
end
$$;

alter table bi_sales_day enable row level security;
alter table bi_sales_day force row level security;
create policy bi_sales_day_tenant_isolation on bi_sales_day
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create function bi_sales_day_add(
  tenant uuid, sold_on date, order_route text, employee_id uuid, order_count bigint, net numeric, profit numeric
) returns void language sql as $$
  insert into bi_sales_day as d (tenant_id, day, route, employee, orders, revenue, margin)
  values (tenant, sold_on, order_route, coalesce(employee_id::text, ''), order_count, net, profit)
  on conflict (tenant_id, day, route, employee) do update
    set orders = d.orders + excluded.orders, revenue = d.revenue + excluded.revenue, margin = d.margin + excluded.margin
$$;

-- Runs on the order's shard (Citus): it reads the tenant's statuses and writes the tenant's days,
-- both co-located with the order (docs/citus.md, "Triggers").
create function sales_order_bi_sales_day() returns trigger language plpgsql as $$
declare
  cancelled uuid;
  counted_before boolean := false;
  counted_after boolean := false;
begin
  select s.id into cancelled from order_status s
  where s.tenant_id = coalesce(new.tenant_id, old.tenant_id) and s.code = 'cancelled';
  if tg_op <> 'INSERT' then counted_before := old.status_id is distinct from cancelled; end if;
  if tg_op <> 'DELETE' then counted_after := new.status_id is distinct from cancelled; end if;
  if counted_before and counted_after and old.order_date = new.order_date and old.route = new.route
     and coalesce(old.assigned_to, old.created_by) is not distinct from coalesce(new.assigned_to, new.created_by) then
    -- The same day, route and employee: one change of the amounts, or none (a status move).
    if old.net_total <> new.net_total or old.profit <> new.profit then
      perform bi_sales_day_add(new.tenant_id, new.order_date, new.route, coalesce(new.assigned_to, new.created_by),
                               0, new.net_total - old.net_total, new.profit - old.profit);
    end if;
    return null;
  end if;
  if counted_before then
    perform bi_sales_day_add(old.tenant_id, old.order_date, old.route, coalesce(old.assigned_to, old.created_by),
                             -1, -old.net_total, -old.profit);
  end if;
  if counted_after then
    perform bi_sales_day_add(new.tenant_id, new.order_date, new.route, coalesce(new.assigned_to, new.created_by),
                             1, new.net_total, new.profit);
  end if;
  return null;
end
$$;

create trigger sales_order_bi_sales_day
  after insert or delete or update of status_id, order_date, route, assigned_to, created_by, net_total, profit
  on sales_order for each row execute function sales_order_bi_sales_day();
