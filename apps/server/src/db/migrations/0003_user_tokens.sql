-- Single-use tokens sent to a person by e-mail: verify an address, accept an invitation, reset a
-- password. Global like app_user (a token is used before anyone is signed in); only hashes are kept.
create table user_token (
  token_hash text not null,
  user_id uuid not null,
  purpose text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint user_token_pkey primary key (token_hash),
  constraint user_token_user_id_fkey foreign key (user_id) references app_user (id) on delete cascade,
  constraint user_token_purpose_check check (purpose in ('verify_email', 'invite', 'password_reset'))
);
create index user_token_user_id_idx on user_token (user_id, purpose);
