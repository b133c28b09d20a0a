// The account list's search over 100,000 accounts (issue 6: "typing in a list of 100,000 accounts
// answers within 50 ms at the server"). The accounts are inserted with SQL, not the API: into the
// running server's database on PostgreSQL; on PGlite (one process owns the folder) into a folder
// of this scenario's own between two server starts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { bulkAccountsStatements } from '../lib/bulk-accounts.mjs';
import { request, signIn } from '../lib/http.mjs';
import { restoreWatch, runPhase, watchServer } from '../lib/measure.mjs';
import { startBenchServer } from '../lib/server.mjs';

/**
 * What a user types, letter by letter: a word whose accounts sort early in the list and one whose
 * accounts sort late (every tenth account is a restaurant), then the searches a back office sees
 * all day.
 */
const lettersOf = (word) => Array.from(word, (_, i) => word.slice(0, i + 1));
const typing = [...lettersOf('bakkerij'), ...lettersOf('restaurant')];
const searches = {
  'search word': 'restaurant',
  'search two words': 'bakkerij utrecht',
  'search or/exclude': 'slagerij rotterdam or delft -holding',
  'search exact': '"de gouden karper"',
  'search number': 'BULK-4711',
  'search typo (fuzzy)': 'restaurnt',
  'search rare': 'smulhoek venlo',
};

async function insertOnPostgres(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of bulkAccountsStatements(count)) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function insertOnPglite(dataDir, count) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm, btree_gin } });
  try {
    for (const statement of bulkAccountsStatements(count)) await db.query(statement);
  } finally {
    await db.close();
  }
}

/** A server whose database holds the demo data plus `count` accounts; stop() cleans up what it made. */
async function serverWithAccounts(server, count) {
  if (server.engine === 'postgres') {
    await insertOnPostgres(server.databaseUrl, count);
    return { url: server.url, server, stop: async () => {} };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wb-bench-accounts-'));
  const first = await startBenchServer({ DATA_DIR: dataDir }); // migrates and seeds the demo
  await first.stop();
  await insertOnPglite(dataDir, count);
  const second = await startBenchServer({ DATA_DIR: dataDir });
  return {
    url: second.url,
    server: second,
    stop: async () => {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const masterDataScenario = {
  name: 'master-data',
  async run({ quick, server }) {
    const count = quick ? 10_000 : 100_000;
    const started = Date.now();
    const target = await serverWithAccounts(server, count);
    const watchedBefore = watchServer(target.server);
    console.log(`master-data: ${count} accounts inserted with SQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const rows = [];
    try {
      const token = await signIn(target.url, 'staff@demo.example.com');
      const get = async (q) => {
        const res = await request(target.url, 'GET', `/api/v1/accounts?pageSize=50&q=${encodeURIComponent(q)}`, { token });
        return res.status === 200;
      };
      // Lists count exactly up to 1,000 matches and say "more" beyond (totalExact false).
      const first = (await request(target.url, 'GET', '/api/v1/accounts?pageSize=1', { token })).body ?? {};
      if (first.total < Math.min(count, 1_001)) throw new Error(`expected at least ${count} accounts, the list says ${first.total}`);
      const repeat = quick ? 5 : 40;
      rows.push(await runPhase('list first page', { clients: 1, total: repeat, op: () => get('') }));
      rows.push(await runPhase('search typing', { clients: 1, total: typing.length * repeat, op: (i) => get(typing[i % typing.length]) }));
      for (const [phase, q] of Object.entries(searches)) rows.push(await runPhase(phase, { clients: 1, total: repeat, op: () => get(q) }));
      rows.push(
        await runPhase('search typing', { clients: 8, total: typing.length * repeat * 2, op: (i) => get(typing[i % typing.length]) }),
      );
    } finally {
      restoreWatch(watchedBefore);
      await target.stop();
    }
    return rows;
  },
};
