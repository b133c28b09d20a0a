import { Box, CardContent, Card, Stack, Tooltip, Typography } from '@mui/material';
import { subscriptionStatuses } from '@wb/contract/tenants';
import { Field, FieldGrid } from '@/components/field-grid';
import { useTranslation } from 'react-i18next';
import { useTenantStatistics } from './tenants-api';

/** Tenants per status, users and accounts, and new tenants per month (GET /tenants/statistics). */
export function TenantStatisticsCards() {
  const { t } = useTranslation();
  const { data } = useTenantStatistics();
  if (!data) return null;
  const peak = Math.max(1, ...data.growth.map((g) => g.tenants));
  const figure = (key: string, value: number) => (
    <Field key={key} span={{ xs: 6, sm: 4, md: 2 }}>
      <Card variant="outlined" data-testid={`stat-${key}`}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {t(`tenants:statistics.${key}`)}
          </Typography>
          <Typography variant="h5">{value}</Typography>
        </CardContent>
      </Card>
    </Field>
  );
  return (
    <Stack spacing={2}>
      <FieldGrid>
        {figure('total', data.total)}
        {subscriptionStatuses.map((s) => figure(s, data.byStatus[s]))}
        {figure('users', data.users)}
      </FieldGrid>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            {t('tenants:statistics.growth')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 96 }} data-testid="growth">
            {data.growth.map((g) => (
              <Tooltip key={g.month} title={t('tenants:statistics.growthTip', { month: g.month, tenants: g.tenants, users: g.users })}>
                <Stack sx={{ flex: 1, alignItems: 'center', height: '100%', justifyContent: 'flex-end' }}>
                  <Box
                    sx={{
                      width: '100%',
                      maxWidth: 28,
                      bgcolor: 'primary.main',
                      borderRadius: 0.5,
                      height: `${(g.tenants / peak) * 72}px`,
                      minHeight: 2,
                    }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {g.month.slice(5)}
                  </Typography>
                </Stack>
              </Tooltip>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
