import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const RegisterPage = lazyNamed(() => import('./register-page'), 'RegisterPage');
const RegisterCompanyPage = lazyNamed(() => import('./register-company-page'), 'RegisterCompanyPage');
const ResendVerificationPage = lazyNamed(() => import('./resend-verification-page'), 'ResendVerificationPage');
const VerifyEmailPage = lazyNamed(() => import('./verify-email-page'), 'VerifyEmailPage');

/** Registration and e-mail verification (the profile and security pages are settings tabs). */
export const accountRoutes: ModuleRoutes = {
  publicOnly: [
    { path: '/register', element: <RegisterPage /> },
    { path: '/register/company', element: <RegisterCompanyPage /> },
    { path: '/resend-verification', element: <ResendVerificationPage /> },
  ],
  // Public too, but a signed-in person's link (a new address) is opened before they go to /dashboard.
  open: [{ path: '/verify-email/:token', element: <VerifyEmailPage /> }],
};
