import type { Config } from '@/config';
import { type FakeVies, startFakeVies } from './fake-vies';

/**
 * The offline demo's EU VAT check: with VIES_API_URL unset the demo (not production) starts the
 * loopback fake VIES and checks VAT numbers there, next to the fake company register; set
 * VIES_API_URL (e.g. https://ec.europa.eu/taxation_customs/vies/rest-api) for the real service.
 * In production without VIES_API_URL the real service is used.
 */
export async function startDemoVies(config: Config): Promise<FakeVies | null> {
  if (config.production || process.env.VIES_API_URL) return null;
  const fake = await startFakeVies();
  config.viesApiUrl = fake.url;
  return fake;
}
