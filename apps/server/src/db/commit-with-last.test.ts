// The commit with the transaction's last statement (issue 11): where the last work of a
// transaction is known (atTransactionEnd), its statements carry the commit, a round trip less
// while the tenant's other writers wait for the audit chain's lock.
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit, findBrokenAuditLink } from '@/platform/audit/audit';
import { newId } from '@/platform/ids';
import { openTestDatabase } from '../../test/test-db';
import { selectAuditEvents } from '../../test/test-audit';
import { type DatabaseHandle, fewerRoundTrips, withCommit } from './database';
import type { Database } from './schema';
import { atTransactionEnd, inTransaction, scopeStatements } from './transaction';

/** A pool whose one client records each message it is given and answers it with no rows; texts with `fails` in them fail. */
function recordingPool() {
  const sent: string[] = [];
  const client = {
    query(query: string | { text: string }) {
      const text = typeof query === 'string' ? query : query.text;
      sent.push(text);
      if (text.includes('fails')) return Promise.reject(Object.assign(new Error('new row violates check constraint'), { code: '23514' }));
      return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [], fields: [] });
    },
    release() {},
  };
  const pool = { connect: async () => client, end: async () => {}, on: () => pool };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: fewerRoundTrips(pool as unknown as pg.Pool) }) });
  return { sent, db };
}

const tenant = '0190aaaa-0000-7000-8000-000000000001';
const opening = `begin; ${scopeStatements({ tenantId: tenant })}`;

describe('the messages of a transaction whose last work carries the commit', () => {
  it('sends the commit with the last work, and not again', async () => {
    const { sent, db } = recordingPool();
    const told: boolean[] = [];
    await inTransaction(db, { tenantId: tenant }, async (tx) => {
      await sql`select ${1}::int as one`.execute(tx);
      for (const text of ['insert into a values (1)', 'insert into b values (2)']) {
        atTransactionEnd(tx, async ({ last }) => {
          told.push(last);
          await sql.raw(last ? withCommit(text) : text).execute(tx);
        });
      }
    });
    expect(told).toEqual([false, true]);
    expect(sent).toEqual([opening, 'select $1::int as one', 'insert into a values (1)', withCommit('insert into b values (2)')]);
    expect(withCommit('x')).toMatch(/^x;\ncommit\b/);
    // The next transaction on the same client starts as usual and ends with its own commit.
    await inTransaction(db, { tenantId: tenant }, async (tx) => {
      await sql`select ${2}::int as two`.execute(tx);
    });
    expect(sent.slice(4)).toEqual([opening, 'select $1::int as two', 'commit']);
  });

  it('rolls back when the statements carrying the commit fail', async () => {
    const { sent, db } = recordingPool();
    await expect(
      inTransaction(db, { tenantId: tenant }, async (tx) => {
        atTransactionEnd(tx, async ({ last }) => {
          await sql.raw(last ? withCommit('insert that fails') : 'insert that fails').execute(tx);
        });
      }),
    ).rejects.toThrow('check constraint');
    // The commit rode on the failed message (the begin went with it too), so only the rollback follows.
    expect(sent).toEqual([opening, withCommit('insert that fails'), 'rollback']);
  });
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const event = (tenantId: string, action: string) => ({
  tenantId,
  actorUserId: null,
  action,
  target: 'x:1',
  ip: '10.0.0.1',
  details: { n: 1 },
});

describe('an audit event appended as the last work, with the commit', () => {
  it('stores everything the transaction wrote, leaves no transaction open, and keeps the chain whole', async () => {
    const tenantId = newId();
    await inTransaction(handle.db, { tenantId }, async (tx) => {
      await appendAudit(tx, event(tenantId, 'test.first'));
      await appendAudit(tx, event(tenantId, 'test.last'), { atEnd: true });
    });
    const state = await handle.db
      .connection()
      .execute(async (conn) => (await sql<{ open: boolean }>`select txid_current_if_assigned() is not null as open`.execute(conn)).rows[0]);
    expect(state?.open).toBe(false);
    expect((await selectAuditEvents(handle.db, tenantId)).map((e) => [e.seq, e.action])).toEqual([
      ['1', 'test.first'],
      ['2', 'test.last'],
    ]);
    // Appended again on the same connections, the chain goes on from the committed events.
    await inTransaction(handle.db, { tenantId }, (tx) => appendAudit(tx, event(tenantId, 'test.again'), { atEnd: true }));
    expect(await inTransaction(handle.db, { tenantId }, (tx) => findBrokenAuditLink(tx, tenantId))).toBeNull();
    expect(await selectAuditEvents(handle.db, tenantId)).toHaveLength(3);
  });

  it('stores nothing of the transaction when the last work fails', async () => {
    const [tenantId, other] = [newId(), newId()];
    await expect(
      inTransaction(handle.db, { tenantId }, async (tx) => {
        await appendAudit(tx, event(tenantId, 'test.first'));
        // Another tenant's chain is out of this transaction's reach (row-level security): the insert fails.
        await appendAudit(tx, event(other, 'test.refused'), { atEnd: true });
      }),
    ).rejects.toThrow();
    expect(await selectAuditEvents(handle.db, tenantId)).toEqual([]);
    expect(await selectAuditEvents(handle.db, other)).toEqual([]);
  });
});
