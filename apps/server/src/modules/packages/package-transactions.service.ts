import {
  builtInPackageValues,
  type createPackageTransactionInputSchema,
  type listPackageTransactionsQuerySchema,
  type PackageTransaction,
  type PackageTransactionPage,
  type PackageType,
  type updatePackageTransactionInputSchema,
} from '@wb/contract/packages';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { getAccount } from '@/modules/accounts/accounts.service';
import { selectCustomPackageType } from './custom-package-types.queries';
import { toPackageTransaction } from './package-record';
import {
  deletePackageTransactionRow,
  insertPackageTransaction,
  type PackageSortColumn,
  selectPackageTransaction,
  selectPackageTransactionPage,
  updatePackageTransactionRow,
} from './package-transactions.queries';
import { withPackageTotals } from './package-values';

type ListQuery = z.output<typeof listPackageTransactionsQuerySchema>;
type CreateInput = z.output<typeof createPackageTransactionInputSchema>;
type UpdateInput = z.output<typeof updatePackageTransactionInputSchema>;

export const packageTransactionNotFound = () => new AppError('NOT_FOUND', 'packages.transactionNotFound');

const sortColumns: Record<string, PackageSortColumn> = {
  date: 'transactionDate',
  quantityReceived: 'quantityReceived',
  quantityDelivered: 'quantityDelivered',
  netChange: 'netChange',
  totalValue: 'totalValue',
  createdAt: 'createdAt',
};

export async function findPackageTransactions(ctx: TenantCtx, query: ListQuery): Promise<PackageTransactionPage> {
  const sort = parseSort(query.sort, sortColumns, { column: 'transactionDate', direction: 'desc' });
  const { rows, total } = await selectPackageTransactionPage(
    ctx.tx,
    ctx.tenantId,
    query,
    sort,
    query.pageSize,
    pageOffset(query.page, query.pageSize),
  );
  return { items: rows.map(toPackageTransaction), total, page: query.page, pageSize: query.pageSize };
}

export async function getPackageTransaction(ctx: TenantCtx, id: string): Promise<PackageTransaction> {
  const row = await selectPackageTransaction(ctx.tx, ctx.tenantId, id);
  if (!row) throw packageTransactionNotFound();
  return toPackageTransaction(row);
}

/**
 * The value of one package of the type: a built-in type's constant, a custom type's own value.
 * A custom type of another tenant is not found; an inactive one is refused for new use.
 */
async function typeValue(ctx: TenantCtx, packageType: PackageType, customTypeId: string | null, options: { allowInactive: boolean }) {
  if (packageType !== 'custom') return builtInPackageValues[packageType];
  if (!customTypeId) throw invalidField('customTypeId', 'packages.customTypeRequired');
  const type = await selectCustomPackageType(ctx.tx, ctx.tenantId, customTypeId);
  if (!type) throw new AppError('NOT_FOUND', 'packages.customTypeNotFound');
  if (!type.isActive && !options.allowInactive) throw invalidField('customTypeId', 'packages.customTypeInactive');
  return type.value;
}

export function auditPackageTransaction(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(
    ctx.tx,
    {
      tenantId: ctx.tenantId,
      actorUserId: ctx.principal?.userId ?? null,
      action,
      target: `package_transaction:${id}`,
      ip: ctx.ip,
      details,
    },
    { atEnd: true },
  );
}

/** A manual transaction (a driver's pickup, a count correction): the account must be the tenant's. */
export async function createPackageTransaction(ctx: TenantCtx, input: CreateInput): Promise<PackageTransaction> {
  const account = await getAccount(ctx, input.accountId);
  const customTypeId = input.packageType === 'custom' ? (input.customTypeId ?? null) : null;
  const defaultValue = await typeValue(ctx, input.packageType, customTypeId, { allowInactive: false });
  const values = withPackageTotals({
    packageType: input.packageType,
    customTypeId,
    accountId: account.id,
    transactionDate: input.date ?? todayInCompanyZone(),
    quantityReceived: input.quantityReceived,
    quantityDelivered: input.quantityDelivered,
    unitValue: input.unitValue || defaultValue,
    notes: input.notes,
    reference: input.reference ?? '',
  });
  const id = newId();
  await insertPackageTransaction(ctx.tx, ctx.tenantId, {
    ...values,
    id,
    origin: 'manual',
    orderId: null,
    createdBy: ctx.principal?.userId ?? null,
  });
  await auditPackageTransaction(ctx, 'package_transaction.created', id, { ...values, origin: 'manual' });
  return getPackageTransaction(ctx, id);
}

/** Changes a manual transaction; one raised by an order is changed through its order (409). */
export async function updatePackageTransaction(ctx: TenantCtx, id: string, input: UpdateInput): Promise<PackageTransaction> {
  const row = await selectPackageTransaction(ctx.tx, ctx.tenantId, id, { forUpdate: true });
  if (!row) throw packageTransactionNotFound();
  if (row.origin !== 'manual') throw fieldError('CONFLICT', 'origin', 'packages.raisedByOrder');
  const packageType = input.packageType ?? row.packageType;
  const customTypeId = packageType === 'custom' ? (input.customTypeId ?? row.customTypeId) : null;
  const typeChanged = packageType !== row.packageType || customTypeId !== row.customTypeId;
  const defaultValue = await typeValue(ctx, packageType, customTypeId, { allowInactive: !typeChanged });
  const accountId = input.accountId && input.accountId !== row.accountId ? (await getAccount(ctx, input.accountId)).id : row.accountId;
  const quantityReceived = input.quantityReceived ?? row.quantityReceived;
  const quantityDelivered = input.quantityDelivered ?? row.quantityDelivered;
  if (quantityReceived === 0 && quantityDelivered === 0) throw invalidField('quantityDelivered', 'packages.quantityRequired');
  // A new type without a unit value given takes the new type's value.
  const unitValue = input.unitValue || (typeChanged ? defaultValue : row.unitValue);
  const values = withPackageTotals({
    packageType,
    customTypeId,
    accountId,
    transactionDate: input.date ?? row.date,
    quantityReceived,
    quantityDelivered,
    unitValue,
    notes: input.notes ?? row.notes,
    reference: input.reference ?? row.reference,
  });
  await updatePackageTransactionRow(ctx.tx, ctx.tenantId, id, values);
  await auditPackageTransaction(ctx, 'package_transaction.updated', id, {
    before: { quantityReceived: row.quantityReceived, quantityDelivered: row.quantityDelivered, unitValue: row.unitValue },
    after: values,
  });
  return getPackageTransaction(ctx, id);
}

/** Deletes a manual transaction; the audit event keeps what it was. */
export async function deletePackageTransaction(ctx: TenantCtx, id: string): Promise<void> {
  const row = await selectPackageTransaction(ctx.tx, ctx.tenantId, id, { forUpdate: true });
  if (!row) throw packageTransactionNotFound();
  if (row.origin !== 'manual') throw fieldError('CONFLICT', 'origin', 'packages.raisedByOrder');
  await deletePackageTransactionRow(ctx.tx, ctx.tenantId, id);
  await auditPackageTransaction(ctx, 'package_transaction.deleted', id, {
    packageType: row.packageType,
    customTypeId: row.customTypeId,
    accountId: row.accountId,
    date: row.date,
    quantityReceived: row.quantityReceived,
    quantityDelivered: row.quantityDelivered,
    unitValue: row.unitValue,
    totalValue: row.totalValue,
    notes: row.notes,
    reference: row.reference,
  });
}
