import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordInputSchema,
  changePasswordResponseSchema,
  logoutAllResponseSchema,
  mfaDisableInputSchema,
  mfaSetupResponseSchema,
  mfaVerifyInputSchema,
  mfaVerifyResponseSchema,
  sessionListSchema,
} from '@wb/contract/account-security';
import { idParamsSchema, okSchema } from '@wb/contract/common';
import type { Principal } from '@/platform/context';
import { unauthenticated } from '@/platform/errors';
import { withAccountCtx } from './account-context';
import { disableMfa, enableMfa, setupMfa } from './mfa.service';
import { changePassword } from './password.service';
import { deleteOtherSessions, deleteSession, findSessions } from './sessions.service';

/** Settings → Account security: sessions, password and two-factor. Any signed-in person, for themselves. */
export function registerSecurityRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { max: app.deps.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const own = { permission: 'authenticated' as const };
  const guarded = { ...own, rateLimit: limit };
  const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
  const principalOf = (req: FastifyRequest): Principal => {
    if (!req.principal) throw unauthenticated();
    return req.principal;
  };

  r.get('/api/v1/auth/sessions', { config: own, schema: { tags: ['auth'], response: { 200: sessionListSchema } } }, (req) =>
    withAccountCtx(req, findSessions),
  );

  r.post(
    '/api/v1/auth/sessions/:id/revoke',
    { config: own, schema: { tags: ['auth'], params: idParamsSchema, response: { 200: okSchema } } },
    (req) => withAccountCtx(req, (ctx) => deleteSession(ctx, req.params.id)),
  );

  r.post('/api/v1/auth/logout-all', { config: own, schema: { tags: ['auth'], response: { 200: logoutAllResponseSchema } } }, (req) =>
    withAccountCtx(req, deleteOtherSessions),
  );

  r.post(
    '/api/v1/auth/change-password',
    { config: guarded, schema: { tags: ['auth'], body: changePasswordInputSchema, response: { 200: changePasswordResponseSchema } } },
    (req) => changePassword(app.deps, principalOf(req), req.body, meta(req)),
  );

  r.post('/api/v1/auth/mfa/setup', { config: guarded, schema: { tags: ['auth'], response: { 200: mfaSetupResponseSchema } } }, (req) =>
    withAccountCtx(req, (ctx) => setupMfa(ctx, app.deps.config)),
  );

  r.post(
    '/api/v1/auth/mfa/verify',
    { config: guarded, schema: { tags: ['auth'], body: mfaVerifyInputSchema, response: { 200: mfaVerifyResponseSchema } } },
    (req) => withAccountCtx(req, (ctx) => enableMfa(ctx, app.deps.config, req.body)),
  );

  r.post(
    '/api/v1/auth/mfa/disable',
    { config: guarded, schema: { tags: ['auth'], body: mfaDisableInputSchema, response: { 200: okSchema } } },
    (req) => disableMfa(app.deps, principalOf(req), req.body, meta(req)),
  );
}
