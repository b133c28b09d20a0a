-- The audit append as a database function (platform/audit/audit.ts): the app sends one plain call
-- with bind parameters; the database takes the tenant's chain lock, reads the chain's last event,
-- and inserts the next one with its number and hash, a plain insert of values (Citus refuses an
-- INSERT … SELECT into a table with row-level security). The hash covers the previous hash and
-- the event's content, which the app gives as the text before and after its sequence number
-- (its canonical JSON, see chainContent). Runs as the caller: row-level security applies, and the
-- lock and both statements are by the tenant, one shard on Citus.
create or replace function append_audit_event(
  p_tenant_id uuid, p_id uuid, p_occurred_at timestamptz, p_actor_user_id uuid, p_action text,
  p_target text, p_ip text, p_details jsonb, p_content_before text, p_content_after text
) returns bigint
language plpgsql volatile
as $$
declare
  last_seq bigint;
  last_hash text;
  next_seq bigint;
begin
  -- The tenant's writers append one at a time; held until the transaction ends.
  perform pg_advisory_xact_lock(hashtextextended(p_tenant_id::text, 7));
  select e.seq, e.hash into last_seq, last_hash
    from audit_event e where e.tenant_id = p_tenant_id order by e.seq desc limit 1;
  next_seq := coalesce(last_seq, 0) + 1;
  last_hash := coalesce(last_hash, repeat('0', 64));
  insert into audit_event (tenant_id, seq, id, occurred_at, actor_user_id, action, target, ip, details, prev_hash, hash)
  values (p_tenant_id, next_seq, p_id, p_occurred_at, p_actor_user_id, p_action, p_target, p_ip, p_details, last_hash,
    encode(sha256(convert_to(last_hash || E'\n' || p_content_before || next_seq::text || p_content_after, 'UTF8')), 'hex'));
  return next_seq;
end
$$;
