import { TextField } from '@mui/material';
import type { TenantDetail } from '@wb/contract/tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useEraseTenant } from './tenants-api';
import { describeError } from '@/app/messages';

/** Erasing a cancelled tenant and all its data: confirmed by typing its name. */
export function TenantEraseDialog({ tenant, onClose }: { tenant: TenantDetail; onClose: (erased: boolean) => void }) {
  const { t } = useTranslation();
  const erase = useEraseTenant();
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog
      open
      danger
      title={t('tenants:erase.title', { name: tenant.name })}
      confirmLabel={t('tenants:erase.confirm')}
      busy={erase.isPending}
      disabled={typed.trim() !== tenant.name}
      error={erase.error ? describeError(t, erase.error) : null}
      onClose={() => onClose(false)}
      onConfirm={async () => {
        const done = await erase.mutateAsync({ id: tenant.id, input: { confirmName: typed } }).catch(() => null);
        if (done) onClose(true);
      }}
    >
      {t('tenants:erase.text', { name: tenant.name })}
      <TextField
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        label={t('tenants:erase.typeName')}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'erase-confirm-name' } }}
      />
    </ConfirmDialog>
  );
}
