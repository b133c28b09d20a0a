import { createHash } from 'node:crypto';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { notFound, invalidField } from '@/platform/errors';
import { deleteLogo, type LogoRow, selectLogo, selectPdfLogo, updatePdfLogo, upsertLogo } from './company-logo.queries';
import { readLogoImage } from './logo-image';
import { checkLogoPixels, makePdfLogo } from './logo-pdf-copy';
import { requireTenant, updateServerManagedFields } from './settings.service';

export const logoPath = '/api/v1/settings/company-logo';

export type LogoUpload = { filename: string; data: Buffer; pdfContent?: Buffer | null };

/**
 * Checks an upload's pixels (at most `maxLogoPixels`, else 400) and makes the copy documents draw.
 * Called before the transaction opens: decoding a large image takes up to a second (on libuv's
 * threads), and a transaction would hold PGlite's one connection all that time.
 */
export async function prepareCompanyLogo(upload: LogoUpload): Promise<LogoUpload> {
  const image = readLogoImage(upload.data);
  if (!image) return upload; // refused by updateCompanyLogo
  await checkLogoPixels(image.content);
  return { ...upload, pdfContent: await makePdfLogo(image.content, image.contentType) };
}

/** Stores the company logo (PNG, JPEG, WebP, or sanitised SVG) and points companyDetails.logoUrl at it. */
export async function updateCompanyLogo(ctx: Ctx, upload: LogoUpload): Promise<{ logoUrl: string }> {
  const tenantId = requireTenant(ctx);
  const image = readLogoImage(upload.data);
  if (!image) {
    throw invalidField('file', 'logo.type');
  }
  const sha256 = createHash('sha256').update(image.content).digest('hex');
  const pdfContent = upload.pdfContent ?? null;
  await upsertLogo(ctx.tx, tenantId, { contentType: image.contentType, content: image.content, sha256, pdfContent });
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
  if (!(await deleteLogo(ctx.tx, tenantId))) throw notFound('logo');
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
  if (!logo) throw notFound('logo');
  return logo;
}

const making = new Map<string, Promise<Buffer | null>>();

/**
 * The logo as documents draw it (PNG, at most 640 × 240 pixels), or null without one. A logo
 * stored before copies were kept gets its copy now, once: made off the event loop by sharp
 * (several seconds for a 100-megapixel image), stored, and shared by requests that ask meanwhile.
 */
export async function getPdfLogo(ctx: Ctx): Promise<Buffer | null> {
  const tenantId = requireTenant(ctx);
  const stored = await selectPdfLogo(ctx.tx, tenantId);
  if (!stored) return null;
  if (stored.pdfContent) return stored.pdfContent;
  const key = `${tenantId}:${stored.sha256}`;
  let copy = making.get(key);
  if (!copy) {
    const logo = await selectLogo(ctx.tx, tenantId);
    if (!logo) return null;
    copy = makePdfLogo(logo.content, logo.contentType, { legacy: true }).catch(() => null);
    making.set(key, copy);
    copy.finally(() => making.delete(key));
  }
  const made = await copy;
  if (made) await updatePdfLogo(ctx.tx, tenantId, stored.sha256, made);
  return made;
}
