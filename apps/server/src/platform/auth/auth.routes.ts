import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginInputSchema,
  loginResponseSchema,
  loginResultSchema,
  logoutInputSchema,
  mfaLoginInputSchema,
  refreshTokenInputSchema,
  sessionUserSchema,
} from '@wb/contract/auth';
import { webClientHeader, webClientValue } from '@wb/contract/auth-constants';
import { okSchema } from '@wb/contract/common';
import { withCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { getCurrentUser, login, logout, refresh } from './auth.service';
import { completeMfaLogin } from './mfa-challenge';

const refreshCookie = 'wb_refresh';
const cookiePath = '/api/v1/auth';

export function registerAuthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { max: app.deps.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

  r.post(
    '/api/v1/auth/login',
    {
      config: { permission: 'public', rateLimit: limit },
      schema: { tags: ['auth'], body: loginInputSchema, response: { 200: loginResultSchema } },
    },
    async (req, reply) => {
      const result = await login(app.deps, req.body, meta(req));
      if ('refreshToken' in result) setRefreshCookie(req, reply, result.refreshToken);
      return result;
    },
  );

  r.post(
    '/api/v1/auth/login/mfa',
    {
      config: { permission: 'public', rateLimit: limit },
      schema: { tags: ['auth'], body: mfaLoginInputSchema, response: { 200: loginResponseSchema } },
    },
    async (req, reply) => {
      const result = await completeMfaLogin(app.deps, req.body, meta(req));
      setRefreshCookie(req, reply, result.refreshToken);
      return result;
    },
  );

  r.post(
    '/api/v1/auth/refresh',
    { config: { permission: 'public', rateLimit: limit }, schema: { tags: ['auth'], response: { 200: loginResponseSchema } } },
    async (req, reply) => {
      const token = req.cookies[refreshCookie];
      if (!token) throw new AppError('UNAUTHENTICATED', 'auth.noRefreshCookie');
      const result = await refresh(app.deps, token, meta(req)).catch((err) => {
        clearRefreshCookie(reply);
        throw err;
      });
      setRefreshCookie(req, reply, result.refreshToken, true);
      return result;
    },
  );

  r.post(
    '/api/v1/auth/refresh-token',
    {
      config: { permission: 'public', rateLimit: limit },
      schema: { tags: ['auth'], body: refreshTokenInputSchema, response: { 200: loginResponseSchema } },
    },
    (req) => refresh(app.deps, req.body.refreshToken, meta(req)),
  );

  r.post(
    '/api/v1/auth/logout',
    { config: { permission: 'public' }, schema: { tags: ['auth'], body: logoutInputSchema, response: { 200: okSchema } } },
    async (req, reply) => {
      const refreshToken = req.cookies[refreshCookie] ?? req.body?.refreshToken;
      await logout(app.deps, { sessionId: req.principal?.sessionId, refreshToken }, meta(req));
      clearRefreshCookie(reply);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/v1/auth/me',
    { config: { permission: 'authenticated' }, schema: { tags: ['auth'], response: { 200: sessionUserSchema } } },
    (req) => withCtx(req, getCurrentUser),
  );
}

/**
 * The refresh cookie is `Secure` whenever people reach the app over https (APP_URL), also behind a
 * proxy that ends TLS and talks plain http to us; otherwise when the request itself came over https.
 */
function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, token: string, always = false): void {
  if (!always && req.headers[webClientHeader] !== webClientValue) return;
  reply.setCookie(refreshCookie, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.server.deps.config.appUrl.startsWith('https://') ? true : 'auto',
    path: cookiePath,
    maxAge: 30 * 86_400,
  });
}

function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(refreshCookie, { path: cookiePath });
}
