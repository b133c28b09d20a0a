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
  const verified = verifiedTokens();
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
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await cryptoKey(), { algorithms: ['HS256'] });
        const { sub, sid, tid, role, exp } = payload;
        if (!isUuid(sub) || !isUuid(sid) || !(tid === null || isUuid(tid)) || !userRoles.includes(role as UserRole)) {
          throw new AppError('INVALID_TOKEN', 'auth.invalidToken');
        }
        const claims = { userId: sub, sessionId: sid, tenantId: tid, role: role as UserRole };
        if (exp) verified.set(token, claims, exp * 1000);
        return claims;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'auth.tokenExpired');
        if (err instanceof AppError) throw err;
        throw new AppError('INVALID_TOKEN', 'auth.invalidToken');
      }
    },
  };
}

/**
 * Tokens whose signature was checked, with their claims, until they expire: a browser sends the
 * same token for minutes, and checking its signature again costs a trip to the crypto thread pool
 * per request (issue 11). The session behind a token is still read at every request (guard.ts).
 */
function verifiedTokens(maxSize = 20_000) {
  const entries = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    get(token: string): AccessClaims | null {
      const entry = entries.get(token);
      if (!entry) return null;
      if (Date.now() < entry.expiresAt) return entry.claims;
      entries.delete(token);
      return null;
    },
    set(token: string, claims: AccessClaims, expiresAt: number): void {
      if (entries.size >= maxSize) entries.clear();
      entries.set(token, { claims, expiresAt });
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
