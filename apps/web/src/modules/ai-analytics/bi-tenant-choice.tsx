import { MenuItem, TableCell, TableRow, TextField } from '@mui/material';
import type { BiQuery } from '@wb/contract/business-intelligence';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '@/components/format';
import { useBiTenants } from './bi-api';
import { ScrollTable } from './bi-parts';

/** The super admin's company choice on /ai-analytics: every company side by side, or one company's tabs. */
export function BiTenantSelect({ value, onChange, query }: { value: string; onChange: (tenantId: string) => void; query: BiQuery }) {
  const { t } = useTranslation();
  const tenants = useBiTenants(query, true);
  return (
    <TextField
      select
      size="small"
      label={t('aiAnalytics:tenants.company')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 240 }}
      // "All companies" is a choice too: shown, not an empty field.
      slotProps={{ htmlInput: { 'data-testid': 'bi-tenant' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('aiAnalytics:tenants.all')}</MenuItem>
      {(tenants.data?.data.tenants ?? []).map((tenant) => (
        <MenuItem key={tenant.tenantId} value={tenant.tenantId}>
          <bdi>{tenant.name}</bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Every company's orders, revenue, margin and open receivables for the period (super admin). */
export function BiTenantsTable({ query, onChoose }: { query: BiQuery; onChoose: (tenantId: string) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const tenants = useBiTenants(query, true);
  return (
    <ScrollTable
      title={t('aiAnalytics:tenants.title')}
      testId="bi-tenants"
      head={
        <>
          <TableCell>{t('aiAnalytics:tenants.company')}</TableCell>
          <TableCell align="right">{t('aiAnalytics:kpi.orders')}</TableCell>
          <TableCell align="right">{t('aiAnalytics:kpi.revenue')}</TableCell>
          <TableCell align="right">{t('aiAnalytics:kpi.margin')}</TableCell>
          <TableCell align="right">{t('aiAnalytics:tenants.openReceivables')}</TableCell>
        </>
      }
    >
      {(tenants.data?.data.tenants ?? []).map((row) => (
        <TableRow key={row.tenantId} hover sx={{ cursor: 'pointer' }} onClick={() => onChoose(row.tenantId)}>
          <TableCell>
            <bdi>{row.name}</bdi>
          </TableCell>
          <TableCell align="right">{formatQuantity(row.orders, lang)}</TableCell>
          <TableCell align="right">{formatMoney(row.revenue, lang)}</TableCell>
          <TableCell align="right">{formatMoney(row.margin, lang)}</TableCell>
          <TableCell align="right">{formatMoney(row.openReceivables, lang)}</TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
