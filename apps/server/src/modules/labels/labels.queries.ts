import { sql } from 'kysely';
import type { LabelElement, LabelTemplateType, PrintJobStatus } from '@wb/contract/labels';
import type { Tx } from '@/db/transaction';

/** Rows of label_template, label_printer and label_print_job (numeric columns as text, dates as Date). */
export type TemplateRow = {
  id: string;
  name: string;
  type: LabelTemplateType;
  isDefault: boolean;
  widthMm: string;
  heightMm: string;
  elements: LabelElement[];
  createdAt: Date;
  updatedAt: Date;
};

export type TemplateValues = { name: string; type: LabelTemplateType; widthMm: number; heightMm: number; elements: LabelElement[] };

export async function selectTemplates(tx: Tx, tenantId: string, type?: LabelTemplateType): Promise<TemplateRow[]> {
  let query = tx.selectFrom('labelTemplate').selectAll().where('tenantId', '=', tenantId);
  if (type) query = query.where('type', '=', type);
  return (await query.orderBy('type').orderBy('name').orderBy('id').execute()) as unknown as TemplateRow[];
}

export async function selectTemplate(tx: Tx, tenantId: string, id: string, forUpdate = false): Promise<TemplateRow | undefined> {
  let query = tx.selectFrom('labelTemplate').selectAll().where('tenantId', '=', tenantId).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as unknown as TemplateRow | undefined;
}

export async function selectDefaultTemplate(tx: Tx, tenantId: string, type: LabelTemplateType): Promise<TemplateRow | undefined> {
  return (await tx
    .selectFrom('labelTemplate')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('type', '=', type)
    .where('isDefault', '=', true)
    .executeTakeFirst()) as unknown as TemplateRow | undefined;
}

export async function insertTemplate(tx: Tx, tenantId: string, id: string, values: TemplateValues, isDefault: boolean): Promise<void> {
  await tx
    .insertInto('labelTemplate')
    .values({
      tenantId,
      id,
      name: values.name,
      type: values.type,
      isDefault,
      widthMm: String(values.widthMm),
      heightMm: String(values.heightMm),
      elements: JSON.stringify(values.elements),
    })
    .execute();
}

export async function updateTemplateRow(tx: Tx, tenantId: string, id: string, values: Partial<TemplateValues>): Promise<void> {
  const set: Record<string, unknown> = { updatedAt: new Date() };
  if (values.name !== undefined) set.name = values.name;
  if (values.type !== undefined) set.type = values.type;
  if (values.widthMm !== undefined) set.widthMm = String(values.widthMm);
  if (values.heightMm !== undefined) set.heightMm = String(values.heightMm);
  if (values.elements !== undefined) set.elements = JSON.stringify(values.elements);
  await tx.updateTable('labelTemplate').set(set).where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/** Clears the type's default, then marks `id` (the partial unique index holds one per type). */
export async function markDefault(tx: Tx, tenantId: string, type: LabelTemplateType, id: string): Promise<void> {
  await tx
    .updateTable('labelTemplate')
    .set({ isDefault: false, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('type', '=', type)
    .where('isDefault', '=', true)
    .where('id', '<>', id)
    .execute();
  await tx
    .updateTable('labelTemplate')
    .set({ isDefault: true, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteTemplateRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('labelTemplate').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

export type PrinterRow = {
  id: string;
  name: string;
  connection: 'tcp' | 'pdf';
  host: string;
  port: number;
  dpi: 203 | 300;
  pageWidthMm: string;
  pageHeightMm: string;
  orientation: 'portrait' | 'landscape';
  logoSize: number;
  logoWidthMm: string;
  logoHeightMm: string;
  fontSizeDefault: number;
  fontSizeHeader: number;
  fontSizeSubHeader: number;
  fontSizeFooter: number;
  marginTop: string;
  marginRight: string;
  marginBottom: string;
  marginLeft: string;
  footerText: string;
  costPerLabel: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};
export type PrinterColumns = Omit<PrinterRow, 'id' | 'createdAt' | 'updatedAt'>;

export async function selectPrinters(tx: Tx, tenantId: string): Promise<PrinterRow[]> {
  return (await tx
    .selectFrom('labelPrinter')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .orderBy('name')
    .orderBy('id')
    .execute()) as unknown as PrinterRow[];
}

export async function selectPrinter(tx: Tx, tenantId: string, id: string, forUpdate = false): Promise<PrinterRow | undefined> {
  let query = tx.selectFrom('labelPrinter').selectAll().where('tenantId', '=', tenantId).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as unknown as PrinterRow | undefined;
}

export async function insertPrinter(tx: Tx, tenantId: string, id: string, values: PrinterColumns): Promise<void> {
  await tx
    .insertInto('labelPrinter')
    .values({ ...values, tenantId, id })
    .execute();
}

export async function updatePrinterRow(tx: Tx, tenantId: string, id: string, values: Partial<PrinterColumns>): Promise<void> {
  await tx
    .updateTable('labelPrinter')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deletePrinterRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('labelPrinter').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

export type JobRow = {
  id: string;
  templateId: string | null;
  templateName: string;
  printerId: string | null;
  printerName: string;
  status: PrintJobStatus;
  copies: number;
  labelCount: number;
  attempts: number;
  maxAttempts: number;
  errorKey: string | null;
  errorParams: Record<string, unknown> | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
};
export type JobDetailRow = JobRow & { zpl: string; data: unknown[] };

const jobColumns = [
  'id',
  'templateId',
  'templateName',
  'printerId',
  'printerName',
  'status',
  'copies',
  'labelCount',
  'attempts',
  'maxAttempts',
  'errorKey',
  'errorParams',
  'createdAt',
  'startedAt',
  'completedAt',
] as const;

export type JobFilter = { status?: PrintJobStatus; printerId?: string; templateId?: string };

export async function selectJobPage(
  tx: Tx,
  tenantId: string,
  filter: JobFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: JobRow[]; total: number }> {
  let query = tx.selectFrom('labelPrintJob').where('tenantId', '=', tenantId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.printerId) query = query.where('printerId', '=', filter.printerId);
  if (filter.templateId) query = query.where('templateId', '=', filter.templateId);
  const rows = await query
    .select(jobColumns)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await query.select(sql<string>`count(*)`.as('n')).executeTakeFirst();
  return { rows: rows as unknown as JobRow[], total: Number(count?.n ?? 0) };
}

export async function selectJob(tx: Tx, tenantId: string, id: string, forUpdate = false): Promise<JobDetailRow | undefined> {
  let query = tx
    .selectFrom('labelPrintJob')
    .select([...jobColumns, 'zpl', 'data'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as unknown as JobDetailRow | undefined;
}

export type NewJob = {
  id: string;
  templateId: string;
  templateName: string;
  printerId: string;
  printerName: string;
  copies: number;
  labelCount: number;
  zpl: string;
  data: unknown[];
  createdBy: string | null;
  status?: PrintJobStatus;
  createdAt?: Date;
  completedAt?: Date | null;
  errorKey?: string | null;
  errorParams?: Record<string, unknown> | null;
  attempts?: number;
};

export async function insertJob(tx: Tx, tenantId: string, job: NewJob): Promise<void> {
  await tx
    .insertInto('labelPrintJob')
    .values({
      ...job,
      tenantId,
      data: JSON.stringify(job.data),
      errorParams: job.errorParams ? JSON.stringify(job.errorParams) : null,
    })
    .execute();
}

export async function updateJobRow(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<{
    status: PrintJobStatus;
    attempts: number;
    errorKey: string | null;
    errorParams: Record<string, unknown> | null;
    startedAt: Date | null;
    completedAt: Date | null;
  }>,
): Promise<void> {
  const { errorParams, ...rest } = values;
  await tx
    .updateTable('labelPrintJob')
    .set({
      ...rest,
      ...(errorParams !== undefined ? { errorParams: errorParams ? JSON.stringify(errorParams) : null } : {}),
      updatedAt: new Date(),
    })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteJobRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('labelPrintJob').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/** Jobs since `since` (analytics), newest first. */
export async function selectJobsSince(tx: Tx, tenantId: string, since: Date) {
  return tx
    .selectFrom('labelPrintJob')
    .select(['status', 'labelCount', 'templateName', 'printerId', 'printerName', 'errorKey', 'errorParams', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .where('createdAt', '>=', since)
    .execute();
}

export async function countJobs(tx: Tx, tenantId: string, status: PrintJobStatus, since?: Date): Promise<number> {
  let query = tx
    .selectFrom('labelPrintJob')
    .select(sql<string>`count(*)`.as('n'))
    .where('tenantId', '=', tenantId)
    .where('status', '=', status);
  if (since) query = query.where('createdAt', '>=', since);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** An item (and one of its lots) as label data. */
export async function selectItemForLabel(tx: Tx, tenantId: string, itemId: string) {
  return tx
    .selectFrom('item')
    .select(['id', 'sku', 'name', 'barcode', 'price', 'unit', 'vatRate', 'description'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

export async function selectLotForLabel(tx: Tx, tenantId: string, lotId: string) {
  return tx
    .selectFrom('itemLot')
    .select(['id', 'itemId', 'lotNumber', sql<string | null>`expiry_date::text`.as('expiryDate'), 'quantity'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', lotId)
    .executeTakeFirst();
}

export async function selectCompanyName(tx: Tx, tenantId: string): Promise<string> {
  return (await tx.selectFrom('tenant').select('name').where('id', '=', tenantId).executeTakeFirst())?.name ?? '';
}

/** An order with its customer, for shipping and pallet labels. */
export async function selectOrderForLabel(tx: Tx, tenantId: string, orderId: string) {
  return tx
    .selectFrom('salesOrder as o')
    .innerJoin('account as a', (join) => join.onRef('a.id', '=', 'o.accountId').on('a.tenantId', '=', tenantId))
    .select([
      'o.id',
      'o.orderNumber',
      'o.orderDate',
      sql<string | null>`o.delivery_date::text`.as('deliveryDate'),
      'o.route',
      'o.cratesGiven',
      'a.companyName',
      'a.street',
      'a.houseNumber',
      'a.postalCode',
      'a.city',
    ])
    .where('o.tenantId', '=', tenantId)
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
