import type { Invoice, sendReminderInputSchema } from '@wb/contract/invoices';
import { renderTemplate } from '@wb/domain/email-template';
import { daysBetween, lateFeeOf, reminderStageOf } from '@wb/domain/invoice-state';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney, formatPercent } from '@wb/domain/format/numbers';
import { money } from '@wb/domain/money';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { fieldError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { queueMail } from '@/platform/mail/mail-outbox';
import { getAccount } from '@/modules/accounts/accounts.service';
import { raiseNotification } from '@/platform/notifications/raise-notification';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { templateLanguage } from './invoice-email.service';
import { renderInvoicePdfOffThread } from './invoice-pdf-thread';
import { findInvoicePdfData } from './invoice-pdf.service';
import {
  insertReminder,
  isActiveMember,
  markInvoiceOverdue,
  selectAdminIds,
  selectOpenInvoicesDueBy,
  setReminderMail,
} from './invoice-reminders.queries';
import { auditInvoice, getInvoice, invoiceConflict } from './invoices.service';

type ManualInput = z.output<typeof sendReminderInputSchema>;
type Stage = 'before_due' | 'overdue' | 'manual';
type InvoiceSettings = Awaited<ReturnType<typeof getSettingsSection<'invoices'>>>;

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The late fee an overdue reminder states: the settings' percentage of what is outstanding, when enabled. */
function lateFeeFor(settings: InvoiceSettings, outstanding: string): LateFee {
  if (!settings.enableLatePaymentFees || money(settings.latePaymentFeePercentage).lte(0)) return noFee;
  return { fee: lateFeeOf(outstanding, settings.latePaymentFeePercentage), percentage: settings.latePaymentFeePercentage, recorded: true };
}

/** A late fee stated in a reminder; `recorded` when this reminder is the one that charges it (once per invoice). */
type LateFee = { fee: string; percentage: string | null; recorded: boolean };
const noFee: LateFee = { fee: '0.00', percentage: null, recorded: false };

function lateFeeNotice(lateFee: LateFee, outstanding: string): string {
  if (money(lateFee.fee).lte(0)) return '';
  const fee = formatMoney(lateFee.fee, templateLanguage);
  const share = lateFee.percentage
    ? ` (${formatPercent(lateFee.percentage, templateLanguage)} van het openstaande bedrag van ${outstanding})`
    : '';
  return `Volgens onze voorwaarden brengen wij ${fee}${share} in rekening wegens te late betaling. Dit bedrag komt bovenop het openstaande bedrag van de factuur.`;
}

/**
 * Queues one reminder e-mail (the tenant's reminder template, the invoice PDF attached) and records
 * it, in the caller's transaction. Answers false, sending nothing, when this stage was sent before.
 */
async function remind(ctx: TenantCtx, invoice: Invoice, stage: Stage, to: string, lateFee: LateFee, today: string): Promise<boolean> {
  const { tenantId } = ctx;
  const reminderId = newId();
  const recorded = await insertReminder(ctx.tx, tenantId, {
    id: reminderId,
    invoiceId: invoice.id,
    stage,
    sentTo: to,
    lateFee: lateFee.recorded ? lateFee.fee : '0.00',
    lateFeePercentage: lateFee.recorded ? (lateFee.percentage ?? '0') : '0',
    createdBy: ctx.principal?.userId ?? null,
  });
  if (!recorded) return false;
  const data = await findInvoicePdfData(ctx, invoice.id);
  const account = await getAccount(ctx, invoice.account.id);
  const company = await getSettingsSection(ctx, 'companyDetails');
  const { invoiceReminder: template } = await getSettingsSection(ctx, 'emailTemplates');
  const outstanding = formatMoney(invoice.outstandingAmount, templateLanguage);
  const values: Record<string, string> = {
    companyName: company.name,
    accountName: account.companyName,
    contactName: account.contactPerson || [account.firstName, account.lastName].filter(Boolean).join(' ') || account.companyName,
    invoiceNumber: invoice.invoiceNumber ?? '',
    invoiceDate: formatDate(invoice.invoiceDate, templateLanguage, 'short'),
    dueDate: formatDate(invoice.dueDate, templateLanguage, 'short'),
    totalAmount: formatMoney(invoice.totals.gross, templateLanguage),
    outstandingAmount: outstanding,
    daysOverdue: String(Math.max(0, daysBetween(invoice.dueDate, today))),
    lateFee: formatMoney(lateFee.fee, templateLanguage),
    lateFeeNotice: lateFeeNotice(lateFee, outstanding),
    paymentLink: '',
  };
  const pdf = await renderInvoicePdfOffThread(data);
  const filename = `${(invoice.invoiceNumber ?? 'factuur').replace(/[^\w.-]+/g, '_')}.pdf`;
  const mailId = await queueMail(ctx.tx, tenantId, {
    purpose: 'invoice_reminder',
    to,
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.text, values),
    html: renderTemplate(template.html, values, 'html'),
    attachments: [{ filename, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
  });
  await setReminderMail(ctx.tx, tenantId, reminderId, mailId);
  await auditInvoice(ctx, 'invoice.reminded', invoice.id, { stage, to, lateFee: lateFee.fee, invoiceNumber: invoice.invoiceNumber });
  return true;
}

/** Tells the tenant's admins (or, without any, the invoice's creator) that an invoice is overdue. */
async function notifyOverdue(ctx: TenantCtx, invoice: Invoice, createdBy: string | null): Promise<void> {
  const { tenantId } = ctx;
  let userIds = await selectAdminIds(ctx.tx, tenantId);
  if (userIds.length === 0 && createdBy && (await isActiveMember(ctx.tx, tenantId, createdBy))) userIds = [createdBy];
  // The values as they are (ISO date, decimal string): each reader's app writes them in their language.
  const params = {
    invoiceNumber: invoice.invoiceNumber ?? '',
    accountName: invoice.account.companyName,
    dueDate: invoice.dueDate,
    outstandingAmount: invoice.outstandingAmount,
  };
  const due = formatDate(invoice.dueDate, 'en');
  const outstanding = formatMoney(invoice.outstandingAmount, 'en');
  for (const userId of userIds) {
    await raiseNotification(ctx.tx, {
      tenantId,
      userId,
      type: 'WARNING',
      title: 'Invoice overdue',
      message: `Invoice ${params.invoiceNumber} of ${params.accountName} was due on ${due}; ${outstanding} is still outstanding.`,
      link: `/invoices/${invoice.id}/edit`,
      code: 'invoices.overdue',
      params,
    });
  }
}

export type ReminderRun = { overdue: number; reminders: number; skippedNoAddress: number };

/**
 * One tenant's daily run, in its transaction: open invoices past due are marked overdue (once,
 * with a notification); with reminders enabled, those due within the configured days get a
 * reminder before the due date and those past it an overdue reminder (with the late fee when
 * enabled), each stage once per invoice. Accounts without an e-mail address are skipped.
 */
export async function runInvoiceReminders(ctx: TenantCtx, today = todayInCompanyZone()): Promise<ReminderRun> {
  const { tenantId } = ctx;
  const settings = await getSettingsSection(ctx, 'invoices');
  const horizon = settings.enableInvoiceReminders ? addDays(today, settings.reminderDaysBefore) : addDays(today, -1);
  const candidates = await selectOpenInvoicesDueBy(ctx.tx, tenantId, horizon, { onlyUnmarked: !settings.enableInvoiceReminders });
  const run: ReminderRun = { overdue: 0, reminders: 0, skippedNoAddress: 0 };
  for (const row of candidates) {
    const pastDue = row.dueDate < today;
    const invoice = await getInvoice(ctx, row.id);
    if (pastDue && !row.overdueSince && (await markInvoiceOverdue(ctx.tx, tenantId, row.id, today))) {
      run.overdue++;
      await notifyOverdue(ctx, invoice, row.createdBy);
    }
    if (!settings.enableInvoiceReminders || money(invoice.outstandingAmount).lte(0)) continue;
    const stage = reminderStageOf(row.dueDate, today, settings.reminderDaysBefore);
    if (!stage) continue;
    const account = await getAccount(ctx, invoice.account.id);
    if (!account.email) {
      run.skippedNoAddress++;
      continue;
    }
    const fee = stage === 'overdue' ? lateFeeFor(settings, invoice.outstandingAmount) : noFee;
    if (await remind(ctx, invoice, stage, account.email, fee, today)) run.reminders++;
  }
  return run;
}

/**
 * A reminder sent by hand for an overdue invoice, to the account's address or the one given.
 * The first one counts as the invoice's overdue reminder (late fee included, when enabled), so the
 * job does not send that again; later ones restate the fee already recorded.
 */
export async function sendInvoiceReminder(ctx: TenantCtx, id: string, input: ManualInput): Promise<Invoice> {
  const invoice = await getInvoice(ctx, id);
  if (invoice.status !== 'overdue' || invoice.kind !== 'invoice') throw invoiceConflict('status', 'invoices.reminderNotOverdue');
  const to = input.to ?? (await getAccount(ctx, invoice.account.id)).email;
  if (!to) {
    throw fieldError('VALIDATION_FAILED', 'to', 'invoices.noEmailAddress');
  }
  const today = todayInCompanyZone();
  const settings = await getSettingsSection(ctx, 'invoices');
  const earlier = invoice.reminders.find((r) => r.stage === 'overdue');
  const sent = earlier
    ? await remind(ctx, invoice, 'manual', to, { fee: earlier.lateFee, percentage: null, recorded: false }, today)
    : await remind(ctx, invoice, 'overdue', to, lateFeeFor(settings, invoice.outstandingAmount), today);
  if (!sent) throw invoiceConflict('status', 'invoices.stale');
  return getInvoice(ctx, id);
}
