import { i18n } from '@/app/i18n';
import { notificationsResources } from '@/locales/lazy-resources';

// The notifications texts come with this module's lazy chunk (not the first page's).
for (const [language, bundle] of Object.entries(notificationsResources)) {
  if (!i18n.hasResourceBundle(language, 'notifications')) i18n.addResourceBundle(language, 'notifications', bundle);
}
