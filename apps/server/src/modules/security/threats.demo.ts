import type { Tx } from '@/db/transaction';
import { newId } from '@/platform/ids';

const day = 86_400_000;

/**
 * A few past threats for the demo company (issue 31): a brute force and spraying from one
 * address that were one incident and are resolved, an admin's sign-in from a new device that was
 * a false alarm, and a mass export still under investigation. Fixed offsets from the seeding day.
 */
export async function seedDemoThreats(
  tx: Tx,
  tenantId: string,
  adminEmail: string,
  adminId: string | null,
  now = new Date(),
): Promise<void> {
  const at = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * day + hour * 3600_000 - (now.getTime() % day));
  const attack = newId();
  const rows = [
    {
      kind: 'password_spraying',
      severity: 'high',
      state: 'resolved',
      subject: '203.0.113.45',
      incidentId: attack,
      first: at(12, 2),
      last: at(12, 3),
      details: { failures: 14, accounts: 7, related: ['inkoop@demo.example.com', 'verkoop@demo.example.com'] },
      note: 'Address blocked at the firewall.',
    },
    {
      kind: 'brute_force',
      severity: 'high',
      state: 'resolved',
      subject: 'inkoop@demo.example.com',
      incidentId: attack,
      first: at(12, 2),
      last: at(12, 2),
      details: { failures: 5, ips: '203.0.113.45', related: ['203.0.113.45'] },
      note: 'Password reset with the user.',
    },
    {
      kind: 'admin_new_device',
      severity: 'medium',
      state: 'false_positive',
      subject: adminEmail,
      incidentId: newId(),
      first: at(5, 8),
      last: at(5, 8),
      details: { ip: '198.51.100.7', newDevice: 1, newIp: 1, related: ['198.51.100.7'] },
      note: 'New laptop.',
    },
    {
      kind: 'mass_export',
      severity: 'medium',
      state: 'investigating',
      subject: adminEmail,
      incidentId: newId(),
      first: at(1, 16),
      last: at(1, 17),
      details: { count: 12, related: [] },
      note: '',
    },
  ] as const;
  for (const [i, r] of rows.entries()) {
    await tx
      .insertInto('securityThreat')
      .values({
        tenantId,
        id: newId(),
        kind: r.kind,
        severity: r.severity,
        state: r.state,
        dedupeKey: `demo:${r.kind}:${i}`,
        subject: r.subject,
        incidentId: r.incidentId,
        evidence: '[]',
        details: JSON.stringify(r.details),
        firstSeenAt: r.first,
        lastSeenAt: r.last,
        detectedAt: r.last,
        updatedAt: r.last,
        updatedBy: adminId,
        note: r.note,
      })
      .execute();
  }
}
