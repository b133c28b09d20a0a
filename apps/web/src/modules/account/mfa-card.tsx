import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MfaDisableForm } from './mfa-disable-form';
import { MfaSetupForm } from './mfa-setup-form';

/** Two-factor authentication with an authenticator app: its state and the way to switch it. */
export function MfaCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'setup' | 'disable' | null>(null);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6">{t('account:mfa.title')}</Typography>
          <Chip
            size="small"
            color={enabled ? 'success' : 'default'}
            label={t(enabled ? 'account:mfa.on' : 'account:mfa.off')}
            data-testid="mfa-state"
          />
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('account:mfa.explain')}
        </Typography>
        {open === null &&
          (enabled ? (
            <Button variant="outlined" color="warning" onClick={() => setOpen('disable')}>
              {t('account:mfa.disable')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setOpen('setup')}>
              {t('account:mfa.enable')}
            </Button>
          ))}
        {open === 'setup' && <MfaSetupForm onClose={() => setOpen(null)} />}
        {open === 'disable' && <MfaDisableForm onClose={() => setOpen(null)} />}
      </CardContent>
    </Card>
  );
}
