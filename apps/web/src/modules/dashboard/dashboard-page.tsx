import { Box, Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { hasCapability } from '@/app/auth/capabilities';
import { allows } from '@/app/auth/permissions';
import { visibleCards } from '@/app/modules';
import { RoleChip } from '@/components/role-chip';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { lazyNamed } from '@/app/lazy-named';

// Only a person without a company sees it; its code and texts stay out of the first page.
const NoCompanyCard = lazyNamed(() => import('@/modules/account/no-company-card'), 'NoCompanyCard');

// The administrators' live KPI cards (issue 32), loaded after the page.
const DashboardKpiCards = lazyNamed(() => import('./dashboard-kpi-cards'), 'DashboardKpiCards');

// Loaded after the page: the announcement and message of the day stay out of the first page's JavaScript.
const AnnouncementBanner = lazy(() =>
  import('@/modules/notifications/announcement-banner').then((m) => ({ default: m.AnnouncementBanner })),
);

export function DashboardPage() {
  useLazyNamespace('dashboard');
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const roleLabel = t(`common:roles.${user.role}`);
  const cards = visibleCards(user);

  return (
    <Stack spacing={3}>
      <Box>
        {/* A long e-mail address breaks where it must, rather than push a phone's page sideways. */}
        <Typography variant="h4" component="h1" data-testid="welcome" sx={{ overflowWrap: 'anywhere' }}>
          {t('dashboard:welcome', { email: user.email })}
        </Typography>
        <Typography color="text.secondary" data-testid="role-subtitle">
          {t('dashboard:subtitle', { role: roleLabel })}
        </Typography>
      </Box>
      <Suspense fallback={null}>
        <AnnouncementBanner />
      </Suspense>
      {allows(user, { permission: 'reports:admin' }) && (
        <Suspense fallback={null}>
          <DashboardKpiCards />
        </Suspense>
      )}
      <Grid container spacing={2}>
        {hasCapability(user, 'registerCompany') && (
          <Grid size={{ xs: 12, md: 8 }}>
            <Suspense fallback={null}>
              <NoCompanyCard />
            </Suspense>
          </Grid>
        )}
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`dashboard-card-${card.key}`}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6">{t(`dashboard:cards.${card.key}.title`)}</Typography>
                <Typography color="text.secondary">{t(`dashboard:cards.${card.key}.text`)}</Typography>
              </CardContent>
              <CardActions>
                <Button component={Link} to={card.path}>
                  {t(`dashboard:cards.${card.key}.action`)}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: cards.length ? 4 : 6 }}>
          <Card data-testid="account-info">
            <CardContent>
              <Typography variant="h6" gutterBottom>
                {t('dashboard:accountInfo.title')}
              </Typography>
              <Stack spacing={1}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography color="text.secondary">{t('dashboard:accountInfo.role')}:</Typography>
                  <RoleChip user={user} data-testid="role-chip" />
                </Stack>
                <Typography>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('dashboard:accountInfo.email')}:
                  </Box>{' '}
                  <bdi>{user.email}</bdi>
                </Typography>
                <Typography>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('dashboard:accountInfo.username')}:
                  </Box>{' '}
                  <bdi>{user.email}</bdi>
                </Typography>
                {user.tenantName && (
                  <Typography>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {t('dashboard:accountInfo.company')}:
                    </Box>{' '}
                    {/* <bdi>: in Arabic, "Demo Groothandel B.V." keeps its full stop at its end. */}
                    <bdi>{user.tenantName}</bdi>
                  </Typography>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
