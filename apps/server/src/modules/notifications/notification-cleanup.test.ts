import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, platformTenantId } from '@/db/transaction';
import { recurringJobs } from '@/jobs';
import { scheduleRecurringJobs } from '@/platform/jobs/recurring-jobs';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectTenantId } from '../../../test/test-audit';
import { notificationCleanupJobKind } from './notification-cleanup';
import { raiseNotification } from '@/platform/notifications/raise-notification';

let t: TestApp;
let tenantA: string;
let tenantB: string;
let staffId: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await selectTenantId(t.deps.db, 'Demo Groothandel B.V.');
  tenantB = await selectTenantId(t.deps.db, 'Andere Handel B.V.');
  const ids = await t.deps.db.selectFrom('appUser').select(['id', 'email']).execute();
  staffId = ids.find((u) => u.email === 'staff@demo.example.com')?.id ?? '';
  otherId = ids.find((u) => u.email === 'admin@other.example.com')?.id ?? '';
});
afterAll(() => t.close());

const days = (n: number) => new Date(Date.now() - n * 86_400_000);
const cleanupJobs = () =>
  t.deps.db.selectFrom('job').selectAll().where('kind', '=', notificationCleanupJobKind).orderBy('createdAt').execute();
const makeDue = () =>
  t.deps.db
    .updateTable('job')
    .set({ runAt: new Date(Date.now() - 1000) })
    .where('status', '=', 'queued')
    // Only this job: other recurring jobs (the invoice reminders) are scheduled alongside it.
    .where('kind', '=', notificationCleanupJobKind)
    .execute();

async function seed(tenantId: string, userId: string, title: string, createdAt: Date, expiresAt: Date | null = null) {
  const n = await inTransaction(t.deps.db, { tenantId }, (tx) =>
    raiseNotification(tx, { tenantId, userId, type: 'INFO', title, message: 'm', expiresAt }),
  );
  await t.deps.db
    .updateTable('notification')
    .set({ createdAt })
    .where('id', '=', n?.id ?? '')
    .execute();
}

describe('the daily notification clean-up', () => {
  it('is scheduled once, however many times the servers start', async () => {
    await scheduleRecurringJobs(t.deps.db, recurringJobs);
    await scheduleRecurringJobs(t.deps.db, recurringJobs);
    const jobs = await cleanupJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ tenantId: platformTenantId, status: 'queued', repeatSeconds: 86_400 });
    const runAt = jobs[0]?.runAt ?? new Date(0);
    expect(runAt.getUTCHours()).toBe(3);
    expect(runAt.getTime() - Date.now()).toBeGreaterThan(0);
    expect(runAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it("removes expired ones and those past the 30 days' retention in every tenant, keeps the rest, and schedules the next run", async () => {
    await seed(tenantA, staffId, 'fresh', days(1));
    await seed(tenantA, staffId, 'old', days(31));
    await seed(tenantA, staffId, 'expired', days(1), days(0.5));
    await seed(tenantA, staffId, 'expires later', days(1), new Date(Date.now() + 3_600_000));
    await seed(tenantB, otherId, 'old elsewhere', days(45));
    await seed(tenantB, otherId, 'recent elsewhere', days(29));

    await makeDue();
    expect(await t.runJobs()).toBe(1);
    const left = await t.deps.db.selectFrom('notification').select('title').orderBy('title').execute();
    expect(left.map((n) => n.title)).toEqual(['expires later', 'fresh', 'recent elsewhere']);

    const jobs = await cleanupJobs();
    expect(jobs.map((j) => j.status)).toEqual(['done', 'queued']);
    const next = jobs[1]?.runAt.getTime() ?? 0;
    expect(next - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
    expect(await t.runJobs()).toBe(0);
  });

  it('still schedules the next run when a run fails for good', async () => {
    await t.deps.db.updateTable('job').set({ maxAttempts: 1 }).where('status', '=', 'queued').execute();
    await makeDue();
    const { runDueJobs } = await import('@/platform/jobs/job-runner');
    const failing = {
      [notificationCleanupJobKind]: async () => {
        throw new Error('database away');
      },
    };
    expect(await runDueJobs(t.deps.db, failing)).toBe(1);
    const jobs = await cleanupJobs();
    expect(jobs.map((j) => j.status)).toEqual(['done', 'failed', 'queued']);
    expect(jobs[1]?.lastError).toBe('database away');
  });

  it("follows each tenant's communication settings: retention days, and no removal of old ones when switched off", async () => {
    await t.deps.db.deleteFrom('notification').execute();
    const setCommunication = (tenantId: string, value: object) =>
      inTransaction(t.deps.db, { tenantId }, (tx) =>
        tx
          .insertInto('workspaceSetting')
          .values({ tenantId, section: 'communication', value: JSON.stringify(value), secrets: '{}', updatedBy: null })
          .onConflict((oc) => oc.columns(['tenantId', 'section']).doUpdateSet({ value: JSON.stringify(value) }))
          .execute(),
      );
    await setCommunication(tenantA, { autoDeleteOldMessages: false, messageRetentionDays: 5 });
    await setCommunication(tenantB, { autoDeleteOldMessages: true, messageRetentionDays: 10 });
    await seed(tenantA, staffId, 'A old but kept', days(400));
    await seed(tenantA, staffId, 'A expired', days(1), days(0.5));
    await seed(tenantB, otherId, 'B 11 days', days(11));
    await seed(tenantB, otherId, 'B 9 days', days(9));
    await makeDue();
    expect(await t.runJobs()).toBe(1);
    const left = await t.deps.db.selectFrom('notification').select('title').orderBy('title').execute();
    expect(left.map((n) => n.title)).toEqual(['A old but kept', 'B 9 days']);
    await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
      tx.deleteFrom('workspaceSetting').where('section', '=', 'communication').execute(),
    );
    await inTransaction(t.deps.db, { tenantId: tenantB }, (tx) =>
      tx.deleteFrom('workspaceSetting').where('section', '=', 'communication').execute(),
    );
  });
});
