import { z } from 'zod';
import { idSchema, pageOf } from './common';
import { k } from './message-keys';

/** The security pages (platform spec §7 "Security"): the audit trail, its chain, its export. */

const isoDate = z.iso.date({ error: k('validation.invalidDate') });

/**
 * Filters of the audit trail: who acted, what (an action or its prefix, `order.`), on what (the
 * target), and the period (dates, both ends included). A SUPER_ADMIN names a tenant or, without
 * one, sees the platform's own events (those of no tenant).
 */
export const auditTrailFilterSchema = z.object({
  userId: idSchema.optional(),
  action: z.string().trim().max(100).optional(),
  entity: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  tenantId: idSchema.optional(),
});

export const auditTrailQuerySchema = auditTrailFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditTrailQuery = z.input<typeof auditTrailQuerySchema>;

export const auditExportQuerySchema = auditTrailFilterSchema.extend({
  format: z.enum(['csv', 'json']).default('csv'),
});
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  seq: z.string(),
  occurredAt: z.string(),
  actorUserId: z.string().nullable(),
  /** The actor's current e-mail, read from their user record by id (null for the system or an erased person). */
  actorEmail: z.string().nullable(),
  /** The actor was erased (GDPR): the events keep their id, which names no one any more. */
  actorErased: z.boolean(),
  action: z.string(),
  target: z.string().nullable(),
  /** When the target is a person (a user id): their current e-mail, or null; and whether they were erased. */
  targetEmail: z.string().nullable(),
  targetErased: z.boolean(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = pageOf(auditEventSchema);
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

export const auditEventParamsSchema = z.strictObject({ id: idSchema });
export const auditTenantQuerySchema = z.object({ tenantId: idSchema.optional() });

/** The chain recomputed: intact, or the first event whose link does not match. */
export const auditChainSchema = z.object({
  intact: z.boolean(),
  events: z.number().int(),
  brokenSeq: z.string().nullable(),
  brokenEvent: auditEventSchema.nullable(),
});
export type AuditChain = z.infer<typeof auditChainSchema>;

/** The period of the metrics (dates, both ends included; the last 30 days when absent). */
export const securityMetricsQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  tenantId: idSchema.optional(),
});
export type SecurityMetricsQuery = z.input<typeof securityMetricsQuerySchema>;

/** Counts from the audit trail over the period, and the present 2FA adoption. */
export const securityMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  signIns: z.number().int(),
  /** Sign-ins from a device (browser) the person had not signed in from before. */
  newDevices: z.number().int(),
  signInFailures: z.number().int(),
  lockouts: z.number().int(),
  refreshTokenReuse: z.number().int(),
  twoFactorFailures: z.number().int(),
  twoFactorDisabled: z.number().int(),
  permissionChanges: z.number().int(),
  exports: z.number().int(),
  deletions: z.number().int(),
  /** The company's API answers refused (4xx) and failed (5xx) in the period. */
  apiErrors: z.object({ clientErrors: z.number().int(), serverErrors: z.number().int() }),
  twoFactor: z.object({
    users: z.number().int(),
    enabled: z.number().int(),
    admins: z.number().int(),
    adminsEnabled: z.number().int(),
  }),
});
export type SecurityMetrics = z.infer<typeof securityMetricsSchema>;
