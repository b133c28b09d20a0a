import { type SettingsSectionKey, settingsSections } from '@wb/contract/settings';

type Json = Record<string, unknown>;

/**
 * A stored section as the contract says it is, defaults filled in. Stored data that no longer
 * passes (a field renamed or tightened since it was saved) loses only the fields that fail,
 * which fall back to their defaults; the rest of the section stays.
 */
export function readSection(key: SettingsSectionKey, stored: unknown): Json {
  const schema = settingsSections[key].schema;
  const raw = stored && typeof stored === 'object' ? (stored as Json) : {};
  const first = schema.safeParse(raw);
  if (first.success) return first.data as Json;
  const bad = new Set<string>();
  for (const issue of first.error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) for (const k of issue.keys) bad.add(k);
    else bad.add(String(issue.path[0] ?? ''));
  }
  const kept = Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)));
  const second = schema.safeParse(kept);
  return (second.success ? second.data : schema.parse({})) as Json;
}
