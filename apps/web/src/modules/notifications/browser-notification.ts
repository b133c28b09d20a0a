import type { Notification as AppNotification } from '@wb/contract/notifications';
import { i18n, isLanguage, loadNamespace } from '@/app/i18n';
import { notificationText } from './notification-text';

/** Spec §9: a browser notification closes after 5 s. */
export const browserNotificationMs = 5000;

/** Shows a notification of the operating system that closes itself after 5 s; answers it. */
export function showClosingNotification(title: string, options: NotificationOptions): Notification {
  const shown = new Notification(title, options);
  setTimeout(() => shown.close(), browserNotificationMs);
  return shown;
}

export function browserNotificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Shows a notification of the operating system, when the user has allowed it. The tag is the
 * notification's id, so several open tabs show it once. Clicking it opens the app at its link.
 */
export async function showBrowserNotification(notification: AppNotification, open: (n: AppNotification) => void): Promise<void> {
  if (!browserNotificationsSupported() || Notification.permission !== 'granted') return;
  // Texts of raised notifications, in the user's language (the stored English ones if that fails).
  const language = isLanguage(i18n.language) ? i18n.language : 'nl';
  await Promise.all(['notifications', 'orders'].map((ns) => loadNamespace(ns, language).catch(() => undefined)));
  const { title, message } = notificationText(i18n.t, notification);
  const shown = showClosingNotification(title, { body: message, tag: notification.id, icon: '/icon.svg' });
  shown.onclick = () => {
    window.focus();
    open(notification);
    shown.close();
  };
}
