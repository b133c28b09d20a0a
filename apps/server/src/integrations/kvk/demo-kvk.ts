import type { Config } from '@/config';
import { type FakeKvk, startFakeKvk } from './fake-kvk';
import { kvkTestApiKey } from './kvk-client';

/**
 * The offline demo's company register: with neither KVK_API_KEY nor KVK_API_URL set, the server
 * starts the loopback fake (KVK's test companies) and uses it with KVK's public test key, the way
 * payments fall back to the simulated provider without a Mollie key. A company that enters its own
 * key in settings still talks to the fake then (its key is sent, and the demo's fake takes any key);
 * set KVK_API_URL for the real register.
 */
export async function startDemoKvk(config: Config): Promise<FakeKvk | null> {
  if (config.kvkApiKey || process.env.KVK_API_URL) return null;
  const fake = await startFakeKvk({ anyKey: true });
  config.kvkApiUrl = fake.url;
  config.kvkApiKey = kvkTestApiKey;
  config.kvkDemo = true;
  return fake;
}
