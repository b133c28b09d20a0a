import { Box, Tab, Tabs } from '@mui/material';
import type { BiQuery } from '@wb/contract/business-intelligence';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeFields } from '@/components/date-range-fields';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useLazyNamespace } from '@/locales/lazy-namespace';

import { CustomersTab, OverviewTab, SalesTab } from './bi-tabs-sales';
import { OperationsTab, PredictiveTab } from './bi-tabs-operations';
import { InsightsTab } from './bi-insights-tab';
import { BiTenantSelect, BiTenantsTable } from './bi-tenant-choice';
import { useAuth } from '@/app/auth/auth-context';
import { hasCapability } from '@/app/auth/capabilities';
export const analyticsTabs = ['overview', 'sales', 'customers', 'operations', 'predictive', 'insights'] as const;
type AnalyticsTab = (typeof analyticsTabs)[number];

/** /ai-analytics (platform §7): the company's figures in six tabs, for a period the reader chooses. */
export function AiAnalyticsPage() {
  useLazyNamespace('aiAnalytics', 'orders', 'aiChat');
  const { t } = useTranslation();
  const { user } = useAuth();
  const superAdmin = hasCapability(user, 'manageTenants');
  const [params, setParams] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '';
  const asked = params.get('tab') as AnalyticsTab | null;
  const tab: AnalyticsTab = asked && analyticsTabs.includes(asked) ? asked : 'overview';
  const startDate = params.get('startDate') || undefined;
  const endDate = params.get('endDate') || undefined;
  const query: BiQuery = { startDate, endDate };
  const weeks = Math.min(12, Math.max(4, Number(params.get('weeks') ?? 8) || 8));
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <Stack spacing={2}>
      <PageHeader title={t('aiAnalytics:title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <DateRangeFields
          from={startDate ?? ''}
          to={endDate ?? ''}
          onFrom={(v) => set('startDate', v)}
          onTo={(v) => set('endDate', v)}
          labels={[t('aiAnalytics:from'), t('aiAnalytics:to')]}
          testIds={['bi-from', 'bi-to']}
        />
        {superAdmin && <BiTenantSelect value={tenantId} onChange={(v) => set('tenantId', v)} query={query} />}
      </Stack>
      {superAdmin && !tenantId ? (
        <BiTenantsTable query={query} onChoose={(v) => set('tenantId', v)} />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, value: AnalyticsTab) => set('tab', value === 'overview' ? '' : value)}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {analyticsTabs.map((key) => (
              <Tab key={key} value={key} label={t(`aiAnalytics:tabs.${key}`)} data-testid={`tab-${key}`} />
            ))}
          </Tabs>
          <Box data-testid={`panel-${tab}`}>
            {tab === 'overview' && <OverviewTab query={query} />}
            {tab === 'sales' && <SalesTab query={query} />}
            {tab === 'customers' && <CustomersTab query={query} />}
            {tab === 'operations' && <OperationsTab query={query} />}
            {tab === 'predictive' && <PredictiveTab weeks={weeks} />}
            {tab === 'insights' && <InsightsTab query={query} />}
          </Box>
        </>
      )}
    </Stack>
  );
}
