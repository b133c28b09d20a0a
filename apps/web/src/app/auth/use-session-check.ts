import { useEffect } from 'react';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { getSession, setSession } from './auth-store';

/** How often an open app asks whether its session still holds. */
export const sessionCheckIntervalMs = 15_000;

/**
 * Keeps an open app in step with the server: every 15 seconds, and when the window regains
 * focus, it re-reads the session user. A user who was deactivated (or whose company was
 * suspended) is signed out, and a changed role matrix shows at once. A failed call that is not
 * about the session (offline, server busy) changes nothing.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (stopped || document.visibilityState === 'hidden' || !getSession()) return;
      try {
        const user = await api('GET /auth/me');
        const latest = getSession();
        if (!stopped && latest && JSON.stringify(latest.user) !== JSON.stringify(user)) setSession({ token: latest.token, user });
      } catch (err) {
        // A 401 already went through one refresh attempt in the API client, which signs out when it fails.
        if (err instanceof ApiError && (err.code === 'ACCOUNT_DISABLED' || err.status === 401)) setSession(null);
      }
    };
    const timer = window.setInterval(check, sessionCheckIntervalMs);
    const onVisible = () => void check();
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
