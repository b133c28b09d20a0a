import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '@/app/auth/auth-store';
import { apiRequest as api } from './api-client';
import { ApiError } from './api-error';

const user = {
  id: 'u',
  email: 'a@b.nl',
  role: 'sales',
  tenantId: null,
  tenantName: null,
  firstName: '',
  lastName: '',
  permissions: {},
} as const;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = json.bind(null, 401, { error: { code: 'TOKEN_EXPIRED', message: 'Session expired' } });

describe('api client', () => {
  let refreshCalls = 0;
  let refreshSucceeds = true;

  beforeEach(() => {
    refreshCalls = 0;
    refreshSucceeds = true;
    setSession({ token: 'old', user: { ...user } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>).authorization;
        if (url.endsWith('/auth/refresh')) {
          refreshCalls += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return refreshSucceeds
            ? json(200, { access_token: 'new', refreshToken: 'r', expiresIn: 900, user })
            : json(401, { error: { code: 'SESSION_REVOKED', message: 'ended' } });
        }
        return auth === 'Bearer new' ? json(200, { ok: url }) : expired();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers concurrent 401s with exactly one refresh, then retries each call with the new token', async () => {
    const results = await Promise.all([api('/a'), api('/b'), api('/c')]);
    expect(refreshCalls).toBe(1);
    expect(results).toEqual([{ ok: '/api/v1/a' }, { ok: '/api/v1/b' }, { ok: '/api/v1/c' }]);
    expect(getSession()?.token).toBe('new');
  });

  it('clears the session when the refresh fails, and the call fails with the original error', async () => {
    refreshSucceeds = false;
    await expect(api('/a')).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls).toBe(1);
    expect(getSession()).toBeNull();
  });

  it('passes the server error code, message and field details on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { error: { code: 'VALIDATION_FAILED', message: 'email: bad', details: [{ path: 'email', message: 'bad' }] } }),
      ),
    );
    const err = (await api('/x').catch((e) => e)) as ApiError;
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.details).toEqual([{ path: 'email', message: 'bad' }]);
  });
});
