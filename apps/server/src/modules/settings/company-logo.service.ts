import { createHash } from 'node:crypto';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { AppError, notFound } from '@/platform/errors';
import { deleteLogo, type LogoRow, selectLogo, upsertLogo } from './company-logo.queries';
import { readLogoImage } from './logo-image';
import { requireTenant, updateServerManagedFields } from './settings.service';

export const logoPath = '/api/v1/settings/company-logo';

/** Stores the company logo (PNG, JPEG, WebP, or sanitised SVG) and points companyDetails.logoUrl at it. */
export async function updateCompanyLogo(ctx: Ctx, upload: { filename: string; data: Buffer }): Promise<{ logoUrl: string }> {
  const tenantId = requireTenant(ctx);
  const image = readLogoImage(upload.data);
  if (!image) {
    throw new AppError('VALIDATION_FAILED', 'file: Use a PNG, JPEG, WebP or SVG image', [
      { path: 'file', message: 'Use a PNG, JPEG, WebP or SVG image' },
    ]);
  }
  const sha256 = createHash('sha256').update(image.content).digest('hex');
  await upsertLogo(ctx.tx, tenantId, { contentType: image.contentType, content: image.content, sha256 });
  // The version in the address makes every cache forget an older logo.
  const logoUrl = `${logoPath}?v=${sha256.slice(0, 16)}`;
  await updateServerManagedFields(ctx, 'companyDetails', { logoUrl });
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: 'settings.logo_uploaded',
    target: 'company-logo',
    ip: ctx.ip,
    details: { filename: upload.filename.slice(0, 200), contentType: image.contentType, bytes: image.content.length, sha256 },
  });
  return { logoUrl };
}

export async function deleteCompanyLogo(ctx: Ctx): Promise<{ ok: true }> {
  const tenantId = requireTenant(ctx);
  if (!(await deleteLogo(ctx.tx, tenantId))) throw notFound('Logo');
  await updateServerManagedFields(ctx, 'companyDetails', { logoUrl: '' });
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: 'settings.logo_removed',
    target: 'company-logo',
    ip: ctx.ip,
  });
  return { ok: true };
}

export async function getCompanyLogo(ctx: Ctx): Promise<LogoRow> {
  const tenantId = requireTenant(ctx);
  const logo = await selectLogo(ctx.tx, tenantId);
  if (!logo) throw notFound('Logo');
  return logo;
}
