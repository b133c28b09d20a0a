type Json = Record<string, unknown>;

export type SettingChange = { path: string; from?: unknown; to?: unknown; secret?: true };

const maxShown = 200;

function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value as Json)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function shown(value: unknown): unknown {
  if (typeof value === 'string' && value.length > maxShown) return `${value.slice(0, maxShown)}…`;
  const json = JSON.stringify(value);
  if (json !== undefined && json.length > maxShown * 5) return `${json.slice(0, maxShown * 5)}…`;
  return value;
}

/**
 * What a save changed, for the audit trail: field paths with old and new values (long texts cut
 * short). Secret fields appear only as changed, never with a value.
 */
export function diffSection(before: Json, after: Json, changedSecrets: string[], isSecret: (path: string) => boolean): SettingChange[] {
  const a = leaves(before, '', new Map());
  const b = leaves(after, '', new Map());
  const changes: SettingChange[] = [];
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    if (isSecret(path)) continue;
    if (JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path)))
      changes.push({ path, from: shown(a.get(path)), to: shown(b.get(path)) });
  }
  for (const path of changedSecrets) changes.push({ path, secret: true });
  return changes;
}
