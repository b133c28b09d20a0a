import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Button,
  InputAdornment,
  Link as MuiLink,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type SubscriptionStatus, subscriptionStatuses } from '@wb/contract/tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError } from '@/app/messages';
import { useDebounced } from '@/modules/tenant-users/use-debounced';
import { TenantStatisticsCards } from './tenant-statistics-cards';
import { TenantStatusChip } from './tenant-status-chip';
import { useTenants } from './tenants-api';
import { formatDate } from '@/components/format';

/** The tenant register for the SUPER_ADMIN: figures, search, status filter, user and account counts. */
export default function TenantsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriptionStatus | ''>('');
  const [paging, setPaging] = useState({ page: 0, pageSize: 20 });
  const q = useDebounced(search);
  const list = useTenants({ q: q || undefined, status: status || undefined, page: paging.page + 1, pageSize: paging.pageSize });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {t('tenants:title')}
        </Typography>
        <Button component={Link} to="/tenants/new" variant="contained" startIcon={<AddIcon />} data-testid="new-tenant-button">
          {t('tenants:actions.create')}
        </Button>
      </Stack>
      <TenantStatisticsCards />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          placeholder={t('tenants:list.search')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('tenants:list.search') },
          }}
        />
        <TextField
          select
          size="small"
          label={t('tenants:fields.subscriptionStatus')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as SubscriptionStatus | '');
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('tenants:list.allStatuses')}</MenuItem>
          {subscriptionStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`tenants:status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isError && <Alert severity="error">{describeError(t, list.error)}</Alert>}
      <Paper>
        <TableContainer>
          <Table size="small" data-testid="tenants-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('tenants:fields.name')}</TableCell>
                <TableCell>{t('tenants:fields.subscriptionStatus')}</TableCell>
                <TableCell align="right">{t('tenants:fields.userCount')}</TableCell>
                <TableCell align="right">{t('tenants:fields.accountCount')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('tenants:fields.createdAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(list.data?.items ?? []).map((tenant) => (
                <TableRow
                  key={tenant.id}
                  hover
                  onClick={() => navigate(`/tenants/${tenant.id}`)}
                  sx={{ cursor: 'pointer' }}
                  data-testid={`tenant-row-${tenant.name}`}
                >
                  <TableCell>
                    <MuiLink component={Link} to={`/tenants/${tenant.id}`} onClick={(e) => e.stopPropagation()} underline="hover">
                      {tenant.name}
                    </MuiLink>
                  </TableCell>
                  <TableCell>
                    <TenantStatusChip status={tenant.subscriptionStatus} />
                  </TableCell>
                  <TableCell align="right">{tenant.userCount}</TableCell>
                  <TableCell align="right">{tenant.accountCount}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(tenant.createdAt, i18n.language)}</TableCell>
                </TableRow>
              ))}
              {list.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {t('tenants:list.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={paging.page}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onPageChange={(_e, page) => setPaging((p) => ({ ...p, page }))}
          onRowsPerPageChange={(e) => setPaging({ page: 0, pageSize: Number(e.target.value) })}
          labelRowsPerPage={t('tenantUsers:list.perPage')}
          labelDisplayedRows={({ from, to, count }) => t('tenantUsers:list.displayed', { from, to, count })}
        />
      </Paper>
    </Stack>
  );
}
