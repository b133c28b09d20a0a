/**
 * Every tenant-owned table, listed once, for two jobs: erasing a tenant (rows are deleted in this
 * order, so a table comes before the tables it references) and deciding whether a tenant holds
 * business data (then delete only cancels it). A module that adds a tenant table adds it here;
 * a test compares this list with the tables that have a tenant_id column.
 */
export type TenantTableEntry = {
  table: string;
  /** Whether any row of the tenant in this table is business data (orders, invoices, accounts …). */
  businessData: boolean;
  /** Counted as the tenant's accounts (customers) in the tenant list and statistics. */
  countsAs?: 'accounts';
};

export const tenantTables: TenantTableEntry[] = [
  // Payments (issue 9): statement lines before payments, allocations and refunds before payments, payments before invoices.
  { table: 'bank_statement_line', businessData: true },
  { table: 'bank_statement', businessData: true },
  { table: 'payment_allocation', businessData: true },
  { table: 'payment_refund', businessData: true },
  { table: 'payment', businessData: true },
  { table: 'simulated_provider_payment', businessData: false },
  // Invoices: their order links and lines before invoices, invoices before orders and accounts.
  { table: 'invoice_reminder', businessData: true },
  { table: 'invoice_order', businessData: true },
  { table: 'invoice_line', businessData: true },
  { table: 'invoice', businessData: true },
  // Invoice statuses (issue 30): transitions before statuses.
  { table: 'invoice_status_transition', businessData: false },
  { table: 'invoice_status', businessData: false },
  { table: 'idempotency_key', businessData: false },
  // Labels (issue 28): print jobs keep template and printer names, no foreign keys between them.
  { table: 'label_print_job', businessData: true },
  { table: 'label_template', businessData: false },
  { table: 'label_printer', businessData: false },
  // Packages (issue 27): transactions before their custom types, the orders that raised them and the accounts.
  { table: 'package_transaction', businessData: true },
  { table: 'custom_package_type', businessData: false },
  // Quotes (issue 34): lines before quotes, quotes before the orders they became, accounts and items.
  { table: 'quote_line', businessData: true },
  { table: 'quote', businessData: true },
  // Cash book (issue 34).
  { table: 'cash_book_entry', businessData: true },
  { table: 'cash_book_day_close', businessData: true },
  { table: 'cash_book_close', businessData: true },
  // Orders: history and lines before orders, orders before their statuses (and before accounts and items).
  { table: 'order_status_history', businessData: true },
  { table: 'sales_order_line_lot', businessData: true },
  { table: 'sales_order_line', businessData: true },
  { table: 'sales_order', businessData: true },
  // After the orders: deleting an order subtracts it from its day (the trigger of migration 0480).
  { table: 'bi_sales_day', businessData: false },
  { table: 'order_status_transition', businessData: false },
  { table: 'order_status', businessData: false },
  // Purchase orders (issue 26): receipts before lines, lines before orders; all before items, lots and suppliers.
  { table: 'purchase_order_receipt', businessData: true },
  { table: 'purchase_order_line', businessData: true },
  { table: 'purchase_order', businessData: true },
  // Master data (issue 6): children before the tables they reference.
  { table: 'stock_movement', businessData: true },
  { table: 'item_lot', businessData: true },
  { table: 'item', businessData: true },
  { table: 'supplier_note', businessData: true },
  { table: 'supplier_contact', businessData: true },
  { table: 'supplier', businessData: true },
  { table: 'account', businessData: true, countsAs: 'accounts' },
  { table: 'kvk_usage', businessData: false },
  { table: 'device_check', businessData: false },
  { table: 'security_threat', businessData: false },
  { table: 'compliance_check_run', businessData: false },
  { table: 'gdpr_erasure', businessData: false },
  { table: 'retention_run', businessData: false },
  { table: 'api_error_day', businessData: false },
  // The assistant (issue 32): messages before conversations.
  { table: 'ai_message', businessData: false },
  { table: 'ai_conversation', businessData: false },
  { table: 'mail_outbox', businessData: false },
  { table: 'job', businessData: false },
  { table: 'notification', businessData: false },
  { table: 'announcement', businessData: false },
  { table: 'tenant_role_permission', businessData: false },
  { table: 'workspace_setting', businessData: false },
  { table: 'company_logo', businessData: false },
  // Invoice and order numbers handed out are part of the administration once documents exist.
  { table: 'number_counter', businessData: false },
  // Users are business data beyond the company admins: see hasBusinessData in tenants.queries.ts.
  { table: 'tenant_user', businessData: false },
];

/** Kept when a tenant is erased: the audit trail is append-only, and the evidence of what happened. */
export const keptOnErase = ['audit_event'];
