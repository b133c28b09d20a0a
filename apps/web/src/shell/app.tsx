import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { ApiError } from '@/app/api/api-error';
import { AuthProvider } from '@/app/auth/auth-context';
import { ErrorBoundary } from '@/app/error-boundary';
import { AppRouter } from './router';
import { AppTheme } from '@/app/theme/app-theme';

// The query client takes the browser's word at start too: opened offline, reads wait (and show what
// the device has cached) instead of failing; the online and offline events keep it up to date after.
onlineManager.setOnline(navigator.onLine);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 2,
    },
  },
});

export function App() {
  return (
    <AppTheme>
      <SnackbarProvider maxSnack={1} autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <ErrorBoundary>
              <AppRouter />
            </ErrorBoundary>
          </AuthProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </AppTheme>
  );
}
