import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function printTable(rows, peakMemoryMiB) {
  const header = [
    'scenario',
    'phase',
    'clients',
    'ops',
    'ops/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'errors',
    'peak MiB',
    'cpu ms/op',
  ];
  const cpu = (r) =>
    r.serverCpuMs == null
      ? '-'
      : `${r.serverCpuMs}${r.dbCpuMs == null ? '' : ` + ${r.dbCpuMs} db`}${r.driverCpuMs == null ? '' : ` + ${r.driverCpuMs} drv`}`;
  const lines = rows.map((r) =>
    [
      r.scenario,
      r.phase,
      r.clients,
      r.operations,
      r.perSecond ?? '-',
      r.p50,
      r.p95,
      r.p99,
      r.max ?? '-',
      r.errors,
      r.peakMiB ?? '-',
      cpu(r),
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
  if (peakMemoryMiB !== null) console.log(`server peak memory: ${peakMemoryMiB} MiB`);
  console.log('cpu ms/op: CPU time of the server process (+ the database backends, when local, + the load generator) per operation');
}

const floorPhase = 'the same, answering 50 rows as JSON';

/**
 * Each 'stalls' figure with a CPU cost, as a multiple of the floor's list-page request (the same
 * Fastify, `pg` and database, none of our code; needs PostgreSQL and the floor scenario in the
 * run): what one read, one PDF or one import costs in floor requests. Sets `ratioToFloor` on them.
 * Each 'scale' list page (issue 35) with its p95, its rate as a share of the floor's rate in the
 * same run (the machine's load moves both alike) and its CPU per request; sets `rateToFloor`.
 */
export function printFloorRatios(rows) {
  const floor = rows.find((r) => r.scenario === 'floor' && r.phase === floorPhase);
  const cost = (r) => (r.serverCpuMs == null ? null : r.serverCpuMs + (r.dbCpuMs ?? 0));
  const base = floor && cost(floor);
  if (!base) return;
  const round = (n, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
  const isBi = (row) => row.scenario === 'scale' && row.phase.startsWith('BI ');
  console.log(`ratio to the floor (${floorPhase}: ${round(base)} ms CPU a request, ${floor.perSecond}/s at ${floor.clients} clients):`);
  for (const r of rows.filter((row) => (row.scenario === 'stalls' || isBi(row)) && cost(row) != null)) {
    r.ratioToFloor = round(cost(r) / base, 1);
    console.log(`  ${r.scenario} ${r.phase}: ${round(cost(r))} ms CPU = ${r.ratioToFloor} × the floor, p95 ${r.p95} ms`);
  }
  const lists = rows.filter((row) => row.scenario === 'scale' && !isBi(row) && row.perSecond);
  if (!lists.length) return;
  console.log("lists at scale against the floor (rate share ≥ 0.8 and p95 < 30 ms are issue 35's aims):");
  for (const r of lists) {
    r.rateToFloor = round(r.perSecond / floor.perSecond);
    const cpu = cost(r) == null ? '-' : `${round(cost(r))} ms CPU (${round(cost(r) / base, 1)} × the floor)`;
    console.log(`  ${r.phase}: p95 ${r.p95} ms, ${r.perSecond}/s = ${r.rateToFloor} of the floor's rate, ${cpu}`);
  }
}

export function writeResults(engine, payload) {
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}-${engine}.json`);
  writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}

/**
 * Compares each figure with bench/budgets.json (written for PostgreSQL; on PGlite a figure
 * may be half as good). Answers the shortfalls, one sentence each.
 */
export function compareWithBudgets(rows, engine) {
  const budgets = JSON.parse(readFileSync(path.join(benchDir, 'budgets.json'), 'utf8'));
  const factor = engine === 'pglite' ? 2 : 1;
  const shortfalls = [];
  for (const row of rows) {
    const budget = budgets[`${row.scenario}/${row.phase}/${row.clients}`];
    if (!budget) continue;
    const name = `${row.scenario} ${row.phase} (${row.clients} client${row.clients === 1 ? '' : 's'})`;
    if (budget.minPerSecond && row.perSecond < budget.minPerSecond / factor) {
      shortfalls.push(`${name}: ${row.perSecond}/s, budget at least ${budget.minPerSecond / factor}/s`);
    }
    if (budget.maxP95Ms && row.p95 > budget.maxP95Ms * factor) {
      shortfalls.push(`${name}: p95 ${row.p95} ms, budget under ${budget.maxP95Ms * factor} ms`);
    }
    if (row.errors > 0) shortfalls.push(`${name}: ${row.errors} errors`);
    for (const plan of row.plansWithoutTenantIndex ?? [])
      shortfalls.push(`${row.scenario} plan of ${plan}: the tenant is not in an index condition`);
  }
  return shortfalls;
}
