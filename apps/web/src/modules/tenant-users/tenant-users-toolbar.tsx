import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type TenantUserStatus, tenantUserStatuses } from '@wb/contract/tenant-users';
import { useTranslation } from 'react-i18next';
import { ListSearchField } from '@/components/list-search-field';

type Props = {
  search: string;
  status: TenantUserStatus | '';
  tenantFilter?: { value: string; options: Array<{ id: string; name: string }> };
  canWrite: boolean;
  onSearch: (value: string) => void;
  onStatus: (value: TenantUserStatus | '') => void;
  onTenant: (value: string) => void;
  onCreate: () => void;
  onInvite: () => void;
};

/** Search, status filter, the super admin's tenant filter, and the create and invite buttons. */
export function TenantUsersToolbar({ search, status, tenantFilter, canWrite, onSearch, onStatus, onTenant, onCreate, onInvite }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <ListSearchField value={search} onSearch={onSearch} testId="user-search" />
      <TextField
        select
        size="small"
        label={t('tenantUsers:list.status')}
        value={status}
        onChange={(e) => onStatus(e.target.value as TenantUserStatus | '')}
        sx={{ minWidth: 160 }}
        data-testid="status-filter"
      >
        <MenuItem value="">{t('tenantUsers:list.allStatuses')}</MenuItem>
        {tenantUserStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`tenantUsers:status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {tenantFilter && (
        <TextField
          select
          size="small"
          label={t('tenantUsers:fields.tenant')}
          value={tenantFilter.value}
          onChange={(e) => onTenant(e.target.value)}
          sx={{ minWidth: 200 }}
          data-testid="tenant-filter"
        >
          <MenuItem value="">{t('tenantUsers:list.allTenants')}</MenuItem>
          {tenantFilter.options.map((tenant) => (
            <MenuItem key={tenant.id} value={tenant.id}>
              {tenant.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1} sx={{ flexGrow: 1, justifyContent: { md: 'flex-end' } }}>
        {canWrite && (
          <>
            <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={onInvite} data-testid="invite-user-button">
              {t('tenantUsers:actions.invite')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} data-testid="new-user-button">
              {t('tenantUsers:actions.create')}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
