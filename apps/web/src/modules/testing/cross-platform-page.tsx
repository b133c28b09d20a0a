import { Alert, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { DeviceCheckResult } from '@wb/contract/device-checks';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { PageHeader } from '@/components/page-header';
import { CheckStatusChip } from './check-status-chip';
import { CompanyDevices } from './company-devices';
import { deviceId, runDeviceChecks, testNotification } from './device-checks';
import { useSaveDeviceCheck } from './testing-api';

const nameKey = 'deviceName';

/**
 * /testing/cross-platform: a company admin opens it on each device the company uses and sees what
 * this one can do (offline, storage, camera, printers …), with advice, and saves the result so the
 * company's devices are listed together.
 */
export function CrossPlatformPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [results, setResults] = useState<DeviceCheckResult[] | null>(null);
  const [running, setRunning] = useState(false);
  const [name, setName] = useState(() => localStorage.getItem(nameKey) ?? '');
  const save = useSaveDeviceCheck();

  const run = useCallback(async () => {
    setRunning(true);
    try {
      setResults(await runDeviceChecks(t));
    } finally {
      setRunning(false);
    }
  }, [t]);
  useEffect(() => {
    void run();
  }, [run]);

  const store = async () => {
    if (!results) return;
    localStorage.setItem(nameKey, name.trim());
    try {
      await save.mutateAsync({ deviceId: deviceId(), input: { deviceName: name, userAgent: navigator.userAgent.slice(0, 500), results } });
      enqueueSnackbar(t('testing:saved'), { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(describeError(t, err), { variant: 'error' });
    }
  };
  const notify = async () => {
    const permission = await testNotification(t('testing:notificationTitle'), t('testing:notificationBody'));
    if (permission !== 'granted') enqueueSnackbar(t(`testing:found.notifications.${permission}`), { variant: 'warning' });
    await run();
  };
  const persist = async () => {
    await navigator.storage?.persist?.();
    await run();
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('testing:title')}
        subtitle={t('testing:intro')}
        actions={
          <Button variant="outlined" onClick={() => void run()} disabled={running} data-testid="run-checks" sx={{ minHeight: 48 }}>
            {t('testing:run')}
          </Button>
        }
      />
      {/* On a phone the table scrolls sideways inside its box; the page itself does not. */}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="check-results">
          <TableHead>
            <TableRow>
              <TableCell>{t('testing:columns.check')}</TableCell>
              <TableCell>{t('testing:columns.status')}</TableCell>
              <TableCell>{t('testing:columns.found')}</TableCell>
              <TableCell>{t('testing:columns.advice')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(results ?? []).map((r) => (
              <TableRow key={r.check} data-testid={`check-${r.check}`}>
                <TableCell>{t(`testing:checks.${r.check}`)}</TableCell>
                <TableCell>
                  <CheckStatusChip status={r.status} />
                </TableCell>
                <TableCell>{r.detail}</TableCell>
                <TableCell>{r.status === 'pass' ? '' : t(`testing:advice.${r.check}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => void notify()} sx={{ minHeight: 48 }} data-testid="test-notification">
          {t('testing:testNotification')}
        </Button>
        <Button onClick={() => void persist()} sx={{ minHeight: 48 }}>
          {t('testing:persistStorage')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('testing:saveTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={t('testing:deviceName')}
            placeholder={t('testing:deviceNamePlaceholder')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'device-name' } }}
            sx={{ minWidth: 280 }}
          />
          <Button
            variant="contained"
            onClick={() => void store()}
            disabled={!results || !name.trim() || save.isPending}
            sx={{ minHeight: 48 }}
            data-testid="save-device"
          >
            {t('testing:save')}
          </Button>
        </Stack>
        {!results && running && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('testing:running')}
          </Alert>
        )}
      </Paper>
      <CompanyDevices />
    </Stack>
  );
}
