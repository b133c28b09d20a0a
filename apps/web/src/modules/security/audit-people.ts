import type { AuditEvent } from '@wb/contract/security';
import type { TFunction } from 'i18next';

/**
 * The people an audit event names, as they are now: the chain keeps user ids, the server reads
 * their current e-mail by id; an erased person (GDPR) shows as erased.
 */
export const actorLabel = (t: TFunction, e: AuditEvent): string =>
  e.actorErased ? t('security:erased') : (e.actorEmail ?? (e.actorUserId ? e.actorUserId : t('security:system')));

export const targetLabel = (t: TFunction, e: AuditEvent): string =>
  e.targetErased ? t('security:erased') : (e.targetEmail ?? e.target ?? '');
