import type { PackageType } from '@wb/contract/packages';
import { todayInCompanyZone } from '@wb/domain/today';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { createCustomPackageType } from './custom-package-types.service';
import { getPackageBalance } from './package-balance.service';
import { createPackageTransaction } from './package-transactions.service';

/** A small seeded random generator, so every demo gets the same ledger. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let x = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    return ((x ^ (x >>> 16)) >>> 0) / 4_294_967_296;
  };
}

const isoDay = (daysAgo: number) => todayInCompanyZone(Date.now() - daysAgo * 86_400_000);

const deliveryNotes = ['Levering met de vaste route', 'Extra pallets voor de actieweek', 'Levering vrijdagochtend', 'Wekelijkse levering'];
const returnNotes = ['Chauffeur haalde lege kratten op', 'Retour pallets bij de volgende levering', 'Kratten retour via de achteringang'];

/** A count at the customer found everything back (orders' crates too): the account is balanced. */
async function settleAccount(ctx: TenantCtx, accountId: string): Promise<number> {
  const { byType } = await getPackageBalance(ctx, { accountId });
  let made = 0;
  for (const type of byType) {
    if (type.netBalance === 0) continue;
    await createPackageTransaction(ctx, {
      packageType: type.packageType,
      customTypeId: type.customTypeId ?? undefined,
      accountId,
      date: isoDay(1),
      quantityDelivered: Math.max(0, -type.netBalance),
      quantityReceived: Math.max(0, type.netBalance),
      notes: 'Telling bij de klant: alles retour',
      reference: 'TELLING',
    });
    made++;
  }
  return made;
}

/**
 * The package ledger of a demo tenant over the last 90 days (the orders add their own crates as
 * they are delivered): deliveries and returns of crates and pallets for several customers, two
 * custom types, a count correction, and one customer whose packages all came back (balanced).
 */
export async function seedDemoPackages(tx: Tx, tenantId: string, tenantName: string, userIds: string[]): Promise<number> {
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const demo = tenantName.startsWith('Demo');
  const next = random(demo ? 27 : 31);
  const accounts = await tx
    .selectFrom('account')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'active')
    .orderBy('accountNumber')
    .limit(demo ? 6 : 2)
    .execute();
  if (!accounts.length) return 0;
  const rolcontainer = await createCustomPackageType(ctx, {
    name: 'Rolcontainer',
    description: 'Rolcontainer voor koelwaren',
    dimensions: '80 × 67 × 170 cm',
    weightKg: '32',
    value: '75.00',
  });
  if (demo) {
    await createCustomPackageType(ctx, {
      name: 'Bloemenkar',
      description: 'Deense container',
      dimensions: '135 × 56 × 190 cm',
      weightKg: '38.5',
      value: '150.00',
    });
  }
  const types: Array<{ packageType: PackageType; customTypeId?: string; size: number }> = [
    { packageType: 'chicken_crate', size: 12 },
    { packageType: 'euro_pallet', size: 4 },
    { packageType: 'block_pallet', size: 3 },
    { packageType: 'custom', customTypeId: rolcontainer.id, size: 2 },
  ];
  let made = 0;
  for (const [index, account] of accounts.entries()) {
    const balanced = index === accounts.length - 1;
    const used = types.slice(0, 1 + (index % types.length));
    const out = new Map<string, number>();
    for (let daysAgo = 88 - index; daysAgo > 2; daysAgo -= 6 + Math.floor(next() * 8)) {
      const type = used[Math.floor(next() * used.length)] ?? types[0];
      if (!type) continue;
      const key = type.customTypeId ?? type.packageType;
      const delivered = 1 + Math.floor(next() * type.size);
      // Most of what went out earlier comes back; some stays with the customer.
      const received = Math.min(out.get(key) ?? 0, Math.floor((out.get(key) ?? 0) * (0.5 + next() * 0.5)));
      out.set(key, (out.get(key) ?? 0) + delivered - received);
      await createPackageTransaction(ctx, {
        packageType: type.packageType,
        customTypeId: type.customTypeId,
        accountId: account.id,
        date: isoDay(daysAgo),
        quantityDelivered: delivered,
        quantityReceived: received,
        notes: received > 0 ? (returnNotes[made % returnNotes.length] ?? '') : (deliveryNotes[made % deliveryNotes.length] ?? ''),
        reference: `RIT-${String(1000 + made)}`,
      });
      made++;
    }
    if (balanced) made += await settleAccount(ctx, account.id);
  }
  return made;
}
