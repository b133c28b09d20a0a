import type { TFunction } from 'i18next';
import type { Notification } from '@wb/contract/notifications';

/**
 * A notification's title and message in the user's language: raised by the app (with a code),
 * it is translated with its values; free text (an admin's message) is shown as written.
 */
export function notificationText(t: TFunction, n: Notification): { title: string; message: string } {
  if (!n.code) return { title: n.title, message: n.message };
  const key = `notifications:codes.${n.code}`;
  return {
    title: t(`${key}.title`, { ...n.params, defaultValue: n.title }),
    message: t(`${key}.message`, { ...n.params, defaultValue: n.message }),
  };
}
