import { sql } from 'kysely';
import { appRole, type Db, workerRole } from '@/db/transaction';

export type TenancyViolation = { table: string; problem: string };

type TenantTableRow = { oid: string; name: string; rls: boolean; forced: boolean; attnum: number; notNull: boolean; type: string };
type PolicyRow = {
  name: string;
  cmd: string;
  permissive: boolean;
  usingExpr: string | null;
  checkExpr: string | null;
  forRuntimeRole: boolean;
};
type IndexRow = { name: string; isPrimary: boolean; firstColumn: number };

/**
 * Reads the catalog and lists every way the schema breaks the tenancy rules of ARCHITECTURE.md §2:
 * each table in `public` with a `tenant_id` column must have it `uuid not null`, row-level security
 * enabled and forced, a policy for all commands whose USING and WITH CHECK both compare tenant_id with
 * `app.tenant_id`, no other policy open to the runtime role that is keyed on neither `app.tenant_id` nor
 * `app.user_id`, and a primary key and unique indexes that start with tenant_id. The runtime roles must
 * not be superusers, bypass RLS, own anything or inherit any other role. Tables are found in the
 * catalog, so every later migration is covered without being listed here.
 */
export async function findTenancyViolations(db: Db): Promise<TenancyViolation[]> {
  const violations: TenancyViolation[] = [];
  const tables = await sql<TenantTableRow>`
    select c.oid::text as oid, c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
           a.attnum::int as attnum, a.attnotnull as not_null, format_type(a.atttypid, a.atttypmod) as type
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`.execute(db);

  for (const table of tables.rows) {
    const flag = (problem: string) => violations.push({ table: table.name, problem });
    if (table.type !== 'uuid' || !table.notNull) flag(`tenant_id is ${table.type}${table.notNull ? '' : ' nullable'}, not uuid not null`);
    if (!table.rls) flag('row-level security is not enabled');
    if (!table.forced) flag('row-level security is not forced');
    const policies = await sql<PolicyRow>`
      select polname as name, polcmd::text as cmd, polpermissive as permissive, pg_get_expr(polqual, polrelid) as using_expr,
             pg_get_expr(polwithcheck, polrelid) as check_expr,
             (0::oid = any(polroles) or (select oid from pg_roles where rolname = ${appRole}) = any(polroles)) as for_runtime_role
      from pg_policy where polrelid = ${table.oid}::oid`.execute(db);
    if (!policies.rows.some(isTenantIsolationPolicy)) {
      flag('no policy for all commands with USING and WITH CHECK on tenant_id = app.tenant_id');
    }
    for (const policy of policies.rows) {
      const scoped = (expr: string | null) => expr === null || /current_setting\('app\.(tenant_id|user_id)'/.test(expr);
      if (policy.permissive && policy.forRuntimeRole && !(scoped(policy.usingExpr) && scoped(policy.checkExpr))) {
        flag(`policy ${policy.name} opens rows to ${appRole} without app.tenant_id or app.user_id`);
      }
    }
    const indexes = await sql<IndexRow>`
      select i.indexrelid::regclass::text as name, i.indisprimary as is_primary, i.indkey[0]::int as first_column
      from pg_index i where i.indrelid = ${table.oid}::oid and i.indisunique
      order by i.indisprimary desc, 1`.execute(db);
    if (!indexes.rows.some((index) => index.isPrimary)) flag('has no primary key');
    for (const index of indexes.rows) {
      if (index.firstColumn !== table.attnum)
        flag(`${index.isPrimary ? 'primary key' : 'unique index'} ${index.name} does not start with tenant_id`);
    }
  }
  for (const role of [appRole, workerRole]) violations.push(...(await findRuntimeRoleViolations(db, role)));
  return violations;
}

function isTenantIsolationPolicy(policy: PolicyRow): boolean {
  const onTenant = (expr: string | null) => !!expr && /\btenant_id = /.test(expr) && expr.includes("current_setting('app.tenant_id'");
  return policy.cmd === '*' && policy.forRuntimeRole && onTenant(policy.usingExpr) && onTenant(policy.checkExpr);
}

async function findRuntimeRoleViolations(db: Db, roleName: string): Promise<TenancyViolation[]> {
  const table = `role ${roleName}`;
  const role = await sql<{ rolsuper: boolean; rolbypassrls: boolean }>`
    select rolsuper, rolbypassrls from pg_roles where rolname = ${roleName}`.execute(db);
  const flags = role.rows[0];
  if (!flags) return [{ table, problem: 'does not exist' }];
  const violations: TenancyViolation[] = [];
  if (flags.rolsuper) violations.push({ table, problem: 'is a superuser' });
  if (flags.rolbypassrls) violations.push({ table, problem: 'has BYPASSRLS' });
  const owned = await sql<{ name: string }>`
    select c.oid::regclass::text as name from pg_class c join pg_roles r on r.oid = c.relowner
    where r.rolname = ${roleName} and c.relkind in ('r', 'p', 'S', 'v', 'm', 'f') order by 1`.execute(db);
  for (const { name } of owned.rows) violations.push({ table, problem: `owns ${name}` });
  const inherited = await sql<{ name: string }>`
    select g.rolname as name from pg_auth_members m join pg_roles g on g.oid = m.roleid join pg_roles r on r.oid = m.member
    where r.rolname = ${roleName} order by 1`.execute(db);
  for (const { name } of inherited.rows) violations.push({ table, problem: `is a member of role ${name}` });
  return violations;
}
