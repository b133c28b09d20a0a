// How long rendering invoice PDFs holds the event loop (perf_hooks.monitorEventLoopDelay), with the
// largest logo an upload may have: on the calling thread, and on the worker thread the server uses.
// Run from apps/server with tsx (it imports the server's TypeScript):
//   node --import tsx ../../bench/lib/pdf-event-loop.mjs [--quick] [--bomb]
// --bomb also renders on the calling thread with the raw 10,000 × 10,000 PNG as the logo, as
// before issue 25 (some 8 s of blocked event loop per PDF). Prints one JSON line per measurement.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { maxLogoPixels } from '@wb/contract/settings';
import { renderInvoicePdf } from '../../apps/server/src/modules/invoices/invoice-pdf.ts';
import { renderInvoicePdfOffThread } from '../../apps/server/src/modules/invoices/invoice-pdf-thread.ts';
import { makePdfLogo } from '../../apps/server/src/modules/settings/logo-pdf-copy.ts';

const quick = process.argv.includes('--quick');
const bomb = process.argv.includes('--bomb');

/** A PNG with transparency (what made PDFKit decode every pixel), a plain colour. */
const png = (side) =>
  sharp({ create: { width: side, height: side, channels: 4, background: { r: 20, g: 60, b: 160, alpha: 0.6 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

function invoiceData(lineCount, logo) {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    position: i + 1,
    itemId: null,
    orderId: null,
    creditedLineId: null,
    itemNumber: `ART-${1000 + i}`,
    itemName: `Artikel ${i + 1}`,
    description: `Artikel ${i + 1}, doos van 12`,
    unit: 'st',
    vatRate: i % 2 ? 9 : 21,
    quantity: '3.0000',
    price: '12.3500',
    discount: '0.00',
    lineNet: '37.05',
    creditedQuantity: '0.0000',
  }));
  const party = {
    name: 'Groothandel Voorbeeld BV',
    lines: ['Industrieweg 12', '3542 AD Utrecht'],
    vatNumber: 'NL123456789B01',
    country: 'NL',
  };
  return {
    invoice: {
      id: '00000000-0000-7000-8000-000000000001',
      kind: 'invoice',
      invoiceNumber: 'INV-1042',
      creditedInvoice: null,
      account: { id: '00000000-0000-7000-8000-000000000002', accountNumber: 'ACC-1007', companyName: 'Eetcafé De Zwaan' },
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      paymentTerms: 30,
      reference: '',
      notes: '',
      totals: { net: '7410.00', vat: '1200.00', gross: '8610.00', vatBreakdown: [{ rate: 21, base: '3705.00', vat: '778.05' }] },
      outstandingAmount: '8610.00',
      lines,
    },
    seller: { ...party, kvk: '12345678', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', contact: ['030 123 4567'] },
    buyer: { ...party, name: 'Eetcafé De Zwaan', accountNumber: 'ACC-1007' },
    logo: { content: logo, contentType: 'image/png' },
    language: 'nl',
  };
}

async function measure(name, count, render) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const times = [];
  delay.enable();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await render();
    times.push(performance.now() - t0);
    // Let the loop come round (a server's would between requests), so the delay is recorded.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  delay.disable();
  times.sort((a, b) => a - b);
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  console.log(
    JSON.stringify({
      phase: name,
      operations: count,
      pdfMs: { p50: Math.round(times[Math.floor(count / 2)]), max: Math.round(times[count - 1]) },
      eventLoopMs: { p50: ms(delay.percentile(50)), p95: ms(delay.percentile(95)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    }),
  );
}

const side = Math.floor(Math.sqrt(maxLogoPixels));
const largest = await png(side);
const copy = await makePdfLogo(largest, 'image/png');
const count = quick ? 3 : 10;
// Warm both paths first (fonts, code, the thread), unmeasured.
await renderInvoicePdf(invoiceData(10, copy));
await renderInvoicePdfOffThread(invoiceData(10, copy));
for (const lines of [10, 200]) {
  await measure(`PDF ${lines} lines, largest logo, on the event loop`, count, () => renderInvoicePdf(invoiceData(lines, copy)));
  await measure(`PDF ${lines} lines, largest logo, worker thread`, count, () => renderInvoicePdfOffThread(invoiceData(lines, copy)));
}
if (bomb) {
  const raw = await png(10_000);
  await measure('PDF 10 lines, raw 10,000² PNG logo, on the event loop (before)', quick ? 1 : 3, () =>
    renderInvoicePdf(invoiceData(10, raw)),
  );
}
process.exit(0);
