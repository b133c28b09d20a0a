-- Labels and label printers (business §2 Labels, §3 Label template, Print job, Label printer;
-- issue 28). A template keeps its elements in millimetres (jsonb) and is rendered per printer to
-- ZPL or to PDF. One default template per type. A print job keeps the ZPL it sent and, when it
-- failed, the cause as a message key with its parameters.

create table label_printer (
  tenant_id uuid not null,
  id uuid not null,
  name text not null,
  -- tcp: raw ZPL to host:port (9100); pdf: no device, labels are downloaded as PDF.
  connection text not null default 'tcp',
  host text not null default '',
  port integer not null default 9100,
  dpi integer not null default 203,
  page_width_mm numeric(8, 2) not null default 100,
  page_height_mm numeric(8, 2) not null default 150,
  orientation text not null default 'portrait',
  logo_size integer not null default 100,
  logo_width_mm numeric(8, 2) not null default 0,
  logo_height_mm numeric(8, 2) not null default 0,
  font_size_default integer not null default 12,
  font_size_header integer not null default 16,
  font_size_sub_header integer not null default 14,
  font_size_footer integer not null default 10,
  margin_top numeric(8, 2) not null default 10,
  margin_right numeric(8, 2) not null default 10,
  margin_bottom numeric(8, 2) not null default 10,
  margin_left numeric(8, 2) not null default 10,
  footer_text text not null default '',
  cost_per_label numeric(12, 4) not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint label_printer_pkey primary key (tenant_id, id),
  constraint label_printer_name_check check (name <> ''),
  constraint label_printer_connection_check check (connection in ('tcp', 'pdf')),
  constraint label_printer_host_check check (connection = 'pdf' or host <> ''),
  constraint label_printer_port_check check (port between 1 and 65535),
  constraint label_printer_dpi_check check (dpi in (203, 300)),
  constraint label_printer_orientation_check check (orientation in ('portrait', 'landscape')),
  constraint label_printer_size_check check (page_width_mm > 0 and page_height_mm > 0),
  constraint label_printer_cost_check check (cost_per_label >= 0)
);

create table label_template (
  tenant_id uuid not null,
  id uuid not null,
  name text not null,
  type text not null,
  is_default boolean not null default false,
  width_mm numeric(8, 2) not null,
  height_mm numeric(8, 2) not null,
  elements jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint label_template_pkey primary key (tenant_id, id),
  constraint label_template_name_check check (name <> ''),
  constraint label_template_type_check check (type in ('product', 'lot', 'shipping', 'pallet')),
  constraint label_template_size_check check (width_mm > 0 and height_mm > 0)
);
-- One default per type.
create unique index label_template_tenant_id_type_default_key on label_template (tenant_id, type) where is_default;

create table label_print_job (
  tenant_id uuid not null,
  id uuid not null,
  template_id uuid,
  template_name text not null,
  printer_id uuid,
  printer_name text not null,
  status text not null default 'queued',
  copies integer not null,
  label_count integer not null,
  zpl text not null,
  -- The data the labels were filled with, one entry per label set (item, lot, order …).
  data jsonb not null default '[]',
  attempts integer not null default 0,
  max_attempts integer not null default 3,
  error_key text,
  error_params jsonb,
  created_by uuid,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint label_print_job_pkey primary key (tenant_id, id),
  constraint label_print_job_status_check check (status in ('queued', 'printing', 'completed', 'failed', 'cancelled')),
  constraint label_print_job_copies_check check (copies between 1 and 1000),
  constraint label_print_job_label_count_check check (label_count >= 1)
);
select distribute_tenant_table('label_printer');
select distribute_tenant_table('label_template');
select distribute_tenant_table('label_print_job');
alter table label_printer add constraint label_printer_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade;
alter table label_template add constraint label_template_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade;
alter table label_print_job add constraint label_print_job_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade;
alter table label_print_job add constraint label_print_job_created_by_fkey foreign key (created_by) references app_user (id) on delete set null;
-- Jobs keep their template and printer names; deleting either leaves the history (ids are not foreign keys).
create index label_print_job_tenant_id_created_idx on label_print_job (tenant_id, created_at desc, id desc);
create index label_template_tenant_id_name_idx on label_template (tenant_id, lower(name));

alter table label_printer enable row level security;
alter table label_printer force row level security;
create policy label_printer_tenant_isolation on label_printer
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
alter table label_template enable row level security;
alter table label_template force row level security;
create policy label_template_tenant_isolation on label_template
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
alter table label_print_job enable row level security;
alter table label_print_job force row level security;
create policy label_print_job_tenant_isolation on label_print_job
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
