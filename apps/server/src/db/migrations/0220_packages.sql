-- Returnable packages (business §3 Package transaction, Custom package type; issue 27): the crate
-- and pallet ledger per account. A row's net change is quantity delivered minus quantity received
-- (packages now at the customer), its total value the net change times the unit value; the
-- database holds both to the rule. Rows raised by an order carry the order: at most one delivery
-- row and one reversal row per order, so a delivery is never booked twice.

create table custom_package_type (
  tenant_id uuid not null,
  id uuid not null,
  name text not null,
  description text not null default '',
  dimensions text not null default '',
  weight_kg numeric(12, 3) not null default 0,
  value numeric(20, 2) not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint custom_package_type_pkey primary key (tenant_id, id),
  constraint custom_package_type_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint custom_package_type_name_check check (name <> ''),
  constraint custom_package_type_weight_kg_check check (weight_kg >= 0),
  constraint custom_package_type_value_check check (value >= 0)
);
create unique index custom_package_type_tenant_id_name_key on custom_package_type (tenant_id, lower(name));
alter table custom_package_type enable row level security;
alter table custom_package_type force row level security;
create policy custom_package_type_tenant_isolation on custom_package_type
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table package_transaction (
  tenant_id uuid not null,
  id uuid not null,
  package_type text not null,
  -- Set exactly when the package type is 'custom'.
  custom_type_id uuid,
  account_id uuid not null,
  transaction_date date not null,
  quantity_received integer not null default 0,
  quantity_delivered integer not null default 0,
  net_change integer not null,
  unit_value numeric(20, 2) not null default 0,
  total_value numeric(20, 2) not null,
  notes text not null default '',
  reference text not null default '',
  -- manual, order (raised when the order was delivered) or order_reversal (the order was cancelled after delivery).
  origin text not null default 'manual',
  order_id uuid,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint package_transaction_pkey primary key (tenant_id, id),
  constraint package_transaction_tenant_id_order_id_origin_key unique (tenant_id, order_id, origin),
  constraint package_transaction_package_type_check check (package_type in ('chicken_crate', 'block_pallet', 'euro_pallet', 'custom')),
  constraint package_transaction_custom_type_id_check check ((package_type = 'custom') = (custom_type_id is not null)),
  constraint package_transaction_quantity_received_check check (quantity_received >= 0),
  constraint package_transaction_quantity_delivered_check check (quantity_delivered >= 0),
  constraint package_transaction_net_change_check check (net_change = quantity_delivered - quantity_received),
  constraint package_transaction_unit_value_check check (unit_value >= 0),
  constraint package_transaction_total_value_check check (total_value = net_change * unit_value),
  constraint package_transaction_origin_check check (origin in ('manual', 'order', 'order_reversal')),
  constraint package_transaction_order_id_check check ((origin = 'manual') = (order_id is null))
);
select distribute_tenant_table('custom_package_type');
select distribute_tenant_table('package_transaction');
alter table package_transaction add constraint package_transaction_tenant_id_fkey
  foreign key (tenant_id) references tenant (id) on delete cascade;
-- No cascade: an account or custom type with transactions stays (deactivate it instead).
alter table package_transaction add constraint package_transaction_account_id_fkey
  foreign key (tenant_id, account_id) references account (tenant_id, id);
alter table package_transaction add constraint package_transaction_custom_type_id_fkey
  foreign key (tenant_id, custom_type_id) references custom_package_type (tenant_id, id);
-- A delivered order cannot be deleted, so its rows never dangle.
alter table package_transaction add constraint package_transaction_order_id_fkey
  foreign key (tenant_id, order_id) references sales_order (tenant_id, id);
alter table package_transaction add constraint package_transaction_created_by_fkey
  foreign key (created_by) references app_user (id) on delete set null;
create index package_transaction_tenant_id_date_idx on package_transaction (tenant_id, transaction_date desc, id desc);
create index package_transaction_tenant_id_account_id_idx on package_transaction (tenant_id, account_id, transaction_date);
create index package_transaction_tenant_id_custom_type_id_idx on package_transaction (tenant_id, custom_type_id) where custom_type_id is not null;
alter table package_transaction enable row level security;
alter table package_transaction force row level security;
create policy package_transaction_tenant_isolation on package_transaction
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
