import type { z } from 'zod';
import type * as account from './account';
import type * as ai from './ai-chat';
import type * as security from './account-security';
import type * as accounts from './accounts';
import type * as auth from './auth';
import type * as bi from './business-intelligence';
import type { okSchema } from './common';
import type * as devices from './device-checks';
import type * as invoices from './invoices';
import type * as items from './items';
import type * as kvk from './kvk';
import type * as csv from './master-data-fields';
import type * as notifications from './notifications';
import type * as invoiceStatuses from './invoice-statuses';
import type * as statuses from './order-statuses';
import type * as orders from './orders';
import type * as packages from './packages';
import type * as labels from './labels';
import type * as payments from './payments';
import type * as profile from './profile';
import type * as purchaseOrders from './purchase-orders';
import type * as quotes from './quotes';
import type * as cashBook from './cash-book';
import type * as roles from './role-permissions';
import type * as securityCentre from './security';
import type * as threats from './security-threats';
import type * as compliance from './compliance';
import type * as settings from './settings';
import type * as suppliers from './suppliers';
import type * as tenantUsers from './tenant-users';
import type * as tenants from './tenants';

/**
 * The API's calls as the web app makes them: `METHOD /path` (under /api/v1, `:name` for a path
 * parameter) → the contract's schemas of what it answers (`response`), of its JSON body (`body`)
 * and of its query string (`query`). Types only: nothing here is loaded at run time. A new call
 * gets its line here, next to the others of its module, and the web client types itself from it.
 */
type Answer<R extends z.ZodType> = { response: R };
type Send<B extends z.ZodType, R extends z.ZodType> = { body: B; response: R };
type Ask<Q extends z.ZodType, R extends z.ZodType> = { query: Q; response: R };
type List<T extends z.ZodType> = z.ZodArray<T>;
type Ok = typeof okSchema;
/** 204 No Content. */
type Empty = z.ZodVoid;
/** A multipart upload (a logo, a photo). */
type Upload = z.ZodType<FormData>;

type AuthEndpoints = {
  'POST /auth/login': Send<typeof auth.loginInputSchema, typeof auth.loginResultSchema>;
  'POST /auth/login/mfa': Send<typeof auth.mfaLoginInputSchema, typeof auth.loginResponseSchema>;
  'POST /auth/logout': Answer<Ok>;
  'GET /auth/me': Answer<typeof auth.sessionUserSchema>;
  'POST /auth/register': Send<typeof account.registerInputSchema, typeof account.registerResultSchema>;
  'POST /auth/register/company': Send<typeof account.registerCompanyInputSchema, typeof account.registerResultSchema>;
  'POST /auth/verify-email': Send<typeof account.verifyEmailInputSchema, typeof account.verifyEmailResponseSchema>;
  'POST /auth/resend-verification': Send<typeof account.resendVerificationInputSchema, Ok>;
  'POST /auth/company': Send<typeof account.companyDetailsSchema, typeof account.accessGrantSchema>;
  'GET /auth/profile': Answer<typeof profile.profileSchema>;
  'PUT /auth/profile': Send<typeof profile.updateProfileInputSchema, typeof profile.profileSchema>;
  'PUT /auth/security-settings': Send<typeof profile.securitySettingsInputSchema, typeof profile.profileSchema>;
  'POST /auth/profile/avatar': Send<Upload, typeof profile.profileSchema>;
  'DELETE /auth/profile/avatar': Answer<typeof profile.profileSchema>;
  'GET /auth/sessions': Answer<typeof security.sessionListSchema>;
  'POST /auth/sessions/:id/revoke': Answer<Ok>;
  'POST /auth/logout-all': Answer<typeof security.logoutAllResponseSchema>;
  'POST /auth/change-password': Send<typeof security.changePasswordInputSchema, typeof security.changePasswordResponseSchema>;
  'POST /auth/mfa/setup': Answer<typeof security.mfaSetupResponseSchema>;
  'POST /auth/mfa/verify': Send<typeof security.mfaVerifyInputSchema, typeof security.mfaVerifyResponseSchema>;
  'POST /auth/mfa/disable': Send<typeof security.mfaDisableInputSchema, Ok>;
  'POST /events/ticket': Answer<typeof notifications.streamTicketSchema>;
};

type AccountsEndpoints = {
  'GET /accounts': Ask<typeof accounts.listAccountsQuerySchema, typeof accounts.accountPageSchema>;
  'GET /accounts/search': Ask<typeof accounts.searchQuerySchema, List<typeof accounts.accountSchema>>;
  'POST /accounts': Send<typeof accounts.createAccountInputSchema, typeof accounts.accountSchema>;
  'GET /accounts/:id': Answer<typeof accounts.accountSchema>;
  'PATCH /accounts/:id': Send<typeof accounts.updateAccountInputSchema, typeof accounts.accountSchema>;
  'DELETE /accounts/:id': Answer<typeof accounts.deleteAccountResultSchema>;
  'POST /accounts/:id/block': Send<typeof accounts.blockAccountInputSchema, typeof accounts.accountSchema>;
  'POST /accounts/:id/unblock': Answer<typeof accounts.accountSchema>;
  'GET /accounts/:id/summary': Answer<typeof accounts.accountSummarySchema>;
  'POST /:entity/import/preview': Send<typeof csv.csvImportInputSchema, typeof csv.csvImportPreviewSchema>;
  'POST /:entity/import': Send<typeof csv.csvImportInputSchema, typeof csv.csvImportResultSchema>;
};

type ItemsEndpoints = {
  'GET /items': Ask<typeof items.listItemsQuerySchema, typeof items.itemPageSchema>;
  'POST /items': Send<typeof items.createItemInputSchema, typeof items.itemSchema>;
  'PATCH /items/:id': Send<typeof items.updateItemInputSchema, typeof items.itemSchema>;
  'DELETE /items/:id': Answer<typeof items.deleteItemResultSchema>;
  'GET /items/:id/stock': Answer<typeof items.itemStockSchema>;
  'GET /items/:id/lots/:lotId/trace': Answer<typeof items.lotTraceSchema>;
  'POST /items/:id/stock-movements': Send<typeof items.createStockMovementInputSchema, typeof items.itemStockSchema>;
  'POST /items/:id/lots': Send<typeof items.createLotInputSchema, typeof items.itemStockSchema>;
};

type SuppliersEndpoints = {
  'GET /suppliers': Ask<typeof suppliers.listSuppliersQuerySchema, typeof suppliers.supplierPageSchema>;
  'POST /suppliers': Send<typeof suppliers.createSupplierInputSchema, typeof suppliers.supplierSchema>;
  'GET /suppliers/:id': Answer<typeof suppliers.supplierSchema>;
  'PATCH /suppliers/:id': Send<typeof suppliers.updateSupplierInputSchema, typeof suppliers.supplierSchema>;
  'DELETE /suppliers/:id': Answer<Empty>;
  'GET /suppliers/:id/performance': Answer<typeof suppliers.supplierPerformanceSchema>;
  'GET /suppliers/:id/contacts': Answer<List<typeof suppliers.supplierContactSchema>>;
  'POST /suppliers/:id/contacts': Send<typeof suppliers.createContactInputSchema, typeof suppliers.supplierContactSchema>;
  'PATCH /suppliers/:id/contacts/:contactId': Send<typeof suppliers.updateContactInputSchema, typeof suppliers.supplierContactSchema>;
  'DELETE /suppliers/:id/contacts/:contactId': Answer<Empty>;
  'PATCH /suppliers/:id/contacts/:contactId/set-primary': Answer<List<typeof suppliers.supplierContactSchema>>;
  'GET /suppliers/:id/notes': Answer<List<typeof suppliers.supplierNoteSchema>>;
  'POST /suppliers/:id/notes': Send<typeof suppliers.createNoteInputSchema, typeof suppliers.supplierNoteSchema>;
  'PATCH /suppliers/:id/notes/:noteId': Send<typeof suppliers.updateNoteInputSchema, typeof suppliers.supplierNoteSchema>;
  'DELETE /suppliers/:id/notes/:noteId': Answer<Empty>;
  'PATCH /suppliers/:id/notes/:noteId/toggle-important': Answer<typeof suppliers.supplierNoteSchema>;
};

type OrdersEndpoints = {
  'GET /orders': Ask<typeof orders.listOrdersQuerySchema, typeof orders.orderPageSchema>;
  'GET /orders/board': Ask<typeof orders.orderBoardQuerySchema, typeof orders.orderBoardSchema>;
  'GET /orders/options': Answer<typeof orders.orderOptionsSchema>;
  'GET /orders/catalog': Ask<typeof orders.orderCatalogQuerySchema, List<typeof orders.orderCatalogItemSchema>>;
  'GET /orders/catalog/:id/lots': Answer<List<typeof orders.orderLotSchema>>;
  'GET /orders/accounts/:id/check': Ask<typeof orders.orderAccountCheckQuerySchema, typeof orders.orderAccountCheckSchema>;
  'POST /orders': Send<typeof orders.createOrderInputSchema, typeof orders.orderSchema>;
  'GET /orders/:id': Answer<typeof orders.orderSchema>;
  'PATCH /orders/:id': Send<typeof orders.updateOrderInputSchema, typeof orders.orderSchema>;
  'POST /orders/:id/status': Send<typeof orders.changeOrderStatusInputSchema, typeof orders.orderSchema>;
  'POST /orders/:id/confirmation/send': Send<
    typeof orders.sendOrderConfirmationInputSchema,
    typeof orders.sendOrderConfirmationResultSchema
  >;
  'DELETE /orders/:id': Answer<typeof orders.deleteOrderResultSchema>;
  'GET /order-statuses': Answer<typeof statuses.orderStatusesSchema>;
  'POST /order-statuses': Send<typeof statuses.createOrderStatusInputSchema, typeof statuses.orderStatusesSchema>;
  'PUT /order-statuses/sort-order': Send<typeof statuses.reorderOrderStatusesInputSchema, typeof statuses.orderStatusesSchema>;
  'PATCH /order-statuses/:id': Send<typeof statuses.updateOrderStatusInputSchema, typeof statuses.orderStatusesSchema>;
  'DELETE /order-statuses/:id': Answer<typeof statuses.orderStatusesSchema>;
  'POST /order-statuses/:id/delete': Send<typeof statuses.deleteOrderStatusInputSchema, typeof statuses.orderStatusesSchema>;
  'POST /order-status-transitions': Send<typeof statuses.createTransitionInputSchema, typeof statuses.orderStatusTransitionSchema>;
  'DELETE /order-status-transitions/:id': Answer<Ok>;
  'PUT /order-statuses/transitions': Send<typeof statuses.setTransitionsInputSchema, typeof statuses.orderStatusesSchema>;
  'GET /invoice-statuses': Answer<typeof invoiceStatuses.invoiceStatusesSchema>;
  'POST /invoice-statuses': Send<typeof invoiceStatuses.createInvoiceStatusInputSchema, typeof invoiceStatuses.invoiceStatusesSchema>;
  'PUT /invoice-statuses/sort-order': Send<typeof statuses.reorderOrderStatusesInputSchema, typeof invoiceStatuses.invoiceStatusesSchema>;
  'PUT /invoice-statuses/transitions': Send<typeof invoiceStatuses.setTransitionsInputSchema, typeof invoiceStatuses.invoiceStatusesSchema>;
  'PATCH /invoice-statuses/:id': Send<typeof invoiceStatuses.updateInvoiceStatusInputSchema, typeof invoiceStatuses.invoiceStatusesSchema>;
  'POST /invoice-statuses/:id/delete': Send<
    typeof invoiceStatuses.deleteInvoiceStatusInputSchema,
    typeof invoiceStatuses.invoiceStatusesSchema
  >;
  'POST /invoice-status-transitions': Send<
    typeof statuses.createTransitionInputSchema,
    typeof invoiceStatuses.invoiceStatusTransitionSchema
  >;
  'DELETE /invoice-status-transitions/:id': Answer<Ok>;
};

type LabelsEndpoints = {
  'GET /labels/templates': Ask<typeof labels.labelTemplateListQuerySchema, typeof labels.labelTemplateListSchema>;
  'POST /labels/templates': Send<typeof labels.createLabelTemplateInputSchema, typeof labels.labelTemplateSchema>;
  'GET /labels/templates/default/:type': Answer<typeof labels.labelTemplateSchema>;
  'GET /labels/templates/:id': Answer<typeof labels.labelTemplateSchema>;
  'PUT /labels/templates/:id': Send<typeof labels.updateLabelTemplateInputSchema, typeof labels.labelTemplateSchema>;
  'PUT /labels/templates/:id/set-default': Answer<typeof labels.labelTemplateSchema>;
  'DELETE /labels/templates/:id': Answer<Empty>;
  'POST /labels/generate': Send<typeof labels.generateLabelInputSchema, typeof labels.generatedLabelSchema>;
  'POST /labels/generate/product': Send<typeof labels.generateProductLabelInputSchema, typeof labels.generatedLabelSchema>;
  'GET /labels/print-jobs': Ask<typeof labels.printJobListQuerySchema, typeof labels.printJobPageSchema>;
  'POST /labels/print-jobs': Send<typeof labels.createPrintJobInputSchema, typeof labels.printJobSchema>;
  'GET /labels/print-jobs/:id': Answer<typeof labels.printJobDetailSchema>;
  'PUT /labels/print-jobs/:id/cancel': Answer<typeof labels.printJobSchema>;
  'DELETE /labels/print-jobs/:id': Answer<Empty>;
  'POST /labels/print': Send<typeof labels.printLabelsInputSchema, typeof labels.printJobSchema>;
  'POST /labels/print/single': Send<typeof labels.createPrintJobInputSchema, typeof labels.printJobSchema>;
  'GET /labels/printers': Answer<typeof labels.labelPrinterListSchema>;
  'POST /labels/printers': Send<typeof labels.createLabelPrinterInputSchema, typeof labels.labelPrinterSchema>;
  'GET /labels/printers/:id': Answer<typeof labels.labelPrinterSchema>;
  'PUT /labels/printers/:id': Send<typeof labels.updateLabelPrinterInputSchema, typeof labels.labelPrinterSchema>;
  'DELETE /labels/printers/:id': Answer<Empty>;
  'POST /labels/printers/:id/test': Answer<typeof labels.printerTestResultSchema>;
  'GET /labels/analytics/usage': Ask<typeof labels.labelAnalyticsQuerySchema, typeof labels.labelUsageSchema>;
  'GET /labels/analytics/costs': Ask<typeof labels.labelAnalyticsQuerySchema, typeof labels.labelCostsSchema>;
  'GET /labels/analytics/errors': Ask<typeof labels.labelAnalyticsQuerySchema, typeof labels.labelErrorsSchema>;
  'GET /labels/health': Answer<typeof labels.labelHealthSchema>;
};

type PackagesEndpoints = {
  'GET /packages/transactions': Ask<typeof packages.listPackageTransactionsQuerySchema, typeof packages.packageTransactionPageSchema>;
  'POST /packages/transactions': Send<typeof packages.createPackageTransactionInputSchema, typeof packages.packageTransactionSchema>;
  'GET /packages/transactions/:id': Answer<typeof packages.packageTransactionSchema>;
  'PATCH /packages/transactions/:id': Send<typeof packages.updatePackageTransactionInputSchema, typeof packages.packageTransactionSchema>;
  'DELETE /packages/transactions/:id': Answer<Empty>;
  'GET /packages/balance': Ask<typeof packages.packageBalanceQuerySchema, typeof packages.packageBalanceSchema>;
  'GET /packages/types': Answer<typeof packages.packageTypesSchema>;
  'GET /packages/types/custom': Answer<typeof packages.customPackageTypeListSchema>;
  'POST /packages/types/custom': Send<typeof packages.createCustomPackageTypeInputSchema, typeof packages.customPackageTypeSchema>;
  'GET /packages/types/custom/:id': Answer<typeof packages.customPackageTypeSchema>;
  'PATCH /packages/types/custom/:id': Send<typeof packages.updateCustomPackageTypeInputSchema, typeof packages.customPackageTypeSchema>;
  'DELETE /packages/types/custom/:id': Answer<Empty>;
  'GET /packages/analytics/trends': Ask<typeof packages.packageAnalyticsQuerySchema, typeof packages.packageTrendsSchema>;
  'GET /packages/analytics/top-accounts': Ask<typeof packages.topAccountsQuerySchema, typeof packages.topPackageAccountsSchema>;
  'GET /packages/analytics/package-types': Ask<typeof packages.packageAnalyticsQuerySchema, typeof packages.packageTypeAnalyticsSchema>;
};

type InvoicesEndpoints = {
  'GET /invoices': Ask<typeof invoices.listInvoicesQuerySchema, typeof invoices.invoicePageSchema>;
  'GET /invoices/board': Ask<typeof invoices.invoiceBoardQuerySchema, typeof invoices.invoiceBoardSchema>;
  'GET /invoices/sums': Ask<typeof invoices.invoiceSumsQuerySchema, typeof invoices.invoiceSumsSchema>;
  'GET /invoices/invoiceable-orders': Ask<typeof invoices.invoiceableOrdersQuerySchema, List<typeof invoices.invoiceableOrderSchema>>;
  'POST /invoices/preview-from-orders': Send<typeof invoices.ordersToInvoiceInputSchema, typeof invoices.invoicePreviewSchema>;
  'POST /invoices/convert-from-orders': Send<typeof invoices.ordersToInvoiceInputSchema, typeof invoices.convertedInvoicesSchema>;
  'POST /invoices': Send<typeof invoices.createInvoiceInputSchema, typeof invoices.invoiceSchema>;
  'GET /invoices/:id': Answer<typeof invoices.invoiceSchema>;
  'PATCH /invoices/:id': Send<typeof invoices.updateInvoiceInputSchema, typeof invoices.invoiceSchema>;
  'DELETE /invoices/:id': Answer<typeof invoices.deleteInvoiceResultSchema>;
  'POST /invoices/:id/finalise': Send<typeof invoices.finaliseInvoiceInputSchema, typeof invoices.invoiceSchema>;
  'POST /invoices/:id/status': Send<typeof invoiceStatuses.changeInvoiceStatusInputSchema, typeof invoices.invoiceSchema>;
  'POST /invoices/:id/credit-note': Send<typeof invoices.creditInvoiceInputSchema, typeof invoices.invoiceSchema>;
  'POST /invoices/:id/reminder': Send<typeof invoices.sendReminderInputSchema, typeof invoices.invoiceSchema>;
  'GET /invoices/:id/email': Answer<typeof invoices.invoiceEmailDraftSchema>;
  'POST /invoices/:id/email': Send<typeof invoices.sendInvoiceInputSchema, typeof invoices.invoiceSchema>;
};

type PaymentsEndpoints = {
  'GET /payments': Ask<typeof payments.listPaymentsQuerySchema, typeof payments.paymentPageSchema>;
  'POST /payments': Send<typeof payments.createPaymentInputSchema, typeof payments.paymentSchema>;
  'GET /payments/terminals': Answer<typeof payments.terminalListSchema>;
  'POST /payments/ideal': Send<typeof payments.idealPaymentInputSchema, typeof payments.paymentSchema>;
  'POST /payments/terminal': Send<typeof payments.terminalPaymentInputSchema, typeof payments.paymentSchema>;
  'GET /payments/:id': Answer<typeof payments.paymentSchema>;
  'PATCH /payments/:id': Send<typeof payments.updatePaymentInputSchema, typeof payments.paymentSchema>;
  'DELETE /payments/:id': Answer<typeof payments.deletePaymentResultSchema>;
  'GET /payments/:id/progress': Answer<typeof payments.paymentProgressSchema>;
  'POST /payments/:id/cancel': Answer<typeof payments.paymentSchema>;
  'POST /payments/:id/refunds': Send<typeof payments.refundInputSchema, typeof payments.paymentSchema>;
  'POST /payments/:id/email-link': Send<typeof payments.paymentLinkEmailInputSchema, typeof payments.paymentSchema>;
  'POST /settings/payments/test': Send<typeof payments.providerTestInputSchema, typeof payments.providerTestResultSchema>;
  'GET /public/payments/:paymentId': Answer<typeof payments.publicPaymentStatusSchema>;
  'GET /public/simulated-checkout/:paymentId': Answer<typeof payments.simulatedCheckoutSchema>;
  'POST /public/simulated-checkout/:paymentId': Send<
    typeof payments.simulatedCheckoutInputSchema,
    typeof payments.simulatedCheckoutResultSchema
  >;
  'GET /bank-statements': Answer<typeof payments.bankStatementListSchema>;
  'POST /bank-statements': Send<typeof payments.statementImportInputSchema, typeof payments.bankStatementSchema>;
  'GET /bank-statements/:id': Answer<typeof payments.bankStatementSchema>;
  'POST /bank-statements/:id/confirm': Send<typeof payments.statementConfirmInputSchema, typeof payments.statementConfirmResultSchema>;
};

type NotificationsEndpoints = {
  'GET /notifications': Ask<typeof notifications.listNotificationsQuerySchema, typeof notifications.notificationPageSchema>;
  'GET /notifications/unread': Ask<typeof notifications.listNotificationsQuerySchema, typeof notifications.notificationPageSchema>;
  'GET /notifications/unread/count': Answer<typeof notifications.countSchema>;
  'PATCH /notifications/read-all': Answer<typeof notifications.countSchema>;
  'PATCH /notifications/:id/read': Answer<typeof notifications.notificationSchema>;
  'POST /notifications': Send<typeof notifications.createNotificationInputSchema, typeof notifications.countSchema>;
  'GET /notifications/recipients': Answer<typeof notifications.recipientListSchema>;
  'GET /announcements/current': Answer<typeof notifications.currentAnnouncementSchema>;
  'DELETE /announcements/:id': Answer<Empty>;
};

/** One PUT per settings section, each with its own schemas (`settingsSections`). */
type SectionEndpoints = {
  [K in settings.SettingsSectionKey as `PUT /settings/${(typeof settings.settingsSections)[K]['path']}`]: Send<
    (typeof settings.settingsSections)[K]['input'],
    (typeof settings.settingsSections)[K]['schema']
  >;
};

type SettingsEndpoints = SectionEndpoints & {
  'GET /settings/bulk': Answer<typeof settings.settingsBulkSchema>;
  'POST /settings/company-logo': Send<Upload, typeof settings.companyLogoResponseSchema>;
  'DELETE /settings/company-logo': Answer<Ok>;
  'POST /settings/email/test': Send<typeof settings.emailTestInputSchema, typeof settings.emailTestStatusSchema>;
  'GET /settings/email/test/:id': Answer<typeof settings.emailTestStatusSchema>;
  'POST /settings/workspace/twilio/test': Send<typeof settings.twilioTestInputSchema, typeof settings.twilioTestResultSchema>;
  'POST /settings/workspace/twilio/test-sms': Send<typeof settings.twilioTestSmsInputSchema, typeof settings.twilioTestSmsResultSchema>;
  'GET /settings/numbering/next': Answer<typeof settings.nextNumbersSchema>;
  'GET /role-permissions': Answer<typeof roles.rolePermissionsListSchema>;
  'PUT /role-permissions/:role': Send<typeof roles.updateRolePermissionsInputSchema, typeof roles.rolePermissionsSchema>;
  'POST /role-permissions/:role/reset': Answer<typeof roles.rolePermissionsSchema>;
};

type PurchaseOrdersEndpoints = {
  'GET /purchase-orders': Ask<typeof purchaseOrders.listPurchaseOrdersQuerySchema, typeof purchaseOrders.purchaseOrderPageSchema>;
  'POST /purchase-orders': Send<typeof purchaseOrders.createPurchaseOrderInputSchema, typeof purchaseOrders.purchaseOrderSchema>;
  'GET /purchase-orders/:id': Answer<typeof purchaseOrders.purchaseOrderSchema>;
  'PATCH /purchase-orders/:id': Send<typeof purchaseOrders.updatePurchaseOrderInputSchema, typeof purchaseOrders.purchaseOrderSchema>;
  'DELETE /purchase-orders/:id': Answer<Empty>;
  'POST /purchase-orders/:id/send': Send<typeof purchaseOrders.sendPurchaseOrderInputSchema, typeof purchaseOrders.purchaseOrderSchema>;
  'POST /purchase-orders/:id/cancel': Answer<typeof purchaseOrders.purchaseOrderSchema>;
  'POST /purchase-orders/:id/receive': Send<
    typeof purchaseOrders.receivePurchaseOrderInputSchema,
    typeof purchaseOrders.purchaseOrderSchema
  >;
  'POST /purchase-orders/:id/receipts/:receiptId/reverse': Answer<typeof purchaseOrders.purchaseOrderSchema>;
  'GET /purchase-orders/reorder-suggestions': Answer<typeof purchaseOrders.reorderSuggestionListSchema>;
  'POST /purchase-orders/from-suggestions': Send<
    typeof purchaseOrders.createFromSuggestionsInputSchema,
    typeof purchaseOrders.createdPurchaseOrdersSchema
  >;
};

type QuotesEndpoints = {
  'GET /quotes': Ask<typeof quotes.listQuotesQuerySchema, typeof quotes.quotePageSchema>;
  'POST /quotes': Send<typeof quotes.createQuoteInputSchema, typeof quotes.quoteSchema>;
  'GET /quotes/:id': Answer<typeof quotes.quoteSchema>;
  'PATCH /quotes/:id': Send<typeof quotes.updateQuoteInputSchema, typeof quotes.quoteSchema>;
  'DELETE /quotes/:id': Answer<Empty>;
  'GET /quotes/:id/email': Answer<typeof quotes.quoteEmailDraftSchema>;
  'POST /quotes/:id/send': Send<typeof quotes.sendQuoteInputSchema, typeof quotes.quoteSchema>;
  'POST /quotes/:id/decline': Answer<typeof quotes.quoteSchema>;
  'POST /quotes/:id/accept': Answer<typeof quotes.acceptQuoteResultSchema>;
};

type CashBookEndpoints = {
  'GET /cash-book': Ask<typeof cashBook.cashBookQuerySchema, typeof cashBook.cashBookSchema>;
  'POST /cash-book/entries': Send<typeof cashBook.createCashBookEntryInputSchema, typeof cashBook.cashBookEntrySchema>;
  'PATCH /cash-book/entries/:id': Send<typeof cashBook.updateCashBookEntryInputSchema, typeof cashBook.cashBookEntrySchema>;
  'DELETE /cash-book/entries/:id': Answer<Empty>;
  'POST /cash-book/close': Send<typeof cashBook.closeCashBookMonthInputSchema, typeof cashBook.cashBookMonthCloseSchema>;
  'POST /cash-book/close-day': Send<typeof cashBook.closeCashBookDayInputSchema, typeof cashBook.cashBookDayCloseSchema>;
  'POST /cash-book/entries/:id/receipt': Send<Upload, Empty>;
};

type TenantsEndpoints = {
  'GET /tenants': Ask<typeof tenants.listTenantsQuerySchema, typeof tenants.tenantPageSchema>;
  'GET /tenants/statistics': Answer<typeof tenants.tenantStatisticsSchema>;
  'POST /tenants': Send<typeof tenants.createTenantInputSchema, typeof tenants.tenantDetailSchema>;
  'GET /tenants/:id': Answer<typeof tenants.tenantDetailSchema>;
  'PATCH /tenants/:id': Send<typeof tenants.updateTenantInputSchema, typeof tenants.tenantDetailSchema>;
  'DELETE /tenants/:id': Answer<typeof tenants.deleteTenantResultSchema>;
  'POST /tenants/:id/restore': Answer<typeof tenants.tenantDetailSchema>;
  'POST /tenants/:id/erase': Send<typeof tenants.eraseTenantInputSchema, typeof tenants.deleteTenantResultSchema>;
  'GET /tenant-users': Ask<typeof tenantUsers.listTenantUsersQuerySchema, typeof tenantUsers.tenantUserPageSchema>;
  'POST /tenant-users': Send<typeof tenantUsers.createTenantUserInputSchema, typeof tenantUsers.tenantUserSchema>;
  'POST /tenant-users/invite': Send<typeof tenantUsers.inviteTenantUserInputSchema, typeof tenantUsers.tenantUserSchema>;
  'PUT /tenant-users/:id': Send<typeof tenantUsers.updateTenantUserInputSchema, typeof tenantUsers.tenantUserSchema>;
  'POST /tenant-users/:id/reset-password': Send<typeof tenantUsers.resetPasswordInputSchema, Ok>;
  'POST /tenant-users/:id/resend-invitation': Answer<typeof tenantUsers.tenantUserSchema>;
  'POST /tenant-users/bulk/update-status': Send<typeof tenantUsers.bulkUpdateStatusInputSchema, typeof tenantUsers.bulkResultSchema>;
  'POST /tenant-users/bulk/delete': Send<typeof tenantUsers.bulkDeleteInputSchema, typeof tenantUsers.bulkResultSchema>;
  'GET /invitations/:token': Answer<typeof tenantUsers.invitationSchema>;
  'POST /invitations/accept': Send<typeof tenantUsers.acceptInvitationInputSchema, typeof tenantUsers.acceptInvitationResultSchema>;
};

type SecurityEndpoints = {
  'GET /security/compliance': Ask<typeof compliance.complianceQuerySchema, typeof compliance.complianceSchema>;
  'POST /security/compliance/audit/:id': Ask<typeof compliance.complianceQuerySchema, typeof compliance.complianceRunSchema>;
  'GET /security/compliance/gdpr/accounts': Ask<typeof compliance.gdprAccountSearchSchema, List<typeof accounts.accountSchema>>;
  'POST /security/compliance/gdpr/accounts/:id/erase': Ask<typeof compliance.complianceQuerySchema, typeof compliance.gdprErasureSchema>;
  'POST /security/compliance/gdpr/users/:id/erase': Ask<typeof compliance.complianceQuerySchema, typeof compliance.gdprUserErasureSchema>;
  'GET /security/metrics': Ask<typeof securityCentre.securityMetricsQuerySchema, typeof securityCentre.securityMetricsSchema>;
  'GET /security/audit-trail': Ask<typeof securityCentre.auditTrailQuerySchema, typeof securityCentre.auditEventPageSchema>;
  'GET /security/audit-trail/verify': Ask<typeof securityCentre.auditTenantQuerySchema, typeof securityCentre.auditChainSchema>;
  'GET /security/audit-trail/:id': Ask<typeof securityCentre.auditTenantQuerySchema, typeof securityCentre.auditEventSchema>;
  'GET /security/threats': Ask<typeof threats.threatListQuerySchema, typeof threats.securityThreatListSchema>;
  'POST /security/threats/analyze': Answer<typeof threats.threatAnalysisSchema>;
  'PATCH /security/threats/:id': Send<typeof threats.updateThreatInputSchema, typeof threats.securityThreatSchema>;
  'GET /security/incidents': Ask<typeof threats.threatTenantQuerySchema, typeof threats.securityIncidentListSchema>;
  'GET /security/incidents/:id': Ask<typeof threats.threatTenantQuerySchema, typeof threats.securityIncidentDetailSchema>;
  'GET /security/users/:id/behavior': Ask<typeof threats.userBehaviorQuerySchema, typeof threats.userBehaviorSchema>;
  'POST /security/events': Send<typeof threats.clientSecurityEventSchema, typeof threats.clientSecurityEventResultSchema>;
};

type KvkEndpoints = {
  'GET /kvk/search/:term': Answer<typeof kvk.kvkSearchResponseSchema>;
  'GET /kvk/company/:number': Answer<typeof kvk.kvkCompanySchema>;
  'GET /kvk/validate/:number': Answer<typeof kvk.kvkValidationSchema>;
  'GET /kvk/active/:number': Answer<typeof kvk.kvkActiveSchema>;
  'GET /kvk/usage': Answer<typeof kvk.kvkUsageSchema>;
  'GET /kvk/vat/:vatNumber': Answer<typeof kvk.vatCheckSchema>;
  'GET /kvk-public/search/:term': Answer<typeof kvk.kvkSearchResponseSchema>;
  'GET /kvk-public/validate/:number': Answer<typeof kvk.kvkValidationSchema>;
};

type AiChatEndpoints = {
  'GET /ai/conversations': Answer<typeof ai.aiConversationListSchema>;
  'GET /ai/conversations/:id': Answer<typeof ai.aiConversationDetailSchema>;
  'DELETE /ai/conversations/:id': Answer<Empty>;
  'PUT /ai/conversations/:id/messages/:messageId/rating': Send<typeof ai.rateInputSchema, typeof ai.aiMessageSchema>;
  'POST /ai/chat': Send<typeof ai.askInputSchema, typeof ai.askResultSchema>;
  'GET /ai/health': Answer<typeof ai.aiHealthResponseSchema>;
  'GET /ai/analytics/metrics': Ask<typeof ai.aiDateQuerySchema, typeof ai.aiMetricsResponseSchema>;
  'GET /ai/analytics/metrics/range': Ask<typeof ai.aiRangeQuerySchema, typeof ai.aiMetricsRangeResponseSchema>;
  'GET /ai/analytics/intents': Ask<typeof ai.aiIntentsQuerySchema, typeof ai.aiIntentsResponseSchema>;
  'GET /ai/analytics/languages': Ask<typeof ai.aiTenantQuerySchema, typeof ai.aiLanguagesResponseSchema>;
  'GET /ai/analytics/success-rate': Ask<typeof ai.aiTenantQuerySchema, typeof ai.aiSuccessRateResponseSchema>;
  'GET /ai/analytics/account/:id/history': Ask<typeof ai.aiHistoryQuerySchema, typeof ai.aiAccountHistoryResponseSchema>;
};

type DeviceChecksEndpoints = {
  'GET /testing/device-checks': Answer<typeof devices.deviceCheckListSchema>;
  'PUT /testing/device-checks/:deviceId': Send<typeof devices.saveDeviceCheckInputSchema, typeof devices.deviceCheckSchema>;
  'DELETE /testing/device-checks/:deviceId': Answer<Empty>;
  'POST /testing/queue-self-test': Answer<typeof devices.queueSelfTestSchema>;
};

type BusinessIntelligenceEndpoints = {
  'GET /ai/business-intelligence/metrics': Ask<typeof bi.biQuerySchema, typeof bi.biMetricsResponseSchema>;
  'GET /ai/business-intelligence/realtime-kpis': Ask<typeof bi.biQuerySchema, typeof bi.realtimeKpisResponseSchema>;
  'GET /ai/business-intelligence/sales-performance': Ask<typeof bi.biQuerySchema, typeof bi.salesPerformanceResponseSchema>;
  'GET /ai/business-intelligence/customer-segments': Ask<typeof bi.biQuerySchema, typeof bi.customerSegmentsResponseSchema>;
  'GET /ai/business-intelligence/operational-efficiency': Ask<typeof bi.biQuerySchema, typeof bi.operationalEfficiencyResponseSchema>;
  'GET /ai/business-intelligence/predictive-analytics': Ask<typeof bi.predictiveQuerySchema, typeof bi.predictiveAnalyticsResponseSchema>;
  'GET /ai/business-intelligence/tenants': Ask<typeof bi.biTenantsQuerySchema, typeof bi.biTenantsResponseSchema>;
};

export type Endpoints = AuthEndpoints &
  BusinessIntelligenceEndpoints &
  AccountsEndpoints &
  ItemsEndpoints &
  SuppliersEndpoints &
  PurchaseOrdersEndpoints &
  QuotesEndpoints &
  CashBookEndpoints &
  OrdersEndpoints &
  PackagesEndpoints &
  LabelsEndpoints &
  InvoicesEndpoints &
  PaymentsEndpoints &
  NotificationsEndpoints &
  SettingsEndpoints &
  KvkEndpoints &
  DeviceChecksEndpoints &
  AiChatEndpoints &
  SecurityEndpoints &
  TenantsEndpoints;

export type Endpoint = keyof Endpoints;
