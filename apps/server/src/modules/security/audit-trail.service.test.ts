import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullMatrix } from '@wb/contract/roles';
import type { DatabaseHandle } from '@/db/database';
import { inTransaction } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { type Ctx, ctxOf } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { tamperAuditTrail } from '../../../test/test-audit';
import { openTestDatabase } from '../../../test/test-db';
import { findAuditTrail, getAuditEvent, verifyAuditChain } from './audit-trail.service';

let handle: DatabaseHandle;
const [a, b] = [newId(), newId()];

beforeAll(async () => {
  handle = await openTestDatabase();
  for (const action of ['order.created', 'order.created', 'order_x.made', 'invoice.sent']) {
    await inTransaction(handle.db, { tenantId: a }, (tx) => appendAudit(tx, { tenantId: a, actorUserId: null, action, target: 'o-1' }));
  }
  await inTransaction(handle.db, { tenantId: b }, (tx) => appendAudit(tx, { tenantId: b, actorUserId: null, action: 'order.created' }));
});
afterAll(() => handle.close());

/** A tenant admin of `tenantId`. */
function asAdmin<T>(tenantId: string, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  const principal = { userId: newId(), sessionId: newId(), tenantId, role: 'TENANT_ADMIN' as const, permissions: fullMatrix };
  return inTransaction(handle.db, { tenantId }, (tx) => fn(ctxOf(tx, { principal, tenantId })));
}

const page = { page: 1, pageSize: 50 };
/** Today in Amsterdam, the company's day. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the audit trail service', () => {
  it('matches an action by its start, taking LIKE wildcards literally', async () => {
    const orders = await asAdmin(a, (ctx) => findAuditTrail(ctx, { ...page, action: 'order.' }));
    expect(orders.items.map((e) => e.action)).toEqual(['order.created', 'order.created']);
    const underscore = await asAdmin(a, (ctx) => findAuditTrail(ctx, { ...page, action: 'order_' }));
    expect(underscore.items.map((e) => e.action)).toEqual(['order_x.made']);
    const percent = await asAdmin(a, (ctx) => findAuditTrail(ctx, { ...page, action: '%' }));
    expect(percent.total).toBe(0);
  });

  it("counts the period in the company's days, both ends included", async () => {
    expect((await asAdmin(a, (ctx) => findAuditTrail(ctx, { ...page, from: today, to: today }))).total).toBe(4);
    expect((await asAdmin(a, (ctx) => findAuditTrail(ctx, { ...page, from: tomorrow }))).total).toBe(0);
  });

  it("keeps each tenant to its own chain: another tenant's event is not found", async () => {
    const [event] = (await asAdmin(a, (ctx) => findAuditTrail(ctx, { ...page, action: 'invoice.' }))).items;
    expect((await asAdmin(a, (ctx) => getAuditEvent(ctx, event?.id ?? '', undefined))).action).toBe('invoice.sent');
    await expect(asAdmin(b, (ctx) => getAuditEvent(ctx, event?.id ?? '', undefined))).rejects.toBeInstanceOf(AppError);
    await expect(asAdmin(b, (ctx) => findAuditTrail(ctx, { ...page, tenantId: a }))).rejects.toMatchObject({ key: 'notFound.tenant' });
    expect((await asAdmin(b, (ctx) => findAuditTrail(ctx, page))).total).toBe(1);
  });

  it('names the first broken link, and only in the tampered chain', async () => {
    expect(await asAdmin(a, (ctx) => verifyAuditChain(ctx, undefined))).toMatchObject({ intact: true, events: 4, brokenSeq: null });
    await tamperAuditTrail(handle.db, (tx) => sql`update audit_event set target = 'o-2' where tenant_id = ${a} and seq = 3`.execute(tx));
    const chain = await asAdmin(a, (ctx) => verifyAuditChain(ctx, undefined));
    expect(chain).toMatchObject({ intact: false, brokenSeq: '3', brokenEvent: { seq: '3', target: 'o-2' } });
    expect((await asAdmin(b, (ctx) => verifyAuditChain(ctx, undefined))).intact).toBe(true);
  });
});
