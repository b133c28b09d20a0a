import { Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { LabelAnalyticsTab } from './label-analytics-tab';
import { LabelPrintersTab } from './label-printers-tab';
import { LabelTemplatesTab } from './label-templates-tab';
import { PrintHistoryTab } from './print-history-tab';

const tabs = ['templates', 'history', 'printers', 'analytics'] as const;
type TabKey = (typeof tabs)[number];

/** /labels (business §2): templates with the designer, print history, printers and analytics. */
export function LabelsPage() {
  useLazyNamespace('lists', 'labels');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canReports = useCan('reports:read');
  const visible = tabs.filter((key) => key !== 'analytics' || canReports);
  const asked = params.get('tab') ?? '';
  const tab: TabKey = (visible as readonly string[]).includes(asked) ? (asked as TabKey) : 'templates';
  const go = (value: TabKey) => void navigate({ search: `?tab=${value}` }, { replace: true });
  return (
    <Stack spacing={2}>
      <PageHeader title={t('labels:title')} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, value: TabKey) => go(value)} variant="scrollable" allowScrollButtonsMobile>
          {visible.map((key) => (
            <Tab key={key} value={key} label={t(`labels:tabs.${key}`)} data-testid={`tab-${key}`} />
          ))}
        </Tabs>
      </Paper>
      {tab === 'templates' && <LabelTemplatesTab onPrinted={() => go('history')} />}
      {tab === 'history' && <PrintHistoryTab />}
      {tab === 'printers' && <LabelPrintersTab />}
      {tab === 'analytics' && <LabelAnalyticsTab />}
    </Stack>
  );
}
