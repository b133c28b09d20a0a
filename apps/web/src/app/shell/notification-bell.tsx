import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from './badge-count';

/**
 * The bell and its 400 px panel. The unread count comes from the notifications module when it
 * exists; until then there is nothing unread, so the badge stays hidden and the panel says so.
 */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const text = badgeText(unread);
  return (
    <>
      <Tooltip title={t('shell:topBar.notifications')}>
        <IconButton color="inherit" aria-label={t('shell:topBar.notifications')} onClick={(e) => setAnchor(e.currentTarget)}>
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
        <Box sx={{ width: 400, maxWidth: '100vw', p: 2 }} data-testid="notification-panel">
          <Typography variant="subtitle1" gutterBottom>
            {t('shell:notifications.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('shell:notifications.empty')}
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
