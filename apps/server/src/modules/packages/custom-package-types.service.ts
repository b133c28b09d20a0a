import {
  builtInPackageValues,
  type CustomPackageType,
  type createCustomPackageTypeInputSchema,
  type PackageTypes,
  packageTypes,
  type updateCustomPackageTypeInputSchema,
} from '@wb/contract/packages';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation, withSavepoint } from '@/db/savepoint';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import {
  type CustomPackageTypeValues,
  deleteCustomPackageTypeRow,
  insertCustomPackageType,
  selectCustomPackageType,
  selectCustomPackageTypes,
  selectCustomTypeNameTaken,
  updateCustomPackageTypeRow,
} from './custom-package-types.queries';
import { toCustomPackageType } from './package-record';

type CreateInput = z.output<typeof createCustomPackageTypeInputSchema>;
type UpdateInput = z.output<typeof updateCustomPackageTypeInputSchema>;

export const customPackageTypeNotFound = () => new AppError('NOT_FOUND', 'packages.customTypeNotFound');
const typeInUse = () => fieldError('CONFLICT', 'id', 'packages.typeInUse');
const nameTaken = () => fieldError('CONFLICT', 'name', 'packages.nameTaken');

function audit(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(
    ctx.tx,
    {
      tenantId: ctx.tenantId,
      actorUserId: ctx.principal?.userId ?? null,
      action,
      target: `custom_package_type:${id}`,
      ip: ctx.ip,
      details,
    },
    { atEnd: true },
  );
}

/** GET /packages/types: the built-in types (custom has no value of its own) and the tenant's custom list. */
export async function findPackageTypes(ctx: TenantCtx): Promise<PackageTypes> {
  return {
    builtIn: packageTypes.map((packageType) => ({
      packageType,
      value: packageType === 'custom' ? null : builtInPackageValues[packageType],
    })),
    custom: (await selectCustomPackageTypes(ctx.tx, ctx.tenantId)).map(toCustomPackageType),
  };
}

export async function findCustomPackageTypes(ctx: TenantCtx): Promise<{ items: CustomPackageType[] }> {
  return { items: (await selectCustomPackageTypes(ctx.tx, ctx.tenantId)).map(toCustomPackageType) };
}

export async function getCustomPackageType(ctx: TenantCtx, id: string): Promise<CustomPackageType> {
  const row = await selectCustomPackageType(ctx.tx, ctx.tenantId, id);
  if (!row) throw customPackageTypeNotFound();
  return toCustomPackageType(row);
}

export async function createCustomPackageType(ctx: TenantCtx, input: CreateInput): Promise<CustomPackageType> {
  if (await selectCustomTypeNameTaken(ctx.tx, ctx.tenantId, input.name)) throw nameTaken();
  const values: CustomPackageTypeValues = {
    name: input.name,
    description: input.description ?? '',
    dimensions: input.dimensions ?? '',
    weightKg: input.weightKg ?? '0',
    value: input.value,
    isActive: input.isActive ?? true,
  };
  const id = newId();
  try {
    await withSavepoint(ctx.tx, () => insertCustomPackageType(ctx.tx, ctx.tenantId, { ...values, id }));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  await audit(ctx, 'custom_package_type.created', id, values);
  return getCustomPackageType(ctx, id);
}

/** A changed value applies to new transactions; those already booked keep their unit value. */
export async function updateCustomPackageType(ctx: TenantCtx, id: string, input: UpdateInput): Promise<CustomPackageType> {
  const row = await selectCustomPackageType(ctx.tx, ctx.tenantId, id, { forUpdate: true });
  if (!row) throw customPackageTypeNotFound();
  if (input.name !== undefined && input.name.toLowerCase() !== row.name.toLowerCase()) {
    if (await selectCustomTypeNameTaken(ctx.tx, ctx.tenantId, input.name, id)) throw nameTaken();
  }
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<CustomPackageTypeValues>;
  if (Object.keys(changes).length) {
    await updateCustomPackageTypeRow(ctx.tx, ctx.tenantId, id, changes);
    await audit(ctx, 'custom_package_type.updated', id, { changes });
  }
  return getCustomPackageType(ctx, id);
}

/** A type in use by transactions cannot be deleted (409): deactivate it instead. */
export async function deleteCustomPackageType(ctx: TenantCtx, id: string): Promise<void> {
  const row = await selectCustomPackageType(ctx.tx, ctx.tenantId, id, { forUpdate: true });
  if (!row) throw customPackageTypeNotFound();
  if (Number(row.transactionCount) > 0) throw typeInUse();
  try {
    await withSavepoint(ctx.tx, () => deleteCustomPackageTypeRow(ctx.tx, ctx.tenantId, id));
  } catch (err) {
    // A transaction booked with it since the count.
    if (isForeignKeyViolation(err)) throw typeInUse();
    throw err;
  }
  await audit(ctx, 'custom_package_type.deleted', id, { name: row.name, value: row.value });
}
