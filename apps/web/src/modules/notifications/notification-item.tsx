import DoneIcon from '@mui/icons-material/Done';
import { Box, IconButton, ListItem, ListItemButton, ListItemIcon, Stack, Tooltip, Typography } from '@mui/material';
import type { Notification } from '@wb/contract/notifications';
import { useTranslation } from 'react-i18next';
import { notificationText } from './notification-text';
import { NotificationTypeChip, NotificationTypeIcon } from './notification-type';
import { formatRelativeTime } from '@/components/format';

type Props = {
  notification: Notification;
  /** Clicking the notification: mark it read and follow its link. */
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  busy?: boolean;
};

/** One notification: type icon and chip, title, message, relative time, and a mark-read button. */
export function NotificationItem({ notification, onOpen, onMarkRead, busy }: Props) {
  const { t, i18n } = useTranslation();
  const { title, message } = notificationText(t, notification, i18n.language);
  const unread = !notification.isRead;
  return (
    <ListItem
      disablePadding
      data-testid="notification-item"
      data-unread={unread}
      secondaryAction={
        unread ? (
          <Tooltip title={t('notifications:item.markRead')}>
            <span>
              <IconButton
                edge="end"
                size="small"
                aria-label={t('notifications:item.markRead')}
                disabled={busy}
                onClick={() => onMarkRead(notification)}
                data-testid="notification-mark-read"
              >
                <DoneIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start', paddingInlineEnd: 6 }}>
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
          <NotificationTypeIcon type={notification.type} />
        </ListItemIcon>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <NotificationTypeChip type={notification.type} />
            <Typography variant="caption" color="text.secondary" component="time" dateTime={notification.createdAt}>
              {formatRelativeTime(notification.createdAt, i18n.language)}
            </Typography>
          </Stack>
          {/* dir="auto": a message written in another script reads in its own direction. */}
          <Typography variant="subtitle2" dir="auto" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
