import type { Tx } from '@/db/transaction';
import { raiseNotification } from '@/modules/notifications/raise-notification';
import { deviceName } from './device-name';
import { selectKnownDevice } from './known-device.queries';

/**
 * Tells a user when they sign in from a browser and IP address (together) not seen for them
 * before. The very first sign-in of a user is not news. Call it before the new session is stored.
 */
export async function alertOnNewDevice(tx: Tx, who: { tenantId: string; userId: string; ip: string; userAgent: string }): Promise<void> {
  const userAgent = who.userAgent.slice(0, 500);
  const known = await selectKnownDevice(tx, who.userId, userAgent, who.ip);
  if (!known.anySession || known.sameDevice) return;
  const device = deviceName(userAgent);
  await raiseNotification(tx, {
    tenantId: who.tenantId,
    userId: who.userId,
    type: 'WARNING',
    title: 'Sign-in from a new device',
    message: `Your account was signed in from ${device} (IP address ${who.ip}). If this was not you, change your password and end that session.`,
    link: '/settings/security',
    code: 'auth.new_device',
    params: { device, ip: who.ip },
  });
}
