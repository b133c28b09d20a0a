import { Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { CustomTypesTab } from './custom-types-tab';
import { PackageAnalyticsTab } from './package-analytics-tab';
import { PackageSummaryTab } from './package-summary-tab';
import { PackageTransactionsTab } from './package-transactions-tab';

const tabs = ['transactions', 'balance', 'types', 'analytics'] as const;
type TabKey = (typeof tabs)[number];

/** /package-balance (business §2): transactions, balance summary, custom types and analytics. */
export function PackageBalancePage() {
  useLazyNamespace('lists', 'packages');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canReports = useCan('reports:read');
  const visible = tabs.filter((key) => key !== 'analytics' || canReports);
  const asked = params.get('tab') ?? '';
  const tab: TabKey = (visible as readonly string[]).includes(asked) ? (asked as TabKey) : 'transactions';
  return (
    <Stack spacing={2}>
      <PageHeader title={t('packages:title')} />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => void navigate({ search: `?tab=${value}` }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {visible.map((key) => (
            <Tab key={key} value={key} label={t(`packages:tabs.${key}`)} data-testid={`tab-${key}`} />
          ))}
        </Tabs>
      </Paper>
      {tab === 'transactions' && <PackageTransactionsTab />}
      {tab === 'balance' && <PackageSummaryTab />}
      {tab === 'types' && <CustomTypesTab />}
      {tab === 'analytics' && <PackageAnalyticsTab />}
    </Stack>
  );
}
