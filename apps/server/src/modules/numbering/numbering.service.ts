import type { NextNumbers, NumberingSettings } from '@wb/contract/settings';
import { formatDocumentNumber, type NumberSeries, nextCounterValue, numberSeries } from '@wb/domain/document-number';
import type { Ctx } from '@/platform/context';
import { invalidField } from '@/platform/errors';
import { getSettingsSection, requireTenant } from '@/modules/settings/settings.service';
import { selectCounters, updateCounterNext, updateCounterNextBy } from './numbering.queries';

export type SeriesSettings = { prefix: string; start: number; autoGenerate: boolean };

/** Prefix, start number and auto-generate flag of a series, from the numbering settings. */
export function seriesSettings(numbering: NumberingSettings, series: NumberSeries): SeriesSettings {
  switch (series) {
    case 'invoice':
      return { prefix: numbering.invoicePrefix, start: numbering.invoiceStartNumber, autoGenerate: numbering.autoGenerateInvoiceNumber };
    case 'order':
      return { prefix: numbering.orderPrefix, start: numbering.orderStartNumber, autoGenerate: numbering.autoGenerateOrderNumber };
    case 'account':
      return { prefix: numbering.accountPrefix, start: numbering.accountStartNumber, autoGenerate: numbering.autoGenerateAccountNumber };
    case 'quote':
      return { prefix: numbering.quotePrefix, start: numbering.quoteStartNumber, autoGenerate: numbering.autoGenerateQuoteNumber };
    case 'supplier':
      return { prefix: numbering.supplierPrefix, start: numbering.supplierStartNumber, autoGenerate: numbering.autoGenerateSupplierNumber };
    case 'sku':
      return { prefix: numbering.skuPrefix, start: numbering.skuStartNumber, autoGenerate: numbering.autoGenerateSku };
    case 'purchaseOrder':
      // Always numbered by the series: a purchase order is the tenant's own document.
      return { prefix: numbering.purchaseOrderPrefix, start: numbering.purchaseOrderStartNumber, autoGenerate: true };
  }
}

/**
 * The next number of a series ("INV-1000"), taken in the caller's transaction: call it in the
 * transaction that stores the document, so a failed document gives its number back.
 */
export async function takeNextNumber(ctx: Ctx, series: NumberSeries): Promise<string> {
  const settings = seriesSettings(await getSettingsSection(ctx, 'numbering'), series);
  return takeFrom(ctx, series, settings);
}

/** The next `count` numbers of a series in one statement (see takeNextNumber), in order. */
export async function takeNextNumbers(ctx: Ctx, series: NumberSeries, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const settings = seriesSettings(await getSettingsSection(ctx, 'numbering'), series);
  const last = await updateCounterNextBy(ctx.tx, requireTenant(ctx), series, BigInt(settings.start), count);
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(settings.prefix, last - BigInt(count - 1 - i)));
}

function takeFrom(ctx: Ctx, series: NumberSeries, settings: SeriesSettings): Promise<string> {
  const tenantId = requireTenant(ctx);
  return updateCounterNext(ctx.tx, tenantId, series, BigInt(settings.start)).then((value) => formatDocumentNumber(settings.prefix, value));
}

/**
 * The number for a new document: made by the series when its auto-generate flag is on (a number
 * typed in is then ignored), else the one typed in, which is then required. A number of the series
 * locks its counter until the transaction ends (takeNextNumber): take it when the document is
 * ready to be written, so the tenant's other documents wait as short as can be.
 */
export async function assignNumber(ctx: Ctx, series: NumberSeries, given?: string | null): Promise<string> {
  const settings = seriesSettings(await getSettingsSection(ctx, 'numbering'), series);
  if (settings.autoGenerate) return takeFrom(ctx, series, settings);
  const typed = given?.trim();
  if (!typed) throw invalidField('number', 'validation.required');
  return typed;
}

/** What each series would hand out next, without taking it (the numbering tab's preview). */
export async function findNextNumbers(ctx: Ctx): Promise<NextNumbers> {
  const numbering = await getSettingsSection(ctx, 'numbering');
  const counters = ctx.tenantId ? await selectCounters(ctx.tx, ctx.tenantId) : new Map<NumberSeries, bigint>();
  const entries = numberSeries.map((series) => {
    const { prefix, start } = seriesSettings(numbering, series);
    return [series, formatDocumentNumber(prefix, nextCounterValue(counters.get(series) ?? null, BigInt(start)))];
  });
  return Object.fromEntries(entries) as NextNumbers;
}
