import { z } from 'zod';
import { permissionMatrixSchema } from './auth';
import { tenantRoles } from './roles';

export const roleParamsSchema = z.strictObject({ role: z.enum(tenantRoles) });

export const rolePermissionsSchema = z.object({
  role: z.enum(tenantRoles),
  permissions: permissionMatrixSchema,
  /** The built-in default matrix of the role, for comparison and reset. */
  defaults: permissionMatrixSchema,
  isDefault: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

export const rolePermissionsListSchema = z.object({ items: z.array(rolePermissionsSchema) });
export type RolePermissionsList = z.infer<typeof rolePermissionsListSchema>;

export const updateRolePermissionsInputSchema = z.strictObject({ permissions: permissionMatrixSchema });
export type UpdateRolePermissionsInput = z.input<typeof updateRolePermissionsInputSchema>;
