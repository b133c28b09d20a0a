import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessGrantSchema,
  companyDetailsSchema,
  registerCompanyInputSchema,
  registerInputSchema,
  registerResultSchema,
  resendVerificationInputSchema,
  verifyEmailInputSchema,
  verifyEmailResponseSchema,
} from '@wb/contract/account';
import { okSchema } from '@wb/contract/common';
import { unauthenticated } from '@/platform/errors';
import { createCompanyForUser, registerCompany, registerPerson } from './registration.service';
import { resendVerification, verifyEmail } from './verification.service';

/** Registration and e-mail confirmation (platform §4 and §7); all public but the last. */
export function registerRegistrationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { max: app.deps.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
  const publicRoute = { permission: 'public' as const, rateLimit: limit };

  r.post(
    '/api/v1/auth/register',
    { config: publicRoute, schema: { tags: ['auth'], body: registerInputSchema, response: { 201: registerResultSchema } } },
    async (req, reply) => reply.status(201).send(await registerPerson(app.deps, req.body, meta(req))),
  );

  r.post(
    '/api/v1/auth/register/company',
    { config: publicRoute, schema: { tags: ['auth'], body: registerCompanyInputSchema, response: { 201: registerResultSchema } } },
    async (req, reply) => reply.status(201).send(await registerCompany(app.deps, req.body, meta(req))),
  );

  r.post(
    '/api/v1/auth/verify-email',
    { config: publicRoute, schema: { tags: ['auth'], body: verifyEmailInputSchema, response: { 200: verifyEmailResponseSchema } } },
    (req) => verifyEmail(app.deps, req.body.token, meta(req)),
  );

  r.post(
    '/api/v1/auth/resend-verification',
    { config: publicRoute, schema: { tags: ['auth'], body: resendVerificationInputSchema, response: { 200: okSchema } } },
    (req) => resendVerification(app.deps, req.body.email),
  );

  // A signed-in person without a company registers one (see docs/accounts.md).
  r.post(
    '/api/v1/auth/company',
    {
      config: { permission: 'authenticated', rateLimit: limit },
      schema: { tags: ['auth'], body: companyDetailsSchema, response: { 201: accessGrantSchema } },
    },
    async (req, reply) => {
      if (!req.principal) throw unauthenticated();
      return reply.status(201).send(await createCompanyForUser(app.deps, req.principal, req.body, meta(req)));
    },
  );
}
