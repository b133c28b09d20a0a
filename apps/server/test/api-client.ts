import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ErrorBody } from '@wb/contract/errors';
import { inTransaction } from '@/db/transaction';
import type { Db } from '@/db/transaction';
import { bearer, signIn } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A successful body is T; a failed one is the error shape. */
export type Reply<T> = { status: number; body: T & Partial<ErrorBody> };

/** Calls of one signed-in user (or of no one, with `null`), for route tests. */
export function apiAs(app: FastifyInstance, token: string | null) {
  const call = async <T>(method: Method, url: string, payload?: unknown): Promise<Reply<T>> => {
    const options: InjectOptions = { method, url: `/api/v1${url}`, headers: token ? bearer(token) : {} };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const res = await app.inject(options);
    // JSON answers parsed; a file (a CSV export) is kept as its text.
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: (res.body ? (json ? res.json() : res.body) : {}) as Reply<T>['body'] };
  };
  return {
    get: <T = object>(url: string) => call<T>('GET', url),
    post: <T = object>(url: string, body?: unknown) => call<T>('POST', url, body ?? {}),
    put: <T = object>(url: string, body: unknown) => call<T>('PUT', url, body),
    patch: <T = object>(url: string, body: unknown) => call<T>('PATCH', url, body),
    delete: <T = object>(url: string) => call<T>('DELETE', url),
  };
}
export type Api = ReturnType<typeof apiAs>;

export async function signedInApi(app: FastifyInstance, email: string, password?: string): Promise<Api> {
  const { access_token } = await signIn(app, email, password);
  return apiAs(app, access_token);
}

export function tenantIdByName(db: Db, name: string): Promise<string> {
  return inTransaction(db, { tenantId: null }, async (tx) => {
    const row = await tx.selectFrom('tenant').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    return row.id;
  });
}

export function userIdByEmail(db: Db, email: string): Promise<string> {
  return inTransaction(db, { tenantId: null }, async (tx) => {
    const row = await tx.selectFrom('appUser').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Audit events of a tenant, newest last. */
export function auditOf(db: Db, tenantId: string) {
  return inTransaction(db, { tenantId }, (tx) =>
    tx.selectFrom('auditEvent').selectAll().where('tenantId', '=', tenantId).orderBy('seq').execute(),
  );
}

/** The newest event that matches. */
export function lastEvent<E>(events: E[], match: (event: E) => boolean): E | undefined {
  return [...events].reverse().find(match);
}

export const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Test',
  lastName: email.split('@')[0],
  email,
  password: 'Welkom-Terug!2345',
  role: 'sales',
  ...extra,
});
