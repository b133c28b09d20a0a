import { expect } from 'vitest';
import type { DefaultOrderStatusCode } from '@wb/contract/order-statuses';
import type { TenantRole } from '@wb/contract/roles';
import { inTransaction } from '@/db/transaction';
import { hashPassword } from '@/platform/auth/passwords';
import { newId } from '@/platform/ids';
import { bearer, signIn, type TestApp } from '../../../test/test-app';

/** Helpers the order tests share: calls, a person of a given role, accounts and items made over the API. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return (token: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

export type Res = {
  statusCode: number;
  body: string;
  json: () => { error: { message: string; details: Array<{ path: string; message: string }> } };
};

export const fieldErrors = (res: Res) => Object.fromEntries(res.json().error.details.map((d) => [d.path, d.message]));

/** A person of `role` in the tenant, signed in; answers the access token. */
export async function signInAs(t: TestApp, tenantId: string, role: TenantRole): Promise<string> {
  const email = `${role}-${newId().slice(-8)}@demo.example.com`;
  const passwordHash = await hashPassword('Test!2345-long');
  await inTransaction(t.handle.db, { tenantId }, async (tx) => {
    const userId = newId();
    await tx
      .insertInto('appUser')
      .values({ id: userId, email, passwordHash, firstName: 'Test', lastName: role, emailVerifiedAt: new Date() })
      .execute();
    await tx.insertInto('tenantUser').values({ tenantId, userId, role }).execute();
  });
  return (await signIn(t.app, email, 'Test!2345-long')).access_token;
}

export async function createAccount(t: TestApp, token: string, payload: object = {}): Promise<{ id: string; accountNumber: string }> {
  const res = await caller(t)(token, 'POST', '/accounts', { companyName: `Klant ${newId().slice(-6)}`, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as { id: string; accountNumber: string };
}

export async function createItem(t: TestApp, token: string, payload: object = {}): Promise<{ id: string; sku: string }> {
  const res = await caller(t)(token, 'POST', '/items', { name: `Artikel ${newId().slice(-6)}`, unit: 'st', price: '1.00', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as { id: string; sku: string };
}

export async function putSettings(t: TestApp, adminToken: string, path: string, values: object): Promise<void> {
  const call = caller(t);
  const current = (await call(adminToken, 'GET', '/settings/bulk')).json() as unknown as Record<string, object>;
  const key = path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const res = await call(adminToken, 'PUT', `/settings/${path}`, { ...current[key], ...values });
  expect(res.statusCode, res.body).toBe(200);
}

export type StatusList = {
  statuses: Array<{ id: string; code: string; name: string | null; isDefault: boolean; isTerminal: boolean; isDelivering: boolean }>;
  transitions: Array<{ id: string; fromStatusId: string; toStatusId: string }>;
};

/** The tenant's statuses by code. */
export async function statusIds(t: TestApp, token: string): Promise<Record<DefaultOrderStatusCode, string>> {
  const res = await caller(t)(token, 'GET', '/order-statuses');
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json() as unknown as StatusList;
  return Object.fromEntries(list.statuses.map((s) => [s.code, s.id])) as Record<DefaultOrderStatusCode, string>;
}
