import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { TenantUserRole, TenantUserStatus, tenantUserSorts } from '@wb/contract/tenant-users';
import type { AppUser, TenantUser } from '@/db/schema';
import type { Tx } from '@/db/transaction';

/** invited: a member who has not set a password through the invitation yet. */
const statusSql = sql<TenantUserStatus>`case when m.is_active = false then 'inactive' when u.password_hash is null then 'invited' else 'active' end`;

function membersQuery(tx: Tx) {
  return tx
    .selectFrom('tenantUser as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('tenant as t', 't.id', 'm.tenantId')
    .leftJoin('appUser as mu', 'mu.id', 'm.managerUserId');
}

const memberColumns = [
  'm.userId as id',
  'm.tenantId',
  't.name as tenantName',
  'u.email',
  'u.firstName',
  'u.lastName',
  'u.phone',
  'm.role',
  'm.isActive',
  'm.department',
  'm.position',
  'm.managerUserId as managerId',
  'm.salary',
  'm.lastLoginAt',
  'm.createdAt',
] as const;

function withComputed(query: ReturnType<typeof membersQuery>) {
  return query
    .select(memberColumns)
    .select([
      statusSql.as('status'),
      sql<string | null>`to_char(m.hire_date, 'YYYY-MM-DD')`.as('hireDate'),
      sql<string | null>`nullif(trim(concat(mu.first_name, ' ', mu.last_name)), '')`.as('managerName'),
      sql<Date>`greatest(m.updated_at, u.updated_at)`.as('updatedAt'),
    ]);
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof selectMember>>>;

export type MemberFilter = {
  /** One tenant's members; null for every tenant (only as the platform reader). */
  tenantId: string | null;
  q?: string;
  status?: TenantUserStatus;
  role?: TenantUserRole;
};

function filtered(tx: Tx, filter: MemberFilter) {
  return membersQuery(tx).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.tenantId) conditions.push(eb('m.tenantId', '=', filter.tenantId));
    if (filter.role) conditions.push(eb('m.role', '=', filter.role));
    if (filter.status) conditions.push(eb(statusSql, '=', filter.status));
    const q = filter.q?.trim();
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        eb.or([
          eb('u.email', 'ilike', like),
          eb(sql<string>`concat(u.first_name, ' ', u.last_name)`, 'ilike', like),
          eb('m.department', 'ilike', like),
          eb('m.position', 'ilike', like),
        ]),
      );
    }
    return eb.and(conditions);
  });
}

const sortColumns = {
  name: ['u.lastName', 'u.firstName'],
  email: ['u.email'],
  lastLoginAt: ['m.lastLoginAt'],
  createdAt: ['m.createdAt'],
} as const;

export async function selectMembers(
  tx: Tx,
  filter: MemberFilter,
  page: { page: number; pageSize: number; sort?: (typeof tenantUserSorts)[number] },
) {
  const sort = page.sort ?? 'name';
  const desc = sort.startsWith('-');
  const columns = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns];
  let query = withComputed(filtered(tx, filter));
  for (const column of columns) query = query.orderBy(column, (ob) => (desc ? ob.desc() : ob.asc()).nullsLast());
  const items = await query
    .orderBy('m.userId')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const { total } = await filtered(tx, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { items, total: Number(total) };
}

export function selectMember(tx: Tx, tenantId: string, userId: string) {
  return withComputed(membersQuery(tx)).where('m.tenantId', '=', tenantId).where('m.userId', '=', userId).executeTakeFirst();
}

export function selectMembersByIds(tx: Tx, tenantId: string, userIds: string[]) {
  return withComputed(membersQuery(tx)).where('m.tenantId', '=', tenantId).where('m.userId', 'in', userIds).execute();
}

/** Locks the membership row, so that concurrent changes to one user happen one after the other. */
export function lockMember(tx: Tx, tenantId: string, userId: string) {
  return tx
    .selectFrom('tenantUser')
    .select(['userId', 'role', 'isActive'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks the tenant's TENANT_ADMIN rows: the last-admin rule is checked against what they say. */
export function lockTenantAdmins(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenantUser')
    .select(['userId', 'isActive'])
    .where('tenantId', '=', tenantId)
    .where('role', '=', 'TENANT_ADMIN')
    .forUpdate()
    .execute();
}

/**
 * The tenant of each user (as the platform reader: across tenants).
 * @crossTenant the super admin's view of users across tenants, as the platform reader.
 */
export function selectMembershipTenants(tx: Tx, userIds: string[]) {
  return tx.selectFrom('tenantUser').select(['userId', 'tenantId']).where('userId', 'in', userIds).orderBy('createdAt').execute();
}

export function selectUserIdByEmail(tx: Tx, email: string) {
  return tx.selectFrom('appUser').select('id').where('email', '=', email).executeTakeFirst();
}

export function selectManagerOf(tx: Tx, tenantId: string, userId: string) {
  return tx
    .selectFrom('tenantUser')
    .select('managerUserId')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export type AppUserValues = Pick<Selectable<AppUser>, 'email' | 'firstName' | 'lastName'> &
  Partial<Pick<Selectable<AppUser>, 'phone' | 'passwordHash' | 'emailVerifiedAt'>>;

export function insertAppUser(tx: Tx, id: string, values: AppUserValues) {
  return tx
    .insertInto('appUser')
    .values({ id, ...values })
    .execute();
}

export function updateAppUser(tx: Tx, userId: string, values: Partial<AppUserValues>) {
  return tx
    .updateTable('appUser')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

export type MemberValues = Pick<Selectable<TenantUser>, 'role' | 'isActive'> &
  Partial<Pick<Selectable<TenantUser>, 'department' | 'position' | 'hireDate' | 'salary' | 'managerUserId'>>;

export function insertMember(tx: Tx, tenantId: string, userId: string, values: MemberValues) {
  return tx
    .insertInto('tenantUser')
    .values({ tenantId, userId, ...values })
    .execute();
}

export function updateMember(tx: Tx, tenantId: string, userId: string, values: Partial<MemberValues>) {
  return tx
    .updateTable('tenantUser')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
}

export function updateMembersActive(tx: Tx, tenantId: string, userIds: string[], isActive: boolean) {
  return tx
    .updateTable('tenantUser')
    .set({ isActive, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('userId', 'in', userIds)
    .execute();
}

/**
 * Deletes memberships; whom they managed keeps working without a manager. The key on the manager
 * takes no action (migration 0128: Citus refuses `set null` on a key that holds tenant_id), so
 * the manager is cleared here first, as `on delete set null (manager_user_id)` did.
 */
export async function deleteMembers(tx: Tx, tenantId: string, userIds: string[]) {
  await tx
    .updateTable('tenantUser')
    .set({ managerUserId: null })
    .where('tenantId', '=', tenantId)
    .where('managerUserId', 'in', userIds)
    .execute();
  return tx.deleteFrom('tenantUser').where('tenantId', '=', tenantId).where('userId', 'in', userIds).execute();
}

/** Removes sign-in identities that belong to no tenant any more (and are no super admin). */
export function deleteAppUsers(tx: Tx, userIds: string[]) {
  return tx.deleteFrom('appUser').where('id', 'in', userIds).where('isSuperAdmin', '=', false).execute();
}

/** Ends every open session of these users at once (but the caller's own, when given). */
export function revokeUserSessions(tx: Tx, userIds: string[], reason: string, at: Date, exceptSessionId?: string) {
  let query = tx
    .updateTable('authSession')
    .set({ revokedAt: at, revokedReason: reason })
    .where('userId', 'in', userIds)
    .where('revokedAt', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  return query.execute();
}

/** A pending invitation link stops working (the password was set another way). */
export function deleteUnusedInvitations(tx: Tx, userId: string) {
  return tx.deleteFrom('userToken').where('userId', '=', userId).where('purpose', '=', 'invite').where('usedAt', 'is', null).execute();
}
