import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { loginOk, registerVerified, uniqueEmail } from '../../../test/account-helpers';
import { defaultOrderStatuses, defaultOrderTransitions, insertDefaultOrderStatuses } from './order-status-defaults';
import { findOrderStatuses } from './order-statuses.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A tenant's statuses and transitions by code, read past row-level security (as the test owner). */
async function rulesOf(tenantId: string) {
  const statuses = await t.deps.db
    .selectFrom('orderStatus')
    .select(['id', 'code', 'name', 'colour', 'sortOrder', 'isDefault', 'isTerminal', 'isDelivering'])
    .where('tenantId', '=', tenantId)
    .orderBy('sortOrder')
    .execute();
  const codeOf = new Map(statuses.map((s) => [s.id, s.code]));
  const transitions = await t.deps.db
    .selectFrom('orderStatusTransition')
    .select(['fromStatusId', 'toStatusId'])
    .where('tenantId', '=', tenantId)
    .execute();
  return {
    statuses: statuses.map(({ id: _, ...s }) => s),
    transitions: transitions.map((r) => `${codeOf.get(r.fromStatusId)}>${codeOf.get(r.toStatusId)}`).sort(),
  };
}

const expected = {
  statuses: defaultOrderStatuses.map((s, index) => ({
    code: s.code,
    name: null,
    colour: s.colour,
    sortOrder: index,
    isDefault: s.isDefault ?? false,
    isTerminal: s.isTerminal ?? false,
    isDelivering: s.isDelivering ?? false,
  })),
  transitions: defaultOrderTransitions.map(([from, to]) => `${from}>${to}`).sort(),
};

const tenantNamed = async (name: string) =>
  (await t.deps.db.selectFrom('tenant').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** A tenant row alone, as one made before the statuses came with the tenant. */
async function bareTenant(): Promise<string> {
  const tenantId = newId();
  await inTransaction(t.deps.db, { tenantId }, (tx) =>
    tx
      .insertInto('tenant')
      .values({ id: tenantId, name: `Kaal ${tenantId}` })
      .execute(),
  );
  return tenantId;
}

describe('the default order statuses come with the tenant', () => {
  it('for a tenant a super admin makes', async () => {
    const superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tenants',
      headers: bearer(superAdmin),
      payload: { name: 'Nieuw Beheer B.V.' },
    });
    expect(res.statusCode).toBe(201);
    expect(await rulesOf(res.json().id)).toEqual(expected);
  });

  it('for a company that registers', async () => {
    await registerVerified(t, { companyName: 'Registratie Handel B.V.' });
    expect(await rulesOf(await tenantNamed('Registratie Handel B.V.'))).toEqual(expected);
  });

  it('for a company a signed-in person without one makes', async () => {
    const person = await registerVerified(t, { email: uniqueEmail('solo') });
    const { access_token } = await loginOk(t, person.email, person.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/company',
      headers: bearer(access_token),
      payload: { companyName: 'Eigen Zaak B.V.' },
    });
    expect(res.statusCode).toBe(201);
    expect(await rulesOf(await tenantNamed('Eigen Zaak B.V.'))).toEqual(expected);
  });

  it('for the demo tenants', async () => {
    expect(await rulesOf(await tenantNamed('Andere Handel B.V.'))).toEqual(expected);
  });

  it('as insertDefaultOrderStatuses writes them, once', async () => {
    const tenantId = await bareTenant();
    await inTransaction(t.deps.db, { tenantId }, (tx) => insertDefaultOrderStatuses(tx, tenantId));
    expect(await rulesOf(tenantId)).toEqual(expected);
  });
});

describe('reading the statuses', () => {
  it('makes none for a tenant that has none', async () => {
    const tenantId = await bareTenant();
    const read = await systemCtx(t.deps.db, tenantId, (ctx) => findOrderStatuses(ctx));
    expect(read).toEqual({ statuses: [], transitions: [] });
    expect(await rulesOf(tenantId)).toEqual({ statuses: [], transitions: [] });
  });
});

describe('migration 0127', () => {
  const migration = readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0127_order_status_defaults.sql'), 'utf8');

  // Not on Citus: 0127 runs before the tables are distributed, never after (docs/citus.md, "INSERT … SELECT in migrations").
  it.skipIf(Boolean(process.env.CITUS_URL))(
    'gives the defaults to each tenant that has no status, and leaves the others as they are',
    async () => {
      const [a, b] = [await bareTenant(), await bareTenant()];
      const demo = await tenantNamed('Demo Groothandel B.V.');
      await inTransaction(t.deps.db, { tenantId: demo }, (tx) =>
        tx.updateTable('orderStatus').set({ name: 'Eigen naam' }).where('tenantId', '=', demo).where('code', '=', 'ready').execute(),
      );
      const demoBefore = await rulesOf(demo);
      await t.deps.db.transaction().execute((trx) => sql.raw(migration).execute(trx));
      expect(await rulesOf(a)).toEqual(expected);
      expect(await rulesOf(b)).toEqual(expected);
      expect(await rulesOf(demo)).toEqual(demoBefore);
    },
  );
});
