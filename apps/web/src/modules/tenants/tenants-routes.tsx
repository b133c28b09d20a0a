import { Navigate, Route, Routes } from 'react-router';
import TenantUsersPage from '@/modules/tenant-users/tenant-users-page';
import TenantFormPage from './tenant-form-page';
import TenantViewPage from './tenant-view-page';
import TenantsPage from './tenants-page';
import { useLazyNamespace } from '@/locales/lazy-namespace';

/** The super admin's tenant pages under /tenants, loaded together as one lazy route. */
export default function TenantsRoutes() {
  useLazyNamespace('tenantUsers', 'tenants');
  return (
    <Routes>
      <Route index element={<TenantsPage />} />
      <Route path="new" element={<TenantFormPage />} />
      <Route path=":id" element={<TenantViewPage />} />
      <Route path=":id/edit" element={<TenantFormPage />} />
      <Route path=":tenantId/users" element={<TenantUsersPage />} />
      <Route path="*" element={<Navigate to="/tenants" replace />} />
    </Routes>
  );
}
