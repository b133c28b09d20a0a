-- Security threats (issue 31): what the detectors over the audit trail raised, per tenant (the
-- platform's own chain, the nil uuid, has threats too: sign-ins with unknown e-mails). The
-- dedupe key makes re-running the analysis update a threat instead of adding it twice; related
-- threats (the same account or IP address, close in time) share an incident id.
create table security_threat (
  tenant_id uuid not null,
  id uuid not null,
  kind text not null,
  severity text not null,
  state text not null default 'open',
  dedupe_key text not null,
  subject text not null,
  incident_id uuid not null,
  evidence jsonb not null default '[]'::jsonb,
  details jsonb not null default '{}'::jsonb,
  first_seen_at timestamptz not null,
  last_seen_at timestamptz not null,
  detected_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid,
  note text not null default '',
  constraint security_threat_pkey primary key (tenant_id, id),
  constraint security_threat_dedupe_key unique (tenant_id, dedupe_key),
  constraint security_threat_kind_check check (kind in ('brute_force', 'password_spraying', 'refresh_token_reuse',
    'admin_new_device', 'mass_export', 'mass_deletion', 'privilege_escalation', 'admin_mfa_disabled', 'client_report')),
  constraint security_threat_severity_check check (severity in ('low', 'medium', 'high', 'critical')),
  constraint security_threat_state_check check (state in ('open', 'investigating', 'resolved', 'false_positive')),
  constraint security_threat_note_check check (length(note) <= 1000)
);
create index security_threat_incident_idx on security_threat (tenant_id, incident_id);
create index security_threat_seen_idx on security_threat (tenant_id, last_seen_at desc);
select distribute_tenant_table('security_threat');
alter table security_threat enable row level security;
alter table security_threat force row level security;
create policy security_threat_tenant_isolation on security_threat
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
