import { randomBytes } from 'node:crypto';
import { isUuid } from '@/platform/ids';

/**
 * The public name of a payment (status page, provider metadata): the tenant's id and 128 random
 * bits, base64url. Unguessable, and it tells the public page which tenant to look in without a
 * global table; it reveals nothing else.
 */
export function newPublicId(tenantId: string): string {
  return Buffer.concat([Buffer.from(tenantId.replace(/-/g, ''), 'hex'), randomBytes(16)]).toString('base64url');
}

/** The tenant a public id belongs to, or null when it is not one. */
export function tenantOfPublicId(publicId: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(publicId)) return null;
  const hex = Buffer.from(publicId, 'base64url').subarray(0, 16).toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return isUuid(uuid) ? uuid : null;
}
