import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { ProfileTab } from '@/modules/account/profile-tab';
import { SecurityTab } from '@/modules/account/security-tab';
import { useLazyNamespace } from '@/locales/lazy-namespace';

/** Settings tabs as nested routes; each section adds its tab when it lands. */
const tabs = [
  { key: 'profile', path: 'profile', element: <ProfileTab /> },
  { key: 'security', path: 'security', element: <SecurityTab /> },
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
