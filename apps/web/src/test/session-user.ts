import type { SessionUser } from '@wb/contract/auth';
import { permissionsOf, type UserRole } from '@wb/contract/roles';

/** A signed-in user of `role` with that role's default permissions (and a company, unless it has none). */
export function sessionUserOf(role: UserRole): SessionUser {
  const company = role !== 'SUPER_ADMIN' && role !== 'USER';
  return {
    id: '0190f000-0000-7000-8000-000000000001',
    email: 'x@example.com',
    role,
    tenantId: company ? '0190f000-0000-7000-8000-000000000002' : null,
    tenantName: company ? 'Demo' : null,
    firstName: '',
    lastName: '',
    permissions: permissionsOf(role),
  };
}
