// Invoices: finalising a draft (the gap-free number in the same transaction) and rendering its
// PDF, as one operation — the figure the invoice issue asks for (aim: 50 a second on 2 cores).
import { request, signIn } from '../lib/http.mjs';
import { runPhase } from '../lib/measure.mjs';

async function makeDrafts(url, token, accountId, count) {
  const ids = [];
  const lines = Array.from({ length: 10 }, (_, i) => ({
    description: `Artikel ${i + 1}`,
    quantity: String(i + 1),
    price: '2.35',
    vatRate: i % 2 ? 9 : 21,
  }));
  for (let i = 0; i < count; i++) {
    const res = await request(url, 'POST', '/api/v1/invoices', { token, body: { accountId, invoiceDate: '2026-03-01', lines } });
    if (res.status !== 201) throw new Error(`draft failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.id);
  }
  return ids;
}

export const invoicesScenario = {
  name: 'invoices',
  async run({ url, quick }) {
    const token = await signIn(url, 'admin@demo.example.com');
    const account = await request(url, 'POST', '/api/v1/accounts', { token, body: { companyName: 'Bench Klant BV' } });
    if (account.status !== 201) throw new Error(`account failed: ${account.status}`);
    const rows = [];
    for (const clients of [1, 4]) {
      const total = quick ? 10 : 100;
      const drafts = await makeDrafts(url, token, account.body.id, total);
      rows.push(
        await runPhase('finalise + PDF', {
          clients,
          total,
          op: async (index) => {
            const id = drafts[index];
            const final = await request(url, 'POST', `/api/v1/invoices/${id}/finalise`, { token, body: {} });
            if (final.status !== 200) return false;
            return (await request(url, 'GET', `/api/v1/invoices/${id}/pdf`, { token })).status === 200;
          },
        }),
      );
    }
    return rows;
  },
};
