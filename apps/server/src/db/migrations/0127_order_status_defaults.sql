-- A tenant's default order statuses are made with the tenant (issue 22), no longer by the first
-- read of its statuses. A tenant made before that and never read has none: it gets the defaults
-- here, as modules/orders/order-status-defaults.ts makes them. A tenant with any status is left
-- as it is.

create temporary table tenant_without_statuses on commit drop as
  select t.id as tenant_id from tenant t
  where not exists (select 1 from order_status s where s.tenant_id = t.id);

insert into order_status (tenant_id, id, code, name, colour, sort_order, is_default, is_terminal, is_delivering)
select w.tenant_id, gen_random_uuid(), d.code, null, d.colour, d.sort_order, d.is_default, d.is_terminal, d.is_delivering
from tenant_without_statuses w
cross join (values
  ('pending', '#F59E0B', 0, true, false, false),
  ('confirmed', '#3B82F6', 1, false, false, false),
  ('preparing', '#8B5CF6', 2, false, false, false),
  ('ready', '#14B8A6', 3, false, false, false),
  ('delivered', '#22C55E', 4, false, true, true),
  ('cancelled', '#EF4444', 5, false, true, false)
) as d (code, colour, sort_order, is_default, is_terminal, is_delivering);

-- The forward steps, and cancelled from every status that is not terminal.
insert into order_status_transition (tenant_id, id, from_status_id, to_status_id)
select w.tenant_id, gen_random_uuid(), f.id, t.id
from tenant_without_statuses w
cross join (values
  ('pending', 'confirmed'),
  ('confirmed', 'preparing'),
  ('preparing', 'ready'),
  ('ready', 'delivered'),
  ('pending', 'cancelled'),
  ('confirmed', 'cancelled'),
  ('preparing', 'cancelled'),
  ('ready', 'cancelled')
) as d (from_code, to_code)
join order_status f on f.tenant_id = w.tenant_id and f.code = d.from_code
join order_status t on t.tenant_id = w.tenant_id and t.code = d.to_code;
