import type { DeviceCheck, DeviceCheckResult } from '@wb/contract/device-checks';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { type DeviceCheckRow, deleteDeviceCheck, selectDeviceChecks, selectUserEmail, upsertDeviceCheck } from './device-checks.queries';

const toDeviceCheck = (row: DeviceCheckRow): DeviceCheck => ({ ...row, checkedAt: row.checkedAt.toISOString() });

/** The company's devices, the most recently checked first. */
export async function listDeviceChecks(ctx: TenantCtx): Promise<{ items: DeviceCheck[] }> {
  return { items: (await selectDeviceChecks(ctx.tx, ctx.tenantId)).map(toDeviceCheck) };
}

/** Keeps a device's run of the checks (replacing its previous one), with who ran them. */
export async function saveDeviceCheck(
  ctx: TenantCtx,
  deviceId: string,
  input: { deviceName: string; userAgent: string; results: DeviceCheckResult[] },
): Promise<DeviceCheck> {
  const userId = ctx.principal?.userId ?? null;
  const row = await upsertDeviceCheck(ctx.tx, ctx.tenantId, {
    id: newId(),
    deviceId,
    deviceName: input.deviceName.trim(),
    userAgent: input.userAgent,
    results: input.results,
    checkedBy: userId,
    checkedByEmail: userId ? await selectUserEmail(ctx.tx, userId) : '',
  });
  return toDeviceCheck(row);
}

export async function removeDeviceCheck(ctx: TenantCtx, deviceId: string): Promise<void> {
  if (!(await deleteDeviceCheck(ctx.tx, ctx.tenantId, deviceId))) throw notFound('device');
  await appendAudit(
    ctx.tx,
    { tenantId: ctx.tenantId, actorUserId: ctx.principal?.userId ?? null, action: 'device_check.deleted', target: deviceId, ip: ctx.ip },
    { atEnd: true },
  );
}
