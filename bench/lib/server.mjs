// Starts the real server for a benchmark on a database of its own: a fresh PGlite folder, or a
// fresh database on the PostgreSQL server of DATABASE_URL (dropped afterwards).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(repoRoot, 'apps/server');

export async function startBenchServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wb-bench-'));
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
  // `node --import tsx` keeps the server in this one process, so its memory can be read.
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (--cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-5000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-5000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    pid: child.pid,
    engine: database ? 'postgres' : 'pglite',
    databaseUrl: database?.url ?? null,
    /** The pids of the database's backends (PostgreSQL on this machine), for CPU counting; null on PGlite. */
    dbPids: database ? () => backendPids(adminUrlOf(database.url), database.name) : null,
    /**
     * Clears the dead rows and refreshes the planner's statistics (VACUUM ANALYZE), as autovacuum
     * would have by the time a list is read after a burst of writes (its defaults: after 1,000 + 20 %
     * rows added, 50 + 20 % dead); this machine's PostgreSQL runs with autovacuum off. On PGlite the
     * server's own upkeep job does it (db/table-statistics.job.ts), every quarter hour.
     */
    analyze: async () => {
      if (!database) return;
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query('vacuum analyze');
      } finally {
        await client.end();
      }
    },
    /** The last lines the server wrote (warnings and errors). */
    log: () => output,
    /** Peak resident memory of the server process so far, in MiB (Linux VmHWM). */
    peakMemoryMiB: () => readPeakMemory(child.pid),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => resolve(clearTimeout(timer)));
        });
      }
      if (!process.env.BENCH_KEEP_DB) rmSync(dataDir, { recursive: true, force: true });
      // BENCH_KEEP_DB=1 keeps the database to read its query plans afterwards (its name is printed).
      if (process.env.BENCH_KEEP_DB) console.log(`database kept: ${database?.url ?? dataDir}`);
      else await database?.drop();
    },
  };
}

function readPeakMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function createDatabase(adminUrl) {
  // BENCH_USE_DATABASE=1: DATABASE_URL names the (empty) database to use as it is, kept afterwards,
  // as one made beforehand on a Citus cluster (docs/citus.md): nothing is created or dropped.
  if (process.env.BENCH_USE_DATABASE === '1') {
    return { name: new URL(adminUrl).pathname.slice(1), url: adminUrl, drop: async () => {} };
  }
  const name = `wb_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const adminUrlOf = () => process.env.DATABASE_URL;

let pidClient = null;
let workerClients = null;
/**
 * Backend pids of `name`, when the PostgreSQL server runs on this machine (else none). On a Citus
 * cluster on this machine the workers' backends of `name` too: the shards' work is done there.
 */
async function backendPids(url, name) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', ''].includes(host)) return [];
  if (!pidClient) {
    pidClient = new pg.Client({ connectionString: url });
    await pidClient.connect();
    pidClient.on('error', () => {
      pidClient = null;
      workerClients = null;
    });
  }
  workerClients ??= await openWorkerClients(url);
  const pids = [];
  for (const client of [pidClient, ...workerClients]) {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    pids.push(...rows.map((r) => r.pid));
  }
  return pids;
}

/** A connection to each worker on this machine of the Citus cluster of `url`'s database; none elsewhere. */
async function openWorkerClients(url) {
  const { rows: citus } = await pidClient.query(`select 1 from pg_extension where extname = 'citus'`);
  if (!citus.length) return [];
  const { rows } = await pidClient.query(`select nodename, nodeport from pg_dist_node where groupid <> 0 and isactive`);
  const clients = [];
  for (const row of rows) {
    if (!['127.0.0.1', 'localhost', '::1'].includes(row.nodename)) continue;
    const worker = new URL(url);
    worker.hostname = row.nodename;
    worker.port = String(row.nodeport);
    const client = new pg.Client({ connectionString: worker.toString() });
    await client.connect();
    client.on('error', () => {});
    clients.push(client);
  }
  return clients;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, tail) {
  // 300 s: on a shared machine at load 30 migrating and seeding the demo took more than 120.
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${tail()}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${tail()}`);
}
