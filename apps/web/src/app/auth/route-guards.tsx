import { Box, CircularProgress } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';
import { type Access, allows } from './permissions';

export function FullPageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="loading" />
    </Box>
  );
}

/** Signed-in routes: a visitor goes to /login. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Public routes: a signed-in user goes to /dashboard. */
export function PublicOnly() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Restricted routes: a user without the permission or capability goes to /dashboard (platform §2). */
export function RequireAccess({ access }: { access: Access }) {
  const { user } = useAuth();
  if (!allows(user, access)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
