import type { Notification } from '@wb/contract/notifications';
import { useNavigate } from 'react-router';
import { isAppPath } from './app-path';
import { useMarkRead } from './notifications-api';

/** Clicking a notification marks it read and follows its link, if it has one. */
export function useOpenNotification(afterOpen?: () => void) {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    afterOpen?.();
    if (isAppPath(notification.link)) void navigate(notification.link);
  };
}
