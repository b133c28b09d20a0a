import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import type { ComplianceCheck } from '@wb/contract/compliance';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '@/app/messages';
import { formatDateTime } from '@/components/format';
import { Grid } from '@/components/grid';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useCompliance, useRunCheck } from './compliance-api';
import { evidenceValue } from './compliance-evidence';
import { GdprSection } from './gdpr-section';

function CheckCard({ check }: { check: ComplianceCheck }) {
  const { t, i18n } = useTranslation();
  const run = useRunCheck();
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

/**
 * /compliance (platform §2, §7 Security, issue 31): the compliance checks with pass/fail, their
 * evidence and last recorded run, each run again on demand; and the GDPR export and erasure of a
 * customer account or a user.
 */
export function CompliancePage() {
  useLazyNamespace('security', 'orders');
  const { t } = useTranslation();
  const compliance = useCompliance();
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
      {compliance.error && <Alert severity="error">{describeError(t, compliance.error)}</Alert>}
      {data && (
        <Grid container spacing={2} data-testid="compliance-checks">
          {data.checks.map((check) => (
            <Grid key={check.id} size={{ xs: 12, md: 6 }}>
              <CheckCard check={check} />
            </Grid>
          ))}
        </Grid>
      )}
      <GdprSection />
    </Stack>
  );
}
