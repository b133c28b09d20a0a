import { Alert, Card, CardContent, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { labelAnalyticsRanges } from '@wb/contract/labels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { formatMoney } from '@/components/format';
import { Stack } from '@/components/stack';
import { useLabelAnalytics } from './labels-api';

function Bars({ rows }: { rows: Array<{ name: string; value: number }> }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Stack spacing={0.75}>
      {rows.map((r) => (
        <Stack key={r.name} spacing={0.25}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {r.name}
            </Typography>
            <Typography variant="body2">{r.value}</Typography>
          </Stack>
          <LinearProgress variant="determinate" value={(r.value / max) * 100} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Analytics (business §2, 7/30/90 days): labels per day, template and printer; costs; failures by cause. */
export function LabelAnalyticsTab() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const analytics = useLabelAnalytics(days);
  const data = analytics.data;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup size="small" exclusive value={days} onChange={(_, v: number | null) => v && setDays(v)}>
        {labelAnalyticsRanges.map((d) => (
          <ToggleButton key={d} value={d}>
            {t('labels:analytics.days', { count: d })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {analytics.error && <Alert severity="error">{describeError(t, analytics.error)}</Alert>}
      {data && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
            <CardContent>
              <Typography variant="subtitle2">{t('labels:analytics.usage')}</Typography>
              <Typography variant="h4" data-testid="total-labels">
                {data.usage.totalLabels}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('labels:analytics.jobs', { count: data.usage.totalJobs })}
              </Typography>
              <Bars rows={data.usage.byTemplate.map((r) => ({ name: r.name, value: r.labels }))} />
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
            <CardContent>
              <Typography variant="subtitle2">{t('labels:analytics.costs')}</Typography>
              <Typography variant="h4">{formatMoney(data.costs.totalCost, i18n.language)}</Typography>
              <Bars
                rows={data.costs.byPrinter.map((r) => ({ name: `${r.name} (${formatMoney(r.cost, i18n.language)})`, value: r.labels }))}
              />
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
            <CardContent>
              <Typography variant="subtitle2">{t('labels:analytics.errors')}</Typography>
              <Typography variant="h4">
                {data.errors.failedJobs} / {data.errors.totalJobs}
              </Typography>
              <Bars
                rows={data.errors.byCause.map((r) => ({ name: t(`errors:${r.key}`, { host: '', port: '', seconds: '' }), value: r.count }))}
              />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Stack>
  );
}
