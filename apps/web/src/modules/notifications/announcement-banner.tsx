import CampaignIcon from '@mui/icons-material/Campaign';
import { Alert, AlertTitle, Button } from '@mui/material';
import type { NotificationType } from '@wb/contract/notification-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '@/app/api/api-client';
import { formatDateTime } from '@/components/format';
import { useCan } from '@/components/use-can';
import { Stack } from '@/components/stack';
import { notificationKeys } from './notification-keys';
import { isolate } from '@wb/domain/format/locale';

// Under the notifications keys: a new notification (an announcement arriving live) refreshes it.
const currentKey = [...notificationKeys.all, 'announcement'] as const;

const severity: Record<NotificationType, 'info' | 'warning' | 'success' | 'error'> = {
  INFO: 'info',
  WARNING: 'warning',
  SUCCESS: 'success',
  ERROR: 'error',
  ACTION_REQUIRED: 'warning',
};

/**
 * The dashboard's messages: the announcement an admin published (until it expires or is
 * withdrawn; admins can withdraw it here) and the standing message of the day from the
 * communication settings.
 */
export function AnnouncementBanner() {
  const { t, i18n } = useTranslation();
  const canWithdraw = useCan('users:write');
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: currentKey,
    queryFn: ({ signal }) => api('GET /announcements/current', { signal }),
    staleTime: 30_000,
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => api('DELETE /announcements/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  if (!data || (!data.announcement && !data.messageOfTheDay)) return null;
  const { announcement, messageOfTheDay } = data;
  return (
    <Stack spacing={1}>
      {announcement && (
        <Alert
          severity={severity[announcement.type]}
          icon={<CampaignIcon />}
          data-testid="announcement"
          sx={{ whiteSpace: 'pre-line' }}
          action={
            <>
              {announcement.link && (
                <Button color="inherit" size="small" component={Link} to={announcement.link}>
                  {t('dashboard:announcement.open')}
                </Button>
              )}
              {canWithdraw && (
                <Button
                  color="inherit"
                  size="small"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(announcement.id)}
                  data-testid="announcement-withdraw"
                >
                  {t('dashboard:announcement.withdraw')}
                </Button>
              )}
            </>
          }
        >
          {/* <bdi>: an admin's text in another script keeps its own direction (its full stop at its end). */}
          <AlertTitle>
            <bdi>{announcement.title}</bdi>
          </AlertTitle>
          <bdi>{announcement.message}</bdi>
          <br />
          <small>
            {announcement.expiresAt
              ? t('dashboard:announcement.byUntil', {
                  name: isolate(announcement.createdByName, i18n.language),
                  until: formatDateTime(announcement.expiresAt, i18n.language),
                })
              : t('dashboard:announcement.by', { name: isolate(announcement.createdByName, i18n.language) })}
          </small>
        </Alert>
      )}
      {messageOfTheDay && (
        <Alert severity="info" icon={<CampaignIcon />} data-testid="message-of-the-day" sx={{ whiteSpace: 'pre-line' }}>
          <bdi>{messageOfTheDay}</bdi>
        </Alert>
      )}
    </Stack>
  );
}
