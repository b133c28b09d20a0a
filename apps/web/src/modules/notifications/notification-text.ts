import type { TFunction } from 'i18next';
import type { Notification } from '@wb/contract/notifications';

/**
 * A notification's title and message in the user's language: raised by the app (with a code),
 * it is translated with its values; free text (an admin's message) is shown as written.
 */
export function notificationText(t: TFunction, n: Notification): { title: string; message: string } {
  if (!n.code) return { title: n.title, message: n.message };
  const key = `notifications:codes.${n.code}`;
  const params = { ...n.params, ...statusNames(t, n.params) };
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
