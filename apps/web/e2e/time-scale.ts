/**
 * A journey's time limits, stretched where the machine is slow: E2E_TIME_SCALE, else 2.5 in CI.
 * CI's two shared cores have run the journeys three times slower than a quiet session's machine
 * (2,663 s against 834 s for the same commit), and a 22 s journey then outran a 60 s limit.
 * A limit only matters when something hangs, so a generous one costs nothing on a green run.
 */
export const timeScale = Number(process.env.E2E_TIME_SCALE) || (process.env.CI ? 2.5 : 1);

/** `ms` stretched by the machine's time scale. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale);
}
