// Starts the real server for browser tests: its own loopback port, its own PGlite database in a
// fresh temporary folder (demo data seeded), and the built web app from apps/web/dist.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');
const serverDir = path.join(repoRoot, 'apps/server');
// A first start migrates and seeds a year of demo history: about 20 s on a quiet machine, past 90 s
// on a shared one at load 30 (seen while several sessions built and tested at once).
const startTimeoutMs = 180_000;
const stopTimeoutMs = 15_000;

/**
 * Starts one server and waits until GET /api/v1/health answers. `env` adds to or overrides the
 * defaults (e.g. `{ ACCESS_TOKEN_TTL_SECONDS: '5' }`). Returns its URL and a `stop` that ends the
 * process by its pid and removes its data folder. Set E2E_SERVER_LOG=1 to see the server's output.
 */
export async function startServer(env = {}) {
  const port = await findFreePort();
  // The demo's label printer (a fake Zebra the server starts) on a free port of its own.
  const printerPort = await findFreePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wb-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(tsxBin(), ['src/main.ts'], {
    cwd: serverDir, // tsx reads apps/server/tsconfig.json from here for the `@/` alias
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url, // links in e-mails point at this server
      DATA_DIR: dataDir,
      DATABASE_URL: '', // always the embedded database, whatever the caller's shell says
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      DEMO_PRINTER_PORT: String(printerPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child, port);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const cleanupOnExit = () => terminate(child.pid, 'SIGTERM');
  process.once('exit', cleanupOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', cleanupOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      terminate(child.pid, 'SIGTERM'); // tsx passes it on; the server finishes requests and closes the database
      const done = await Promise.race([exited.then(() => true), delay(stopTimeoutMs).then(() => false)]);
      if (!done) {
        for (const pid of [...childPids(child.pid), child.pid]) terminate(pid, 'SIGKILL');
        await exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, exited);
  } catch (err) {
    await stop();
    throw new Error(`${err.message}\n--- server output (last lines) ---\n${output.tail()}`);
  }
  exited.then(({ code, signal }) => {
    if (!stopped) console.error(`[e2e server :${port}] exited unexpectedly (code ${code}, signal ${signal})\n${output.tail()}`);
  });
  return { url, stop };
}

function tsxBin() {
  const local = path.join(serverDir, 'node_modules/.bin/tsx');
  return existsSync(local) ? local : path.join(repoRoot, 'node_modules/.bin/tsx');
}

function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, exited) {
  let gone = null;
  exited.then((how) => {
    gone = how;
  });
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited before it was ready (code ${gone.code}, signal ${gone.signal})`);
    const ok = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await delay(200);
  }
  throw new Error(`server at ${url} did not become healthy within ${startTimeoutMs / 1000} s`);
}

/** Keeps the last lines of the server's output for error messages; streams them when asked. */
function captureOutput(child, port) {
  const lines = [];
  const live = process.env.E2E_SERVER_LOG === '1';
  const take = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (live) console.error(`[e2e server :${port}] ${line}`);
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return { tail: () => lines.slice(-60).join('\n') };
}

function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function terminate(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
