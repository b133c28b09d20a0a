-- Orders (business §3 Order) and their statuses as data per tenant (§4): statuses, the allowed
-- transitions between them, orders with their lines, and each order's status history. Totals are
-- stored as computed by packages/domain/src/order-totals.ts, the same function the form shows.

create table order_status (
  tenant_id uuid not null,
  id uuid not null,
  -- Stable key; the seeded statuses' codes name their translated labels.
  code text not null,
  -- A name given in the editor; null shows the translated label of the code.
  name text,
  colour text not null,
  sort_order integer not null default 0,
  is_default boolean not null default false,
  is_terminal boolean not null default false,
  -- Reaching it delivers the goods: stock movements are written.
  is_delivering boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint order_status_pkey primary key (tenant_id, id),
  constraint order_status_tenant_id_code_key unique (tenant_id, code),
  constraint order_status_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint order_status_colour_check check (colour ~ '^#[0-9A-F]{6}$'),
  constraint order_status_name_check check (name is null or name <> ''),
  constraint order_status_default_terminal_check check (not (is_default and is_terminal))
);
-- At most one default status per tenant.
create unique index order_status_tenant_id_default_key on order_status (tenant_id) where is_default;
alter table order_status enable row level security;
alter table order_status force row level security;
create policy order_status_tenant_isolation on order_status
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table order_status_transition (
  tenant_id uuid not null,
  id uuid not null,
  from_status_id uuid not null,
  to_status_id uuid not null,
  created_at timestamptz not null default now(),
  constraint order_status_transition_pkey primary key (tenant_id, id),
  constraint order_status_transition_tenant_id_from_status_id_to_status_id_key unique (tenant_id, from_status_id, to_status_id),
  constraint order_status_transition_from_status_id_fkey foreign key (tenant_id, from_status_id)
    references order_status (tenant_id, id) on delete cascade,
  constraint order_status_transition_to_status_id_fkey foreign key (tenant_id, to_status_id)
    references order_status (tenant_id, id) on delete cascade,
  constraint order_status_transition_check check (from_status_id <> to_status_id)
);
alter table order_status_transition enable row level security;
alter table order_status_transition force row level security;
create policy order_status_transition_tenant_isolation on order_status_transition
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- "order" is a reserved word: the table is sales_order.
create table sales_order (
  tenant_id uuid not null,
  id uuid not null,
  order_number text not null,
  order_date date not null,
  delivery_date date,
  account_id uuid not null,
  route text not null default '',
  assigned_to uuid,
  notes text not null default '',
  status_id uuid not null,
  crates_given integer not null default 0,
  crates_returned integer not null default 0,
  net_total numeric(20, 2) not null default 0,
  vat_total numeric(20, 2) not null default 0,
  gross_total numeric(20, 2) not null default 0,
  packages numeric(20, 0) not null default 0,
  weight numeric(20, 3) not null default 0,
  cost_total numeric(20, 2) not null default 0,
  profit numeric(20, 2) not null default 0,
  uncosted_lines integer not null default 0,
  line_count integer not null default 0,
  -- Optimistic concurrency: every save and status change raises it; a save must name the one it read.
  version integer not null default 1,
  stock_booked_at timestamptz,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_text text generated always as (lower(order_number || ' ' || route || ' ' || notes)) stored,
  constraint sales_order_pkey primary key (tenant_id, id),
  constraint sales_order_tenant_id_order_number_key unique (tenant_id, order_number),
  constraint sales_order_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  -- No cascade: an account with orders is made inactive instead of deleted.
  constraint sales_order_account_id_fkey foreign key (tenant_id, account_id) references account (tenant_id, id),
  constraint sales_order_status_id_fkey foreign key (tenant_id, status_id) references order_status (tenant_id, id),
  constraint sales_order_assigned_to_fkey foreign key (assigned_to) references app_user (id) on delete set null,
  constraint sales_order_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint sales_order_updated_by_fkey foreign key (updated_by) references app_user (id) on delete set null,
  constraint sales_order_order_number_check check (order_number <> ''),
  constraint sales_order_crates_check check (crates_given >= 0 and crates_returned >= 0),
  constraint sales_order_dates_check check (delivery_date is null or delivery_date >= order_date),
  constraint sales_order_version_check check (version >= 1)
);
create index sales_order_tenant_id_status_id_idx on sales_order (tenant_id, status_id, updated_at desc);
create index sales_order_tenant_id_account_id_idx on sales_order (tenant_id, account_id, order_date desc);
create index sales_order_tenant_id_order_date_idx on sales_order (tenant_id, order_date desc, order_number desc);
create index sales_order_tenant_id_delivery_date_idx on sales_order (tenant_id, delivery_date);
create index sales_order_search_text_idx on sales_order using gin (search_text gin_trgm_ops);
alter table sales_order enable row level security;
alter table sales_order force row level security;
create policy sales_order_tenant_isolation on sales_order
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- A line keeps what it sold as it was then (number, name, unit, VAT, package amount, weight and
-- purchase price per unit); the item itself cannot be deleted while lines refer to it.
create table sales_order_line (
  tenant_id uuid not null,
  id uuid not null,
  order_id uuid not null,
  position integer not null,
  item_id uuid not null,
  lot_id uuid,
  item_number text not null,
  name text not null,
  unit text not null,
  vat_rate smallint not null,
  amount numeric(20, 4) not null,
  price numeric(20, 4) not null,
  discount numeric(5, 2) not null default 0,
  package_amount numeric(20, 4),
  unit_weight numeric(20, 4),
  cost_price numeric(20, 4),
  line_net numeric(20, 2) not null,
  constraint sales_order_line_pkey primary key (tenant_id, id),
  constraint sales_order_line_order_id_fkey foreign key (tenant_id, order_id) references sales_order (tenant_id, id) on delete cascade,
  constraint sales_order_line_item_id_fkey foreign key (tenant_id, item_id) references item (tenant_id, id),
  constraint sales_order_line_lot_id_fkey foreign key (tenant_id, lot_id) references item_lot (tenant_id, id),
  constraint sales_order_line_vat_rate_check check (vat_rate in (21, 9, 0)),
  constraint sales_order_line_amount_check check (amount > 0 and amount <= 1000000),
  constraint sales_order_line_price_check check (price >= 0 and price <= 1000000),
  constraint sales_order_line_discount_check check (discount between 0 and 100)
);
create index sales_order_line_tenant_id_order_id_idx on sales_order_line (tenant_id, order_id, position);
create index sales_order_line_tenant_id_item_id_idx on sales_order_line (tenant_id, item_id);
alter table sales_order_line enable row level security;
alter table sales_order_line force row level security;
create policy sales_order_line_tenant_isolation on sales_order_line
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table order_status_history (
  tenant_id uuid not null,
  id uuid not null,
  order_id uuid not null,
  from_status_id uuid,
  to_status_id uuid not null,
  changed_by uuid,
  changed_at timestamptz not null default now(),
  constraint order_status_history_pkey primary key (tenant_id, id),
  constraint order_status_history_order_id_fkey foreign key (tenant_id, order_id) references sales_order (tenant_id, id) on delete cascade,
  constraint order_status_history_from_status_id_fkey foreign key (tenant_id, from_status_id) references order_status (tenant_id, id),
  constraint order_status_history_to_status_id_fkey foreign key (tenant_id, to_status_id) references order_status (tenant_id, id),
  constraint order_status_history_changed_by_fkey foreign key (changed_by) references app_user (id) on delete set null
);
create index order_status_history_tenant_id_order_id_idx on order_status_history (tenant_id, order_id, changed_at);
alter table order_status_history enable row level security;
alter table order_status_history force row level security;
create policy order_status_history_tenant_isolation on order_status_history
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
