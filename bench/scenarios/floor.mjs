// The floor (issue 11): how many requests a second this machine serves at 8 clients with the same
// Fastify, `pg` and database but none of our code (lib/floor-server.mjs), from a Fastify answer
// without a database to the round trips a list page must at least make. Its CPU per request says
// which of the rates no server can reach on 2 cores, and how far ours is from the floor.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '../lib/http.mjs';
import { runPhase } from '../lib/measure.mjs';
import { freePort } from '../lib/server.mjs';

const floorServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../lib/floor-server.mjs');

const routes = [
  { phase: 'fastify, no database', path: '/constant', database: false },
  { phase: 'one statement', path: '/select-1', database: true },
  { phase: 'one scoped read (session check shape)', path: '/scoped', database: true },
  { phase: 'session check + 3-statement transaction', path: '/page-shape', database: true },
  { phase: 'the same, answering 50 rows as JSON', path: '/page-50', database: true },
];

export const floorScenario = {
  name: 'floor',
  async run({ quick, server }) {
    const port = await freePort();
    const child = fork(floorServer, [String(port), server.databaseUrl ?? ''], { stdio: 'inherit' });
    try {
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`floor server exited (${code})`)));
      });
      const url = `http://127.0.0.1:${port}`;
      const rows = [];
      for (const route of routes) {
        if (route.database && !server.databaseUrl) continue; // PGlite lives inside our server: no floor of its own
        const op = async () => (await request(url, 'GET', route.path)).status === 200;
        for (let i = 0; i < 50; i++) await op(); // warm-up
        rows.push(await runPhase(route.phase, { clients: 8, total: quick ? 200 : 4000, op, serverPid: child.pid }));
      }
      return rows;
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    }
  },
};
