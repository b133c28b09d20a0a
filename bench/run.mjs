// npm run bench [-- --quick] [-- --scenario=name]: starts the real server on a database of its
// own (PostgreSQL when DATABASE_URL is set, else PGlite), drives it over HTTP from this process,
// prints one table, writes bench/results/<date>-<engine>.json and names each figure that falls
// short of bench/budgets.json. --quick runs a small version and does not judge the times.
import os from 'node:os';
import { watchServer } from './lib/measure.mjs';
import { startBenchServer } from './lib/server.mjs';
import { compareWithBudgets, printFloorRatios, printTable, writeResults } from './lib/report.mjs';
import { bigOrderScenario } from './scenarios/big-order.mjs';
import { floorScenario } from './scenarios/floor.mjs';
import { invoicesScenario } from './scenarios/invoices.mjs';
import { masterDataScenario } from './scenarios/master-data.mjs';
import { orderToCashScenario } from './scenarios/order-to-cash.mjs';
import { platformScenario } from './scenarios/platform.mjs';
import { scaleScenario } from './scenarios/scale.mjs';
import { stallsScenario } from './scenarios/stalls.mjs';
import { statementsScenario } from './scenarios/statements.mjs';

const scenarios = [
  floorScenario,
  platformScenario,
  orderToCashScenario,
  masterDataScenario,
  bigOrderScenario,
  invoicesScenario,
  stallsScenario,
  statementsScenario,
  scaleScenario,
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
// --scenario=name or --scenario=floor,stalls (several, comma-separated)
const only = args
  .find((a) => a.startsWith('--scenario='))
  ?.split('=')[1]
  ?.split(',');

const load = () => os.loadavg().map((v) => Math.round(v * 100) / 100);
const loadBefore = load();
const server = await startBenchServer();
watchServer(server);
const rows = [];
let peak = null;
try {
  console.log(`Benchmark on ${server.engine}${quick ? ' (quick)' : ''}, server at ${server.url}`);
  for (const scenario of scenarios) {
    if (only && !only.includes(scenario.name)) continue;
    for (const row of await scenario.run({ url: server.url, quick, server })) rows.push({ scenario: scenario.name, ...row });
  }
} finally {
  peak = server.peakMemoryMiB();
  await server.stop();
}
printTable(rows, peak);
printFloorRatios(rows);
const loadAfter = load();
// The machine may be shared: its load says how far the wall-clock figures can be trusted.
console.log(`machine: ${os.cpus().length} cores, load (1/5/15 min) ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after`);
const machine = { cores: os.cpus().length, loadBefore, loadAfter };
const file = writeResults(server.engine, {
  date: new Date().toISOString(),
  engine: server.engine,
  quick,
  machine,
  peakMemoryMiB: peak,
  rows,
});
console.log(`results written to ${file}`);
const shortfalls = compareWithBudgets(rows, server.engine);
if (shortfalls.length) {
  console.log(`Figures short of bench/budgets.json${quick ? ' (quick run: not judged)' : ''}:`);
  for (const s of shortfalls) console.log(`  - ${s}`);
} else {
  console.log('All figures within bench/budgets.json.');
}
process.exit(!quick && shortfalls.length ? 1 : 0);
