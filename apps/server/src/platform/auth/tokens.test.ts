import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

const claims = {
  userId: '0190aaaa-0000-7000-8000-000000000001',
  sessionId: '0190aaaa-0000-7000-8000-000000000002',
  tenantId: '0190aaaa-0000-7000-8000-000000000003',
  role: 'TENANT_ADMIN' as const,
};
const codeOf = (err: unknown) => (err as { code?: string }).code;

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies a token again from memory, and still refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const signer = createTokenSigner(Buffer.alloc(32, 7), 60);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(await signer.verify(token).catch(codeOf)).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token whose signature or claims were changed, also after the genuine one was verified', async () => {
    const signer = createTokenSigner(Buffer.alloc(32, 7), 60);
    const token = await signer.sign(claims);
    await signer.verify(token);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(`${header}.${payload}.${flipped}`).catch(codeOf)).toBe('INVALID_TOKEN');
    const otherPayload = Buffer.from(
      JSON.stringify({ sub: claims.userId, sid: claims.sessionId, tid: null, role: 'SUPER_ADMIN' }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${otherPayload}.${signature}`).catch(codeOf)).toBe('INVALID_TOKEN');
    const otherServer = createTokenSigner(Buffer.alloc(32, 8), 60);
    expect(await otherServer.verify(token).catch(codeOf)).toBe('INVALID_TOKEN');
  });
});
