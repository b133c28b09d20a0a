import { defaultOrderRoutes } from '@wb/contract/orders';
import { todayInCompanyZone } from '@wb/domain/today';
import { withSavepoint } from '@/db/savepoint';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { createOrder } from './order-save.service';
import { moveOrderStatus } from './order-status-change.service';
import { findStatusRules } from './order-statuses.service';

/** A small seeded random generator, so every demo gets the same orders. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isoDay = (offset: number) => todayInCompanyZone(Date.now() + offset * 86_400_000);

const notes = ['', '', '', 'Leveren via de achteringang', 'Bellen bij aankomst', 'Kratten retour meenemen', 'Vóór 10:00 leveren', ''];

/** Where the demo orders end up: steps along the seeded transitions, in order. */
const paths: string[][] = [
  [],
  [],
  ['confirmed'],
  ['confirmed', 'preparing'],
  ['confirmed', 'preparing', 'ready'],
  ['confirmed', 'preparing', 'ready', 'delivered'],
  ['confirmed', 'preparing', 'ready', 'delivered'],
  ['confirmed', 'preparing', 'ready', 'delivered'],
  ['cancelled'],
];

/**
 * Demo orders of a tenant, made through the orders service like a person would: a few dozen for
 * Demo Groothandel B.V. (a handful for Andere Handel B.V.) over the last month, in every status;
 * delivered ones took their goods out of stock. An order that cannot be moved (not enough stock)
 * stays where it got to.
 */
export async function seedDemoOrders(tx: Tx, tenantId: string, tenantName: string, userIds: string[]): Promise<number> {
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const demo = tenantName.startsWith('Demo');
  const next = random(demo ? 7 : 11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const accounts = await tx
    .selectFrom('account')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'active')
    .where('blockedAt', 'is', null)
    .orderBy('accountNumber')
    .execute();
  const items = await tx
    .selectFrom('item')
    .select(['id', 'unit'])
    .where('tenantId', '=', tenantId)
    .where('isActive', '=', true)
    .orderBy('sku')
    .execute();
  if (!accounts.length || !items.length) return 0;
  const { statuses } = await findStatusRules(ctx);
  const statusId = new Map(statuses.map((s) => [s.code, s.id]));

  const count = demo ? 30 : 6;
  let made = 0;
  for (let n = 0; n < count; n++) {
    const daysAgo = Math.floor((count - n) * (28 / count));
    const lineCount = 2 + Math.floor(next() * 7);
    const chosen = new Set<string>();
    const lines = [];
    while (lines.length < lineCount && chosen.size < items.length) {
      const item = pick(items);
      if (chosen.has(item.id)) continue;
      chosen.add(item.id);
      const weighed = item.unit === 'kg';
      lines.push({ itemId: item.id, amount: weighed ? (1 + Math.floor(next() * 8) / 2).toFixed(1) : String(1 + Math.floor(next() * 4)) });
    }
    const order = await createOrder(ctx, {
      accountId: pick(accounts).id,
      orderDate: isoDay(-daysAgo),
      deliveryDate: isoDay(-daysAgo + 1 + Math.floor(next() * 2)),
      route: pick(defaultOrderRoutes),
      assignedTo: pick([...userIds, null]),
      notes: pick(notes),
      cratesGiven: next() < 0.4 ? Math.floor(next() * 6) : 0,
      cratesReturned: next() < 0.3 ? Math.floor(next() * 4) : 0,
      lines,
    });
    made++;
    // Recent orders are still open; older ones have moved on.
    const path = daysAgo < 3 ? (paths[n % 3] ?? []) : (paths[n % paths.length] ?? []);
    for (const code of path) {
      const to = statusId.get(code);
      if (!to) break;
      try {
        await withSavepoint(tx, () => moveOrderStatus(ctx, order.id, { statusId: to }));
      } catch (err) {
        if (err instanceof AppError) break;
        throw err;
      }
    }
  }
  return made;
}
