import { createHmac, hkdfSync } from 'node:crypto';

/**
 * How the audit chain names the subject of a sign-in attempt. Personal data belongs in the user
 * record, not in the append-only chain (issue 31): a known person is named by their user id (the
 * audit-trail page shows their current e-mail by that id, or "erased"); an address that belongs
 * to no user by a marker, a keyed hash (HMAC-SHA256 under a key derived from the app secret). The
 * same address gives the same marker, so the threat detectors still count the attempts on one
 * account and the accounts tried from one IP, but the address cannot be read back from it.
 */
export function auditSubject(appSecret: Buffer, who: { userId: string | null; email: string }): string {
  return who.userId ?? unknownEmailMarker(appSecret, who.email);
}

export function unknownEmailMarker(appSecret: Buffer, email: string): string {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'wb-audit', 'unknown sign-in address v1', 32));
  return `unknown:${createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}
