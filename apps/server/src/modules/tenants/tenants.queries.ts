import { type Expression, type SqlBool, sql } from 'kysely';
import type { SubscriptionStatus, tenantSorts } from '@wb/contract/tenants';
import { tenantTables } from '@/db/tenant-tables';
import type { Tx } from '@/db/transaction';

export type TenantFilter = { q?: string; status?: SubscriptionStatus };

function filtered(tx: Tx, filter: TenantFilter) {
  return tx.selectFrom('tenant').where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status) conditions.push(eb('subscriptionStatus', '=', filter.status));
    const q = filter.q?.trim();
    if (q) conditions.push(eb('name', 'ilike', `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    return eb.and(conditions);
  });
}

export async function selectTenants(
  tx: Tx,
  filter: TenantFilter,
  page: { page: number; pageSize: number; sort?: (typeof tenantSorts)[number] },
) {
  const sort = page.sort ?? 'name';
  const column = sort.replace(/^-/, '') === 'createdAt' ? 'createdAt' : 'name';
  const items = await filtered(tx, filter)
    .select(['id', 'name', 'subscriptionStatus', 'createdAt', 'updatedAt'])
    .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
    .orderBy('id')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const { total } = await filtered(tx, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { items, total: Number(total) };
}

export function selectTenant(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenant')
    .select(['id', 'name', 'subscriptionStatus', 'createdAt', 'updatedAt'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

export function insertTenant(tx: Tx, values: { id: string; name: string; subscriptionStatus: SubscriptionStatus }) {
  return tx.insertInto('tenant').values(values).execute();
}

export function updateTenant(tx: Tx, tenantId: string, values: { name?: string; subscriptionStatus?: SubscriptionStatus }) {
  return tx
    .updateTable('tenant')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', tenantId)
    .execute();
}

export function deleteTenantRow(tx: Tx, tenantId: string) {
  return tx.deleteFrom('tenant').where('id', '=', tenantId).execute();
}

/**
 * Members per tenant (as the platform reader, for lists across tenants).
 * @crossTenant the super admin's tenant list, as the platform reader.
 */
export async function countMembersByTenant(tx: Tx, tenantIds: string[]): Promise<Map<string, number>> {
  if (!tenantIds.length) return new Map();
  const rows = await tx
    .selectFrom('tenantUser')
    .select(['tenantId', (eb) => eb.fn.countAll<string>().as('count')])
    .where('tenantId', 'in', tenantIds)
    .groupBy('tenantId')
    .execute();
  return new Map(rows.map((row) => [row.tenantId, Number(row.count)]));
}

/** Accounts per tenant, from the tables registered as accounts (none until the accounts module). */
export async function countAccountsByTenant(tx: Tx, tenantIds: string[] | null): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const entry of tenantTables.filter((t) => t.countsAs === 'accounts')) {
    const where = tenantIds ? sql`where tenant_id in (${sql.join(tenantIds.length ? tenantIds : [null])})` : sql``;
    const rows = await sql<{ tenantId: string; count: string }>`
      select tenant_id, count(*) as count from ${sql.table(entry.table)} ${where} group by tenant_id`.execute(tx);
    for (const row of rows.rows) counts.set(row.tenantId, (counts.get(row.tenantId) ?? 0) + Number(row.count));
  }
  return counts;
}

/** One tenant's members by status, its admins and its latest sign-in (scoped to that tenant). */
export function selectMemberFigures(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenantUser as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .where('m.tenantId', '=', tenantId)
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where m.is_active and u.password_hash is not null)`.as('active'),
      sql<string>`count(*) filter (where not m.is_active)`.as('inactive'),
      sql<string>`count(*) filter (where m.is_active and u.password_hash is null)`.as('invited'),
      sql<string>`count(*) filter (where m.role = 'TENANT_ADMIN')`.as('admins'),
      sql<Date | null>`max(m.last_login_at)`.as('lastLoginAt'),
    ])
    .executeTakeFirstOrThrow();
}

export function selectMemberIds(tx: Tx, tenantId: string) {
  return tx.selectFrom('tenantUser').select('userId').where('tenantId', '=', tenantId).execute();
}

/**
 * Business data: a row in any table registered as such, a user who is not a company admin, or
 * an audit event left by anyone but a super admin (someone of the company has used it).
 */
export async function hasBusinessData(tx: Tx, tenantId: string): Promise<boolean> {
  const checks = [
    ...tenantTables
      .filter((t) => t.businessData)
      .map((t) => sql<boolean>`exists (select 1 from ${sql.table(t.table)} where tenant_id = ${tenantId})`),
    sql<boolean>`exists (select 1 from tenant_user where tenant_id = ${tenantId} and role <> 'TENANT_ADMIN')`,
    sql<boolean>`exists (
      select 1 from audit_event a left join app_user u on u.id = a.actor_user_id
      where a.tenant_id = ${tenantId} and coalesce(u.is_super_admin, false) = false)`,
  ];
  const result = await sql<{ found: boolean }>`select ${sql.join(checks, sql` or `)} as found`.execute(tx);
  return result.rows[0]?.found === true;
}

/** Deletes the tenant's rows from every registered table (the transaction is scoped to it). */
export async function deleteTenantRows(tx: Tx, tenantId: string): Promise<void> {
  for (const entry of tenantTables) {
    await sql`delete from ${sql.table(entry.table)} where tenant_id = ${tenantId}`.execute(tx);
  }
}

export function selectStatusCounts(tx: Tx) {
  return tx
    .selectFrom('tenant')
    .select(['subscriptionStatus', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('subscriptionStatus')
    .execute();
}

/** Rows made per UTC month since `from`, of the tenant register or of memberships (platform reader). */
export async function selectMonthlyCounts(tx: Tx, table: 'tenant' | 'tenant_user', from: Date) {
  const rows = await sql<{ month: string; count: string }>`
    select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, count(*) as count
    from ${sql.table(table)} where created_at >= ${from} group by 1`.execute(tx);
  return new Map(rows.rows.map((row) => [row.month, Number(row.count)]));
}

/** @crossTenant the super admin's statistics over all tenants, as the platform reader. */
export async function countAllMembers(tx: Tx): Promise<number> {
  const row = await tx
    .selectFrom('tenantUser')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function revokeSessionsOf(tx: Tx, userIds: string[], reason: string, at: Date) {
  return tx
    .updateTable('authSession')
    .set({ revokedAt: at, revokedReason: reason })
    .where('userId', 'in', userIds)
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Which of these people belong to a tenant other than `exceptTenantId`.
 * @crossTenant erasing a tenant keeps the identities of people who belong elsewhere (read as the platform reader).
 */
export function selectUsersWithMembership(tx: Tx, userIds: string[], exceptTenantId: string) {
  return tx.selectFrom('tenantUser').select('userId').where('userId', 'in', userIds).where('tenantId', '<>', exceptTenantId).execute();
}

export function deleteIdentities(tx: Tx, userIds: string[]) {
  return tx.deleteFrom('appUser').where('id', 'in', userIds).where('isSuperAdmin', '=', false).execute();
}
