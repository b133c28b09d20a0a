import { Box, Container } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSessionCheck } from '@/app/auth/use-session-check';
import { completeErrorTexts } from '@/app/i18n';
import { ErrorBoundary } from '@/app/error-boundary';
import { useCspReporter } from '@/modules/security/client-security-events';
import { OfflineBanner, UpdateAvailable } from './connectivity';
import { InstallPrompt } from './install-prompt';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useBackSwipe } from './use-back-swipe';

// Workspace settings are loaded once after sign-in (platform §2, shell), just after the first paint.
const SettingsPreload = lazy(() => import('@/modules/settings/shell-settings').then((m) => ({ default: m.SettingsPreload })));
// Cached lists and orders made offline: the device's database loads after the first paint too.
const OfflineSupport = lazy(() => import('@/app/offline/offline-support').then((m) => ({ default: m.OfflineSupport })));

// The rest of the API's messages in Dutch (the fallback); needed only once a call fails, so the page does not wait for it.
void completeErrorTexts();

/** The signed-in frame: top bar, side menu, banners, and the page. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useBackSwipe();
  useSessionCheck();
  useCspReporter();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar onOpenMenu={() => setMenuOpen(true)} />
      <OfflineBanner />
      <UpdateAvailable />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </Container>
      <InstallPrompt />
      <Suspense fallback={null}>
        <SettingsPreload />
        <OfflineSupport />
      </Suspense>
    </Box>
  );
}
