// CPU time used by processes, from /proc/<pid>/stat (user + system, in ms). On a machine shared
// with other work, wall-clock figures swing with the load; CPU per operation says what one
// operation costs the server and the database, whatever else runs.
import { readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** Starts counting for `pids()` (asked again at the end, as connections come and go); stop() answers ms used. */
export async function countCpu(pids) {
  if (!pids) return { stop: async () => null };
  const before = new Map((await pids()).map((pid) => [pid, cpuMs(pid)]));
  return {
    stop: async () => {
      let used = 0;
      let seen = false;
      for (const pid of await pids()) {
        const now = cpuMs(pid);
        if (now === null) continue;
        seen = true;
        used += now - (before.get(pid) ?? 0);
      }
      return seen ? used : null;
    },
  };
}
