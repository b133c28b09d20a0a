import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { Session } from '@wb/contract/account-security';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useLogoutAll, useRevokeSession, useSessions } from './account-api';
import { describeAccountError } from './account-errors';
import { formatDateTime } from '@/components/format';

/** Active sessions: device, IP address, last active, the current one marked; end one or all others. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const logoutAll = useLogoutAll();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const others = sessions.data?.items.filter((s) => !s.current).length ?? 0;

  const onRevoke = (session: Session) =>
    revoke.mutate(session.id, {
      onSuccess: () => enqueueSnackbar(t('account:sessions.revoked'), { variant: 'success' }),
      onError: (err) => enqueueSnackbar(describeAccountError(t, err, 'account:errors.revokeSessionFailed'), { variant: 'error' }),
    });
  const onLogoutAll = () =>
    logoutAll.mutate(undefined, {
      onSuccess: (result) => enqueueSnackbar(t('account:sessions.loggedOutAll', { count: result.endedSessions }), { variant: 'success' }),
      onError: (err) => enqueueSnackbar(describeAccountError(t, err, 'account:errors.logoutAllFailed'), { variant: 'error' }),
    });

  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6">{t('account:sessions.title')}</Typography>
          <Button
            variant="outlined"
            color="warning"
            onClick={onLogoutAll}
            disabled={others === 0 || logoutAll.isPending}
            data-testid="logout-all"
          >
            {t('account:sessions.logoutAll')}
          </Button>
        </Stack>
        {sessions.isPending && <CircularProgress aria-label="loading" />}
        {sessions.isError && <Alert severity="error">{describeAccountError(t, sessions.error, 'account:errors.getSessionsFailed')}</Alert>}
        <Box component="ul" data-testid="sessions-list" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {sessions.data?.items.map((session) => (
            <Stack
              component="li"
              key={session.id}
              direction="row"
              data-testid="session-row"
              data-current={session.current}
              sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography>{session.device ?? t('account:sessions.unknownDevice')}</Typography>
                  {session.current && <Chip size="small" color="primary" label={t('account:sessions.current')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('account:sessions.details', { ip: session.ipAddress || '—', when: when(session.lastActive) })}
                </Typography>
              </Box>
              {!session.current && (
                <Button color="warning" onClick={() => onRevoke(session)} disabled={revoke.isPending} data-testid="revoke-session">
                  {t('account:sessions.revoke')}
                </Button>
              )}
            </Stack>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
