import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nextNumbersSchema } from '@wb/contract/settings';
import { withCtx } from '@/platform/context';
import { findNextNumbers } from './numbering.service';

export function registerNumberingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/settings/numbering/next',
    { config: { permission: 'settings:read' }, schema: { tags: ['settings'], response: { 200: nextNumbersSchema } } },
    (req) => withCtx(req, findNextNumbers),
  );
}
