import { Alert, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { aiIntents } from '@wb/contract/ai-chat';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { describeError } from '@/app/messages';
import { formatPercent, formatQuantity } from '@/components/format';
import { Grid } from '@/components/grid';
import { Stack } from '@/components/stack';
import { useChosenTenant } from './bi-api';
import { ChartBox, Figure } from './bi-parts';

const tenantQuery = (tenantId: string | undefined) => (tenantId ? { tenantId } : {});

/** The assistant's own log (GET /ai/analytics/*): for the company, or the one a super admin chose. */
function useAssistantAnalytics() {
  const tenantId = useChosenTenant();
  const query = tenantQuery(tenantId);
  const options = { placeholderData: keepPreviousData, staleTime: 30_000 } as const;
  const rate = useQuery({
    queryKey: ['ai', 'analytics', 'success-rate', tenantId],
    queryFn: ({ signal }) => api('GET /ai/analytics/success-rate', { query, signal }),
    ...options,
  });
  const intents = useQuery({
    queryKey: ['ai', 'analytics', 'intents', tenantId],
    queryFn: ({ signal }) => api('GET /ai/analytics/intents', { query: { ...query, limit: 10 }, signal }),
    ...options,
  });
  const languages = useQuery({
    queryKey: ['ai', 'analytics', 'languages', tenantId],
    queryFn: ({ signal }) => api('GET /ai/analytics/languages', { query, signal }),
    ...options,
  });
  return { rate, intents, languages };
}

/** An intent's name in the reader's language ('' is a question the assistant did not understand). */
const intentKey = (intent: string) => ((aiIntents as readonly string[]).includes(intent) ? intent : 'unknown');

/** AI insights, the assistant's part: how often it answered, what was asked, in which languages. */
export function AssistantInsights() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { rate, intents, languages } = useAssistantAnalytics();
  const error = rate.error ?? intents.error ?? languages.error;
  if (error) return <Alert severity="error">{describeError(t, error)}</Alert>;
  const r = rate.data?.data;
  const intentRows = intents.data?.data ?? [];
  const languageRows = languages.data?.data ?? [];
  return (
    <Stack spacing={2} data-testid="assistant-insights">
      <Typography variant="h6">{t('aiAnalytics:assistant.title')}</Typography>
      {r && (
        <Grid container spacing={2}>
          {(['total', 'answered', 'notUnderstood', 'failed'] as const).map((key) => (
            <Grid key={key} size={{ xs: 6, md: 2.4 }}>
              <Figure label={t(`aiAnalytics:assistant.${key}`)} value={formatQuantity(r[key], lang)} testId={`assistant-${key}`} />
            </Grid>
          ))}
          <Grid size={{ xs: 6, md: 2.4 }}>
            <Figure label={t('aiAnalytics:assistant.rate')} value={formatPercent(r.rate * 100, lang)} testId="assistant-rate" />
          </Grid>
        </Grid>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ChartBox title={t('aiAnalytics:assistant.intents')} testId="chart-intents">
            {intentRows.length > 0 ? (
              <BarChart
                height={280}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: intentRows.map((row) => t(`aiChat:intent.${intentKey(row.intent)}`)), width: 170 }]}
                series={[
                  {
                    data: intentRows.map((row) => row.count),
                    label: t('aiAnalytics:assistant.questions'),
                    valueFormatter: (v) => formatQuantity(v ?? 0, lang),
                  },
                ]}
              />
            ) : (
              <Alert severity="info">{t('aiAnalytics:assistant.none')}</Alert>
            )}
          </ChartBox>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ChartBox title={t('aiAnalytics:assistant.languages')} testId="chart-languages">
            {languageRows.length > 0 ? (
              <PieChart
                height={240}
                series={[
                  {
                    data: languageRows.map((row) => ({
                      id: row.language,
                      value: row.count,
                      label: t(`aiAnalytics:assistant.language.${row.language}`, { defaultValue: row.language }),
                    })),
                    valueFormatter: (v) => formatQuantity(v.value, lang),
                  },
                ]}
              />
            ) : (
              <Alert severity="info">{t('aiAnalytics:assistant.none')}</Alert>
            )}
          </ChartBox>
        </Grid>
      </Grid>
    </Stack>
  );
}
