import type { Tx } from '@/db/transaction';
import { raiseNotification } from '@/platform/notifications/raise-notification';

/**
 * Tells a user in the app that their account was signed in from a device new to them (the
 * caller decides what is new: see openSession in sign-in.ts, which also sends the alert mail).
 */
export async function notifyNewDevice(tx: Tx, who: { tenantId: string; userId: string; ip: string; device: string }): Promise<void> {
  await raiseNotification(tx, {
    tenantId: who.tenantId,
    userId: who.userId,
    type: 'WARNING',
    title: 'Sign-in from a new device',
    message: `Your account was signed in from ${who.device} (IP address ${who.ip}). If this was not you, change your password and end that session.`,
    link: '/settings/security',
    code: 'auth.new_device',
    params: { device: who.device, ip: who.ip },
    // Goes even with notifications turned off for the company: it is about the person's own account.
    security: true,
  });
}
