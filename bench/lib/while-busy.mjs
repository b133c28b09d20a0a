// Reads measured while the server is busy with something heavy: `clients` readers repeat `read`
// until `busy` (a promise: the heavy work) settles, so every latency is one taken meanwhile.
import { countCpu } from './cpu.mjs';
import { sampleMemory } from './memory.mjs';

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A row in runPhase's shape for latencies (ms) taken over `seconds`. */
export function latencyRow(phase, clients, latencies, errors, seconds, peakMiB = null) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase,
    clients,
    operations: sorted.length,
    warmup: 0,
    perSecond: round(sorted.length / Math.max(seconds, 0.001), 1),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
    peakMiB,
    serverCpuMs: null,
    dbCpuMs: null,
    driverCpuMs: null,
  };
}

/** Times each call of `op` (answering false or throwing counts as an error). */
export async function timed(op, latencies, counts) {
  const t0 = process.hrtime.bigint();
  try {
    if ((await op()) === false) counts.errors += 1;
  } catch {
    counts.errors += 1;
  }
  latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
}

/**
 * `cpu` (answered beside the row): the CPU time (ms) the server and, when local, the database's
 * backends (`dbPids`) spent over the whole phase: the reads and the heavy work together.
 */
export async function readsWhile(phase, { clients, read, busy, serverPid, dbPids }) {
  const memory = sampleMemory(serverPid);
  const serverCpu = await countCpu(serverPid ? async () => [serverPid] : null);
  const dbCpu = await countCpu(dbPids ?? null);
  let done = false;
  const settled = Promise.resolve(busy).finally(() => {
    done = true;
  });
  const latencies = [];
  const counts = { errors: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (!done) await timed(() => read(client), latencies, counts);
    }),
  );
  await settled;
  const row = latencyRow(phase, clients, latencies, counts.errors, (performance.now() - started) / 1000, memory.stop());
  const cpu = { server: await serverCpu.stop(), db: await dbCpu.stop() };
  return { row, cpu };
}
