-- The lots an order line's goods were taken from at delivery (FEFO, or the lot the line names):
-- one row per lot and line, so one line may be split across lots. The lot trace reads them.
create table sales_order_line_lot (
  tenant_id uuid not null,
  id uuid not null,
  order_id uuid not null,
  line_id uuid not null,
  lot_id uuid not null,
  quantity numeric(20, 4) not null,
  created_at timestamptz not null default now(),
  constraint sales_order_line_lot_pkey primary key (tenant_id, id),
  constraint sales_order_line_lot_order_id_fkey foreign key (tenant_id, order_id) references sales_order (tenant_id, id) on delete cascade,
  constraint sales_order_line_lot_line_id_fkey foreign key (tenant_id, line_id) references sales_order_line (tenant_id, id) on delete cascade,
  constraint sales_order_line_lot_lot_id_fkey foreign key (tenant_id, lot_id) references item_lot (tenant_id, id),
  constraint sales_order_line_lot_quantity_check check (quantity > 0)
);
create index sales_order_line_lot_tenant_id_order_id_idx on sales_order_line_lot (tenant_id, order_id);
create index sales_order_line_lot_tenant_id_lot_id_idx on sales_order_line_lot (tenant_id, lot_id);
select distribute_tenant_table('sales_order_line_lot');
alter table sales_order_line_lot enable row level security;
alter table sales_order_line_lot force row level security;
create policy sales_order_line_lot_tenant_isolation on sales_order_line_lot
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
