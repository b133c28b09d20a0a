import type { TFunction } from 'i18next';
import { translateMessage } from '@/app/messages';

/** The contract's English messages of this module, by the key under which each is translated. */
const keys: Record<string, string> = {
  'A link must be a path inside the app, starting with /': 'notifications:errors.linkInApp',
  'Choose one user or all users, not both': 'notifications:errors.oneOrAll',
  'Must be in the future': 'notifications:errors.future',
  'An announcement goes to all users': 'notifications:errors.allUsersOnly',
};

export function notificationMessage(t: TFunction, message: string | undefined): string | undefined {
  const key = message ? keys[message] : undefined;
  return key ? t(key) : translateMessage(t, message);
}
