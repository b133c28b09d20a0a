import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { helmetHeaders } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe('security headers', () => {
  it("are helmet's, with the app's content security policy, on answers, refusals and errors alike", async () => {
    for (const [url, status] of [
      ['/api/v1/health', 200],
      ['/api/v1/auth/me', 401],
      ['/api/v1/no-such-route', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('are worked out from the options given', () => {
    const headers = new Map(helmetHeaders({ frameguard: { action: 'deny' }, contentSecurityPolicy: false }));
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.has('content-security-policy')).toBe(false);
  });
});
