import { Navigate, Route, Routes } from 'react-router';
import { SupplierDetailPage } from './supplier-detail-page';
import { SupplierListPage } from './supplier-list-page';

/** /suppliers and /suppliers/{id} (the detail tabs): one lazy route for the router. */
export default function SuppliersRoutes() {
  return (
    <Routes>
      <Route index element={<SupplierListPage />} />
      <Route path=":id" element={<SupplierDetailPage />} />
      <Route path="*" element={<Navigate to="/suppliers" replace />} />
    </Routes>
  );
}
