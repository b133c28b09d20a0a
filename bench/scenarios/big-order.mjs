// A 1,000-line order (issue 7: "a 1,000-line order opens, scrolls and saves without stutter; the
// server saves it in under one second"): over HTTP it is created, opened, saved with one line
// changed, and saved unchanged, each timed; then, when the web app is built and Chromium is there,
// the order form is opened in the browser and timed until usable, and one line is changed in it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '../lib/http.mjs';
import { runPhase } from '../lib/measure.mjs';
import { measureOrderForm } from '../lib/order-form-browser.mjs';

const lineCount = 1000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function itemsCsv(count) {
  const rows = ['Name,Unit,VAT,Price,Purchase price,Package amount'];
  for (let i = 0; i < count; i++) {
    const vat = [21, 9, 0][i % 3];
    rows.push(
      `Bench artikel ${String(i).padStart(4, '0')},st,${vat},${(1 + (i % 97) / 7).toFixed(2)},${(0.5 + (i % 89) / 11).toFixed(2)},${1 + (i % 12)}`,
    );
  }
  return rows.join('\n');
}

async function call(url, method, path, token, body) {
  const res = await request(url, method, path, { token, body });
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** A thousand distinct items (imported in one go) and an account to order for. */
async function prepare(url, token) {
  const imported = await call(url, 'POST', '/api/v1/items/import', token, { csv: itemsCsv(lineCount) });
  if (imported.created < lineCount) throw new Error(`only ${imported.created} items imported`);
  const ids = [];
  for (let page = 1; ids.length < lineCount; page++) {
    const found = await call(
      url,
      'GET',
      `/api/v1/items?q=${encodeURIComponent('"bench artikel"')}&pageSize=200&page=${page}&sort=name`,
      token,
    );
    if (!found.items.length) break;
    ids.push(...found.items.map((item) => item.id));
  }
  const account = await call(url, 'POST', '/api/v1/accounts', token, { companyName: 'Groothandel Benchmark B.V.' });
  return { itemIds: ids.slice(0, lineCount), accountId: account.id };
}

const linesOf = (itemIds) => itemIds.map((itemId, i) => ({ itemId, amount: String(1 + (i % 9)), discount: i % 5 ? '0' : '2.5' }));

export const bigOrderScenario = {
  name: 'big-order',
  async run({ url, quick }) {
    const login = await call(url, 'POST', '/api/v1/auth/login', null, { email: 'staff@demo.example.com', password: 'Demo!2345-Kaas' });
    const token = login.access_token;
    const { itemIds, accountId } = await prepare(url, token);
    const rows = [];
    const creates = quick ? 2 : 5;
    const reads = quick ? 5 : 20;
    const orders = [];

    rows.push(
      await runPhase(`create ${lineCount}-line order`, {
        clients: 1,
        total: creates,
        op: async () => {
          const order = await call(url, 'POST', '/api/v1/orders', token, { accountId, lines: linesOf(itemIds) });
          orders.push(order);
          return order.lines.length === lineCount;
        },
      }),
    );
    const order = orders[0];
    rows.push(
      await runPhase(`open ${lineCount}-line order`, {
        clients: 1,
        total: reads,
        op: async () => (await call(url, 'GET', `/api/v1/orders/${order.id}`, token)).lines.length === lineCount,
      }),
    );
    // As the form saves: every line sent, one amount changed.
    let current = await call(url, 'GET', `/api/v1/orders/${order.id}`, token);
    rows.push(
      await runPhase('save, one line changed', {
        clients: 1,
        total: reads,
        op: async (n) => {
          const lines = current.lines.map((l) => ({ id: l.id, itemId: l.itemId, amount: l.amount, price: l.price, discount: l.discount }));
          lines[500] = { ...lines[500], amount: String(10 + n) };
          current = await call(url, 'PATCH', `/api/v1/orders/${order.id}`, token, { version: current.version, lines });
          return current.lines[500].amount === `${10 + n}.0000`;
        },
      }),
    );
    rows.push(
      await runPhase('save, header only', {
        clients: 1,
        total: reads,
        op: async (n) => {
          current = await call(url, 'PATCH', `/api/v1/orders/${order.id}`, token, { version: current.version, notes: `Bench ${n}` });
          return current.notes === `Bench ${n}`;
        },
      }),
    );

    if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
      console.log('big-order: apps/web/dist is missing (run `npm run build`): the browser figures are left out');
    } else if (!existsSync('/usr/bin/chromium')) {
      console.log('big-order: /usr/bin/chromium is missing: the browser figures are left out');
    } else {
      rows.push(...(await measureOrderForm({ url, login, orderId: order.id, runs: quick ? 2 : 5 })));
    }
    return rows;
  },
};
