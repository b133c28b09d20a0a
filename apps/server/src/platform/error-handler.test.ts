import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { concurrencyMessage } from '@/platform/error-handler';
import { AppError } from '@/platform/errors';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Routes that fail on purpose, to see what the error handler makes of each failure. */
function addFailingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'public' as const };
  r.get('/api/v1/fail/crash', { config }, async () => {
    throw new Error('connection string postgres://secret@db');
  });
  r.get('/api/v1/fail/conflict', { config }, async () => {
    throw new AppError('CONFLICT', 'invoices.final', undefined, {
      details: [{ path: 'status', key: 'orders.terminalStatus', params: { status: 'Delivered' } }],
    });
  });
  r.get('/api/v1/fail/deadlock', { config }, async () => {
    throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
  });
  r.get('/api/v1/fail/serialization', { config }, async () => {
    throw Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
  });
  r.get('/api/v1/fail/shape', { config, schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'x' }) as never);
  r.get('/api/v1/fail/query', { config, schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ({}));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false, configure: addFailingRoutes });
});
afterAll(() => t.close());

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const postLogin = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers });

describe('GET /api/v1/health', () => {
  it('answers 200 with the database engine in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL || process.env.CITUS_URL ? 'postgres' : 'pglite' });
    expect(res.json().uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('unknown routes', () => {
  it('answers 404 NOT_FOUND as JSON for any method under /api/v1', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({
        error: {
          code: 'NOT_FOUND',
          message: `No route ${method} /api/v1/no-such-thing`,
          key: 'platform.noRoute',
          params: { method, path: '/api/v1/no-such-thing' },
        },
      });
    }
  });
});

describe('bad requests are 4xx with the one error shape, never 500', () => {
  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    for (const payload of ['{"email": "a@b.nl",', '{email: 1}', 'null x']) {
      const res = await postLogin(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error.code, payload).toBe('BAD_REQUEST');
      expect(res.json().error.message, payload).toEqual(expect.any(String));
    }
  });

  it('answers an empty JSON body and an unsupported content type with a 4xx', async () => {
    const empty = await postLogin('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('BAD_REQUEST');
    const text = await postLogin('email=a', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(text.json().error.code).toEqual(expect.any(String));
  });

  it('answers a body over 2 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await postLogin(JSON.stringify({ email: 'a@b.nl', password: 'x'.repeat(3 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the query parameter that failed validation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/fail/query?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'page' }] });
  });

  it("gives each detail a key: the contract's own message key, else the key of zod's issue with its params", async () => {
    const own = await postLogin(JSON.stringify({ email: 'not-an-address', password: 'x' }));
    expect(own.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'email: Please enter a valid email address.',
      key: 'validation.invalidEmail',
      details: [{ path: 'email', message: 'Please enter a valid email address.', key: 'validation.invalidEmail' }],
    });
    const zods = await t.app.inject({ method: 'GET', url: '/api/v1/fail/query?page=0' });
    const detail = zods.json().error.details[0];
    expect(detail).toMatchObject({ path: 'page', key: 'validation.tooSmall', params: { minimum: 1 } });
    expect(detail.message).toEqual(expect.any(String));
  });
});

describe("the router's own failures answer in the one error shape", () => {
  it("answers a malformed path with 400 BAD_REQUEST, not Fastify's FST_ERR_BAD_URL body", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'The address is not valid', key: 'platform.badUrl' } });
  });

  it('answers a path parameter of 5,000 characters with 414 URI_TOO_LONG', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${'a'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ error: { code: 'URI_TOO_LONG', message: 'The address is too long', key: 'platform.uriTooLong' } });
  });
});

describe('server-side failures', () => {
  it('maps an AppError to its status and keeps its details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/fail/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'A final invoice cannot be changed or deleted; correct or cancel it with a credit note',
        key: 'invoices.final',
        details: [
          {
            path: 'status',
            message: 'This order has a final status and can no longer be changed ("Delivered")',
            key: 'orders.terminalStatus',
            params: { status: 'Delivered' },
          },
        ],
      },
    });
  });

  it('answers a deadlock or a serialization failure with 409: the transaction was undone, trying again works', async () => {
    for (const url of ['/api/v1/fail/deadlock', '/api/v1/fail/serialization']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(409);
      expect(res.json(), url).toMatchObject({ error: { code: 'CONFLICT', message: concurrencyMessage, key: 'platform.concurrency' } });
    }
  });

  it('answers an unexpected error with 500 INTERNAL and does not leak its message', async () => {
    for (const url of ['/api/v1/fail/crash', '/api/v1/fail/shape']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json(), url).toMatchObject({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', key: 'platform.internal' },
      });
      expect(res.body).not.toContain('secret');
    }
  });
});

describe('x-request-id', () => {
  it('is on every response: success, not found and error', async () => {
    const ids = new Set<string>();
    for (const url of ['/api/v1/health', '/api/v1/nothing', '/api/v1/fail/crash']) {
      const id = (await t.app.inject({ method: 'GET', url })).headers['x-request-id'];
      expect(id, url).toMatch(uuid);
      ids.add(String(id));
    }
    expect(ids.size).toBe(3);
    expect((await postLogin('{')).headers['x-request-id']).toMatch(uuid);
  });

  it('echoes a well-formed incoming id and replaces a malformed one', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'trace-1234abcd' } });
    expect(given.headers['x-request-id']).toBe('trace-1234abcd');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'evil\tid; drop' } });
    expect(bad.headers['x-request-id']).toMatch(uuid);
  });
});
