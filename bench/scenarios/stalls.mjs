// Nothing one request does may stall the others (issue 25): while one tenant renders invoice PDFs
// with the largest logo an upload may have, or imports a CSV file of 10,000 accounts or items,
// readers of another tenant open their first page of accounts; their p95 is the figure (aim:
// under 200 ms). Also, from a process of its own, how long rendering a PDF holds the event loop
// (perf_hooks.monitorEventLoopDelay), on the event loop and on the worker thread the server uses.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { request, signIn } from '../lib/http.mjs';
import { runPhase } from '../lib/measure.mjs';
import { latencyRow, readsWhile, timed } from '../lib/while-busy.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fullImportRows = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The largest logo an upload may have (4096 × 4096, with transparency), uploaded as a form. */
async function uploadLargestLogo(url, token) {
  const side = 4096;
  const png = await sharp({ create: { width: side, height: side, channels: 4, background: { r: 20, g: 60, b: 160, alpha: 0.6 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
  const res = await fetch(`${url}/api/v1/settings/company-logo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`logo upload failed: ${res.status} ${await res.text()}`);
}

async function makeDrafts(url, token, count, lineCount) {
  const account = await request(url, 'POST', '/api/v1/accounts', { token, body: { companyName: 'Stall Klant BV' } });
  if (account.status !== 201) throw new Error(`account failed: ${account.status}`);
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    description: `Artikel ${i + 1}, doos van 12`,
    quantity: String((i % 7) + 1),
    price: '12.35',
    vatRate: i % 2 ? 9 : 21,
  }));
  const ids = [];
  for (let i = 0; i < count; i++) {
    const res = await request(url, 'POST', '/api/v1/invoices', {
      token,
      body: { accountId: account.body.id, invoiceDate: '2026-03-01', lines },
    });
    if (res.status !== 201) throw new Error(`draft failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.id);
  }
  return ids;
}

const accountsCsv = (run, importRows) =>
  [
    'Company name;City;Email',
    ...Array.from({ length: importRows }, (_, i) => `Importklant ${run}-${i};Utrecht;klant${run}-${i}@example.com`),
  ].join('\n');
const itemsCsv = (run, importRows) =>
  ['Name;Unit;Price;VAT', ...Array.from({ length: importRows }, (_, i) => `Importartikel ${run}-${i};st;2.35;21`)].join('\n');

/** Runs pdf-event-loop.mjs in a process of its own (tsx, from apps/server); answers its rows. */
function eventLoopRows(quick) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'bench/lib/pdf-event-loop.mjs'), ...(quick ? ['--quick'] : [])],
      {
        cwd: path.join(repoRoot, 'apps/server'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`pdf-event-loop.mjs exited with ${code}`));
      const rows = out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line))
        .map((m) => ({
          phase: `event-loop delay: ${m.phase}`,
          clients: 1,
          operations: m.operations,
          warmup: 0,
          perSecond: null,
          p50: m.eventLoopMs.p50,
          p95: m.eventLoopMs.p95,
          p99: m.eventLoopMs.p99,
          max: m.eventLoopMs.max,
          errors: 0,
          peakMiB: null,
          serverCpuMs: null,
          dbCpuMs: null,
          driverCpuMs: null,
        }));
      resolve(rows);
    });
  });
}

export const stallsScenario = {
  name: 'stalls',
  async run({ url, quick, server }) {
    const admin = await signIn(url, 'admin@demo.example.com');
    const readers = [await signIn(url, 'admin@other.example.com'), await signIn(url, 'admin@other.example.com')];
    const read = async (client) =>
      (await request(url, 'GET', '/api/v1/accounts?page=1&pageSize=50', { token: readers[client] })).status === 200;
    const reading = (phase, busy) =>
      readsWhile(phase, { clients: readers.length, read, busy, serverPid: server.pid, dbPids: server.dbPids });
    const rows = [];

    // CPU per read only here, where nothing else runs (during the heavy work it would be in it).
    const alone = await reading('reads alone', sleep(quick ? 1500 : 5000));
    const perRead = (ms) => (ms == null ? null : Math.round((ms / Math.max(1, alone.row.operations)) * 100) / 100);
    rows.push({ ...alone.row, serverCpuMs: perRead(alone.cpu.server), dbCpuMs: perRead(alone.cpu.db) });

    await uploadLargestLogo(url, admin);
    const drafts = await makeDrafts(url, admin, 4, 200);
    const pdfLatencies = [];
    const pdfCounts = { errors: 0 };
    const pdfTotal = quick ? 6 : 40;
    let next = 0;
    const started = performance.now();
    const rendering = Promise.all(
      [0, 1].map(async () => {
        while (next < pdfTotal) {
          const id = drafts[next++ % drafts.length];
          await timed(
            async () => (await request(url, 'GET', `/api/v1/invoices/${id}/pdf`, { token: admin })).status === 200,
            pdfLatencies,
            pdfCounts,
          );
        }
      }),
    );
    rows.push((await reading('reads during PDFs (200 lines, largest logo)', rendering)).row);
    rows.push(latencyRow('PDF 200 lines, largest logo', 2, pdfLatencies, pdfCounts.errors, (performance.now() - started) / 1000));
    // The same PDFs with nobody else on the server: their CPU per PDF (server, worker thread and database).
    rows.push(
      await runPhase('PDF 200 lines, largest logo, alone', {
        clients: 1,
        total: quick ? 3 : 10,
        op: async (i) => (await request(url, 'GET', `/api/v1/invoices/${drafts[i % drafts.length]}/pdf`, { token: admin })).status === 200,
      }),
    );

    // Quick mode (CI) imports 2,000 rows: the same path (checks in turns of 200, writes in parts of 500).
    const importRows = quick ? 2000 : fullImportRows;
    for (const [what, path, csv] of [
      ['accounts', '/api/v1/accounts/import', accountsCsv],
      ['items', '/api/v1/items/import', itemsCsv],
    ]) {
      const latencies = [];
      const counts = { errors: 0 };
      const t0 = performance.now();
      const importOnce = async (run) => {
        const res = await request(url, 'POST', path, { token: admin, body: { csv: csv(run, importRows) } });
        if (res.status !== 201) console.log(`${what} import: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        return res.status === 201;
      };
      const importing = timed(() => importOnce(what), latencies, counts);
      rows.push((await reading(`reads during ${what} import (${importRows} rows)`, importing)).row);
      rows.push(latencyRow(`${what} import, ${importRows} rows`, 1, latencies, counts.errors, (performance.now() - t0) / 1000));
      // Once more (other names), alone: the import's CPU (server and database).
      rows.push(
        await runPhase(`${what} import, ${importRows} rows, alone`, { clients: 1, total: 1, op: () => importOnce(`${what}-alone`) }),
      );
    }

    rows.push(...(await eventLoopRows(quick)));
    return rows;
  },
};
