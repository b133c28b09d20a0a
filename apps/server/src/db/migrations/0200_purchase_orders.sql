-- Purchase orders (issue 26): orders to suppliers, their lines and the receipts that book the
-- goods into stock and lots. Quantities and prices are per package (a line keeps the item's
-- package amount as it was); a receipt books quantity × package amount units. A receipt is never
-- deleted: reversing it books a correcting stock movement and marks the receipt reversed.
-- Numbers come from the tenant's purchase-order series (number_counter).

alter table number_counter drop constraint number_counter_series_check;
alter table number_counter add constraint number_counter_series_check
  check (series in ('invoice', 'order', 'account', 'quote', 'supplier', 'sku', 'purchaseOrder'));

create table purchase_order (
  tenant_id uuid not null,
  id uuid not null,
  po_number text not null,
  supplier_id uuid not null,
  status text not null default 'draft',
  order_date date not null,
  expected_date date,
  payment_terms integer not null default 30,
  notes text not null default '',
  net_total numeric(20, 2) not null default 0,
  vat_total numeric(20, 2) not null default 0,
  gross_total numeric(20, 2) not null default 0,
  line_count integer not null default 0,
  sent_at timestamptz,
  sent_to text,
  -- When the last line was received in full (average delivery days, on-time rate).
  received_at timestamptz,
  cancelled_at timestamptz,
  version integer not null default 1,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint purchase_order_pkey primary key (tenant_id, id),
  constraint purchase_order_tenant_id_po_number_key unique (tenant_id, po_number),
  constraint purchase_order_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint purchase_order_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint purchase_order_po_number_check check (po_number <> ''),
  constraint purchase_order_status_check check (status in ('draft', 'sent', 'partially_received', 'received', 'cancelled')),
  constraint purchase_order_payment_terms_check check (payment_terms between 0 and 365),
  constraint purchase_order_version_check check (version >= 1)
);
select distribute_tenant_table('purchase_order');
-- No cascade: a supplier with purchase orders cannot be deleted.
alter table purchase_order add constraint purchase_order_supplier_id_fkey
  foreign key (tenant_id, supplier_id) references supplier (tenant_id, id);
create index purchase_order_tenant_id_order_date_idx on purchase_order (tenant_id, order_date desc, po_number desc);
create index purchase_order_tenant_id_supplier_id_idx on purchase_order (tenant_id, supplier_id, order_date desc);
create index purchase_order_tenant_id_status_idx on purchase_order (tenant_id, status, expected_date);
alter table purchase_order enable row level security;
alter table purchase_order force row level security;
create policy purchase_order_tenant_isolation on purchase_order
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table purchase_order_line (
  tenant_id uuid not null,
  id uuid not null,
  purchase_order_id uuid not null,
  position integer not null,
  item_id uuid not null,
  description text not null,
  unit text not null,
  -- Units per package when ordered; received packages × this go into stock.
  package_amount numeric(20, 4) not null,
  -- Packages ordered and received, and the purchase price per package.
  quantity numeric(20, 4) not null,
  received_quantity numeric(20, 4) not null default 0,
  price numeric(20, 4) not null,
  vat_rate smallint not null,
  constraint purchase_order_line_pkey primary key (tenant_id, id),
  constraint purchase_order_line_quantity_check check (quantity > 0),
  constraint purchase_order_line_received_quantity_check check (received_quantity >= 0),
  constraint purchase_order_line_price_check check (price >= 0),
  constraint purchase_order_line_package_amount_check check (package_amount > 0),
  constraint purchase_order_line_vat_rate_check check (vat_rate in (21, 9, 0))
);
select distribute_tenant_table('purchase_order_line');
alter table purchase_order_line add constraint purchase_order_line_purchase_order_id_fkey
  foreign key (tenant_id, purchase_order_id) references purchase_order (tenant_id, id) on delete cascade;
alter table purchase_order_line add constraint purchase_order_line_item_id_fkey
  foreign key (tenant_id, item_id) references item (tenant_id, id);
create index purchase_order_line_tenant_id_purchase_order_id_idx on purchase_order_line (tenant_id, purchase_order_id, position);
create index purchase_order_line_tenant_id_item_id_idx on purchase_order_line (tenant_id, item_id);
alter table purchase_order_line enable row level security;
alter table purchase_order_line force row level security;
create policy purchase_order_line_tenant_isolation on purchase_order_line
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table purchase_order_receipt (
  tenant_id uuid not null,
  id uuid not null,
  purchase_order_id uuid not null,
  line_id uuid not null,
  -- Packages received and the units booked into stock.
  quantity numeric(20, 4) not null,
  units numeric(20, 4) not null,
  lot_id uuid,
  lot_number text,
  expiry_date date,
  -- False when stock tracking was off: nothing went into stock, nothing comes out on reversal.
  stock_booked boolean not null default true,
  received_at timestamptz not null default now(),
  received_by uuid,
  reversed_at timestamptz,
  reversed_by uuid,
  constraint purchase_order_receipt_pkey primary key (tenant_id, id),
  constraint purchase_order_receipt_quantity_check check (quantity > 0 and units > 0),
  constraint purchase_order_receipt_received_by_fkey foreign key (received_by) references app_user (id) on delete set null,
  constraint purchase_order_receipt_reversed_by_fkey foreign key (reversed_by) references app_user (id) on delete set null
);
select distribute_tenant_table('purchase_order_receipt');
alter table purchase_order_receipt add constraint purchase_order_receipt_purchase_order_id_fkey
  foreign key (tenant_id, purchase_order_id) references purchase_order (tenant_id, id) on delete cascade;
alter table purchase_order_receipt add constraint purchase_order_receipt_line_id_fkey
  foreign key (tenant_id, line_id) references purchase_order_line (tenant_id, id) on delete cascade;
alter table purchase_order_receipt add constraint purchase_order_receipt_lot_id_fkey
  foreign key (tenant_id, lot_id) references item_lot (tenant_id, id);
create index purchase_order_receipt_tenant_id_purchase_order_id_idx on purchase_order_receipt (tenant_id, purchase_order_id, received_at);
alter table purchase_order_receipt enable row level security;
alter table purchase_order_receipt force row level security;
create policy purchase_order_receipt_tenant_isolation on purchase_order_receipt
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
