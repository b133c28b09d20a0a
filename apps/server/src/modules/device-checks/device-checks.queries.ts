import type { DeviceCheckResult } from '@wb/contract/device-checks';
import type { Tx } from '@/db/transaction';

const columns = ['id', 'deviceId', 'deviceName', 'userAgent', 'results', 'checkedByEmail', 'checkedAt'] as const;

export type DeviceCheckRow = {
  id: string;
  deviceId: string;
  deviceName: string;
  userAgent: string;
  results: DeviceCheckResult[];
  checkedByEmail: string;
  checkedAt: Date;
};

export async function selectDeviceChecks(tx: Tx, tenantId: string): Promise<DeviceCheckRow[]> {
  const rows = await tx.selectFrom('deviceCheck').select(columns).where('tenantId', '=', tenantId).orderBy('checkedAt', 'desc').execute();
  return rows as DeviceCheckRow[];
}

type Upsert = Omit<DeviceCheckRow, 'checkedAt'> & { checkedBy: string | null; checkedAt?: Date };

/**
 * The device's latest run of the checks: one row per device, replaced by each new run. The time
 * is a parameter, also in the update: Citus allows no now() in an upsert's DO UPDATE SET.
 */
export async function upsertDeviceCheck(tx: Tx, tenantId: string, row: Upsert): Promise<DeviceCheckRow> {
  const saved = await tx
    .insertInto('deviceCheck')
    .values({ tenantId, ...row, results: JSON.stringify(row.results), checkedAt: row.checkedAt ?? new Date() })
    .onConflict((oc) =>
      oc.columns(['tenantId', 'deviceId']).doUpdateSet((eb) => ({
        deviceName: eb.ref('excluded.deviceName'),
        userAgent: eb.ref('excluded.userAgent'),
        results: eb.ref('excluded.results'),
        checkedBy: eb.ref('excluded.checkedBy'),
        checkedByEmail: eb.ref('excluded.checkedByEmail'),
        checkedAt: eb.ref('excluded.checkedAt'),
      })),
    )
    .returning(columns)
    .executeTakeFirstOrThrow();
  return saved as DeviceCheckRow;
}

export async function deleteDeviceCheck(tx: Tx, tenantId: string, deviceId: string): Promise<boolean> {
  const result = await tx.deleteFrom('deviceCheck').where('tenantId', '=', tenantId).where('deviceId', '=', deviceId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Who ran the checks, as the list shows it. */
export async function selectUserEmail(tx: Tx, userId: string): Promise<string> {
  const row = await tx.selectFrom('appUser').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? '';
}
