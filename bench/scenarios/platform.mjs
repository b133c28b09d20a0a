// Sign-in (argon2id, deliberately slow) and the per-request session check every call pays.
import { request, signIn } from '../lib/http.mjs';
import { runPhase } from '../lib/measure.mjs';

export const platformScenario = {
  name: 'platform',
  async run({ url, quick }) {
    const rows = [];
    const signIns = quick ? { 1: 5, 8: 16 } : { 1: 20, 8: 80 };
    const checks = quick ? { 1: 50, 8: 400 } : { 1: 300, 8: 3000 };
    for (const clients of [1, 8]) {
      rows.push(
        await runPhase('sign-in', {
          clients,
          total: signIns[clients],
          op: async () =>
            (await request(url, 'POST', '/api/v1/auth/login', { body: { email: 'staff@demo.example.com', password: 'Demo!2345-Kaas' } }))
              .status === 200,
        }),
      );
      const tokens = await Promise.all(Array.from({ length: clients }, () => signIn(url, 'staff@demo.example.com')));
      rows.push(
        await runPhase('session check', {
          clients,
          total: checks[clients],
          op: async (_, client) => (await request(url, 'GET', '/api/v1/auth/me', { token: tokens[client] })).status === 200,
        }),
      );
    }
    return rows;
  },
};
