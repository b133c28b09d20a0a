import { Navigate, Route, Routes } from 'react-router';
import { ItemListPage } from './item-list-page';

/** /items and /items/new (the list with its create dialog open): one lazy route for the router. */
export default function ItemsRoutes() {
  return (
    <Routes>
      <Route index element={<ItemListPage />} />
      <Route path="new" element={<ItemListPage />} />
      <Route path="*" element={<Navigate to="/items" replace />} />
    </Routes>
  );
}
