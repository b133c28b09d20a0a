import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { type FakeKvk, startFakeKvk } from '@/integrations/kvk/fake-kvk';
import { kvkTestApiKey } from '@/integrations/kvk/kvk-client';
import { bodyCases, type FuzzCase, pathCases, queryCases, seeded } from '../../test/fuzz/fuzz-cases';
import { fieldIds, fillPath, realIdResolver } from '../../test/fuzz/real-ids';
import { type Schema, sampleOf } from '../../test/fuzz/schema-sample';

/**
 * Fuzzes every operation of the OpenAPI document (issue 25): wrong types, missing fields, nulls,
 * 1 MB strings, 10,000 levels of nesting, control characters and lone surrogates, huge numbers,
 * bad and upper-case uuids in paths, wrong content types — as a tenant admin with every right on
 * the demo's data (real ids in paths and bodies, so cases reach the services), and without a token.
 * Deterministic (a fixed seed, a fixed set of cases per operation). Every answer must be below 500.
 */
type Operation = {
  method: string;
  path: string;
  body?: Schema;
  query: string[];
};

const skipped = new Set(['GET /api/v1/events/stream']);
/** Operations that end the session or remove the rows the others use go last. */
const lastly = (op: Operation) => (op.method === 'DELETE' || /logout|revoke|erase|bulk\/delete|change-password|mfa/.test(op.path) ? 1 : 0);

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as Array<{ in: string; name: string }>;
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      const entry = {
        method: method.toUpperCase(),
        path,
        body: content?.['application/json']?.schema,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
      };
      if (!skipped.has(`${entry.method} ${path}`)) ops.push(entry);
    }
  }
  return ops.sort((a, b) => lastly(a) - lastly(b));
}

let t: TestApp;
let ops: Operation[];
let adminToken: string;
let sequence = 0;

async function send(options: InjectOptions, signedIn: boolean): Promise<LightMyRequestResponse> {
  // A client address of its own per request: refused sign-ins never lock out the admin's address.
  sequence += 1;
  const remoteAddress = `10.25.${(sequence >> 8) & 255}.${sequence & 255}`;
  const headers = { ...(options.headers ?? {}), ...(signedIn ? bearer(adminToken) : {}) };
  let res = await t.app.inject({ ...options, headers, remoteAddress });
  if (signedIn && res.statusCode === 401) {
    adminToken = (await signIn(t.app, 'admin@demo.example.com')).access_token;
    res = await t.app.inject({ ...options, headers: { ...headers, ...bearer(adminToken) }, remoteAddress });
  }
  return res;
}

function requestOf(op: Operation, realParams: Record<string, string>, c: FuzzCase): InjectOptions {
  const url = fillPath(op.path, c.params ?? realParams) + (c.query ? `?${c.query}` : '');
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url };
  if (c.raw !== undefined) {
    options.payload = c.raw;
    options.headers = { 'content-type': c.contentType ?? 'application/json' };
  } else if (c.body !== undefined) {
    options.payload = JSON.stringify(c.body);
    options.headers = { 'content-type': 'application/json' };
  }
  return options;
}

let kvk: FakeKvk | undefined;
beforeAll(async () => {
  // The company register answers from its fake: an outside service that is down is a 503, not what this test looks for.
  kvk = await startFakeKvk();
  t = await createTestApp({ kvkApiUrl: kvk.url, kvkApiKey: kvkTestApiKey }, { masterData: true });
  adminToken = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  ops = operationsOf(t.app.swagger() as never);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await kvk?.stop();
});

describe('the OpenAPI fuzz', () => {
  it('no operation answers 500 to bad input, signed in or not', { timeout: 300_000 }, async () => {
    const admin = (options: InjectOptions) => send(options, true);
    const me = (await admin({ method: 'GET', url: '/api/v1/auth/me' })).json() as { user?: { tenantId?: string }; tenantId?: string };
    const tenantId = me.user?.tenantId ?? me.tenantId ?? '';
    const ids = await fieldIds(admin);
    const payments = await realIdResolver(admin, {})('/api/v1/payments/{id}');
    const resolve = realIdResolver(admin, {
      tenantId,
      section: 'payments',
      role: 'SALES',
      token: 'no-such-token',
      paymentId: payments.id as string,
    });
    const random = seeded(25);
    const failures: string[] = [];
    let requests = 0;
    for (const op of ops) {
      const real = await resolve(op.path);
      const sample = op.body ? sampleOf(op.body, ids, '', 0, true) : undefined;
      const cases: FuzzCase[] = [
        ...(sample === undefined ? [{ name: 'plain' }] : bodyCases(sample, random, sampleOf(op.body, ids))),
        ...pathCases(real),
        ...queryCases(op.query),
      ];
      for (const c of cases) {
        for (const signedIn of [true, false]) {
          const res = await send(requestOf(op, real, c), signedIn);
          requests += 1;
          if (res.statusCode >= 500) {
            const body = c.raw ?? JSON.stringify(c.body) ?? '';
            failures.push(
              `${op.method} ${op.path} [${c.name}]${signedIn ? '' : ' (no token)'} ${body.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    console.info(`OpenAPI fuzz: ${ops.length} operations, ${requests} requests, ${failures.length} answers of 500`);
    expect(failures).toEqual([]);
  });
});
