import { sampleMemory } from './memory.mjs';

// Runs one phase: `clients` concurrent loops share `total` operations; records each latency and,
// given the server's pid, the server's peak resident memory during the phase.
export async function runPhase(name, { clients, total, op, serverPid }) {
  const memory = sampleMemory(serverPid);
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < total) {
        const index = next++;
        const t0 = process.hrtime.bigint();
        try {
          const ok = await op(index, client);
          if (ok === false) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    phase: name,
    clients,
    operations: total,
    perSecond: round(total / seconds, 1),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    peakMiB: memory.stop(),
  };
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
