import { Box, CircularProgress } from '@mui/material';
import type { UserRole } from '@wb/contract/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';

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

/** Role-restricted routes: a user without the role goes to /dashboard. */
export function RequireRole({ roles }: { roles: UserRole[] }) {
  const { user } = useAuth();
  if (!user || !roles.includes(user.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
