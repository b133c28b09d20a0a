// Samples the server's resident memory while a phase runs: the phase's peak, in MiB.
import { readFileSync } from 'node:fs';

function residentMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Starts sampling every 50 ms; stop() answers the highest resident size seen (null without a pid). */
export function sampleMemory(pid) {
  if (!pid) return { stop: () => null };
  let peak = residentMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, residentMiB(pid));
    },
  };
}
