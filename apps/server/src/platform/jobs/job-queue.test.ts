import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/database';
import { inTransaction, platformTenantId } from '@/db/transaction';
import { openTestDatabase } from '../../../test/test-db';
import { selectTenantId } from '../../../test/test-audit';
import { claimDueJobs, enqueueJob, enqueueRecurringJob } from './job-queue';

let handle: DatabaseHandle;
let tenantA: string;
let tenantB: string;
beforeAll(async () => {
  handle = await openTestDatabase('seeded');
  tenantA = await selectTenantId(handle.db, 'Demo Groothandel B.V.');
  tenantB = await selectTenantId(handle.db, 'Andere Handel B.V.');
  // Whatever the seed queued is done: the tests count their own jobs.
  await handle.db.updateTable('job').set({ status: 'done' }).execute();
});
afterAll(() => handle.close());

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);
const enqueue = (tenantId: string, kind: string, runAt: Date) =>
  inTransaction(handle.db, { tenantId }, (tx) => enqueueJob(tx, { tenantId, kind, runAt }));

describe('claiming due jobs across tenants', () => {
  it('claims the earliest due jobs of every tenant, up to the limit, each once, and none that is not due', async () => {
    await enqueue(tenantA, 'a.first', secondsAgo(50));
    await enqueue(tenantB, 'b.first', secondsAgo(40));
    await enqueue(tenantA, 'a.second', secondsAgo(30));
    await enqueue(platformTenantId, 'platform', secondsAgo(20));
    await enqueue(tenantB, 'b.later', new Date(Date.now() + 60_000));

    const first = await claimDueJobs(handle.db, 3);
    expect(first.map((job) => job.kind).sort()).toEqual(['a.first', 'a.second', 'b.first']);
    expect(first.every((job) => job.attempts === 1)).toBe(true);
    expect((await claimDueJobs(handle.db, 3)).map((job) => job.kind)).toEqual(['platform']);
    expect(await claimDueJobs(handle.db, 3)).toEqual([]);
  });

  it('claims a running job again once its lease ran out, with the tenant it belongs to', async () => {
    const id = await enqueue(tenantB, 'b.lease', secondsAgo(10));
    const [claimed] = await claimDueJobs(handle.db, 1, 60);
    expect(claimed).toMatchObject({ id, tenantId: tenantB });
    expect(await claimDueJobs(handle.db, 1)).toEqual([]);
    await sql`update job set locked_until = now() - interval '1 second' where tenant_id = ${tenantB} and id = ${id}`.execute(handle.db);
    expect(await claimDueJobs(handle.db, 1)).toMatchObject([{ id, tenantId: tenantB, attempts: 2 }]);
  });
});

describe('queuing a recurring job', () => {
  it("adds it once, also when PostgreSQL runs the statement with a generic plan (a prepared statement's choice after five runs)", async () => {
    const added: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      added.push(
        await inTransaction(handle.db, { tenantId: tenantA }, async (tx) => {
          // What PostgreSQL picks by itself for a prepared statement run often enough on one connection.
          await sql`set local plan_cache_mode = force_generic_plan`.execute(tx);
          return enqueueRecurringJob(tx, { tenantId: tenantA, kind: 'recurring.generic', repeatSeconds: 60 });
        }),
      );
    }
    expect(added).toEqual([true, false, false, false, false, false, false, false]);
    const rows = await handle.db.selectFrom('job').select('status').where('kind', '=', 'recurring.generic').execute();
    expect(rows).toEqual([{ status: 'queued' }]);
  });
});
