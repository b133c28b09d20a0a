import arNotifications from './ar/notifications.json';
import enNotifications from './en/notifications.json';
import nlNotifications from './nl/notifications.json';
import trNotifications from './tr/notifications.json';

// Namespaces that load with their module's lazy chunk instead of with the first page (whose
// JavaScript budget the eager `resources` count against). A module imports its own export
// below and adds it with i18n.addResourceBundle; the locale test checks them all.

export const notificationsResources = { nl: nlNotifications, en: enNotifications, tr: trNotifications, ar: arNotifications };

export const lazyResources = { notifications: notificationsResources } as const;
