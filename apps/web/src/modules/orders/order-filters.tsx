import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/date-range-fields';
import { AccountPicker } from './account-picker';
import { statusName, type StatusModel } from './order-status';
import { useOrderOptions } from './orders-api';
import type { useOrderFilters } from './use-order-filters';
import { useDebouncedValue } from '@/components/use-debounced-value';

type Props = { state: ReturnType<typeof useOrderFilters>; statuses: StatusModel; showStatus: boolean };

/** Search, status, account, route, employee and order-date range of the order views. */
export function OrderFiltersBar({ state, statuses, showStatus }: Props) {
  const { t } = useTranslation();
  const { filters, update } = state;
  const options = useOrderOptions();
  const [search, setSearch] = useState(filters.q ?? '');
  const settled = useDebouncedValue(search, 300);
  useEffect(() => {
    if ((filters.q ?? '') !== settled) update({ q: settled || undefined });
  }, [settled, filters.q, update]);
  const select = { size: 'small' as const, sx: { minWidth: 150 } };

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="order-filters">
      <TextField
        size="small"
        label={t('orders:filters.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'order-search' } }}
      />
      {showStatus && (
        <TextField
          select
          label={t('orders:filters.status')}
          value={filters.statusId ?? ''}
          onChange={(e) => update({ statusId: e.target.value || undefined })}
          {...select}
        >
          <MenuItem value="">{t('orders:filters.all')}</MenuItem>
          {statuses.list.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {statusName(t, s)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack sx={{ minWidth: 240 }}>
        <AccountPicker
          size="small"
          label={t('orders:filters.account')}
          value={filters.accountId ? { id: filters.accountId, label: state.accountName || filters.accountId } : null}
          onChange={(a) => update({ accountId: a?.id, accountName: a?.label })}
        />
      </Stack>
      <TextField
        select
        label={t('orders:filters.route')}
        value={filters.route ?? ''}
        onChange={(e) => update({ route: e.target.value || undefined })}
        {...select}
      >
        <MenuItem value="">{t('orders:filters.all')}</MenuItem>
        {(options.data?.routes ?? []).map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('orders:filters.employee')}
        value={filters.assignedTo ?? ''}
        onChange={(e) => update({ assignedTo: e.target.value || undefined })}
        {...select}
      >
        <MenuItem value="">{t('orders:filters.all')}</MenuItem>
        {(options.data?.employees ?? []).map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields
        from={filters.from ?? ''}
        to={filters.to ?? ''}
        onFrom={(from) => update({ from: from || undefined })}
        onTo={(to) => update({ to: to || undefined })}
        labels={[t('orders:filters.from'), t('orders:filters.to')]}
        testIds={['filter-from', 'filter-to']}
      />
      {state.active && (
        <Button
          startIcon={<FilterAltOffIcon />}
          onClick={() => {
            setSearch('');
            state.clear();
          }}
        >
          {t('orders:filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
