import type { TFunction } from 'i18next';

/** An order status's name: the one given in the editor, else the translated label of its code. */
export function statusLabel(t: TFunction, status: { code: string; name: string | null }): string {
  return status.name ?? t(`orders:statusNames.${status.code}`, { defaultValue: status.code });
}
