import { startServer } from './server.mjs';

/**
 * One server for the whole suite; its URL becomes every test's baseURL (the config reads
 * E2E_BASE_URL, and the workers start after this). The function returned is the teardown.
 */
// A default export: Playwright calls the default export of its globalSetup file.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
