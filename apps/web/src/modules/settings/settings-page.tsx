import { Card, CardContent, CircularProgress, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { useLazyNamespace } from '@/locales/lazy-namespace';

// Order statuses and transitions: the orders module's own code, loaded with the tab.
const OrderSettingsTab = lazy(() => import('@/modules/orders/order-settings-tab'));

/** Settings tabs as nested routes; each section adds its tab when it lands. */
const tabs = [
  { key: 'profile', path: 'profile', element: <ProfileTab /> },
  {
    key: 'orders',
    path: 'orders',
    element: (
      <Suspense fallback={<CircularProgress />}>
        <OrderSettingsTab />
      </Suspense>
    ),
  },
];

export default function SettingsPage() {
  useLazyNamespace('settings');
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(`/settings/${tab.path}`))?.key ?? false;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('settings:title')}
      </Typography>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={t(`settings:tabs.${tab.key}`)} component={Link} to={`/settings/${tab.path}`} />
        ))}
      </Tabs>
      <Routes>
        {tabs.map((tab) => (
          <Route key={tab.key} path={`${tab.path}/*`} element={tab.element} />
        ))}
        <Route path="*" element={<Navigate to="profile" replace />} />
      </Routes>
    </Stack>
  );
}

function ProfileTab() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const fields = [
    ['firstName', user.firstName],
    ['lastName', user.lastName],
    ['email', user.email],
    ['role', t(`common:roles.${user.role}`)],
    ['company', user.tenantName ?? '—'],
  ] as const;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {fields.map(([key, value]) => (
            <TextField key={key} label={t(`settings:profile.${key}`)} value={value} slotProps={{ input: { readOnly: true } }} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
