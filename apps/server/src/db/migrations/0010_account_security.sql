-- Account lifecycle and security: preferences and two-factor state of a person, their photo,
-- one-time recovery codes, pending two-factor sign-ins, and what a company gave at registration.
-- All new tables are global like app_user: they belong to a person, who signs in before any
-- tenant is known (see docs/tenancy.md and docs/accounts.md).

alter table app_user
  add column pending_email text,
  add column locale text not null default 'nl',
  add column notify_email boolean not null default true,
  add column notify_push boolean not null default false,
  add column security_alerts boolean not null default true,
  add column session_timeout_minutes integer not null default 30,
  add column password_changed_at timestamptz,
  add column mfa_secret text,
  add column mfa_pending_secret text,
  add column mfa_enabled_at timestamptz,
  add column mfa_last_time_step bigint,
  add constraint app_user_pending_email_check check (pending_email = lower(pending_email)),
  add constraint app_user_locale_check check (locale in ('nl', 'en', 'tr', 'ar')),
  add constraint app_user_session_timeout_minutes_check check (session_timeout_minutes between 5 and 1440);

-- The profile photo, already resized; served to its owner only.
create table user_avatar (
  user_id uuid not null,
  content_type text not null,
  data bytea not null,
  updated_at timestamptz not null default now(),
  constraint user_avatar_pkey primary key (user_id),
  constraint user_avatar_user_id_fkey foreign key (user_id) references app_user (id) on delete cascade,
  constraint user_avatar_content_type_check check (content_type in ('image/webp', 'image/jpeg', 'image/png'))
);

-- Recovery codes for a lost authenticator: only hashes are kept, each works once.
create table mfa_recovery_code (
  user_id uuid not null,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint mfa_recovery_code_pkey primary key (user_id, code_hash),
  constraint mfa_recovery_code_user_id_fkey foreign key (user_id) references app_user (id) on delete cascade
);

-- The second step of a sign-in with two-factor: the password was right, a code is awaited.
create table mfa_challenge (
  id uuid not null,
  token_hash text not null,
  user_id uuid not null,
  attempts integer not null default 0,
  ip text not null default '',
  user_agent text not null default '',
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint mfa_challenge_pkey primary key (id),
  constraint mfa_challenge_token_hash_key unique (token_hash),
  constraint mfa_challenge_user_id_fkey foreign key (user_id) references app_user (id) on delete cascade
);
create index mfa_challenge_user_id_idx on mfa_challenge (user_id);

-- What a company gave when it registered (the tenants register stays global).
alter table tenant
  add column kvk_number text,
  add column vat_number text,
  add column address text,
  add column postal_code text,
  add column city text,
  add column country text,
  add constraint tenant_kvk_number_check check (kvk_number ~ '^[0-9]{8}$');
