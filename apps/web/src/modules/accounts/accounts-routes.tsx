import { Navigate, Route, Routes } from 'react-router';
import { AccountDetailPage } from './account-detail-page';
import { AccountFormPage } from './account-form-page';
import { AccountListPage } from './account-list-page';

/** /accounts, /accounts/new, /accounts/{id}, /accounts/{id}/edit: one lazy route for the router. */
export default function AccountsRoutes() {
  return (
    <Routes>
      <Route index element={<AccountListPage />} />
      <Route path="new" element={<AccountFormPage />} />
      <Route path=":id" element={<AccountDetailPage />} />
      <Route path=":id/edit" element={<AccountFormPage />} />
      <Route path="*" element={<Navigate to="/accounts" replace />} />
    </Routes>
  );
}
