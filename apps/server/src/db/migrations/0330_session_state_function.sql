-- The per-request session check (platform/auth/guard.ts) as a function: one call the app sends with
-- its transaction's begin, SET LOCAL statements and commit in one message (readInScope). PL/pgSQL
-- keeps the plan of its query for the session, so the join under row-level security is planned
-- once per connection, as the PREPARE it replaces did, without a prepared statement that Citus
-- would carry to its workers. Runs as the caller (wb_app): row-level security applies.
create or replace function session_state(p_session_id uuid, p_tenant_id uuid)
returns table (
  "userId" uuid, "revokedAt" timestamptz, "expiresAt" timestamptz, "lastActiveAt" timestamptz,
  "isSuperAdmin" boolean, "sessionTimeoutMinutes" integer, role text, "isActive" boolean,
  "subscriptionStatus" text, "configVersion" bigint, "rolePermissions" jsonb
)
language plpgsql stable
as $$
#variable_conflict use_column
begin
  return query
    select s.user_id, s.revoked_at, s.expires_at, s.last_active_at, u.is_super_admin,
      u.session_timeout_minutes, m.role, m.is_active, t.subscription_status, t.config_version, rp.permissions
    from auth_session s
    join app_user u on u.id = s.user_id
    left join tenant_user m on m.user_id = s.user_id and m.tenant_id = p_tenant_id
    left join tenant t on t.id = m.tenant_id
    left join tenant_role_permission rp on rp.tenant_id = p_tenant_id and rp.role = m.role
    where s.id = p_session_id;
end
$$;
