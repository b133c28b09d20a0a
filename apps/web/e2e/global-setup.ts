import type { FullConfig } from '@playwright/test';
import { startServer } from './server.mjs';

/**
 * One server per worker, each with its own database; their URLs go to E2E_BASE_URLS, from which
 * each worker takes its own as baseURL (playwright.config.ts; the workers start after this).
 * The function returned is the teardown.
 */
// A default export: Playwright calls the default export of its globalSetup file.
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(Array.from({ length: Math.max(1, config.workers) }, () => startServer()));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  process.env.E2E_BASE_URLS = servers.map((s) => s.url).join(',');
  return stopAll;
}
