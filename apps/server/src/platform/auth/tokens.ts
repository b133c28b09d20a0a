import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { userRoles, type UserRole } from '@wb/contract/roles';
import { AppError } from '@/platform/errors';
import { isUuid } from '@/platform/ids';

export type AccessClaims = { userId: string; sessionId: string; tenantId: string | null; role: UserRole };

export type TokenSigner = {
  ttlSeconds: number;
  sign: (claims: AccessClaims) => Promise<string>;
  verify: (token: string) => Promise<AccessClaims>;
};

/**
 * Short-lived HS256 access tokens, keyed from the server secret. The key is imported into Web
 * Crypto once: given raw bytes, jose imports them again at every request's check.
 */
export function createTokenSigner(appSecret: Buffer, ttlSeconds: number): TokenSigner {
  const raw = new Uint8Array(hkdfSync('sha256', appSecret, 'wb', 'access-token', 32));
  let imported: Promise<CryptoKey> | undefined;
  const cryptoKey = () => {
    imported ??= crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return imported;
  };
  return {
    ttlSeconds,
    sign: async (claims) =>
      new SignJWT({ sid: claims.sessionId, tid: claims.tenantId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await cryptoKey()),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await cryptoKey(), { algorithms: ['HS256'] });
        const { sub, sid, tid, role } = payload;
        if (!isUuid(sub) || !isUuid(sid) || !(tid === null || isUuid(tid)) || !userRoles.includes(role as UserRole)) {
          throw new AppError('INVALID_TOKEN', 'Invalid token');
        }
        return { userId: sub, sessionId: sid, tenantId: tid, role: role as UserRole };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Session expired, please refresh');
        if (err instanceof AppError) throw err;
        throw new AppError('INVALID_TOKEN', 'Invalid token');
      }
    },
  };
}

/** An opaque refresh token; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
