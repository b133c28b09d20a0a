import type { DeviceCheckResult } from '@wb/contract/device-checks';
import type { Tx } from '@/db/transaction';
import { newId } from '@/platform/ids';
import { upsertDeviceCheck } from './device-checks.queries';

const day = 24 * 60 * 60 * 1000;
const r = (check: DeviceCheckResult['check'], status: DeviceCheckResult['status'], detail: string): DeviceCheckResult => ({
  check,
  status,
  detail,
});

/** The demo company's devices as its admin checked them: the counter PC, the warehouse tablet, a driver's phone. */
const demoDevices = [
  {
    name: 'Kassa-pc balie',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    daysAgo: 21,
    results: [
      r('serviceWorker', 'pass', 'Actief'),
      r('storage', 'pass', '48 MB van 51.200 MB gebruikt, vastgelegd: ja'),
      r('indexedDb', 'pass', 'Schrijven en lezen werken'),
      r('offlineQueue', 'pass', 'Eén verzoek twee keer verstuurd, één keer uitgevoerd; wachtende orders: 0'),
      r('notifications', 'pass', 'Toegestaan'),
      r('pointer', 'pass', 'Muis of touchpad'),
      r('screen', 'pass', '1920 × 1080 bij 1×'),
      r('network', 'pass', 'Online (4g)'),
      r('camera', 'fail', 'Geen camera gevonden'),
      r('printers', 'pass', '1 printer(s) bereikbaar en gereed'),
    ],
  },
  {
    name: 'Tablet magazijn',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    daysAgo: 9,
    results: [
      r('serviceWorker', 'pass', 'Actief'),
      r('storage', 'warn', '112 MB van 6.800 MB gebruikt, vastgelegd: nee'),
      r('indexedDb', 'pass', 'Schrijven en lezen werken'),
      r('offlineQueue', 'pass', 'Eén verzoek twee keer verstuurd, één keer uitgevoerd; wachtende orders: 0'),
      r('notifications', 'warn', 'Nog niet gevraagd'),
      r('pointer', 'pass', 'Aanraakscherm (10 punten)'),
      r('screen', 'pass', '1280 × 800 bij 2×'),
      r('network', 'pass', 'Online (4g)'),
      r('camera', 'pass', "2 camera('s) met barcodeherkenning"),
      r('printers', 'warn', 'Niet gereed (1): Zebra ZD421 magazijn'),
    ],
  },
  {
    name: 'Telefoon chauffeur route 2',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1',
    daysAgo: 2,
    results: [
      r('serviceWorker', 'pass', 'Actief'),
      r('storage', 'pass', '31 MB van 2.048 MB gebruikt, vastgelegd: ja'),
      r('indexedDb', 'pass', 'Schrijven en lezen werken'),
      r('offlineQueue', 'warn', 'Eén verzoek twee keer verstuurd, één keer uitgevoerd; wachtende orders: 1'),
      r('notifications', 'fail', 'Geweigerd'),
      r('pointer', 'pass', 'Aanraakscherm (5 punten)'),
      r('screen', 'pass', '390 × 844 bij 3×'),
      r('network', 'warn', 'Online (2g)'),
      r('camera', 'warn', "1 camera('s), geen barcodeherkenning in deze browser"),
      r('printers', 'warn', 'Geen labelprinters via het netwerk ingesteld'),
    ],
  },
];

export async function seedDemoDeviceChecks(
  tx: Tx,
  tenantId: string,
  userIds: string[],
  adminEmail: string,
  now = Date.now(),
): Promise<void> {
  for (const device of demoDevices) {
    await upsertDeviceCheck(tx, tenantId, {
      id: newId(now - device.daysAgo * day),
      deviceId: newId(now - device.daysAgo * day),
      deviceName: device.name,
      userAgent: device.userAgent,
      results: device.results,
      checkedBy: userIds[0] ?? null,
      checkedByEmail: adminEmail,
      checkedAt: new Date(now - device.daysAgo * day),
    });
  }
}
