import type { SessionUser } from '@wb/contract/auth';

/** The signed-in session as kept in local storage (spec §4): restored at start, cleared at logout. */
export type StoredSession = { token: string; user: SessionUser };

const tokenKey = 'accessToken';
const userKey = 'user';
const listeners = new Set<() => void>();

let current: StoredSession | null = read();

function read(): StoredSession | null {
  try {
    const token = localStorage.getItem(tokenKey);
    const user = localStorage.getItem(userKey);
    return token && user ? { token, user: JSON.parse(user) as SessionUser } : null;
  } catch {
    return null;
  }
}

export function getSession(): StoredSession | null {
  return current;
}

export function setSession(session: StoredSession | null): void {
  if (session) {
    localStorage.setItem(tokenKey, session.token);
    localStorage.setItem(userKey, JSON.stringify(session.user));
  } else {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userKey);
  }
  current = session;
  for (const listener of listeners) listener();
}

/** Re-reads storage: another tab may have refreshed the token or signed out. */
export function reloadSession(): StoredSession | null {
  current = read();
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key !== tokenKey && event.key !== userKey && event.key !== null) return;
  current = read();
  for (const listener of listeners) listener();
});
