import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Alert, Button, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { intlLocale } from '@wb/domain/format/locale';

/** Offline banner with a 6 s snackbar when the connection drops (spec §2 "Other UI"). */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const goOffline = () => {
      setOnline(false);
      enqueueSnackbar(t('shell:offline.snackbar'), { variant: 'warning', autoHideDuration: 6000 });
    };
    const goOnline = () => setOnline(true);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [enqueueSnackbar, t]);
  const shown = useShownData();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<WifiOffIcon />} square data-testid="offline-banner">
      {t('shell:offline.banner')}
      {shown.oldest !== null && (
        <Typography variant="body2" data-testid="offline-data-from">
          {t('shell:offline.dataFrom', { time: dataTime(shown.oldest, i18n.language) })}
        </Typography>
      )}
      {shown.waiting && (
        <Typography variant="body2" data-testid="offline-needs-server">
          {t('shell:offline.needsServer')}
        </Typography>
      )}
    </Alert>
  );
}

/** When the data on screen is from, on this device's clock (the shell keeps the full date formatting out of its first page). */
const dataTime = (at: number, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/**
 * What the page on screen shows: the time of the oldest answer it reads (offline that is when its
 * data is from), and whether a part of it waits for an answer it has none of yet (it needs the server).
 */
function useShownData(): { oldest: number | null; waiting: boolean } {
  const cache = useQueryClient().getQueryCache();
  const summary = useSyncExternalStore(
    (notify) => cache.subscribe(notify),
    () => {
      let oldest: number | null = null;
      let waiting = false;
      for (const query of cache.findAll({ type: 'active' })) {
        const at = query.state.dataUpdatedAt;
        if (query.state.data !== undefined && at > 0) oldest = oldest === null ? at : Math.min(oldest, at);
        else if (query.state.fetchStatus === 'paused') waiting = true;
      }
      return `${oldest ?? ''}|${waiting}`;
    },
  );
  const [oldest, waiting] = summary.split('|');
  return { oldest: oldest ? Number(oldest) : null, waiting: waiting === 'true' };
}

/** The service worker at /sw.js; when a new version is waiting, a button offers to reload. */
export function UpdateAvailable() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Alert
      severity="info"
      square
      data-testid="update-available"
      action={
        <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)} data-testid="update-reload">
          {t('shell:update.reload')}
        </Button>
      }
    >
      {t('shell:update.available')}
    </Alert>
  );
}
