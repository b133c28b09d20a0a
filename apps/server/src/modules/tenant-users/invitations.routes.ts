import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationInputSchema,
  acceptInvitationResultSchema,
  invitationSchema,
  invitationTokenParamsSchema,
} from '@wb/contract/tenant-users';
import { acceptInvitation, getInvitation } from './invitations.service';

/** Public: the invitee opens the link from the e-mail and chooses a password. */
export function registerInvitationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  const limit = { max: app.deps.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  r.get(
    '/api/v1/invitations/:token',
    {
      config: { permission: 'public', rateLimit: limit },
      schema: { tags, params: invitationTokenParamsSchema, response: { 200: invitationSchema } },
    },
    (req) => getInvitation(app.deps.db, req.params.token),
  );

  r.post(
    '/api/v1/invitations/accept',
    {
      config: { permission: 'public', rateLimit: limit },
      schema: { tags, body: acceptInvitationInputSchema, response: { 200: acceptInvitationResultSchema } },
    },
    (req) => acceptInvitation(app.deps.db, req.body, { ip: req.ip }),
  );
}
