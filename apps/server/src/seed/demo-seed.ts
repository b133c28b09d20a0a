import type { UserRole } from '@wb/contract/roles';
import { type Db, fanOutSequentially, inTenantTurn, inTransaction, platformTenantId, type Tx } from '@/db/transaction';
import { hashPassword } from '@/platform/auth/passwords';
import { newId } from '@/platform/ids';
import { seedDemoAnnouncement } from '@/modules/notifications/notifications.demo';
import { seedDemoInvoices } from '@/modules/invoices/invoices.demo';
import { seedDemoOrders } from '@/modules/orders/orders.demo';
import { seedDemoSalesHistory } from '@/modules/business-intelligence/bi.demo';
import { seedDemoPackages } from '@/modules/packages/packages.demo';
import { seedDemoLabels } from '@/modules/labels/labels.demo';
import { seedDemoDeviceChecks } from '@/modules/device-checks/device-checks.demo';
import { seedDemoAiChat } from '@/modules/ai-chat/ai-chat.demo';
import { seedDemoPayments } from '@/modules/payments/payments.demo';
import { seedDemoPurchaseOrders } from '@/modules/purchase-orders/purchase-orders.demo';
import { seedDemoQuotes } from '@/modules/quotes/quotes.demo';
import { seedDemoCashBook } from '@/modules/cash-book/cash-book.demo';
import { seedDemoThreats } from '@/modules/security/threats.demo';
import { insertTenantDefaults } from '@/tenant-defaults';
import { seedDemoCompanyDetails } from '@/modules/settings/settings.demo';
import { seedMasterDataDemo } from './master-data-demo';

export const demoPassword = 'Demo!2345-Kaas';

type DemoUser = { email: string; firstName: string; lastName: string; role: UserRole };
type DemoTenant = { name: string; users: DemoUser[] };

export const demoSuperAdmin: DemoUser = { email: 'super@example.com', firstName: 'Sanne', lastName: 'Bakker', role: 'SUPER_ADMIN' };

export const demoTenants: DemoTenant[] = [
  {
    name: 'Demo Groothandel B.V.',
    users: [
      { email: 'admin@demo.example.com', firstName: 'Anna', lastName: 'de Vries', role: 'TENANT_ADMIN' },
      { email: 'staff@demo.example.com', firstName: 'Sem', lastName: 'Jansen', role: 'sales' },
    ],
  },
  {
    name: 'Andere Handel B.V.',
    users: [{ email: 'admin@other.example.com', firstName: 'Omar', lastName: 'El Amrani', role: 'TENANT_ADMIN' }],
  },
];

/** True when the database holds no tenant and no user yet: the first start. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  return inTransaction(db, { tenantId: null }, async (tx) => {
    const tenants = await tx.selectFrom('tenant').select('id').limit(1).execute();
    const users = await tx.selectFrom('appUser').select('id').limit(1).execute();
    return tenants.length === 0 && users.length === 0;
  });
}

/**
 * The demo: a super admin and two companies with their people, all with the demo password.
 * Each module adds its own demo data to the tenants made here, in one transaction per tenant.
 * `masterData: false` leaves out customers, suppliers and items (tests that count from scratch).
 */
export async function seedDemo(
  db: Db,
  options: { masterData?: boolean } = {},
): Promise<Array<{ email: string; role: UserRole; tenant: string | null }>> {
  const passwordHash = await hashPassword(demoPassword);
  const signIns: Array<{ email: string; role: UserRole; tenant: string | null }> = [];
  const verified = new Date();

  // One transaction for all of it: a first start that fails halfway (a refused statement, a
  // stopped server) leaves an empty database, which the next start seeds again (isEmptyDatabase),
  // instead of a super admin without the companies, which it would take for a seeded one.
  await inTransaction(db, { tenantId: platformTenantId }, async (tx) => {
    // Each tenant's shard is written after the global rows of the tenant before (Citus): over one
    // connection per worker, so a later write of a global table is allowed (fanOutSequentially).
    await fanOutSequentially(tx);
    await tx
      .insertInto('appUser')
      .values({
        id: newId(),
        email: demoSuperAdmin.email,
        passwordHash,
        firstName: demoSuperAdmin.firstName,
        lastName: demoSuperAdmin.lastName,
        isSuperAdmin: true,
        emailVerifiedAt: verified,
      })
      .execute();
    signIns.push({ email: demoSuperAdmin.email, role: 'SUPER_ADMIN', tenant: null });
    for (const demo of demoTenants) {
      const tenantId = newId();
      await inTenantTurn(tx, tenantId, () => seedDemoTenant(tx, tenantId, demo, passwordHash, verified, options, signIns));
    }
  });
  return signIns;
}

/** One demo company: the tenant, its defaults and people, then each module's demo data. */
async function seedDemoTenant(
  tx: Tx,
  tenantId: string,
  demo: DemoTenant,
  passwordHash: string,
  verified: Date,
  options: { masterData?: boolean },
  signIns: Array<{ email: string; role: UserRole; tenant: string | null }>,
): Promise<void> {
  await tx.insertInto('tenant').values({ id: tenantId, name: demo.name, subscriptionStatus: 'active' }).execute();
  await insertTenantDefaults(tx, tenantId);
  const userIds: string[] = [];
  for (const person of demo.users) {
    const userId = newId();
    userIds.push(userId);
    await tx
      .insertInto('appUser')
      .values({
        id: userId,
        email: person.email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        emailVerifiedAt: verified,
      })
      .execute();
    await tx
      .insertInto('tenantUser')
      .values({ tenantId, userId, role: person.role as Exclude<UserRole, 'SUPER_ADMIN' | 'USER'> })
      .execute();
    signIns.push({ email: person.email, role: person.role, tenant: demo.name });
  }
  await seedDemoCompanyDetails(tx, tenantId, demo.name, userIds[0] ?? null);
  if (options.masterData === false) return;
  await seedMasterDataDemo(tx, tenantId, demo.name, userIds[0] ?? null);
  // Invoice numbers rise with invoice dates: the history's (up to three weeks ago), the
  // payments demo's (the last three weeks), then the rest of the history and the demo
  // orders' invoices, dated today.
  const history = await seedDemoSalesHistory(tx, tenantId, demo.name, userIds);
  await seedDemoOrders(tx, tenantId, demo.name, userIds);
  await seedDemoPackages(tx, tenantId, demo.name, userIds);
  await seedDemoPayments(tx, tenantId, userIds);
  await history.finish();
  await seedDemoInvoices(tx, tenantId, userIds);
  await seedDemoPurchaseOrders(tx, tenantId, userIds);
  await seedDemoLabels(tx, tenantId, userIds);
  const first = demo === demoTenants[0];
  if (first) await seedDemoDeviceChecks(tx, tenantId, userIds, demo.users[0]?.email ?? '');
  await seedDemoQuotes(tx, tenantId, userIds);
  await seedDemoCashBook(tx, tenantId, userIds);
  if (first) await seedDemoAiChat(tx, tenantId, userIds);
  if (first) await seedDemoAnnouncement(tx, tenantId, userIds[0] ?? null);
  if (first) await seedDemoThreats(tx, tenantId, demo.users[0]?.email ?? '', userIds[0] ?? null);
}
