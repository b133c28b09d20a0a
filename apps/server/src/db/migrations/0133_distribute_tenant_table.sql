-- On a Citus cluster the migration runner distributes every new tenant table after a batch of
-- migrations (db/citus-distribution.ts). A migration that creates a tenant table with a foreign key
-- to another tenant table cannot wait for that: Citus refuses a key from a local table to a
-- distributed one. Such a migration creates the table, calls this, then adds its foreign keys:
--
--   create table x (tenant_id uuid not null, …, constraint x_pkey primary key (tenant_id, id));
--   select distribute_tenant_table('x');
--   alter table x add constraint x_order_id_fkey foreign key (tenant_id, order_id) references sales_order (tenant_id, id);
--
-- It distributes the table by tenant_id next to the other tenant tables when the database is a
-- distributed Citus database already, and does nothing on PostgreSQL, PGlite, or a Citus database
-- whose tables are not distributed yet (the runner does it at the end of the batch). See docs/citus.md.
create function distribute_tenant_table(tbl regclass) returns void language plpgsql as $$
declare
  distributed boolean;
begin
  if not exists (select 1 from pg_extension where extname = 'citus') then
    return;
  end if;
  -- Citus's catalog exists only with the extension: read through dynamic SQL.
  execute 'select exists (select 1 from pg_dist_partition where logicalrelid = $1)' into distributed using 'tenant_user'::regclass;
  if distributed then
    execute 'select create_distributed_table($1, $2, colocate_with => $3)' using tbl, 'tenant_id', 'tenant_user';
  end if;
end
$$;
revoke execute on function distribute_tenant_table(regclass) from public;
