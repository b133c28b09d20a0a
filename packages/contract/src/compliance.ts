import { z } from 'zod';
import { searchQuerySchema } from './accounts';

/** The compliance checks (issue 31, platform spec §7 "Security"), each with pass/fail and its evidence. */
export const complianceCheckIds = [
  'adminTwoFactor',
  'passwordPolicy',
  'secretsEncrypted',
  'auditChainIntact',
  'retentionSet',
  'backupsRecent',
  'sessionTimeout',
] as const;
export type ComplianceCheckId = (typeof complianceCheckIds)[number];

/** What a check found: a message key's values (counts, days …) the page words in the reader's language. */
export const complianceEvidenceSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ComplianceEvidence = z.infer<typeof complianceEvidenceSchema>;

export const complianceCheckSchema = z.object({
  id: z.enum(complianceCheckIds),
  passed: z.boolean(),
  evidence: complianceEvidenceSchema,
  checkedAt: z.iso.datetime(),
  /** The last recorded run (POST …/audit/{id}), if any. */
  lastRecordedAt: z.iso.datetime().nullable(),
});
export type ComplianceCheck = z.infer<typeof complianceCheckSchema>;

export const complianceSchema = z.object({
  checks: z.array(complianceCheckSchema),
  passed: z.number().int(),
  total: z.number().int(),
});
export type Compliance = z.infer<typeof complianceSchema>;

export const complianceQuerySchema = z.strictObject({ tenantId: z.uuid().optional() });
export const complianceCheckParamsSchema = z.strictObject({ id: z.enum(complianceCheckIds) });

export const complianceRunSchema = z.object({
  id: z.uuid(),
  check: complianceCheckSchema,
  /** The recorded runs of this check, newest first (at most 20). */
  history: z.array(z.object({ id: z.uuid(), passed: z.boolean(), evidence: complianceEvidenceSchema, runAt: z.iso.datetime() })),
});
export type ComplianceRun = z.infer<typeof complianceRunSchema>;

/** The Dutch fiscal retention period (AWR art. 52): invoices and what they need are kept this long. */
export const fiscalRetentionYears = 7;
/** The retention job runs daily; the check fails when its last run is older than this. */
export const retentionRunMaxAgeHours = 48;

/** Backups recent enough to pass: the last one within this many hours, its restore verified. */
export const backupMaxAgeHours = 26;
/** Session idle timeouts above this many minutes fail the check. */
export const maxSessionTimeoutMinutes = 480;

export const gdprAccountParamsSchema = z.strictObject({ id: z.uuid() });
/** The customer accounts of the company a GDPR request is for (the super admin names it), found by name, number or city. */
export const gdprAccountSearchSchema = complianceQuerySchema.extend({ term: searchQuerySchema.shape.term });
export const gdprUserParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * What an erasure erased or kept, by category (the page words each in the reader's language):
 * a customer account's contact details … or a user's profile, sign-in credentials, sessions ….
 */
export const gdprItems = [
  'contactDetails',
  'bankDetails',
  'notes',
  'companyName',
  'address',
  'taxNumbers',
  'orders',
  'invoices',
  'profile',
  'credentials',
  'twoFactor',
  'sessions',
  'avatar',
  'notifications',
  'assistantChats',
  'membership',
  'deviceChecks',
  'auditEvents',
  'documents',
] as const;
export type GdprItem = (typeof gdprItems)[number];

export const gdprErasureSchema = z.object({
  accountId: z.uuid(),
  anonymised: z.literal(true),
  /** Whether name, address and tax numbers are kept for invoices within the fiscal retention period. */
  retainedForInvoices: z.boolean(),
  /** Until when (the last such invoice's date plus 7 years), or null. */
  retainedUntil: z.iso.date().nullable(),
  erased: z.array(z.enum(gdprItems)),
  kept: z.array(z.enum(gdprItems)),
});
export type GdprErasure = z.infer<typeof gdprErasureSchema>;

export const gdprUserErasureSchema = z.object({
  userId: z.uuid(),
  anonymised: z.literal(true),
  /**
   * Whether the person's profile (name, e-mail, sign-in) was erased: not while they still belong
   * to another company, which holds it too; then only this company's data about them goes.
   */
  profileErased: z.boolean(),
  /** The audit events about the person, kept (hash-chained) under their pseudonymous id. */
  auditEventsKept: z.number().int(),
  erased: z.array(z.enum(gdprItems)),
  kept: z.array(z.enum(gdprItems)),
});
export type GdprUserErasure = z.infer<typeof gdprUserErasureSchema>;
