import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@wb/contract/health';
import { sql } from 'kysely';

const startedAt = Date.now();

export function registerHealthRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/health',
      { config: { permission: 'public' }, schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } } },
      async (_req, reply) => {
        const { db, engine } = app.deps;
        const databaseOk = await sql`select 1`.execute(db).then(
          () => true,
          () => false,
        );
        const body = {
          status: databaseOk ? ('ok' as const) : ('degraded' as const),
          database: engine,
          version: process.env.npm_package_version ?? '0.1.0',
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        };
        return reply.status(databaseOk ? 200 : 503).send(body);
      },
    );
}
