import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import RestoreIcon from '@mui/icons-material/Restore';
import { CardContent, Alert, Button, Card, CircularProgress, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Field, FieldGrid } from '@/components/field-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/components/format';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TenantEraseDialog } from './tenant-erase-dialog';
import { TenantStatusChip } from './tenant-status-chip';
import { useDeleteTenant, useRestoreTenant, useTenant } from './tenants-api';
import { describeError } from '@/app/messages';

/** One tenant with its figures, and what a super admin does with it. */
export function TenantViewPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const tenant = useTenant(id);
  const remove = useDeleteTenant();
  const restore = useRestoreTenant();
  const [dialog, setDialog] = useState<'delete' | 'erase' | null>(null);

  if (tenant.isPending) return <CircularProgress aria-label="loading" />;
  if (tenant.isError) return <Alert severity="error">{describeError(t, tenant.error)}</Alert>;
  const data = tenant.data;
  const figures = [
    ['userCount', data.userCount],
    ['activeUserCount', data.activeUserCount],
    ['invitedUserCount', data.invitedUserCount],
    ['inactiveUserCount', data.inactiveUserCount],
    ['adminCount', data.adminCount],
    ['accountCount', data.accountCount],
  ] as const;

  return (
    <Stack spacing={2}>
      <Button component={Link} to="/tenants" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t('tenants:title')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" data-testid="tenant-name">
          {data.name}
        </Typography>
        <TenantStatusChip status={data.subscriptionStatus} />
      </Stack>
      <FieldGrid>
        {figures.map(([key, value]) => (
          <Field key={key} span={{ xs: 6, sm: 4, md: 2 }}>
            <Card variant="outlined" data-testid={`figure-${key}`}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {t(`tenants:fields.${key}`)}
                </Typography>
                <Typography variant="h5">{value}</Typography>
              </CardContent>
            </Card>
          </Field>
        ))}
      </FieldGrid>
      <Typography color="text.secondary">
        {t('tenants:view.created', { date: formatDate(data.createdAt, i18n.language) })}
        {' · '}
        {data.lastLoginAt
          ? t('tenants:view.lastLogin', { date: formatDateTime(data.lastLoginAt, i18n.language) })
          : t('tenants:view.noLogin')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={Link}
          to={`/tenants/${id}/users`}
          variant="contained"
          startIcon={<GroupIcon />}
          data-testid="tenant-users-button"
        >
          {t('tenants:actions.users')}
        </Button>
        <Button component={Link} to={`/tenants/${id}/edit`} startIcon={<EditIcon />} data-testid="tenant-edit-button">
          {t('tenants:actions.edit')}
        </Button>
        {data.subscriptionStatus === 'cancelled' ? (
          <>
            <Button
              startIcon={<RestoreIcon />}
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate(id, {
                  onSuccess: () => enqueueSnackbar(t('tenants:view.restored'), { variant: 'success' }),
                  onError: (err) => enqueueSnackbar(describeError(t, err), { variant: 'error' }),
                })
              }
              data-testid="tenant-restore-button"
            >
              {t('tenants:actions.restore')}
            </Button>
            <Button color="error" startIcon={<DeleteForeverIcon />} onClick={() => setDialog('erase')} data-testid="tenant-erase-button">
              {t('tenants:actions.erase')}
            </Button>
          </>
        ) : (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')} data-testid="tenant-delete-button">
            {t('tenants:actions.delete')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={dialog === 'delete'}
        danger
        title={t('tenants:delete.title', { name: data.name })}
        confirmLabel={data.hasBusinessData ? t('tenants:delete.cancelConfirm') : t('tenants:delete.eraseConfirm')}
        busy={remove.isPending}
        error={remove.error ? describeError(t, remove.error) : null}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const result = await remove.mutateAsync(id).catch(() => null);
          if (!result) return;
          setDialog(null);
          enqueueSnackbar(t(`tenants:delete.${result.outcome}`, { name: data.name }), { variant: 'success' });
          if (result.outcome === 'erased') await navigate('/tenants');
        }}
      >
        {data.hasBusinessData ? t('tenants:delete.cancelText') : t('tenants:delete.eraseText')}
      </ConfirmDialog>
      {dialog === 'erase' && (
        <TenantEraseDialog
          tenant={data}
          onClose={async (erased) => {
            setDialog(null);
            if (!erased) return;
            enqueueSnackbar(t('tenants:delete.erased', { name: data.name }), { variant: 'success' });
            await navigate('/tenants');
          }}
        />
      )}
    </Stack>
  );
}
