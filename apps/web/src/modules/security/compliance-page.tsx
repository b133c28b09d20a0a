import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, MenuItem, TextField, Typography } from '@mui/material';
import type { ComplianceCheck } from '@wb/contract/compliance';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { hasCapability } from '@/app/auth/capabilities';
import { describeError } from '@/app/messages';
import { formatDateTime } from '@/components/format';
import { Grid } from '@/components/grid';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useTenantOptions } from '@/modules/tenants/tenants-api';
import { useCompliance, useRunCheck } from './compliance-api';
import { evidenceValue } from './compliance-evidence';
import { GdprSection } from './gdpr-section';

function CheckCard({ check, tenantId }: { check: ComplianceCheck; tenantId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const run = useRunCheck(tenantId);
  const yesNo = (v: boolean) => t(v ? 'security:compliance.yes' : 'security:compliance.no');
  return (
    <Card variant="outlined" data-testid={`check-${check.id}`} data-passed={String(check.passed)} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {t(`security:compliance.check.${check.id}.title`)}
          </Typography>
          <Chip
            size="small"
            color={check.passed ? 'success' : 'error'}
            icon={check.passed ? <CheckCircleIcon /> : <ErrorIcon />}
            label={t(check.passed ? 'security:compliance.passed' : 'security:compliance.failed')}
            data-testid={`check-status-${check.id}`}
          />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t(`security:compliance.check.${check.id}.description`)}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1.5, mb: 0 }}>
          {Object.entries(check.evidence).map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`security:compliance.evidence.${key}`, { defaultValue: key })}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, overflowWrap: 'anywhere' }}
                data-testid={`evidence-${check.id}-${key}`}
              >
                <bdi>{evidenceValue(key, value, i18n.language, yesNo)}</bdi>
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid={`check-last-run-${check.id}`}>
          {check.lastRecordedAt
            ? t('security:compliance.lastRun', { time: formatDateTime(check.lastRecordedAt, i18n.language) })
            : t('security:compliance.neverRun')}
        </Typography>
        {run.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {describeError(t, run.error)}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        <Button
          startIcon={<PlayArrowIcon />}
          onClick={() => run.mutate(check.id)}
          disabled={run.isPending}
          data-testid={`check-run-${check.id}`}
        >
          {t('security:compliance.runNow')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The super admin's choice of the company whose compliance and GDPR requests the page shows (`?tenantId=`). */
function CompanySelect({ value, onChange }: { value: string; onChange: (tenantId: string) => void }) {
  const { t } = useTranslation();
  const options = useTenantOptions(true) ?? [];
  return (
    <TextField
      select
      size="small"
      label={t('security:compliance.company')}
      value={options.some((o) => o.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 260, maxWidth: '100%' }}
      slotProps={{ htmlInput: { 'data-testid': 'compliance-tenant' } }}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id} data-testid="compliance-tenant-option" data-name={o.name}>
          <bdi>{o.name}</bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /compliance (platform §2, §7 Security, issue 31): the compliance checks with pass/fail, their
 * evidence and last recorded run, each run again on demand; and the GDPR export and erasure of a
 * customer account or a user. The super admin chooses the company first.
 */
export function CompliancePage() {
  useLazyNamespace('security', 'orders');
  const { t } = useTranslation();
  const { user } = useAuth();
  const superAdmin = hasCapability(user, 'manageTenants');
  const [params, setParams] = useSearchParams();
  const tenantId = (superAdmin && params.get('tenantId')) || undefined;
  const chosen = !superAdmin || !!tenantId;
  const compliance = useCompliance(tenantId, chosen);
  const data = compliance.data;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('security:compliance.title')}
        subtitle={data ? t('security:compliance.summary', { passed: data.passed, total: data.total }) : t('security:compliance.subtitle')}
        actions={
          <>
            <Button component={Link} to="/security">
              {t('security:dashboard.title')}
            </Button>
            <Button component={Link} to="/audit-trail">
              {t('security:title')}
            </Button>
          </>
        }
      />
      {superAdmin && <CompanySelect value={tenantId ?? ''} onChange={(id) => setParams(id ? { tenantId: id } : {}, { replace: true })} />}
      {!chosen && <Alert severity="info">{t('security:compliance.chooseCompany')}</Alert>}
      {compliance.error && <Alert severity="error">{describeError(t, compliance.error)}</Alert>}
      {chosen && data && (
        <Grid container spacing={2} data-testid="compliance-checks">
          {data.checks.map((check) => (
            <Grid key={check.id} size={{ xs: 12, md: 6 }}>
              <CheckCard check={check} tenantId={tenantId} />
            </Grid>
          ))}
        </Grid>
      )}
      {chosen && <GdprSection key={tenantId ?? ''} tenantId={tenantId} />}
    </Stack>
  );
}
