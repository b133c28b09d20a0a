// Bank statements (issue 24): a 20,000-entry MT940 (about 4.9 MB) is imported in the background
// while another client keeps reading the invoice list. Measured: how long the upload takes to be
// accepted, how long until the statement is done (aim: under 10 s), and the invoice list's
// latency meanwhile (aim: p95 under 200 ms), against the same list on an idle server.
import { bigMt940 } from '../lib/big-statement.mjs';
import { request, signIn } from '../lib/http.mjs';
import { runPhase } from '../lib/measure.mjs';

const round = (v) => Math.round(v * 10) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function row(phase, latencies, seconds, errors = 0) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase,
    clients: 1,
    operations: latencies.length,
    warmup: 0,
    perSecond: round(latencies.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors,
  };
}

export const statementsScenario = {
  name: 'statements',
  async run({ url, quick }) {
    const token = await signIn(url, 'admin@demo.example.com');
    // Quick mode still passes the server's background threshold (500,000 characters): about 800,000.
    const entries = quick ? 4000 : 20_000;
    const list = async () => (await request(url, 'GET', '/api/v1/invoices?pageSize=25', { token })).status === 200;
    const rows = [await runPhase('invoice list, idle', { clients: 1, total: quick ? 20 : 200, warmup: quick ? 5 : 50, op: list })];

    const content = bigMt940({ entries, seed: Date.now() % 1_000_000 });
    const started = performance.now();
    const upload = await request(url, 'POST', '/api/v1/bank-statements', { token, body: { fileName: 'bench.sta', content } });
    if (upload.status !== 202) throw new Error(`statement upload: ${upload.status} ${JSON.stringify(upload.body).slice(0, 300)}`);
    const acceptedMs = performance.now() - started;
    const id = upload.body.id;

    let finished = null;
    const watch = (async () => {
      while (!finished) {
        await sleep(250);
        const res = await request(url, 'GET', `/api/v1/bank-statements/${id}`, { token });
        if (res.body?.status === 'failed') throw new Error(`statement import failed: ${res.body.error}`);
        if (res.body?.status === 'done') finished = { ms: performance.now() - started, lines: res.body.newLineCount };
      }
    })();
    const latencies = [];
    let errors = 0;
    while (!finished && performance.now() - started < 120_000) {
      const t0 = performance.now();
      if (!(await list())) errors++;
      latencies.push(performance.now() - t0);
    }
    await watch;
    if (!finished) throw new Error('statement import did not finish within 120 s');
    rows.push(row('invoice list, during import', latencies, finished.ms / 1000, errors));
    rows.push({ ...row(`upload ${entries} entries, accepted`, [acceptedMs], acceptedMs / 1000), perSecond: null });
    rows.push({
      ...row(`import ${entries} entries, done`, [finished.ms], finished.ms / 1000),
      perSecond: round(finished.lines / (finished.ms / 1000)),
    });
    return rows;
  },
};
