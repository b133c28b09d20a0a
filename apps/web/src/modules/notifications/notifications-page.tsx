import DoneAllIcon from '@mui/icons-material/DoneAll';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, LinearProgress, List, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { notificationPageSize, sendNotificationsPermission } from '@wb/contract/notification-constants';
import { matrixAllows } from '@wb/contract/roles';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { ListPager } from '@/components/list-pager';
import { NotificationItem } from './notification-item';
import { notificationsErrorText, useMarkAllRead, useMarkRead, useNotificationPage } from './notifications-api';
import { SendNotificationDialog } from './send-notification-dialog';
import { useOpenNotification } from './use-open-notification';
import { useLazyNamespace } from '@/locales/lazy-namespace';

/** Besides the live stream, the list refreshes itself this often (spec: automatic refresh). */
const refreshMs = 30_000;

/** /notifications: all of the user's notifications, paged, with mark read and mark all read. */
export function NotificationsPage() {
  useLazyNamespace('notifications', 'orders');
  const { t } = useTranslation();
  const { user } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(notificationPageSize);
  const [sending, setSending] = useState(false);
  const list = useNotificationPage({ page, pageSize, unreadOnly, refetchInterval: refreshMs });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const canSend = !!user && matrixAllows(user.permissions, sendNotificationsPermission);
  const items = list.data?.items ?? [];

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ count }) => enqueueSnackbar(t('notifications:page.markedAll', { count }), { variant: 'success' }),
      onError: (err) => enqueueSnackbar(notificationsErrorText(t, err), { variant: 'error' }),
    });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('notifications:title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications:page.autoRefresh')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<DoneAllIcon />} onClick={markAllRead} disabled={markAll.isPending} data-testid="page-mark-all">
            {t('notifications:page.markAllRead')}
          </Button>
          {canSend && (
            <Button variant="contained" startIcon={<SendIcon />} onClick={() => setSending(true)} data-testid="send-notification">
              {t('notifications:page.send')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Paper variant="outlined">
        <Tabs
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(_e, value) => {
            setUnreadOnly(value === 'unread');
            setPage(1);
          }}
        >
          <Tab value="all" label={t('notifications:page.all')} />
          <Tab value="unread" label={t('notifications:page.unread')} />
        </Tabs>
        {list.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {list.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {notificationsErrorText(t, list.error)}
          </Alert>
        ) : items.length === 0 && !list.isPending ? (
          <Typography color="text.secondary" sx={{ p: 3 }} data-testid="notifications-empty">
            {unreadOnly ? t('notifications:page.emptyUnread') : t('notifications:page.empty')}
          </Typography>
        ) : (
          <List data-testid="notification-list">
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={open}
                onMarkRead={(x) => markRead.mutate(x.id)}
                busy={markRead.isPending && markRead.variables === n.id}
              />
            ))}
          </List>
        )}
        <ListPager
          page={page}
          pageSize={pageSize}
          pageSizes={[10, 20, 50, 100]}
          total={list.data?.total ?? 0}
          onPage={(next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          }}
        />
      </Paper>
      {canSend && <SendNotificationDialog open={sending} onClose={() => setSending(false)} />}
    </Stack>
  );
}
