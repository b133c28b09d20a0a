import { afterAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '@/platform/trust-proxy';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Behind a proxy, a client cannot escape the sign-in rate limit by writing its own
 * X-Forwarded-For (issue 25, item 8): only the entry our proxy appended counts.
 */
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

const limit = 10;

/**
 * Failed sign-ins, each with another e-mail and another made-up X-Forwarded-For; answers the
 * statuses, and last that of one more attempt by someone else (`other`, through the same proxy).
 */
async function attack(
  trustProxy: TrustProxy,
  remoteAddress: string,
  forwardedBy: (i: number) => string,
  other?: { remoteAddress: string; forwardedFor: string },
): Promise<{ statuses: number[]; other: number }> {
  const t = await createTestApp({ trustProxy, authRateLimitPerMinute: limit });
  apps.push(t);
  const login = (i: number, from: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody${i}@example.com`, password: 'Wrong!password1' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < limit + 5; i++) statuses.push((await login(i, remoteAddress, forwardedBy(i))).statusCode);
  const last = other ? (await login(99, other.remoteAddress, other.forwardedFor)).statusCode : 0;
  return { statuses, other: last };
}

describe('TRUST_PROXY', () => {
  it('with one hop, the address the proxy appended is the client, whatever the client wrote before it', async () => {
    const { statuses, other } = await attack(1, '10.0.0.1', (i) => `198.51.100.${i}, 203.0.113.7`, {
      remoteAddress: '10.0.0.1',
      forwardedFor: '203.0.113.8',
    });
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
    // Another client behind the same proxy has a limit of its own.
    expect(other).toBe(401);
  });

  it('with a list of proxies, X-Forwarded-For from anyone else is ignored', async () => {
    const { statuses, other } = await attack(['10.0.0.1'], '203.0.113.9', (i) => `198.51.100.${i}`, {
      remoteAddress: '10.0.0.1',
      forwardedFor: '203.0.113.9',
    });
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
    // Through the trusted proxy, the same client is still the same client.
    expect(other).toBe(429);
  });

  it('with no proxy configured, the header is ignored', async () => {
    const { statuses } = await attack(false, '203.0.113.10', (i) => `198.51.100.${i}`);
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
  });
});
