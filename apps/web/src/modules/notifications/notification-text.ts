import type { TFunction } from 'i18next';
import type { Notification } from '@wb/contract/notifications';
import { i18n } from '@/app/i18n';
import { notificationParams } from './notification-params';

/**
 * A notification's title and message in the user's language: raised by the app (with a code),
 * it is translated with its values, written in the user's language (notification-params.ts);
 * free text (an admin's message) is shown as written.
 */
export function notificationText(t: TFunction, n: Notification, language = i18n.language): { title: string; message: string } {
  if (!n.code) return { title: n.title, message: n.message };
  const key = `notifications:codes.${n.code}`;
  const params = notificationParams({ ...n.params, ...statusNames(t, n.params) }, language);
  return {
    title: t(`${key}.title`, { ...params, defaultValue: n.title }),
    message: t(`${key}.message`, { ...params, defaultValue: n.message }),
  };
}

/** An order's seeded statuses (`fromCode`, `toCode`) by their translated names, when the orders texts are there. */
function statusNames(t: TFunction, params: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [name, code] of [
    ['from', params.fromCode],
    ['to', params.toCode],
  ] as const) {
    if (code) names[name] = t(`orders:statusNames.${code}`, { defaultValue: params[name] ?? code });
  }
  return names;
}
