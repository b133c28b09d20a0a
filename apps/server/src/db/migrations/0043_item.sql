-- Items (business §3 Item), their lots (traceability) and stock movements. The quantity on hand
-- of an item and of a lot is changed only together with a movement row, in one transaction;
-- neither goes below zero.

create table item (
  tenant_id uuid not null,
  id uuid not null,
  sku text not null,
  name text not null,
  description text not null default '',
  unit text not null,
  package_amount numeric(20, 4) not null default 1,
  unit_amount numeric(20, 4),
  vat_rate smallint not null default 21,
  category text not null default '',
  sort_order integer not null default 0,
  commodity_code text not null default '',
  barcode text not null default '',
  price numeric(20, 4) not null,
  initial_price numeric(20, 4),
  purchase_price_per_package numeric(20, 4),
  supplier_id uuid,
  lot_tracked boolean not null default false,
  is_active boolean not null default true,
  quantity_on_hand numeric(20, 4) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_text text generated always as (
    lower(sku || ' ' || name || ' ' || description || ' ' || category || ' ' || barcode || ' ' || commodity_code)
  ) stored,
  constraint item_pkey primary key (tenant_id, id),
  constraint item_tenant_id_sku_key unique (tenant_id, sku),
  constraint item_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint item_supplier_id_fkey foreign key (tenant_id, supplier_id) references supplier (tenant_id, id),
  constraint item_name_check check (name <> ''),
  constraint item_unit_check check (unit <> ''),
  constraint item_vat_rate_check check (vat_rate in (21, 9, 0)),
  constraint item_price_check check (price >= 0),
  constraint item_package_amount_check check (package_amount > 0),
  constraint item_quantity_on_hand_check check (quantity_on_hand >= 0)
);
create index item_search_text_idx on item using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index item_tenant_id_name_idx on item (tenant_id, name, id);
create index item_tenant_id_supplier_id_idx on item (tenant_id, supplier_id);
create index item_tenant_id_quantity_on_hand_idx on item (tenant_id, quantity_on_hand);
alter table item enable row level security;
alter table item force row level security;
create policy item_tenant_isolation on item
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table item_lot (
  tenant_id uuid not null,
  id uuid not null,
  item_id uuid not null,
  lot_number text not null,
  expiry_date date,
  quantity numeric(20, 4) not null default 0,
  received_at timestamptz not null default now(),
  constraint item_lot_pkey primary key (tenant_id, id),
  constraint item_lot_tenant_id_item_id_lot_number_key unique (tenant_id, item_id, lot_number),
  constraint item_lot_item_id_fkey foreign key (tenant_id, item_id) references item (tenant_id, id) on delete cascade,
  constraint item_lot_lot_number_check check (lot_number <> ''),
  constraint item_lot_quantity_check check (quantity >= 0)
);
create index item_lot_tenant_id_expiry_date_idx on item_lot (tenant_id, expiry_date);
alter table item_lot enable row level security;
alter table item_lot force row level security;
create policy item_lot_tenant_isolation on item_lot
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table stock_movement (
  tenant_id uuid not null,
  id uuid not null,
  item_id uuid not null,
  lot_id uuid,
  kind text not null,
  -- Signed: positive into stock, negative out of it.
  quantity numeric(20, 4) not null,
  reference text not null default '',
  note text not null default '',
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint stock_movement_pkey primary key (tenant_id, id),
  constraint stock_movement_item_id_fkey foreign key (tenant_id, item_id) references item (tenant_id, id) on delete cascade,
  constraint stock_movement_lot_id_fkey foreign key (tenant_id, lot_id) references item_lot (tenant_id, id) on delete cascade,
  constraint stock_movement_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint stock_movement_kind_check check (kind in ('receipt', 'delivery', 'correction')),
  constraint stock_movement_quantity_check check (quantity <> 0),
  constraint stock_movement_sign_check check (
    (kind = 'receipt' and quantity > 0) or (kind = 'delivery' and quantity < 0) or kind = 'correction'
  )
);
create index stock_movement_tenant_id_item_id_idx on stock_movement (tenant_id, item_id, created_at);
alter table stock_movement enable row level security;
alter table stock_movement force row level security;
create policy stock_movement_tenant_isolation on stock_movement
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
