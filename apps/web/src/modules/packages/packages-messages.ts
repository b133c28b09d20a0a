import { packageMessages, type PackageTransaction, type PackageType } from '@wb/contract/packages';
import type { TFunction } from 'i18next';
import { ApiError } from '@/app/api/api-error';
import { fieldMessage, problemText } from '@/components/field-message';

/** The contract's English messages of this module, by the key under which each is translated. */
const keys = new Map<string, string>(Object.entries(packageMessages).map(([key, text]) => [text, `packages:messages.${key}`]));

/** A field message in the user's language: this module's own, else the shared ones. */
export function packageText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = keys.get(message);
  return key ? t(key) : fieldMessage(t, message);
}

/** A refused call in the user's language, by this module's message where it has one. */
export function packageErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const own = packageText(t, err.details[0]?.message ?? err.message);
    if (own && keys.has(err.details[0]?.message ?? err.message)) return own;
  }
  return problemText(t, err);
}

/** A package type's name: a built-in type's translation, a custom type's own name. */
export function packageTypeLabel(t: TFunction, row: { packageType: PackageType; customTypeName?: string | null }): string {
  return row.packageType === 'custom' && row.customTypeName ? row.customTypeName : t(`packages:types.${row.packageType}`);
}

/** Where a transaction came from: typed in, or raised by an order (and its reversal). */
export const originLabel = (t: TFunction, row: Pick<PackageTransaction, 'origin'>) => t(`packages:origins.${row.origin}`);
