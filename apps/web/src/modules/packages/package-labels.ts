import type { PackageTransaction, PackageType } from '@wb/contract/packages';
import type { TFunction } from 'i18next';

/** A package type's name: a built-in type's translation, a custom type's own name. */
export function packageTypeLabel(t: TFunction, row: { packageType: PackageType; customTypeName?: string | null }): string {
  return row.packageType === 'custom' && row.customTypeName ? row.customTypeName : t(`packages:types.${row.packageType}`);
}

/** Where a transaction came from: typed in, or raised by an order (and its reversal). */
export const originLabel = (t: TFunction, row: Pick<PackageTransaction, 'origin'>) => t(`packages:origins.${row.origin}`);
