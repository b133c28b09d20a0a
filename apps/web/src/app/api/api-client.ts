import type { LoginResponse } from '@wb/contract/auth';
import type { Endpoint, Endpoints } from '@wb/contract/endpoints';
import type { z } from 'zod';
import { webClientHeader, webClientValue } from '@wb/contract/auth-constants';
import type { ErrorBody } from '@wb/contract/errors';
import { getSession, reloadSession, setSession } from '@/app/auth/auth-store';
import { ApiError } from './api-error';
import { queryString } from './query-string';

export const apiBase = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type PathOf<E extends Endpoint> = E extends `${Method} ${infer Path}` ? Path : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Part<E extends Endpoint, K extends 'body' | 'query'> = Endpoints[E] extends Record<K, z.ZodType> ? z.input<Endpoints[E][K]> : never;

/** What a call's answer is: the output of the contract's response schema of its endpoint. */
export type ResponseOf<E extends Endpoint> = z.output<Endpoints[E]['response']>;
/** What a call sends as its JSON body, by the contract's schema of it. */
export type BodyOf<E extends Endpoint> = Part<E, 'body'>;

type Transport = {
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

/** The parts of a call its endpoint asks for: path parameters, a body, a query; nothing else. */
export type CallOptions<E extends Endpoint> = Transport &
  ([ParamNames<PathOf<E>>] extends [never] ? { params?: never } : { params: Record<ParamNames<PathOf<E>>, string> }) &
  ([Part<E, 'body'>] extends [never] ? { body?: never } : { body: Part<E, 'body'> }) &
  ([Part<E, 'query'>] extends [never] ? { query?: never } : { query?: Part<E, 'query'> });

/** Options may be left out only when the endpoint needs neither path parameters nor a body. */
type OptionsArg<E extends Endpoint> = [ParamNames<PathOf<E>> | Part<E, 'body'>] extends [never]
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E>];

type RequestOptions = Transport & { method?: Method; body?: unknown; query?: object };

/**
 * Calls an endpoint of the API (`'GET /orders/:id'`) with the session's bearer token. What is
 * sent and what comes back are typed by the contract's schemas of that endpoint
 * (`@wb/contract/endpoints`), so a wrong type is a compile error rather than a cast; the answer
 * is not parsed again here (the server serialised it with the same schema). A 401 triggers
 * exactly one token refresh, which concurrent calls (in this tab and others) wait for, then each
 * retries once. When the refresh fails the session is cleared; the router then shows /login.
 */
export async function api<E extends Endpoint>(endpoint: E, ...[options]: OptionsArg<E>): Promise<ResponseOf<E>> {
  const { params, ...rest } = (options ?? {}) as Transport & { params?: Record<string, string>; body?: unknown; query?: object };
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space) as Method;
  const path = endpoint.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return (await apiRequest(path, { ...rest, method })) as ResponseOf<E>;
}

/**
 * The transport under `api`: sends a request and reads its JSON answer (undefined for 204).
 * Its answer is `unknown`: call `api` with an endpoint to have it typed.
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const res = await call(path, options);
  return res.status === 204 ? undefined : res.json();
}

/** A file from the API (a logo, an avatar), fetched with the session's token like every other call. */
export async function apiBlob(path: string, options: Transport = {}): Promise<Blob> {
  return (await call(path, options)).blob();
}

/** A file the API renders from a posted body (a label's preview or PDF). */
export async function apiPostBlob(path: string, body: unknown, options: Transport = {}): Promise<Blob> {
  return (await call(path, { ...options, method: 'POST', body })).blob();
}

/** Text from the API (a CSV export; the query string is part of `path`). */
export async function apiText(path: string, options: Transport = {}): Promise<string> {
  return (await call(path, options)).text();
}

/** Sends the request; a 401 refreshes the token once and sends it again; a failure throws an ApiError. */
async function call(path: string, options: RequestOptions): Promise<Response> {
  const target = `${path}${queryString(options.query)}`;
  const sentToken = options.auth === false ? null : (getSession()?.token ?? null);
  let res = await send(target, options, sentToken);
  if (res.status === 401 && sentToken) {
    const token = await refreshOnce(sentToken);
    if (!token) throw await toError(res);
    res = await send(target, options, token);
  }
  if (!res.ok) throw await toError(res);
  return res;
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

async function toError(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get('retry-after')) || undefined;
  try {
    const body = (await res.json()) as ErrorBody;
    const { code, message, details, key, params } = body.error;
    return new ApiError(res.status, code, message, details ?? [], retryAfter, key, params);
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

/** The raw response of a call (same token handling and errors), for a streamed answer (server-sent events). */
export function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  return call(path, options);
}
