import { countCpu } from './cpu.mjs';
import { sampleMemory } from './memory.mjs';

// Runs one phase: `clients` concurrent loops share `total` operations; records each latency and,
// given the server's pid, the server's peak resident memory during the phase.
let watched = { serverPid: undefined, dbPids: undefined };

/** The server whose memory and CPU the phases from now on record (see server.mjs); answers the one before. */
export function watchServer(server) {
  const before = watched;
  watched = { serverPid: server?.pid, dbPids: server?.dbPids ?? undefined };
  return before;
}

/** Goes back to the server watchServer answered. */
export function restoreWatch(before) {
  watched = before;
}

// With `dbPids` (the database's backend processes, when local) the CPU both spend is counted too:
// ms per operation, which the machine's other load does not change much.
// `warmup`: that many operations first, unmeasured, for reads that can be repeated: the server's
// code optimised and the database's pages in memory, as on a server that has been running.
export async function runPhase(name, { clients, total, op, warmup = 0, serverPid = watched.serverPid, dbPids = watched.dbPids }) {
  if (warmup) await drive(clients, warmup, op);
  const memory = sampleMemory(serverPid);
  const serverCpu = await countCpu(serverPid ? async () => [serverPid] : null);
  const dbCpu = await countCpu(dbPids ?? null);
  const driverCpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  const { latencies, errors } = await drive(clients, total, op);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const perOp = (ms) => (ms === null ? null : round(ms / total));
  const serverCpuMs = perOp(await serverCpu.stop());
  const dbCpuMs = perOp(await dbCpu.stop());
  const used = process.cpuUsage(driverCpu);
  // The load generator's own CPU: on 2 cores it takes its share from the server and the database.
  const driverCpuMs = perOp((used.user + used.system) / 1000);
  latencies.sort((a, b) => a - b);
  return {
    phase: name,
    clients,
    operations: total,
    warmup,
    perSecond: round(total / seconds, 1),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    peakMiB: memory.stop(),
    serverCpuMs,
    dbCpuMs,
    driverCpuMs,
  };
}

/** `clients` concurrent loops share `total` operations; answers each latency (ms) and the errors. */
async function drive(clients, total, op) {
  const latencies = [];
  let errors = 0;
  let next = 0;
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
  return { latencies, errors };
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
