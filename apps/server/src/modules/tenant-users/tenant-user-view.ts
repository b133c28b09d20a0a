import type { TenantUser } from '@wb/contract/tenant-users';
import type { MemberRow } from './tenant-users.queries';

/** A member as the API shows it; personal fields only for those allowed to see them. */
export function toTenantUser(row: MemberRow, showPersonal: boolean): TenantUser {
  const user: TenantUser = {
    id: row.id,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive,
    status: row.status,
    department: row.department,
    position: row.position,
    managerId: row.managerId,
    managerName: row.managerName,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
  if (showPersonal) {
    user.phone = row.phone;
    user.hireDate = row.hireDate;
    user.salary = row.salary;
  }
  return user;
}
