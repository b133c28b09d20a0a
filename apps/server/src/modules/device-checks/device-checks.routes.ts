import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceCheckListSchema,
  deviceCheckSchema,
  deviceIdParamsSchema,
  queueSelfTestSchema,
  saveDeviceCheckInputSchema,
} from '@wb/contract/device-checks';
import { withTenantCtx } from '@/platform/context';
import { idempotencyKeyOf, withIdempotency } from '@/platform/idempotency';
import { newId } from '@/platform/ids';
import { listDeviceChecks, removeDeviceCheck, saveDeviceCheck } from './device-checks.service';

const tags = ['testing'];
/** The cross-platform testing page is the company admin's (platform §2: TENANT_ADMIN only). */
const admin = { permission: 'settings:write' as const };

/** The devices a company checked on /testing/cross-platform, and the offline queue's self-test. */
export function registerDeviceCheckRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/testing/device-checks', { config: admin, schema: { tags, response: { 200: deviceCheckListSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => listDeviceChecks(ctx)),
  );
  r.put(
    '/api/v1/testing/device-checks/:deviceId',
    {
      config: admin,
      schema: { tags, params: deviceIdParamsSchema, body: saveDeviceCheckInputSchema, response: { 200: deviceCheckSchema } },
    },
    (req) => withTenantCtx(req, (ctx) => saveDeviceCheck(ctx, req.params.deviceId, req.body)),
  );
  r.delete(
    '/api/v1/testing/device-checks/:deviceId',
    { config: admin, schema: { tags, params: deviceIdParamsSchema, response: { 204: z.void() } } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => removeDeviceCheck(ctx, req.params.deviceId));
      return reply.status(204).send();
    },
  );
  // A harmless request the device's offline queue sends twice with one key: the same answer twice
  // shows the queue and the server's idempotency work together from this device.
  r.post('/api/v1/testing/queue-self-test', { config: admin, schema: { tags, response: { 200: queueSelfTestSchema } } }, (req) =>
    withTenantCtx(req, (ctx) =>
      withIdempotency(ctx, 'testing.queue-self-test', idempotencyKeyOf(req), {}, async () => ({
        receivedAt: new Date().toISOString(),
        token: newId(),
      })),
    ),
  );
}
