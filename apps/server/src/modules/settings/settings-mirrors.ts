import type { SettingsSectionKey } from '@wb/contract/settings';

type Json = Record<string, unknown>;

/**
 * Fields that two tabs show: the items tab's SKU prefix and flag, the invoices tab's number
 * prefix and flag. The numbering section holds them; the others show its values and a save of
 * either writes through to it, so there is one value and never two that disagree.
 */
export const mirroredFields: Array<{ section: SettingsSectionKey; field: string; numberingField: string }> = [
  { section: 'items', field: 'autoGenerateSKU', numberingField: 'autoGenerateSku' },
  { section: 'items', field: 'skuPrefix', numberingField: 'skuPrefix' },
  { section: 'invoices', field: 'autoGenerateInvoiceNumber', numberingField: 'autoGenerateInvoiceNumber' },
  { section: 'invoices', field: 'invoiceNumberPrefix', numberingField: 'invoicePrefix' },
];

/** A section as shown: its mirrored fields taken from the numbering section. */
export function withMirrorsFrom(numbering: Json, section: SettingsSectionKey, value: Json): Json {
  const fields = mirroredFields.filter((m) => m.section === section);
  if (!fields.length) return value;
  return { ...value, ...Object.fromEntries(fields.map((m) => [m.field, numbering[m.numberingField]])) };
}

/** The numbering section after a save of `section` wrote its mirrored fields through; null if none. */
export function numberingAfterSave(numbering: Json, section: SettingsSectionKey, saved: Json): Json | null {
  const fields = mirroredFields.filter((m) => m.section === section);
  if (!fields.length) return null;
  return { ...numbering, ...Object.fromEntries(fields.map((m) => [m.numberingField, saved[m.field]])) };
}
