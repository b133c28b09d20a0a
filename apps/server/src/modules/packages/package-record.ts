import type { CustomPackageType, PackageTransaction } from '@wb/contract/packages';

/** A transaction as read with its account and custom type (dates as the driver gives them). */
export type PackageTransactionRow = Omit<PackageTransaction, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toPackageTransaction(row: PackageTransactionRow): PackageTransaction {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export type CustomPackageTypeRow = Omit<CustomPackageType, 'createdAt' | 'updatedAt' | 'transactionCount'> & {
  createdAt: Date;
  updatedAt: Date;
  transactionCount: string | number;
};

export function toCustomPackageType(row: CustomPackageTypeRow): CustomPackageType {
  return {
    ...row,
    transactionCount: Number(row.transactionCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
