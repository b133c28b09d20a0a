import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/components/format';
import { CheckStatusChip } from './check-status-chip';
import { useDeleteDeviceCheck, useDeviceChecks } from './testing-api';

/** The company's devices with their last run of the checks. */
export function CompanyDevices() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const devices = useDeviceChecks();
  const remove = useDeleteDeviceCheck();
  const [removing, setRemoving] = useState<{ deviceId: string; deviceName: string } | null>(null);
  const items = devices.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('testing:devicesTitle')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('testing:noDevices')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="company-devices">
            <TableHead>
              <TableRow>
                <TableCell>{t('testing:deviceName')}</TableCell>
                <TableCell>{t('testing:columns.checkedAt')}</TableCell>
                <TableCell>{t('testing:columns.results')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((d) => (
                <TableRow key={d.deviceId} data-testid="company-device">
                  <TableCell>
                    <Typography variant="body2">{d.deviceName}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {d.checkedByEmail}
                    </Typography>
                  </TableCell>
                  <TableCell>{formatDateTime(d.checkedAt, i18n.language)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {d.results.map((r) => (
                        <Stack key={r.check} direction="row" spacing={0.5} sx={{ alignItems: 'center' }} title={r.detail}>
                          <Typography variant="caption">{t(`testing:checks.${r.check}`)}</Typography>
                          <CheckStatusChip status={r.status} />
                        </Stack>
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Button color="error" onClick={() => setRemoving(d)} sx={{ minHeight: 48 }}>
                      {t('testing:remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <ConfirmDialog
        open={!!removing}
        danger
        title={t('testing:remove')}
        confirmLabel={t('testing:remove')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.deviceId, {
            onSuccess: () => setRemoving(null),
            onError: (err) => enqueueSnackbar(describeError(t, err), { variant: 'error' }),
          });
        }}
        onClose={() => setRemoving(null)}
      >
        {t('testing:removeConfirm', { name: removing?.deviceName ?? '' })}
      </ConfirmDialog>
    </Paper>
  );
}
