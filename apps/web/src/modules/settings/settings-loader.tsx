import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import type { SettingsBulk } from '@wb/contract/settings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/app/workspace-settings';

/** Shows a tab once the settings are there; "Failed to fetch settings" with a retry otherwise. */
export function SettingsLoader({ children }: { children: (settings: SettingsBulk) => ReactNode }) {
  const { t } = useTranslation();
  const query = useSettings();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        data-testid="settings-fetch-error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('workspace:errors.fetchSettings')}
      </Alert>
    );
  }
  return (
    <Stack sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress aria-label={t('workspace:loading')} />
    </Stack>
  );
}
