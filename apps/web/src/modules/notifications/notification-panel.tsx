import { Alert, Box, Button, CircularProgress, Divider, List, Stack, Typography } from '@mui/material';
import { notificationPanelSize } from '@wb/contract/notification-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserNotificationsSupported } from './browser-notification';
import { NotificationItem } from './notification-item';
import { notificationsErrorText, useMarkAllRead, useMarkRead, useNotificationPage } from './notifications-api';
import { useOpenNotification } from './use-open-notification';
import { useLazyNamespace } from '@/locales/lazy-namespace';

/** The bell's panel (spec §2): up to 5 unread, mark read, mark all read, view all. Loaded on first open. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  useLazyNamespace('notifications', 'orders');
  const { t } = useTranslation();
  const unread = useNotificationPage({ page: 1, pageSize: notificationPanelSize, unreadOnly: true });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const open = useOpenNotification(onClose);
  const total = unread.data?.total ?? 0;
  const items = unread.data?.items ?? [];

  return (
    <Box sx={{ width: 400, maxWidth: '100vw' }} data-testid="notification-panel">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('notifications:title')}
        </Typography>
        <Button size="small" onClick={() => markAll.mutate()} disabled={total === 0 || markAll.isPending} data-testid="panel-mark-all">
          {t('notifications:panel.markAllRead')}
        </Button>
      </Stack>
      <Divider />
      {unread.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
          <CircularProgress size={24} />
        </Box>
      ) : unread.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {notificationsErrorText(t, unread.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t('notifications:panel.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={open} onMarkRead={(x) => markRead.mutate(x.id)} />
          ))}
        </List>
      )}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', px: 1, py: 0.5 }}>
        <BrowserNotificationsSwitch />
        <Button
          size="small"
          component={Link}
          to="/notifications"
          onClick={onClose}
          data-testid="panel-view-all"
          sx={{ marginInlineStart: 'auto' }}
        >
          {total > notificationPanelSize ? t('notifications:panel.viewAllCount', { count: total }) : t('notifications:panel.viewAll')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Asks the browser's permission (it needs a click) to show notifications on this device too. */
function BrowserNotificationsSwitch() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(() => (browserNotificationsSupported() ? Notification.permission : 'denied'));
  if (permission !== 'default') return null;
  return (
    <Button size="small" onClick={async () => setPermission(await Notification.requestPermission())}>
      {t('notifications:panel.enableBrowser')}
    </Button>
  );
}
