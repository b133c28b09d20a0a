import { z } from 'zod';
import { k } from './message-keys';

/** The checks of the cross-platform testing page (issue 33), each run on the device itself. */
export const deviceCheckIds = [
  'serviceWorker',
  'storage',
  'indexedDb',
  'offlineQueue',
  'notifications',
  'pointer',
  'screen',
  'network',
  'camera',
  'printers',
] as const;
export type DeviceCheckId = (typeof deviceCheckIds)[number];

export const deviceCheckStatuses = ['pass', 'warn', 'fail'] as const;
export type DeviceCheckStatus = (typeof deviceCheckStatuses)[number];

export const deviceCheckResultSchema = z.strictObject({
  check: z.enum(deviceCheckIds),
  status: z.enum(deviceCheckStatuses),
  /** What was found, as the device measured it ("1.2 GB of 4 GB", "390 × 844 at 3×"). */
  detail: z.string().max(300),
});
export type DeviceCheckResult = z.infer<typeof deviceCheckResultSchema>;

export const saveDeviceCheckInputSchema = z.strictObject({
  deviceName: z
    .string({ error: k('validation.required') })
    .trim()
    .min(1, { error: k('validation.required') })
    .max(80, { error: k('validation.maxCharacters', { max: 80 }) }),
  userAgent: z.string().max(500).default(''),
  results: z.array(deviceCheckResultSchema).min(1).max(deviceCheckIds.length),
});
export type SaveDeviceCheckInput = z.input<typeof saveDeviceCheckInputSchema>;

export const deviceIdParamsSchema = z.strictObject({ deviceId: z.uuid() });

export const deviceCheckSchema = z.object({
  id: z.uuid(),
  deviceId: z.uuid(),
  deviceName: z.string(),
  userAgent: z.string(),
  results: z.array(deviceCheckResultSchema),
  checkedByEmail: z.string(),
  checkedAt: z.iso.datetime(),
});
export type DeviceCheck = z.infer<typeof deviceCheckSchema>;

export const deviceCheckListSchema = z.object({ items: z.array(deviceCheckSchema) });

/** The offline queue's self-test: a harmless request sent twice with one Idempotency-Key. */
export const queueSelfTestSchema = z.object({ receivedAt: z.iso.datetime(), token: z.string() });
