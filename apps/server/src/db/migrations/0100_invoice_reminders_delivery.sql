-- Invoices, second part (issue 8): reminders and late fees, and the delivery date and country
-- that an intra-EU supply must state (Peppol BR-IC-11/12, Dutch invoice law).

-- The date the goods were delivered (from the orders when converted; editable on a draft) and the
-- country they went to (ISO 3166-1 alpha-2; empty: the buyer's country).
alter table invoice add column delivery_date date;
alter table invoice add column delivery_country text not null default '';
alter table invoice add constraint invoice_delivery_country_check check (delivery_country ~ '^([A-Z]{2})?$');
-- Set by the daily reminders job the first day a sent or partly paid invoice is past its due date
-- (the shown status 'overdue' stays derived from the due date; this marks that it was noticed and
-- its notification raised once).
alter table invoice add column overdue_since date;

-- Every payment reminder sent: at most one per invoice and stage ('before_due', 'overdue'), so the
-- job never sends one twice; reminders sent by hand ('manual') may repeat. The late fee is stated
-- in the reminder and recorded here: the final invoice itself is never changed.
create table invoice_reminder (
  tenant_id uuid not null,
  id uuid not null,
  invoice_id uuid not null,
  stage text not null,
  sent_to text not null,
  late_fee numeric(20, 2) not null default 0,
  late_fee_percentage numeric(7, 2) not null default 0,
  mail_outbox_id uuid,
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint invoice_reminder_pkey primary key (tenant_id, id),
  constraint invoice_reminder_invoice_id_fkey foreign key (tenant_id, invoice_id) references invoice (tenant_id, id) on delete cascade,
  constraint invoice_reminder_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint invoice_reminder_stage_check check (stage in ('before_due', 'overdue', 'manual')),
  constraint invoice_reminder_late_fee_check check (late_fee >= 0)
);
create unique index invoice_reminder_once_key on invoice_reminder (tenant_id, invoice_id, stage) where stage <> 'manual';
create index invoice_reminder_tenant_id_invoice_id_idx on invoice_reminder (tenant_id, invoice_id, created_at);
alter table invoice_reminder enable row level security;
alter table invoice_reminder force row level security;
create policy invoice_reminder_tenant_isolation on invoice_reminder
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
