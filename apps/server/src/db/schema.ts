import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables, in camelCase (CamelCasePlugin maps to snake_case). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TenantTable = {
  id: string;
  name: string;
  subscriptionStatus: Generated<'active' | 'trial' | 'suspended' | 'cancelled'>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  kvkNumber: string | null;
  vatNumber: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  /** Raised by a trigger at every change of the tenant's settings or order status rules (0125). */
  configVersion: Generated<string>;
};

export type AppUserTable = {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: Generated<string>;
  lastName: Generated<string>;
  isSuperAdmin: Generated<boolean>;
  emailVerifiedAt: NullableTimestamp;
  phone: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  pendingEmail: string | null;
  locale: Generated<'nl' | 'en' | 'tr' | 'ar'>;
  notifyEmail: Generated<boolean>;
  notifyPush: Generated<boolean>;
  securityAlerts: Generated<boolean>;
  sessionTimeoutMinutes: Generated<number>;
  passwordChangedAt: NullableTimestamp;
  /** Encrypted with the server key (secret-box.ts), never stored in clear. */
  mfaSecret: string | null;
  mfaPendingSecret: string | null;
  mfaEnabledAt: NullableTimestamp;
  /** The RFC 6238 time step of the last accepted code; bigint comes back as a string. */
  mfaLastTimeStep: ColumnType<string | null, string | number | null | undefined, string | number | null>;
};

export type TenantUserTable = {
  tenantId: string;
  userId: string;
  role: 'TENANT_ADMIN' | 'admin' | 'accountant' | 'sales' | 'support' | 'guest';
  isActive: Generated<boolean>;
  lastLoginAt: NullableTimestamp;
  department: string | null;
  position: string | null;
  /** A `date`: select it as text (`to_char`), the driver would make a local-time Date of it. */
  hireDate: ColumnType<Date | null, string | null | undefined, string | null>;
  /** numeric(12,2): a decimal string. */
  salary: string | null;
  managerUserId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type TenantRolePermissionTable = {
  tenantId: string;
  role: 'admin' | 'accountant' | 'sales' | 'support' | 'guest';
  permissions: ColumnType<Record<string, unknown>, string, string>;
  updatedAt: Timestamp;
  updatedBy: string | null;
};

export type AuthSessionTable = {
  id: string;
  userId: string;
  userAgent: Generated<string>;
  ip: Generated<string>;
  createdAt: Timestamp;
  lastActiveAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  revokedReason: string | null;
};

export type AuthRefreshTokenTable = {
  tokenHash: string;
  sessionId: string;
  createdAt: Timestamp;
  usedAt: NullableTimestamp;
};

export type LoginThrottleTable = {
  key: string;
  failures: Generated<number>;
  windowStartedAt: Timestamp;
  lockedUntil: NullableTimestamp;
};

export type AuditEventTable = {
  tenantId: string;
  seq: ColumnType<string, string | number | bigint, never>;
  id: string;
  occurredAt: Timestamp;
  actorUserId: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string, never>;
  prevHash: string;
  hash: string;
};

type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export type JobTable = {
  tenantId: string;
  id: string;
  kind: string;
  payload: Json;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  runAt: Timestamp;
  lockedUntil: NullableTimestamp;
  lastError: string | null;
  /** Set for a recurring job: when it finishes, its next run is queued this many seconds later. */
  repeatSeconds: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export type MailOutboxTable = {
  tenantId: string;
  id: string;
  purpose: string;
  toAddress: string;
  cc: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  status: Generated<'pending' | 'sent' | 'logged' | 'failed'>;
  messageId: string | null;
  sentAt: NullableTimestamp;
  lastError: string | null;
  createdAt: Timestamp;
};

export type UserTokenTable = {
  tokenHash: string;
  userId: string;
  purpose: 'verify_email' | 'invite' | 'password_reset';
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
};

export type UserAvatarTable = {
  userId: string;
  contentType: 'image/webp' | 'image/jpeg' | 'image/png';
  data: Buffer;
  updatedAt: Timestamp;
};

export type MfaRecoveryCodeTable = {
  userId: string;
  codeHash: string;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
};

export type MfaChallengeTable = {
  id: string;
  tokenHash: string;
  userId: string;
  attempts: Generated<number>;
  ip: Generated<string>;
  userAgent: Generated<string>;
  expiresAt: Timestamp;
  consumedAt: NullableTimestamp;
  createdAt: Timestamp;
};

/** Per secret field path: the ciphertext and the mask that is shown instead. */
export type StoredSecrets = Record<string, { ciphertext: string; mask: string }>;

export type WorkspaceSettingTable = {
  tenantId: string;
  section: string;
  value: ColumnType<Record<string, unknown>, string, string>;
  secrets: ColumnType<StoredSecrets, string | undefined, string>;
  updatedAt: Timestamp;
  updatedBy: string | null;
};

export type CompanyLogoTable = {
  tenantId: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  content: Buffer;
  sha256: string;
  updatedAt: Timestamp;
};

export type NumberCounterTable = {
  tenantId: string;
  series: 'invoice' | 'order' | 'account' | 'quote' | 'supplier' | 'sku';
  lastValue: ColumnType<string, string | number | bigint, string | number | bigint>;
  updatedAt: Timestamp;
};

export type NotificationTable = {
  tenantId: string;
  id: string;
  userId: string;
  type: 'INFO' | 'WARNING' | 'SUCCESS' | 'ERROR' | 'ACTION_REQUIRED';
  title: string;
  message: string;
  link: string | null;
  code: string | null;
  params: ColumnType<Record<string, string>, string | undefined, string>;
  isRead: Generated<boolean>;
  readAt: NullableTimestamp;
  expiresAt: NullableTimestamp;
  createdAt: Timestamp;
};

export type AnnouncementTable = {
  tenantId: string;
  id: string;
  type: 'INFO' | 'WARNING' | 'SUCCESS' | 'ERROR' | 'ACTION_REQUIRED';
  title: string;
  message: string;
  link: string | null;
  expiresAt: NullableTimestamp;
  withdrawnAt: NullableTimestamp;
  createdBy: string | null;
  createdAt: Timestamp;
};

/** numeric columns: strings from both drivers; written as decimal strings. */
type Numeric = ColumnType<string, string, string>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
/** Computed by the database (generated columns); never written. */
type Computed = ColumnType<string, never, never>;

export type AccountTable = {
  tenantId: string;
  id: string;
  accountNumber: string;
  companyName: string;
  contactPerson: Generated<string>;
  firstName: Generated<string>;
  lastName: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  mobile: Generated<string>;
  fax: Generated<string>;
  website: Generated<string>;
  street: Generated<string>;
  houseNumber: Generated<string>;
  city: Generated<string>;
  postalCode: Generated<string>;
  country: Generated<string>;
  kvkNumber: Generated<string>;
  vatNumber: Generated<string>;
  iban: Generated<string>;
  paymentTerms: Generated<number>;
  creditLimit: NullableNumeric;
  discount: ColumnType<string, string | undefined, string>;
  notes: Generated<string>;
  status: Generated<'active' | 'inactive'>;
  type: Generated<'company' | 'individual'>;
  blockedAt: NullableTimestamp;
  blockedReason: string | null;
  blockedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  searchText: Computed;
};

export type SupplierCategoryValue = 'GENERAL' | 'RAW_MATERIALS' | 'PACKAGING' | 'SERVICES' | 'EQUIPMENT' | 'LOGISTICS' | 'UTILITIES';
export type SupplierPriorityValue = 'LOW' | 'STANDARD' | 'HIGH' | 'CRITICAL';

export type SupplierTable = {
  tenantId: string;
  id: string;
  supplierNumber: string;
  name: string;
  legalName: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  website: Generated<string>;
  address: Generated<string>;
  postalCode: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  vatNumber: Generated<string>;
  cocNumber: Generated<string>;
  bankAccount: Generated<string>;
  paymentTerms: Generated<number>;
  creditLimit: ColumnType<string, string | undefined, string>;
  category: Generated<SupplierCategoryValue>;
  priority: Generated<SupplierPriorityValue>;
  isActive: Generated<boolean>;
  isPreferred: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  searchText: Computed;
};

export type SupplierContactTable = {
  tenantId: string;
  id: string;
  supplierId: string;
  name: string;
  role: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  mobile: Generated<string>;
  notes: Generated<string>;
  isPrimary: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type SupplierNoteTable = {
  tenantId: string;
  id: string;
  supplierId: string;
  content: string;
  isImportant: Generated<boolean>;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type ItemTable = {
  tenantId: string;
  id: string;
  sku: string;
  name: string;
  description: Generated<string>;
  unit: string;
  packageAmount: ColumnType<string, string | undefined, string>;
  unitAmount: NullableNumeric;
  vatRate: ColumnType<21 | 9 | 0, 21 | 9 | 0 | undefined, 21 | 9 | 0>;
  category: Generated<string>;
  sortOrder: Generated<number>;
  commodityCode: Generated<string>;
  barcode: Generated<string>;
  price: Numeric;
  initialPrice: NullableNumeric;
  purchasePricePerPackage: NullableNumeric;
  supplierId: string | null;
  lotTracked: Generated<boolean>;
  isActive: Generated<boolean>;
  quantityOnHand: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  searchText: Computed;
};

export type ItemLotTable = {
  tenantId: string;
  id: string;
  itemId: string;
  lotNumber: string;
  /** A date column: 'YYYY-MM-DD' as written; read back as text by the queries. */
  expiryDate: ColumnType<string | null, string | null | undefined, string | null>;
  quantity: ColumnType<string, string | undefined, string>;
  receivedAt: Timestamp;
};

export type StockMovementTable = {
  tenantId: string;
  id: string;
  itemId: string;
  lotId: string | null;
  kind: 'receipt' | 'delivery' | 'correction';
  quantity: Numeric;
  reference: Generated<string>;
  note: Generated<string>;
  createdBy: string | null;
  createdAt: Timestamp;
};

export type OrderStatusTable = {
  tenantId: string;
  id: string;
  code: string;
  name: string | null;
  colour: string;
  sortOrder: Generated<number>;
  isDefault: Generated<boolean>;
  isTerminal: Generated<boolean>;
  isDelivering: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type OrderStatusTransitionTable = {
  tenantId: string;
  id: string;
  fromStatusId: string;
  toStatusId: string;
  createdAt: Timestamp;
};

/** A date column: 'YYYY-MM-DD' as written; read back as text by the queries. */
type DateText = ColumnType<string, string, string>;
type NullableDateText = ColumnType<string | null, string | null | undefined, string | null>;

export type SalesOrderTable = {
  tenantId: string;
  id: string;
  orderNumber: string;
  orderDate: DateText;
  deliveryDate: NullableDateText;
  accountId: string;
  route: Generated<string>;
  assignedTo: string | null;
  notes: Generated<string>;
  statusId: string;
  cratesGiven: Generated<number>;
  cratesReturned: Generated<number>;
  netTotal: Numeric;
  vatTotal: Numeric;
  grossTotal: Numeric;
  packages: Numeric;
  weight: Numeric;
  costTotal: Numeric;
  profit: Numeric;
  uncostedLines: number;
  lineCount: number;
  version: Generated<number>;
  stockBookedAt: NullableTimestamp;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The account's number and name, written by triggers (0126). */
  accountText: Generated<string>;
  searchText: Computed;
};

export type SalesOrderLineTable = {
  tenantId: string;
  id: string;
  orderId: string;
  position: number;
  itemId: string;
  lotId: string | null;
  itemNumber: string;
  name: string;
  unit: string;
  vatRate: number;
  amount: Numeric;
  price: Numeric;
  discount: Numeric;
  packageAmount: NullableNumeric;
  unitWeight: NullableNumeric;
  costPrice: NullableNumeric;
  lineNet: Numeric;
};

export type OrderStatusHistoryTable = {
  tenantId: string;
  id: string;
  orderId: string;
  fromStatusId: string | null;
  toStatusId: string;
  changedBy: string | null;
  changedAt: Timestamp;
};

export type InvoiceTable = {
  tenantId: string;
  id: string;
  kind: Generated<'invoice' | 'credit_note'>;
  invoiceNumber: string | null;
  creditedInvoiceId: string | null;
  accountId: string;
  invoiceDate: DateText;
  dueDate: DateText;
  paymentTerms: number;
  reference: Generated<string>;
  notes: Generated<string>;
  route: Generated<string>;
  assignedTo: string | null;
  currency: Generated<string>;
  status: Generated<'draft' | 'sent' | 'paid' | 'partially_paid' | 'cancelled'>;
  netTotal: Numeric;
  vatTotal: Numeric;
  grossTotal: Numeric;
  packages: Numeric;
  weight: Numeric;
  costTotal: Numeric;
  profit: Numeric;
  lineCount: number;
  paidAmount: Generated<string>;
  finalisedAt: NullableTimestamp;
  sentAt: NullableTimestamp;
  sentTo: string | null;
  deliveryDate: NullableDateText;
  deliveryCountry: Generated<string>;
  overdueSince: NullableDateText;
  version: Generated<number>;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  searchText: Computed;
};

export type InvoiceReminderTable = {
  tenantId: string;
  id: string;
  invoiceId: string;
  stage: 'before_due' | 'overdue' | 'manual';
  sentTo: string;
  lateFee: Generated<string>;
  lateFeePercentage: Generated<string>;
  mailOutboxId: string | null;
  createdBy: string | null;
  createdAt: Timestamp;
};

export type InvoiceLineTable = {
  tenantId: string;
  id: string;
  invoiceId: string;
  position: number;
  itemId: string | null;
  orderId: string | null;
  creditedLineId: string | null;
  itemNumber: string;
  itemName: string;
  description: string;
  unit: string;
  vatRate: number;
  amount: Numeric;
  price: Numeric;
  discount: Numeric;
  packageAmount: NullableNumeric;
  unitWeight: NullableNumeric;
  costPrice: NullableNumeric;
  lineNet: Numeric;
};

export type InvoiceOrderTable = {
  tenantId: string;
  orderId: string;
  invoiceId: string;
  createdAt: Timestamp;
};

export type IdempotencyKeyTable = {
  tenantId: string;
  scope: string;
  key: string;
  requestHash: string;
  response: ColumnType<unknown, string, string>;
  createdAt: Timestamp;
};

export type PaymentTable = {
  tenantId: string;
  id: string;
  publicId: string;
  accountId: string | null;
  amount: Numeric;
  refundedAmount: Generated<string>;
  currency: Generated<string>;
  paymentDate: DateText;
  method: string;
  reference: Generated<string>;
  notes: Generated<string>;
  status: string;
  booked: Generated<boolean>;
  provider: 'mollie' | 'simulated' | null;
  providerPaymentId: string | null;
  providerStatus: string | null;
  checkoutUrl: string | null;
  qrCode: string | null;
  expiresAt: NullableTimestamp;
  terminalId: string | null;
  terminalStep: string | null;
  bankLineId: string | null;
  version: Generated<number>;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type PaymentAllocationTable = {
  tenantId: string;
  paymentId: string;
  invoiceId: string;
  position: number;
  amount: Numeric;
  reversed: Generated<string>;
};

export type PaymentRefundTable = {
  tenantId: string;
  id: string;
  paymentId: string;
  amount: Numeric;
  description: Generated<string>;
  providerRefundId: string | null;
  status: Generated<string>;
  createdBy: string | null;
  createdAt: Timestamp;
};

export type SimulatedProviderPaymentTable = {
  tenantId: string;
  id: string;
  method: string;
  amount: Numeric;
  description: string;
  status: Generated<string>;
  terminalId: string | null;
  redirectUrl: string | null;
  metadata: ColumnType<unknown, string | undefined, string>;
  amountRefunded: Generated<string>;
  createdAt: Timestamp;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
};

export type BankStatementTable = {
  tenantId: string;
  id: string;
  format: 'camt053' | 'mt940';
  fileName: Generated<string>;
  accountIban: Generated<string>;
  statementRef: Generated<string>;
  lineCount: Generated<number>;
  newLineCount: Generated<number>;
  createdBy: string | null;
  createdAt: Timestamp;
  currency: Generated<string>;
  sections: ColumnType<unknown, string | undefined, string>;
  ownAccount: Generated<boolean>;
  balanceMismatch: Generated<boolean>;
  contentHash: string | null;
  status: Generated<'importing' | 'done' | 'failed'>;
  processedCount: Generated<number>;
  error: string | null;
};

export type BankStatementLineTable = {
  tenantId: string;
  id: string;
  statementId: string;
  lineKey: string;
  position: number;
  bookingDate: DateText;
  amount: Numeric;
  credit: boolean;
  counterpartyName: Generated<string>;
  counterpartyIban: Generated<string>;
  remittance: Generated<string>;
  reference: Generated<string>;
  status: string;
  matchReason: string | null;
  proposed: ColumnType<unknown, string | undefined, string>;
  paymentId: string | null;
};

export type Database = {
  tenant: TenantTable;
  appUser: AppUserTable;
  tenantUser: TenantUserTable;
  authSession: AuthSessionTable;
  authRefreshToken: AuthRefreshTokenTable;
  loginThrottle: LoginThrottleTable;
  auditEvent: AuditEventTable;
  job: JobTable;
  mailOutbox: MailOutboxTable;
  userToken: UserTokenTable;
  userAvatar: UserAvatarTable;
  mfaRecoveryCode: MfaRecoveryCodeTable;
  mfaChallenge: MfaChallengeTable;
  workspaceSetting: WorkspaceSettingTable;
  companyLogo: CompanyLogoTable;
  numberCounter: NumberCounterTable;
  tenantRolePermission: TenantRolePermissionTable;
  notification: NotificationTable;
  announcement: AnnouncementTable;
  account: AccountTable;
  supplier: SupplierTable;
  supplierContact: SupplierContactTable;
  supplierNote: SupplierNoteTable;
  item: ItemTable;
  itemLot: ItemLotTable;
  stockMovement: StockMovementTable;
  orderStatus: OrderStatusTable;
  orderStatusTransition: OrderStatusTransitionTable;
  salesOrder: SalesOrderTable;
  salesOrderLine: SalesOrderLineTable;
  orderStatusHistory: OrderStatusHistoryTable;
  invoice: InvoiceTable;
  invoiceLine: InvoiceLineTable;
  invoiceOrder: InvoiceOrderTable;
  invoiceReminder: InvoiceReminderTable;
  idempotencyKey: IdempotencyKeyTable;
  payment: PaymentTable;
  paymentAllocation: PaymentAllocationTable;
  paymentRefund: PaymentRefundTable;
  simulatedProviderPayment: SimulatedProviderPaymentTable;
  bankStatement: BankStatementTable;
  bankStatementLine: BankStatementLineTable;
};
