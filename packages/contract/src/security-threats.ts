import { z } from 'zod';
import { idSchema } from './common';

/**
 * Security threats (platform spec §7 "Security", issue 31): what the detectors over the audit
 * trail raised, the incidents that group related threats, and a user's sign-in behaviour.
 */

export const threatKinds = [
  'brute_force',
  'password_spraying',
  'refresh_token_reuse',
  'admin_new_device',
  'mass_export',
  'mass_deletion',
  'privilege_escalation',
  'admin_mfa_disabled',
  'client_report',
] as const;
export type ThreatKind = (typeof threatKinds)[number];

export const threatSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type ThreatSeverity = (typeof threatSeverities)[number];

export const threatStates = ['open', 'investigating', 'resolved', 'false_positive'] as const;
export type ThreatState = (typeof threatStates)[number];

/** The states an admin may move a threat to from each state: open → investigating → resolved | false_positive. */
export const threatTransitions: Record<ThreatState, readonly ThreatState[]> = {
  open: ['investigating', 'resolved', 'false_positive'],
  investigating: ['resolved', 'false_positive'],
  resolved: [],
  false_positive: [],
};

export const threatEvidenceSchema = z.object({
  eventId: z.string(),
  seq: z.string(),
  action: z.string(),
  occurredAt: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
});
export type ThreatEvidence = z.infer<typeof threatEvidenceSchema>;

export const securityThreatSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  kind: z.enum(threatKinds),
  severity: z.enum(threatSeverities),
  state: z.enum(threatStates),
  subject: z.string(),
  incidentId: z.string(),
  evidence: z.array(threatEvidenceSchema),
  details: z.record(z.string(), z.unknown()),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  detectedAt: z.string(),
  updatedAt: z.string(),
  note: z.string(),
});
export type SecurityThreat = z.infer<typeof securityThreatSchema>;

export const threatListQuerySchema = z.object({
  state: z.enum(threatStates).optional(),
  severity: z.enum(threatSeverities).optional(),
  kind: z.enum(threatKinds).optional(),
  tenantId: idSchema.optional(),
});
export type ThreatListQuery = z.input<typeof threatListQuerySchema>;

export const securityThreatListSchema = z.object({ items: z.array(securityThreatSchema) });
export type SecurityThreatList = z.infer<typeof securityThreatListSchema>;

export const threatParamsSchema = z.strictObject({ id: idSchema });
export const threatTenantQuerySchema = z.object({ tenantId: idSchema.optional() });

export const updateThreatInputSchema = z.strictObject({
  state: z.enum(threatStates),
  note: z.string().trim().max(1000).optional(),
});
export type UpdateThreatInput = z.input<typeof updateThreatInputSchema>;

/** What one run of the detectors did: threats raised new, and those it found again (updated). */
export const threatAnalysisSchema = z.object({ raised: z.number().int(), updated: z.number().int() });
export type ThreatAnalysis = z.infer<typeof threatAnalysisSchema>;

/** Related threats (the same account or IP address, close in time): the worst severity, the states. */
export const securityIncidentSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  subject: z.string(),
  severity: z.enum(threatSeverities),
  state: z.enum(threatStates),
  threats: z.number().int(),
  kinds: z.array(z.enum(threatKinds)),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type SecurityIncident = z.infer<typeof securityIncidentSchema>;
export const securityIncidentListSchema = z.object({ items: z.array(securityIncidentSchema) });
export type SecurityIncidentList = z.infer<typeof securityIncidentListSchema>;
export const securityIncidentDetailSchema = securityIncidentSchema.extend({ items: z.array(securityThreatSchema) });
export type SecurityIncidentDetail = z.infer<typeof securityIncidentDetailSchema>;

/** A user's behaviour over the last `days` days (default 30, the spec's). */
export const userBehaviorQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  tenantId: idSchema.optional(),
});
export type UserBehaviorQuery = z.input<typeof userBehaviorQuerySchema>;
export const userBehaviorParamsSchema = z.strictObject({ id: idSchema });

export const userBehaviorSchema = z.object({
  userId: z.string(),
  email: z.string(),
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Sign-ins by weekday (0 = Monday … 6 = Sunday) and hour (0–23), in the company's zone. */
  heatmap: z.array(z.array(z.number().int())),
  signIns: z.number().int(),
  failures: z.number().int(),
  ips: z.array(z.object({ ip: z.string(), signIns: z.number().int(), lastSeenAt: z.string() })),
  devices: z.array(z.object({ device: z.string(), signIns: z.number().int(), lastSeenAt: z.string() })),
  actionsPerDay: z.array(z.object({ day: z.string(), actions: z.number().int(), failures: z.number().int() })),
});
export type UserBehavior = z.infer<typeof userBehaviorSchema>;

/**
 * What the web app reports (POST /security/events): a Content-Security-Policy violation the
 * browser saw, or a two-factor prompt failed several times in a row. Stored as audit events.
 */
export const clientSecurityEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('csp_violation'),
    violatedDirective: z.string().trim().min(1).max(200),
    blockedUri: z.string().trim().max(500).default(''),
    documentUri: z.string().trim().max(500).default(''),
    sourceFile: z.string().trim().max(500).optional(),
    lineNumber: z.number().int().min(0).max(10_000_000).optional(),
  }),
  z.strictObject({
    type: z.literal('mfa_failures'),
    failures: z.number().int().min(1).max(100),
    context: z.enum(['sign_in', 'disable', 'step_up']).default('sign_in'),
  }),
]);
export type ClientSecurityEvent = z.input<typeof clientSecurityEventSchema>;
export const clientSecurityEventResultSchema = z.object({ recorded: z.literal(true) });
