import type { LoginResponse } from '@wb/contract/auth';
import { webClientHeader, webClientValue } from '@wb/contract/auth-constants';
import type { ErrorBody } from '@wb/contract/errors';
import { getSession, reloadSession, setSession } from '@/app/auth/auth-store';
import { ApiError } from './api-error';

export const apiBase = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `body` is sent as JSON, or as it is when FormData (uploads); `as` reads the answer as JSON, a file (`blob`: a logo) or text (a CSV export). */
type RequestOptions = {
  method?: Method;
  body?: unknown;
  auth?: boolean;
  signal?: AbortSignal;
  as?: 'json' | 'blob' | 'text';
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

/**
 * Calls the API with the session's bearer token. A 401 triggers exactly one token refresh,
 * which concurrent calls (in this tab and others) wait for, then each retries once. When the
 * refresh fails the session is cleared; the router then shows /login.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = options.auth === false ? null : (getSession()?.token ?? null);
  const res = await send(path, options, sentToken);
  if (res.status === 401 && sentToken) {
    const token = await refreshOnce(sentToken);
    if (!token) throw await toError(res);
    return parse<T>(await send(path, options, token), options.as);
  }
  return parse<T>(res, options.as);
}

/** A file from the API (a logo), fetched with the session's token like every other call. */
export function apiBlob(path: string, options: Omit<RequestOptions, 'as'> = {}): Promise<Blob> {
  return api<Blob>(path, { ...options, as: 'blob' });
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, [webClientHeader]: webClientValue };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(`${apiBase}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
}

async function parse<T>(res: Response, as: 'json' | 'blob' | 'text' = 'json'): Promise<T> {
  if (!res.ok) throw await toError(res);
  if (as === 'blob') return (await res.blob()) as T;
  if (res.status === 204) return undefined as T;
  return (as === 'text' ? await res.text() : await res.json()) as T;
}

async function toError(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get('retry-after')) || undefined;
  try {
    const body = (await res.json()) as ErrorBody;
    return new ApiError(res.status, body.error.code, body.error.message, body.error.details ?? [], retryAfter);
  } catch {
    return new ApiError(res.status, res.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', res.statusText || 'Request failed', [], retryAfter);
  }
}

let inFlight: Promise<string | null> | null = null;

/** One refresh at a time: concurrent callers share the promise; other tabs wait on a lock. */
function refreshOnce(failedToken: string): Promise<string | null> {
  inFlight ??= withCrossTabLock(async () => {
    const latest = reloadSession();
    // Another tab refreshed while we waited: use its token.
    if (latest && latest.token !== failedToken) return latest.token;
    if (!latest) return null;
    try {
      const res = await send('/auth/refresh', { method: 'POST' }, null);
      if (!res.ok) throw await toError(res);
      const body = (await res.json()) as LoginResponse;
      setSession({ token: body.access_token, user: body.user });
      return body.access_token;
    } catch {
      setSession(null);
      return null;
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withCrossTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('wb-auth-refresh', fn) as Promise<T>) : fn();
}
