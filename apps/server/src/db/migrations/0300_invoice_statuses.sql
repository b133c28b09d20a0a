-- Invoice statuses per tenant, as data (business §2 status management, §3 Status, §4 configurable
-- statuses; issue 30), like order_status. An invoice keeps its status as a code (invoice.status);
-- a row here gives that code a name, colour, place and transitions. The statuses the system sets
-- itself (draft, sent, partially_paid, paid, overdue, cancelled) are marked is_system: they cannot
-- be deleted and their terminal flag is fixed. The payment status (unpaid, partial, paid,
-- overpaid) stays derived from the payments and is not configured here.
create table invoice_status (
  tenant_id uuid not null,
  id uuid not null,
  -- Stable key: invoice.status holds it; the seeded statuses' codes name their translated labels.
  code text not null,
  -- A name given in the editor; null shows the translated label of the code.
  name text,
  colour text not null,
  sort_order integer not null default 0,
  is_default boolean not null default false,
  is_terminal boolean not null default false,
  is_system boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoice_status_pkey primary key (tenant_id, id),
  constraint invoice_status_tenant_id_code_key unique (tenant_id, code),
  constraint invoice_status_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint invoice_status_colour_check check (colour ~ '^#[0-9A-F]{6}$'),
  constraint invoice_status_name_check check (name is null or name <> ''),
  constraint invoice_status_default_terminal_check check (not (is_default and is_terminal))
);
-- At most one default status per tenant.
create unique index invoice_status_tenant_id_default_key on invoice_status (tenant_id) where is_default;
select distribute_tenant_table('invoice_status');
alter table invoice_status enable row level security;
alter table invoice_status force row level security;
create policy invoice_status_tenant_isolation on invoice_status
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table invoice_status_transition (
  tenant_id uuid not null,
  id uuid not null,
  from_status_id uuid not null,
  to_status_id uuid not null,
  created_at timestamptz not null default now(),
  constraint invoice_status_transition_pkey primary key (tenant_id, id),
  constraint invoice_status_transition_tenant_id_from_status_id_to_status_id_key unique (tenant_id, from_status_id, to_status_id),
  constraint invoice_status_transition_check check (from_status_id <> to_status_id)
);
select distribute_tenant_table('invoice_status_transition');
alter table invoice_status_transition add constraint invoice_status_transition_from_status_id_fkey
  foreign key (tenant_id, from_status_id) references invoice_status (tenant_id, id) on delete cascade;
alter table invoice_status_transition add constraint invoice_status_transition_to_status_id_fkey
  foreign key (tenant_id, to_status_id) references invoice_status (tenant_id, id) on delete cascade;
alter table invoice_status_transition enable row level security;
alter table invoice_status_transition force row level security;
create policy invoice_status_transition_tenant_isolation on invoice_status_transition
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- The tenants that exist get the defaults, as modules/invoices/invoice-status-defaults.ts makes
-- them for a new tenant: row by row with INSERT … VALUES per tenant, since Citus refuses
-- INSERT … SELECT into a table with row-level security (STACK.md).
do $$
declare
  tenant_row record;
  d record;
  t record;
begin
  for tenant_row in select id from tenant loop
    for d in select * from (values
      ('draft', '#9E9E9E', 0, true, false, true),
      ('pending', '#F59E0B', 1, false, false, false),
      ('sent', '#3B82F6', 2, false, false, true),
      ('viewed', '#6366F1', 3, false, false, false),
      ('processing', '#8B5CF6', 4, false, false, false),
      ('partially_paid', '#14B8A6', 5, false, false, true),
      ('paid', '#22C55E', 6, false, false, true),
      ('overdue', '#F97316', 7, false, false, true),
      ('completed', '#15803D', 8, false, true, false),
      ('cancelled', '#EF4444', 9, false, true, true)
    ) as v (code, colour, sort_order, is_default, is_terminal, is_system) loop
      insert into invoice_status (tenant_id, id, code, name, colour, sort_order, is_default, is_terminal, is_system)
      values (tenant_row.id, gen_random_uuid(), d.code, null, d.colour, d.sort_order, d.is_default, d.is_terminal, d.is_system);
    end loop;
    for t in select f.id as from_id, s.id as to_id from (values
      ('draft', 'pending'), ('draft', 'sent'), ('draft', 'cancelled'),
      ('pending', 'sent'), ('pending', 'cancelled'),
      ('sent', 'viewed'), ('sent', 'processing'), ('sent', 'partially_paid'), ('sent', 'paid'), ('sent', 'overdue'), ('sent', 'cancelled'),
      ('viewed', 'processing'), ('viewed', 'partially_paid'), ('viewed', 'paid'), ('viewed', 'overdue'),
      ('processing', 'partially_paid'), ('processing', 'paid'), ('processing', 'overdue'),
      ('partially_paid', 'paid'), ('partially_paid', 'overdue'),
      ('overdue', 'partially_paid'), ('overdue', 'paid'),
      ('paid', 'completed')
    ) as p (from_code, to_code)
    join invoice_status f on f.tenant_id = tenant_row.id and f.code = p.from_code
    join invoice_status s on s.tenant_id = tenant_row.id and s.code = p.to_code loop
      insert into invoice_status_transition (tenant_id, id, from_status_id, to_status_id)
      values (tenant_row.id, gen_random_uuid(), t.from_id, t.to_id);
    end loop;
  end loop;
end
$$;

-- An invoice may now have a configured status (a merge moves invoices into one): the fixed list
-- gives way to a non-empty code. Which codes exist is the tenant's invoice_status rows.
alter table invoice drop constraint invoice_status_check;
alter table invoice add constraint invoice_status_check check (status <> '');
