import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/database';
import { inTransaction, type Tx } from '@/db/transaction';
import { newId } from '@/platform/ids';
import { openTestDatabase } from '../../../test/test-db';
import { selectAuditEvents, tamperAuditTrail } from '../../../test/test-audit';
import { appendAudit, chainHash, findBrokenAuditLink } from './audit';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const genesis = '0'.repeat(64);

async function appendEvents(tenantId: string, n: number): Promise<void> {
  for (let i = 1; i <= n; i++) {
    await inTransaction(handle.db, { tenantId }, (tx) =>
      appendAudit(tx, {
        tenantId,
        actorUserId: null,
        action: `test.step_${i}`,
        target: `t${i}`,
        ip: '10.0.0.1',
        details: { i, b: [1, 'x'], a: null },
      }),
    );
  }
}
const brokenLink = (tenantId: string) => inTransaction(handle.db, { tenantId }, (tx) => findBrokenAuditLink(tx, tenantId));

const tamper = (change: (tx: Tx) => Promise<unknown>) => tamperAuditTrail(handle.db, change);

describe('the audit chain', () => {
  it('links each event to the previous one, per tenant, from a genesis hash', async () => {
    const [a, b] = [newId(), newId()];
    await appendEvents(a, 4);
    await appendEvents(b, 2);
    const events = await selectAuditEvents(handle.db, a);
    expect(events.map((e) => e.seq)).toEqual(['1', '2', '3', '4']);
    expect(events[0]?.prevHash).toBe(genesis);
    events.forEach((event, i) => {
      if (i > 0) expect(event.prevHash).toBe(events[i - 1]?.hash);
      expect(event.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(chainHash(event.prevHash, event)).toBe(event.hash);
    });
    expect(events[1]).toMatchObject({ action: 'test.step_2', target: 't2', ip: '10.0.0.1', details: { i: 2, b: [1, 'x'], a: null } });
    expect(new Set(events.map((e) => e.hash)).size).toBe(4);

    const other = await selectAuditEvents(handle.db, b);
    expect(other.map((e) => [e.seq, e.tenantId])).toEqual([
      ['1', b],
      ['2', b],
    ]);
    expect(other[0]?.prevHash).toBe(genesis);
    expect(await brokenLink(a)).toBeNull();
    expect(await brokenLink(b)).toBeNull();
    expect(await brokenLink(newId())).toBeNull();
  });

  it('keeps any text as it was given, quotes, backslashes and all, with the hash the chain recomputes', async () => {
    const tenantId = newId();
    const awkward = `O'Brien \\ "Bakkerij" $$ 'quoted' \\n ${'\n'} émigré 🍞 ضريبة`;
    await inTransaction(handle.db, { tenantId }, (tx) =>
      appendAudit(tx, {
        tenantId,
        actorUserId: newId(),
        action: `account.updated'; drop table audit_event; --`,
        target: awkward,
        ip: null,
        details: { [awkward]: awkward, nested: { z: 1, a: [awkward, null, 2.5] } },
      }),
    );
    const [event] = await selectAuditEvents(handle.db, tenantId);
    expect(event).toMatchObject({
      seq: '1',
      action: `account.updated'; drop table audit_event; --`,
      target: awkward,
      ip: null,
      details: { [awkward]: awkward, nested: { z: 1, a: [awkward, null, 2.5] } },
    });
    expect(event && chainHash(event.prevHash, event)).toBe(event?.hash);
    expect(await brokenLink(tenantId)).toBeNull();
  });

  it('hashes awkward texts in the database as JSON.stringify writes them, appended at once or at the end', async () => {
    const tenantId = newId();
    const awkward = [`O'Brien "2" \\ $$`, 'tab\tnew\nline\r', '\u0001\u001f\u007f', 'émigré 🍞 ضريبة \u2028', '/ and </script>', ''];
    for (const [i, value] of awkward.entries()) {
      await inTransaction(handle.db, { tenantId }, (tx) =>
        appendAudit(
          tx,
          { tenantId, actorUserId: null, action: 'test.awkward', target: value, ip: null, details: { z: i, a: ['x', null], value } },
          { atEnd: i % 2 === 0 },
        ),
      );
    }
    const events = await selectAuditEvents(handle.db, tenantId);
    expect(events.map((e) => [e.seq, e.details])).toEqual(awkward.map((value, i) => [String(i + 1), { z: i, a: ['x', null], value }]));
    for (const event of events) expect(chainHash(event.prevHash, event)).toBe(event.hash);
    expect(await brokenLink(tenantId)).toBeNull();
  });

  it('stores nothing when the transaction fails after its events', async () => {
    const tenantId = newId();
    const refused = inTransaction(handle.db, { tenantId }, async (tx) => {
      await appendAudit(tx, { tenantId, actorUserId: null, action: 'test.before' });
      await appendAudit(tx, { tenantId, actorUserId: null, action: 'test.end' }, { atEnd: true });
      await sql`select 1 / 0`.execute(tx);
    });
    await expect(refused).rejects.toThrow('division by zero');
    expect(await selectAuditEvents(handle.db, tenantId)).toEqual([]);
  });

  it('cannot be changed or removed by the runtime role', async () => {
    const tenantId = newId();
    await appendEvents(tenantId, 2);
    for (const statement of [
      sql`update audit_event set action = 'forged' where seq = 1`,
      sql`delete from audit_event where seq = 2`,
      sql`truncate audit_event`,
    ]) {
      await expect(inTransaction(handle.db, { tenantId }, (tx) => statement.execute(tx))).rejects.toThrow(
        /permission denied for (table|relation) audit_event/,
      );
    }
    expect((await selectAuditEvents(handle.db, tenantId)).map((e) => e.action)).toEqual(['test.step_1', 'test.step_2']);
  });

  it('is guarded by a trigger even against the owner', async () => {
    const tenantId = newId();
    await appendEvents(tenantId, 1);
    await expect(sql`update audit_event set action = 'forged' where tenant_id = ${tenantId}`.execute(handle.db)).rejects.toThrow(
      'audit_event is append-only',
    );
    await expect(sql`delete from audit_event where tenant_id = ${tenantId}`.execute(handle.db)).rejects.toThrow(
      'audit_event is append-only',
    );
  });
});

describe('tampering is detected', () => {
  it('finds an event whose content was changed', async () => {
    const tenantId = newId();
    await appendEvents(tenantId, 5);
    await tamper((tx) => sql`update audit_event set details = '{"i": 99}' where tenant_id = ${tenantId} and seq = 3`.execute(tx));
    expect(await brokenLink(tenantId)).toBe('3');
  });

  it('finds a removed event', async () => {
    const tenantId = newId();
    await appendEvents(tenantId, 4);
    await tamper((tx) => sql`delete from audit_event where tenant_id = ${tenantId} and seq = 2`.execute(tx));
    expect(await brokenLink(tenantId)).toBe('3');
  });

  it('finds a changed event whose own hash was recomputed, at the next link', async () => {
    const tenantId = newId();
    await appendEvents(tenantId, 4);
    const [, second] = await selectAuditEvents(handle.db, tenantId);
    if (!second) throw new Error('missing event');
    const forged = { ...second, actorUserId: newId() };
    await tamper((tx) =>
      sql`update audit_event set actor_user_id = ${forged.actorUserId}, hash = ${chainHash(forged.prevHash, forged)}
          where tenant_id = ${tenantId} and seq = 2`.execute(tx),
    );
    expect(await brokenLink(tenantId)).toBe('3');
  });
});

describe('concurrent appends', () => {
  it('keep seq gap-free and the chain intact', async () => {
    const [a, b] = [newId(), newId()];
    const append = (tenantId: string, i: number) =>
      inTransaction(handle.db, { tenantId }, async (tx) => {
        await appendAudit(tx, { tenantId, actorUserId: null, action: `test.parallel_${i}` });
        // Hold the transaction open a moment so that others queue up behind it.
        await sql`select pg_sleep(0.01)`.execute(tx);
      });
    await Promise.all(Array.from({ length: 24 }, (_, i) => append(i % 3 === 0 ? b : a, i)));

    const events = await selectAuditEvents(handle.db, a);
    expect(events.map((e) => Number(e.seq))).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.action)).size).toBe(16);
    expect((await selectAuditEvents(handle.db, b)).map((e) => Number(e.seq))).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
    expect(await brokenLink(a)).toBeNull();
    expect(await brokenLink(b)).toBeNull();
  });
});
