import { matrixAllows } from '@wb/contract/roles';
import {
  type SettingsBulk,
  type SettingsSection,
  type SettingsSectionKey,
  settingsSectionKeys,
  settingsSections,
} from '@wb/contract/settings';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import type { SecretBox } from '@/platform/crypto/secret-box';
import { AppError, notFound } from '@/platform/errors';
import { diffSection } from './settings-diff';
import { type MirrorValues, mirrorSources, mirrorSourcesOf, sourcesAfterSave, withMirrorsFrom } from './settings-mirrors';
import { readSection } from './settings-read';
import { applySectionRules } from './settings-rules';
import { isSecretPath, maskSecrets, openSecret, sealSecrets } from './settings-secrets';
import { tenantConfig } from '@/platform/tenant-config';
import { type SettingRow, selectSettingRowForUpdate, selectSettingRows, selectTenantName, upsertSettingRow } from './settings.queries';

type Json = Record<string, unknown>;

/** Sections whose connection details only people who may read the settings see. */
const credentialParts: Array<[SettingsSectionKey, string]> = [
  ['email', 'smtp'],
  ['communication', 'twilio'],
  ['payments', 'provider'],
];

export function sectionKeyOfPath(path: string): SettingsSectionKey {
  const key = settingsSectionKeys.find((k) => settingsSections[k].path === path);
  if (!key) throw notFound('settingsSection');
  return key;
}

/** Every section with the defaults filled in, secrets masked (GET /settings/bulk). */
export async function getSettingsBulk(ctx: Ctx): Promise<SettingsBulk> {
  const rows = ctx.tenantId ? await selectSettingRows(ctx.tx, ctx.tenantId) : [];
  const byKey = new Map(rows.map((row) => [row.section, row]));
  const sources = mirrorValues((source) => byKey.get(source));
  const mayRead = ctx.principal ? matrixAllows(ctx.principal.permissions, 'settings:read') : false;
  const bulk: Json = {};
  for (const key of settingsSectionKeys) {
    const row = byKey.get(key);
    let value = maskSecrets(key, await sectionView(ctx, key, row, sources), row?.secrets ?? {});
    const hidden = credentialParts.find(([section]) => section === key);
    if (hidden && !mayRead) value = { ...value, [hidden[1]]: (readSection(key, {}) as Json)[hidden[1]] };
    bulk[key] = value;
  }
  return bulk as SettingsBulk;
}

/** One section for the code that uses it (numbering, mailer): defaults filled, secrets blank. */
export async function getSettingsSection<K extends SettingsSectionKey>(ctx: Ctx, key: K): Promise<SettingsSection<K>> {
  const tenantId = requireTenant(ctx);
  const rows = await tenantConfig(ctx, 'settings', () => selectSettingRows(ctx.tx, tenantId));
  const sources = mirrorValues((source) => rows.find((r) => r.section === source));
  return (await sectionView(
    ctx,
    key,
    rows.find((r) => r.section === key),
    sources,
  )) as SettingsSection<K>;
}

/** The mirror source sections (numbering, traceability) with their defaults filled in. */
function mirrorValues(rowOf: (source: SettingsSectionKey) => SettingRow | undefined): MirrorValues {
  return Object.fromEntries(mirrorSources.map((source) => [source, readSection(source, rowOf(source)?.value) as Json]));
}

/** A stored section with defaults and mirrors; a company that never saved its details is named as its tenant. */
async function sectionView(ctx: Ctx, key: SettingsSectionKey, row: SettingRow | undefined, sources: MirrorValues): Promise<Json> {
  const value = withMirrorsFrom(sources, key, readSection(key, row?.value));
  if (key !== 'companyDetails' || row || !ctx.tenantId) return value;
  return { ...value, name: (await selectTenantName(ctx.tx, ctx.tenantId)) ?? '' };
}

/** A secret of a section in plain text (SMTP password, provider key, messaging token), or null. */
export async function getSettingsSecret(ctx: Ctx, box: SecretBox, key: SettingsSectionKey, path: string[]): Promise<string | null> {
  const tenantId = requireTenant(ctx);
  const rows = await selectSettingRows(ctx.tx, tenantId);
  const row = rows.find((r) => r.section === key);
  return row ? openSecret(box, tenantId, key, row.secrets, path) : null;
}

/**
 * Saves one section whole (PUT /settings/{section}): secrets sealed (blank keeps the stored one),
 * the section's own rules checked, mirrored fields written through, and one audit event saying
 * what changed. Answers the section as shown.
 */
export async function updateSettingsSection<K extends SettingsSectionKey>(
  ctx: Ctx,
  box: SecretBox,
  key: K,
  input: Json,
): Promise<SettingsSection<K>> {
  const tenantId = requireTenant(ctx);
  const stored = await selectSettingRowForUpdate(ctx.tx, tenantId, key);
  const sourceRows = new Map<SettingsSectionKey, SettingRow | undefined>();
  for (const source of mirrorSourcesOf(key)) sourceRows.set(source, await selectSettingRowForUpdate(ctx.tx, tenantId, source));
  const sources = mirrorValues((source) => sourceRows.get(source));
  const before = await sectionView(ctx, key, stored, sources);

  const sealed = sealSecrets(box, tenantId, key, input, stored?.secrets ?? {});
  const value = readSection(key, applySectionRules(key, sealed.value, before, sealed.secrets, sealed.changed));
  await saveRow(ctx, tenantId, { section: key, value, secrets: sealed.secrets });

  for (const { source, value: sourceNow } of sourcesAfterSave(sources, key, value)) {
    await saveRow(ctx, tenantId, { section: source, value: sourceNow, secrets: sourceRows.get(source)?.secrets ?? {} });
  }

  const changes = diffSection(before, value, sealed.changed, (path) => isSecretPath(key, path));
  if (changes.length) {
    await appendAudit(ctx.tx, {
      tenantId,
      actorUserId: ctx.principal?.userId ?? null,
      action: 'settings.updated',
      target: settingsSections[key].path,
      ip: ctx.ip,
      details: { section: key, changes },
    });
  }
  return maskSecrets(key, value, sealed.secrets) as SettingsSection<K>;
}

/** Sets fields that only the server writes (the logo's address) and records the change. */
export async function updateServerManagedFields(ctx: Ctx, key: SettingsSectionKey, fields: Json): Promise<void> {
  const tenantId = requireTenant(ctx);
  const stored = await selectSettingRowForUpdate(ctx.tx, tenantId, key);
  const base = await sectionView(ctx, key, stored, {});
  await saveRow(ctx, tenantId, { section: key, value: { ...base, ...fields }, secrets: stored?.secrets ?? {} });
}

function saveRow(ctx: Ctx, tenantId: string, row: SettingRow): Promise<void> {
  return upsertSettingRow(ctx.tx, tenantId, { ...row, updatedBy: ctx.principal?.userId ?? null });
}

export function requireTenant(ctx: Ctx): string {
  if (!ctx.tenantId) throw new AppError('FORBIDDEN', 'settings.companyOnly');
  return ctx.tenantId;
}
