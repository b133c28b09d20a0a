import { Route, Routes } from 'react-router';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import PaymentDetailPage from './payment-detail-page';
import PaymentFormPage from './payment-form-page';
import PaymentListPage from './payment-list-page';
import StatementReviewPage from './statement-review-page';
import StatementsPage from './statements-page';

/** /payments/*: list, form, detail, and the bank statements with their review. */
export default function PaymentsRoutes() {
  useLazyNamespace('payments');
  return (
    <Routes>
      <Route index element={<PaymentListPage />} />
      <Route path="new" element={<PaymentFormPage />} />
      <Route path="statements" element={<StatementsPage />} />
      <Route path="statements/:id" element={<StatementReviewPage />} />
      <Route path=":id" element={<PaymentDetailPage />} />
      <Route path=":id/edit" element={<PaymentFormPage />} />
    </Routes>
  );
}
