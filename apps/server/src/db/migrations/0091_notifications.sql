-- Notifications: a user's messages in a tenant (platform spec §3).

create table notification (
  tenant_id uuid not null,
  id uuid not null,
  user_id uuid not null,
  type text not null,
  title text not null,
  message text not null,
  link text,
  -- What raised it (e.g. 'auth.new_device') and its values, so the web app can say it in the
  -- user's language; null for free text such as an admin's announcement.
  code text,
  params jsonb not null default '{}'::jsonb,
  is_read boolean not null default false,
  read_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  constraint notification_pkey primary key (tenant_id, id),
  constraint notification_tenant_id_user_id_fkey foreign key (tenant_id, user_id)
    references tenant_user (tenant_id, user_id) on delete cascade,
  constraint notification_type_check check (type in ('INFO', 'WARNING', 'SUCCESS', 'ERROR', 'ACTION_REQUIRED'))
);
-- A user's list, newest first, and the unread count of the bell.
create index notification_user_created_idx on notification (tenant_id, user_id, created_at desc, id desc);
create index notification_user_unread_idx on notification (tenant_id, user_id) where not is_read;
-- The clean-up job: expired ones and old ones.
create index notification_expires_idx on notification (tenant_id, expires_at) where expires_at is not null;
create index notification_created_idx on notification (tenant_id, created_at);
alter table notification enable row level security;
alter table notification force row level security;
create policy notification_tenant_isolation on notification
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
