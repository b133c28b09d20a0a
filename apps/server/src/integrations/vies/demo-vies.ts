import type { Config } from '@/config';
import { type FakeVies, startFakeVies } from './fake-vies';

/**
 * The offline demo's EU VAT check: with VIES_API_URL unset, a server that seeds the demo (its
 * customers carry the company register's test companies, known only to the fakes) starts the
 * loopback fake VIES and checks VAT numbers there, next to the fake company register. Set
 * VIES_API_URL (e.g. https://ec.europa.eu/taxation_customs/vies/rest-api) for the real service;
 * a server without the demo (SEED_DEMO=false) uses the real service.
 */
export async function startDemoVies(config: Config): Promise<FakeVies | null> {
  if (!config.seedDemo || process.env.VIES_API_URL) return null;
  const fake = await startFakeVies();
  config.viesApiUrl = fake.url;
  return fake;
}
