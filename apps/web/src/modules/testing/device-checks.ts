import type { DeviceCheckId, DeviceCheckResult, DeviceCheckStatus } from '@wb/contract/device-checks';
import type { TFunction } from 'i18next';
import { intlLocale } from '@wb/domain/format/locale';
import { api } from '@/app/api/api-client';
import { i18n } from '@/app/i18n';
import { idempotencyHeader, newUuid } from '@/app/api/idempotency';
import { offlineDb } from '@/app/offline/offline-db';
import { barcodeDetector } from '@/modules/orders/camera-scan-dialog';
import { showClosingNotification } from '@/modules/notifications/browser-notification';

type Found = { status: DeviceCheckStatus; detail: string };
type Check = (t: TFunction) => Promise<Found>;

/** Megabytes in the reader's language (Arabic with Latin digits, as everywhere in the app). */
const mb = (bytes: number) => `${new Intl.NumberFormat(intlLocale(i18n.language)).format(Math.round(bytes / 1024 / 1024))} MB`;
const found = (status: DeviceCheckStatus, detail: string): Found => ({ status, detail });

const serviceWorker: Check = async (t) => {
  if (!('serviceWorker' in navigator)) return found('fail', t('testing:found.noServiceWorker'));
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return found('fail', t('testing:found.swNotRegistered'));
  if (!navigator.serviceWorker.controller) return found('warn', t('testing:found.swNotControlling'));
  return found(
    registration.waiting ? 'warn' : 'pass',
    registration.waiting ? t('testing:found.swUpdateWaiting') : t('testing:found.swActive'),
  );
};

const storage: Check = async (t) => {
  if (!navigator.storage?.estimate) return found('warn', t('testing:found.noStorageEstimate'));
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  const persisted = (await navigator.storage.persisted?.()) ?? false;
  const detail = t('testing:found.storage', { used: mb(usage), quota: mb(quota), persisted: t(persisted ? 'testing:yes' : 'testing:no') });
  return found(quota < 50 * 1024 * 1024 ? 'fail' : persisted ? 'pass' : 'warn', detail);
};

const indexedDb: Check = async (t) => {
  const probe = `probe:${newUuid()}`;
  await offlineDb.queries.put({ owner: probe, version: 0, savedAt: Date.now(), state: { mutations: [], queries: [] } });
  const back = await offlineDb.queries.get(probe);
  await offlineDb.queries.delete(probe);
  return back ? found('pass', t('testing:found.indexedDbOk')) : found('fail', t('testing:found.indexedDbFailed'));
};

const offlineQueue: Check = async (t) => {
  const waiting = await offlineDb.orders.count();
  const key = newUuid();
  const send = () => api('POST /testing/queue-self-test', { headers: idempotencyHeader(key) });
  const [first, repeat] = [await send(), await send()];
  if (first.token !== repeat.token) return found('fail', t('testing:found.queueTwice'));
  return found(waiting ? 'warn' : 'pass', t('testing:found.queueOk', { count: waiting }));
};

const notifications: Check = async (t) => {
  if (!('Notification' in window)) return found('fail', t('testing:found.noNotifications'));
  const status = { granted: 'pass', default: 'warn', denied: 'fail' } as const;
  return found(status[Notification.permission], t(`testing:found.notifications.${Notification.permission}`));
};

const pointer: Check = async (t) => {
  const coarse = matchMedia('(pointer: coarse)').matches;
  const kind = coarse ? t('testing:found.touch', { count: navigator.maxTouchPoints }) : t('testing:found.mouse');
  return found('pass', kind);
};

const screenSize: Check = async (t) => {
  const detail = t('testing:found.screen', { width: innerWidth, height: innerHeight, ratio: devicePixelRatio });
  return found(innerWidth < 360 ? 'warn' : 'pass', detail);
};

const network: Check = async (t) => {
  if (!navigator.onLine) return found('fail', t('testing:found.offline'));
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  if (!type) return found('pass', t('testing:found.online'));
  return found(type === '2g' || type === 'slow-2g' ? 'warn' : 'pass', t('testing:found.networkType', { type }));
};

const camera: Check = async (t) => {
  if (!navigator.mediaDevices?.enumerateDevices) return found('fail', t('testing:found.noCamera'));
  const cameras = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput').length;
  if (!cameras) return found('warn', t('testing:found.noCamera'));
  return barcodeDetector()
    ? found('pass', t('testing:found.cameraBarcode', { count: cameras }))
    : found('warn', t('testing:found.cameraOnly', { count: cameras }));
};

const printers: Check = async (t) => {
  const health = await api('GET /labels/health');
  const tcp = health.printers.filter((p) => p.connection === 'tcp');
  if (!tcp.length) return found('warn', t('testing:found.noPrinters'));
  const down = tcp.filter((p) => !p.status?.reachable || p.status.paperOut || p.status.headOpen || p.status.paused);
  const names = down.map((p) => p.name).join(', ');
  if (down.length)
    return found(down.length === tcp.length ? 'fail' : 'warn', t('testing:found.printersDown', { count: down.length, names }));
  return found('pass', t('testing:found.printersOk', { count: tcp.length }));
};

const checks: Record<DeviceCheckId, Check> = {
  serviceWorker,
  storage,
  indexedDb,
  offlineQueue,
  notifications,
  pointer,
  screen: screenSize,
  network,
  camera,
  printers,
};

/** Runs every check on this device; a check that throws fails with its reason, the others still run. */
export async function runDeviceChecks(t: TFunction): Promise<DeviceCheckResult[]> {
  return Promise.all(
    (Object.keys(checks) as DeviceCheckId[]).map(async (check) => {
      try {
        return { check, ...(await checks[check](t)) };
      } catch (err) {
        return {
          check,
          status: 'fail' as const,
          detail: t('testing:found.failed', { reason: err instanceof Error ? err.message : String(err) }).slice(0, 300),
        };
      }
    }),
  );
}

/** This device's own id, kept in its storage, so each run replaces the device's last one. */
export function deviceId(): string {
  const stored = localStorage.getItem('deviceId');
  if (stored) return stored;
  const id = newUuid();
  localStorage.setItem('deviceId', id);
  return id;
}

/** A test notification of the operating system, closing itself after 5 s (platform §2 "Other UI"). */
export async function testNotification(title: string, body: string): Promise<NotificationPermission> {
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission === 'granted') showClosingNotification(title, { body });
  return permission;
}
