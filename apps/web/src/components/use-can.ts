import { matrixAllows, type Permission } from '@wb/contract/roles';
import { useAuth } from '@/app/auth/auth-context';

/** Whether the signed-in user holds a permission: the page hides what the server would refuse. */
export function useCan(permission: Permission): boolean {
  const { user } = useAuth();
  return !!user?.tenantId && matrixAllows(user.permissions, permission);
}
