import { Alert, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import type { SecurityMetrics } from '@wb/contract/security';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { describeError } from '@/app/messages';
import { DateRangeFields } from '@/components/date-range-fields';
import { formatQuantity } from '@/components/format';
import { Grid } from '@/components/grid';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useSecurityMetrics } from './security-metrics-api';
import { useTenantMembers } from './threats-api';
import { ThreatsSection } from './threats-section';

const counted = [
  'signIns',
  'newDevices',
  'signInFailures',
  'lockouts',
  'refreshTokenReuse',
  'twoFactorFailures',
  'twoFactorDisabled',
  'permissionChanges',
  'exports',
  'deletions',
] as const satisfies ReadonlyArray<keyof SecurityMetrics>;

/** /security (platform §2, §7 Security): the period's security metrics from the audit trail. */
export function SecurityPage() {
  useLazyNamespace('security');
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const tenantId = params.get('tenantId') ?? undefined;
  const metrics = useSecurityMetrics({ from: from || undefined, to: to || undefined, tenantId });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const number = (n: number) => formatQuantity(n, i18n.language);
  const m = metrics.data;
  const members = useTenantMembers();
  const navigate = useNavigate();

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('security:dashboard.title')}
        subtitle={m ? t('security:dashboard.period', { from: m.from, to: m.to }) : undefined}
        actions={
          <Button component={Link} to="/audit-trail">
            {t('security:title')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <DateRangeFields
          from={from}
          to={to}
          onFrom={(v) => set('from', v)}
          onTo={(v) => set('to', v)}
          labels={[t('security:filter.from'), t('security:filter.to')]}
          testIds={['security-from', 'security-to']}
        />
      </Stack>
      {metrics.error && <Alert severity="error">{describeError(t, metrics.error)}</Alert>}
      {m && (
        <Grid container spacing={2}>
          {counted.map((key) => (
            <Grid key={key} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" data-testid={`metric-${key}`}>
                <CardContent>
                  <Typography color="text.secondary">{t(`security:metric.${key}`)}</Typography>
                  <Typography variant="h4">{number(m[key])}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
          {(['clientErrors', 'serverErrors'] as const).map((key) => (
            <Grid key={key} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" data-testid={`metric-${key}`}>
                <CardContent>
                  <Typography color="text.secondary">{t(`security:metric.${key}`)}</Typography>
                  <Typography variant="h4">{number(m.apiErrors[key])}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" data-testid="metric-twoFactor">
              <CardContent>
                <Typography color="text.secondary">{t('security:metric.twoFactor')}</Typography>
                <Typography>
                  {t('security:metric.twoFactorUsers', { enabled: number(m.twoFactor.enabled), total: number(m.twoFactor.users) })}
                </Typography>
                <Typography>
                  {t('security:metric.twoFactorAdmins', { enabled: number(m.twoFactor.adminsEnabled), total: number(m.twoFactor.admins) })}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
      <ThreatsSection tenantId={tenantId} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">{t('security:behavior.section')}</Typography>
          <TextField
            select
            size="small"
            value=""
            label={t('security:behavior.pick')}
            sx={{ minWidth: 260, mt: 1 }}
            onChange={(e) => navigate(`/security/users/${e.target.value}${tenantId ? `?tenantId=${tenantId}` : ''}`)}
            slotProps={{ htmlInput: { 'data-testid': 'behavior-user' } }}
          >
            {(members.data?.items ?? []).map((u) => (
              <MenuItem key={`${u.tenantId}-${u.id}`} value={u.id} data-testid="behavior-user-option" data-email={u.email}>
                <bdi>{u.email}</bdi>
              </MenuItem>
            ))}
          </TextField>
        </CardContent>
      </Card>
    </Stack>
  );
}
