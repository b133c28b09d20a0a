import type { ClientSecurityEvent } from '@wb/contract/security-threats';
import { useEffect } from 'react';
import { api } from '@/app/api/api-client';

/** After this many wrong codes in a row, a two-factor prompt is reported (and again at every further multiple). */
export const mfaFailuresReported = 3;
/** At most this many CSP violations per page load are sent: one broken script must not flood the trail. */
const maxCspReports = 5;

/** Sends a client security event (POST /security/events); a failure to report is not the user's problem. */
export function reportSecurityEvent(event: ClientSecurityEvent): void {
  api('POST /security/events', { body: event }).catch(() => undefined);
}

/** The count of wrong codes in a row at a prompt: reports at each `mfaFailuresReported`-th. */
export function noteMfaFailure(failuresInARow: number, context: 'sign_in' | 'disable' | 'step_up'): void {
  if (failuresInARow > 0 && failuresInARow % mfaFailuresReported === 0)
    reportSecurityEvent({ type: 'mfa_failures', failures: failuresInARow, context });
}

/** While signed in: the browser's Content-Security-Policy violations go to the audit trail. */
export function useCspReporter(): void {
  useEffect(() => {
    let sent = 0;
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (sent >= maxCspReports) return;
      sent++;
      reportSecurityEvent({
        type: 'csp_violation',
        violatedDirective: (e.effectiveDirective || e.violatedDirective || '?').slice(0, 200),
        blockedUri: (e.blockedURI ?? '').slice(0, 500),
        documentUri: (e.documentURI ?? '').slice(0, 500),
        ...(e.sourceFile ? { sourceFile: e.sourceFile.slice(0, 500) } : {}),
        ...(e.lineNumber ? { lineNumber: e.lineNumber } : {}),
      });
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
}
