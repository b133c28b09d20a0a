import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, CircularProgress, IconButton, Popover, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { useSettingsData } from '@/app/workspace-settings';
import { useUnreadCount } from '@/modules/notifications/unread-count';
import { badgeText } from './badge-count';
import { lazyNamed } from '@/app/lazy-named';

// The panel and the live connection load apart from the shell: only the bell is always here.
const NotificationPanel = lazyNamed(() => import('@/modules/notifications/notification-panel'), 'NotificationPanel');

/**
 * The bell in the top bar, unless Settings → Communication → notifications is off: then no
 * notification is made for the company's users (issue 25 item 16), and there is no bell.
 */
export function NotificationMenu() {
  const on = useSettingsData()?.communication.enableNotifications !== false;
  return on ? <NotificationBell /> : null;
}

/** The bell with the live unread count, and its 400 px panel. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const text = badgeText(useUnreadCount());
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/modules/notifications/notification-live').then((live) => {
      if (!cancelled) stop = live.startNotificationLive({ queryClient, navigate: (path) => void navigate(path) });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient, navigate]);

  return (
    <>
      <Tooltip title={t('shell:topBar.notifications')}>
        <IconButton
          color="inherit"
          aria-label={t('shell:topBar.notifications')}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="notification-bell"
        >
          <Badge badgeContent={text} color="error" invisible={text === null} data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {anchor && (
          <Suspense
            fallback={
              <Box sx={{ width: 400, maxWidth: '100vw', p: 3, display: 'grid', placeItems: 'center' }}>
                <CircularProgress size={24} />
              </Box>
            }
          >
            <NotificationPanel onClose={() => setAnchor(null)} />
          </Suspense>
        )}
      </Popover>
    </>
  );
}
