import { useNavigate } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';

/** Signs out and goes to the sign-in page (the top bar's button and its phone menu). */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate('/login', { replace: true });
  };
}
