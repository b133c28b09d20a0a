import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = {
  count: number;
  canWrite: boolean;
  canDelete: boolean;
  busy: boolean;
  onStatus: (isActive: boolean) => void;
  onDelete: () => void;
  onClear: () => void;
};

/** Bulk actions on the selected users: activate, deactivate, delete. */
export function TenantUsersBulkBar({ count, canWrite, canDelete, busy, onStatus, onDelete, onClear }: Props) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }} data-testid="bulk-bar">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }}>{t('tenantUsers:bulk.selected', { count })}</Typography>
        {canWrite && (
          <>
            <Button startIcon={<CheckCircleIcon />} disabled={busy} onClick={() => onStatus(true)} data-testid="bulk-activate">
              {t('tenantUsers:bulk.activate')}
            </Button>
            <Button startIcon={<BlockIcon />} disabled={busy} onClick={() => onStatus(false)} data-testid="bulk-deactivate">
              {t('tenantUsers:bulk.deactivate')}
            </Button>
          </>
        )}
        {canDelete && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={onDelete} data-testid="bulk-delete">
            {t('tenantUsers:bulk.delete')}
          </Button>
        )}
        <Button onClick={onClear} disabled={busy}>
          {t('tenantUsers:bulk.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
