import type { SettingsSectionKey } from '@wb/contract/settings';

type Json = Record<string, unknown>;

/** The sections that hold a mirrored value (the others show it). */
export type MirrorSource = 'numbering' | 'traceability';
export const mirrorSources: MirrorSource[] = ['numbering', 'traceability'];
export type MirrorValues = Partial<Record<MirrorSource, Json>>;

/**
 * Fields that two tabs show: the items tab's SKU prefix and flag and its expiry flag, the
 * invoices tab's number prefix and flag. The numbering section (the traceability section for
 * expiry) holds them; the others show its values and a save of either writes through to it, so
 * there is one value and never two that disagree.
 */
export const mirroredFields: Array<{ section: SettingsSectionKey; field: string; source: MirrorSource; sourceField: string }> = [
  { section: 'items', field: 'autoGenerateSKU', source: 'numbering', sourceField: 'autoGenerateSku' },
  { section: 'items', field: 'skuPrefix', source: 'numbering', sourceField: 'skuPrefix' },
  { section: 'items', field: 'enableExpiryTracking', source: 'traceability', sourceField: 'trackExpiry' },
  { section: 'invoices', field: 'autoGenerateInvoiceNumber', source: 'numbering', sourceField: 'autoGenerateInvoiceNumber' },
  { section: 'invoices', field: 'invoiceNumberPrefix', source: 'numbering', sourceField: 'invoicePrefix' },
];

/** The source sections whose values `section` shows. */
export function mirrorSourcesOf(section: SettingsSectionKey): MirrorSource[] {
  return mirrorSources.filter((source) => mirroredFields.some((m) => m.section === section && m.source === source));
}

/** A section as shown: its mirrored fields taken from their source sections. */
export function withMirrorsFrom(sources: MirrorValues, section: SettingsSectionKey, value: Json): Json {
  const fields = mirroredFields.filter((m) => m.section === section);
  if (!fields.length) return value;
  return { ...value, ...Object.fromEntries(fields.map((m) => [m.field, sources[m.source]?.[m.sourceField]])) };
}

/** The source sections after a save of `section` wrote its mirrored fields through (none if it has none). */
export function sourcesAfterSave(
  sources: MirrorValues,
  section: SettingsSectionKey,
  saved: Json,
): Array<{ source: MirrorSource; value: Json }> {
  return mirrorSourcesOf(section).map((source) => {
    const fields = mirroredFields.filter((m) => m.section === section && m.source === source);
    return { source, value: { ...sources[source], ...Object.fromEntries(fields.map((m) => [m.sourceField, saved[m.field]])) } };
  });
}
