import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { LoginInput, LoginResult, SessionUser } from '@wb/contract/auth';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { getSession, setSession, subscribeSession } from './auth-store';

type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** A sign-in either ends signed in, or asks for the two-factor code (second step). */
export type LoginOutcome = { kind: 'signedIn'; user: SessionUser } | { kind: 'mfa'; mfaToken: string };

type AuthValue = {
  status: AuthStatus;
  user: SessionUser | null;
  login: (input: LoginInput) => Promise<LoginOutcome>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession);
  // A stored session is confirmed with the server once at start; a spinner shows meanwhile.
  const [checking, setChecking] = useState(() => getSession() !== null);

  useEffect(() => {
    if (!checking) return;
    api('GET /auth/me')
      .then((user) => {
        const latest = getSession();
        if (latest) setSession({ token: latest.token, user });
      })
      .catch((err) => {
        if (err instanceof ApiError && err.status === 401) setSession(null);
      })
      .finally(() => setChecking(false));
  }, [checking]);

  const login = useCallback(async (input: LoginInput): Promise<LoginOutcome> => {
    const body: LoginResult | undefined = await api('POST /auth/login', { body: input, auth: false });
    if (body && 'mfaRequired' in body && body.mfaToken) return { kind: 'mfa', mfaToken: body.mfaToken };
    const signedIn = body && 'access_token' in body ? body : undefined;
    if (!signedIn?.access_token || !signedIn.user) throw new ApiError(500, 'INTERNAL', 'Invalid login response format');
    setSession({ token: signedIn.access_token, user: signedIn.user });
    return { kind: 'signedIn', user: signedIn.user };
  }, []);

  const logout = useCallback(async () => {
    // A failed server logout is ignored: local data is cleared all the same.
    await api('POST /auth/logout').catch(() => undefined);
    setSession(null);
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      status: checking ? 'loading' : session ? 'authenticated' : 'anonymous',
      user: session?.user ?? null,
      login,
      logout,
    }),
    [checking, session, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in state, or null outside an AuthProvider (a component rendered on its own). */
export function useOptionalAuth(): AuthValue | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
