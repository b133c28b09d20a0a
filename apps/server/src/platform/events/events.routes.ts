import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { streamQuerySchema, streamTicketSchema } from '@wb/contract/notifications';
import { AppError, unauthenticated } from '@/platform/errors';
import { eventHub } from './event-hub';
import { openEventStream } from './event-stream';
import { createTicketStore } from './stream-tickets';

/** Open streams per user (tabs and devices); more are refused and that tab polls instead. */
const maxStreamsPerUser = 10;
const defaultHeartbeatSeconds = 25;

/**
 * The live channel (ARCHITECTURE §5): POST /events/ticket with the bearer token gives a single-use
 * ticket; GET /events/stream?ticket=… opens a Server-Sent Events stream of the ticket owner's own
 * events (notifications, payment status).
 */
export function registerEventRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tickets = createTicketStore();
  const open = new Set<() => void>();
  const { accessTokenTtlSeconds, eventHeartbeatSeconds } = app.deps.config;

  // Streams never end by themselves: close them, or the server would wait for them at shut-down.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  r.post(
    '/api/v1/events/ticket',
    {
      // A tab asks for one per (re)connection; far more is a client gone wrong. Counted per user.
      config: {
        permission: 'authenticated',
        rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (req) => req.principal?.userId ?? req.ip },
      },
      schema: { tags: ['events'], response: { 200: streamTicketSchema } },
    },
    async (req) => {
      const principal = req.principal;
      if (!principal) throw unauthenticated();
      const ticket = tickets.issue({ tenantId: principal.tenantId, userId: principal.userId, sessionId: principal.sessionId });
      return { ticket, expiresInSeconds: tickets.ttlSeconds };
    },
  );

  r.get(
    '/api/v1/events/stream',
    // The ticket is the credential here: EventSource cannot send a bearer token.
    { config: { permission: 'public' }, schema: { tags: ['events'], querystring: streamQuerySchema } },
    async (req, reply) => {
      const owner = tickets.redeem(req.query.ticket);
      if (!owner) throw new AppError('INVALID_TOKEN', 'auth.streamTicket');
      if (eventHub.count(owner.tenantId, owner.userId) >= maxStreamsPerUser) {
        throw new AppError('RATE_LIMITED', 'auth.tooManyStreams');
      }
      const end = openEventStream(req, reply, {
        heartbeatMs: (eventHeartbeatSeconds ?? defaultHeartbeatSeconds) * 1000,
        lifetimeMs: accessTokenTtlSeconds * 1000,
        subscribe: (send) => eventHub.subscribe(owner.tenantId, owner.userId, send),
      });
      open.add(end);
      req.raw.on('close', () => open.delete(end));
    },
  );
}
