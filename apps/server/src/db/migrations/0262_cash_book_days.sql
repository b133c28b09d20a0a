-- Cash book days and receipts (issue 34): an entry has a kind (cash in, expense, deposit to the
-- bank, a counting difference, other) and may keep a receipt photo; a day closing keeps the book's
-- balance, the cash counted (a total, or per denomination) and the difference with its reason.
-- Entries on or before a ledger's last closed day no longer change: a correction goes on a later day.

alter table cash_book_entry add column kind text not null default 'other';
alter table cash_book_entry add constraint cash_book_entry_kind_check
  check (kind in ('income', 'expense', 'deposit', 'difference', 'other'));
alter table cash_book_entry add column receipt bytea;
alter table cash_book_entry add column receipt_type text;
alter table cash_book_entry add column receipt_name text;
alter table cash_book_entry add constraint cash_book_entry_receipt_check
  check ((receipt is null) = (receipt_type is null));

create table cash_book_day_close (
  tenant_id uuid not null,
  ledger_id uuid not null,
  day date not null,
  book_balance numeric(20, 2) not null,
  counted numeric(20, 2) not null,
  difference numeric(20, 2) not null,
  reason text not null default '',
  -- {"50.00": 2, "0.05": 3} when counted by denomination; null when a total was counted.
  denominations jsonb,
  closed_by uuid,
  closed_at timestamptz not null default now(),
  constraint cash_book_day_close_pkey primary key (tenant_id, ledger_id, day),
  constraint cash_book_day_close_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint cash_book_day_close_closed_by_fkey foreign key (closed_by) references app_user (id) on delete set null,
  constraint cash_book_day_close_reason_check check (difference = 0 or reason <> '')
);
select distribute_tenant_table('cash_book_day_close');
alter table cash_book_day_close enable row level security;
alter table cash_book_day_close force row level security;
create policy cash_book_day_close_tenant_isolation on cash_book_day_close
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
